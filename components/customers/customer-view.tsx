import { Link } from '@/components/i18n/link';
import { ReturnedParcelsFlag } from '@/components/orders/returned-parcels-flag';
import { CUSTOMER_HISTORY_LIMIT } from '@/lib/customers/schema';
import type { CustomerDetail } from '@/lib/customers/types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { adminPaymentStatusLabel, paymentMethodLabel } from '@/lib/orders/payment-labels';
import { statusLabel } from '@/lib/orders/types';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { phoneHref, whatsappLink } from '@/lib/settings/contact';
import { CustomerNotesForm } from './customer-notes-form';

const PANEL = 'rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5 sm:p-6';
const LINK = 'font-semibold text-apricot-800 underline underline-offset-4';

/** One customer in the console: who, what their orders add up to, the history, and the owner's notes and tags. */
export function CustomerView({ customer }: { customer: CustomerDetail }) {
  const facts: [string, string][] = [
    ['Orders', String(customer.orderCount)],
    ['Total spent', formatRupees(customer.totalSpent)],
    ['Last order', formatPakistanDateTime(customer.lastOrderAt)],
    ['Returned cash-on-delivery parcels', String(customer.returnedParcels)],
  ];
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">{customer.fullName}</h1>
        <ReturnedParcelsFlag count={customer.returnedParcels} />
      </div>
      <p className="mt-1 text-walnut-700">
        <a href={phoneHref(customer.phone)} className={LINK}>
          {formatPakistaniMobile(customer.phone)}
        </a>{' '}
        ·{' '}
        <a href={whatsappLink(customer.phone)} className={LINK}>
          WhatsApp
        </a>{' '}
        · {customer.cityName} · {customer.userId ? 'Has a shop account' : 'Orders as a guest'}
      </p>
      <div className="mt-6 grid gap-5 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="history-title" className={PANEL}>
          <h2 id="history-title" className="font-display text-xl font-bold text-walnut-950">
            Orders
          </h2>
          {customer.orderCount > customer.orders.length && (
            <p className="mt-1 text-sm text-walnut-600">
              The latest {CUSTOMER_HISTORY_LIMIT} of {customer.orderCount}.
            </p>
          )}
          <ul aria-label="Order history" className="mt-3 divide-y divide-sand">
            {customer.orders.map((order) => (
              <li key={order.orderNumber} className="grid gap-1 py-3 sm:grid-cols-[1.2fr_1.4fr_auto] sm:items-center sm:gap-4">
                <span>
                  <Link href={`/admin/orders/${order.orderNumber}`} className={LINK}>
                    {order.orderNumber}
                  </Link>
                  <span className="block text-sm text-walnut-600">{formatPakistanDateTime(order.placedAt)}</span>
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-walnut-900">{statusLabel(order.status)}</span>
                  <span className="text-walnut-600">
                    {paymentMethodLabel(order.paymentMethod)} · {adminPaymentStatusLabel(order.paymentStatus)}
                  </span>
                </span>
                <span className="font-semibold text-walnut-950 sm:text-end">{formatRupees(order.total)}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-5">
          <section aria-labelledby="totals-title" className={PANEL}>
            <h2 id="totals-title" className="font-display text-xl font-bold text-walnut-950">
              Totals
            </h2>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-walnut-700">{label}</dt>
                  <dd className="text-end font-semibold text-walnut-950">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-walnut-600">Total spent counts delivered or paid orders that were not cancelled.</p>
          </section>
          <section aria-labelledby="notes-title" className={PANEL}>
            <h2 id="notes-title" className="font-display text-xl font-bold text-walnut-950">
              Notes and tags
            </h2>
            <CustomerNotesForm phone={customer.phone} initial={{ notes: customer.notes, tags: customer.tags }} />
          </section>
        </div>
      </div>
    </>
  );
}
