import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { CourierSummary } from '@/components/couriers/courier-summary';
import { SalesReportSection } from '@/components/sales/sales-report';
import { getCurrentCourierReport } from '@/lib/couriers/report';
import { MissingSettings } from '@/components/settings/settings-reminder';
import { getCurrentTeamRole } from '@/lib/auth/queries';
import { getCurrentSalesReport } from '@/lib/sales/queries';
import { getCurrentUnreadMessageCount } from '@/lib/contact/message-queries';
import { getCurrentAdminShopSettings } from '@/lib/settings/admin-queries';
import { filtersToSearch, LOW_STOCK_AT_MOST } from '@/lib/orders/admin-filters';
import { getCurrentAdminDashboard, listCurrentRefundsOwed } from '@/lib/orders/admin-queries';
import { countCurrentWaitingReviews } from '@/lib/testimonials/admin-queries';
import { pakistanDay } from '@/lib/format/date';

export const metadata: Metadata = { title: 'Today' };

const CARD =
  'block rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5 transition-colors hover:border-apricot-300 focus-visible:border-apricot-500';

/** /admin: today's numbers, each a link to what is behind it, the last 30 days' sales, and the variants running low. */
export default async function AdminHomePage() {
  const role = await getCurrentTeamRole();
  if (!role) return null;
  const [dashboard, refundsOwed, unreadMessages, waitingReviews, salesReport, settings, courierReport] = await Promise.all([
    getCurrentAdminDashboard(),
    listCurrentRefundsOwed(),
    getCurrentUnreadMessageCount(),
    countCurrentWaitingReviews(),
    getCurrentSalesReport(),
    getCurrentAdminShopSettings(),
    getCurrentCourierReport(),
  ]);
  const today = pakistanDay(new Date());
  const numbers = [
    { label: 'New orders today', value: dashboard.newToday, href: `/admin/orders${filtersToSearch({ from: today, to: today })}` },
    {
      label: 'Waiting for confirmation',
      value: dashboard.awaitingConfirmation,
      href: `/admin/orders${filtersToSearch({ status: 'pending' })}`,
    },
    {
      label: 'Bank transfers to confirm',
      value: dashboard.transfersToConfirm,
      href: `/admin/orders${filtersToSearch({ method: 'bank_transfer', payment: 'awaiting_transfer' })}`,
    },
    { label: 'Refunds owed', value: refundsOwed.length, href: `/admin/orders${filtersToSearch({ refund: 'owed' })}` },
    { label: 'Unread messages', value: unreadMessages, href: '/admin/messages' },
    { label: 'Reviews to check', value: waitingReviews, href: '/admin/reviews' },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Today</h1>
      {role === 'owner' && <MissingSettings settings={settings} />}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {numbers.map((number) => (
          <li key={number.label}>
            <Link href={number.href} className={CARD}>
              <span className="block text-4xl font-bold text-walnut-950">{number.value}</span>
              <span className="mt-1 block font-semibold text-walnut-700">{number.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <CourierSummary report={courierReport} />
      <SalesReportSection report={salesReport} />
      <section aria-labelledby="low-stock-title" className="mt-10">
        <h2 id="low-stock-title" className="font-display text-2xl font-bold text-walnut-950">
          Running low ({dashboard.lowStock.length})
        </h2>
        {dashboard.lowStock.length === 0 ? (
          <p className="mt-3 text-walnut-700">Every product has more than {LOW_STOCK_AT_MOST} in stock.</p>
        ) : (
          <ul className="mt-4 divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white">
            {dashboard.lowStock.map((variant) => (
              <li key={variant.variantId} className="flex items-center justify-between gap-4 px-5 py-3">
                <span>
                  <span className="block font-semibold text-walnut-950">{variant.productName}</span>
                  <span className="text-sm text-walnut-600">
                    {variant.variantLabel} · {variant.sku}
                  </span>
                </span>
                <span className={`shrink-0 font-semibold ${variant.stockQuantity === 0 ? 'text-red-700' : 'text-walnut-800'}`}>
                  {variant.stockQuantity === 0 ? 'Sold out' : `${variant.stockQuantity} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
