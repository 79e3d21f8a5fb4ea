'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { FormMessage } from '@/components/ui/form-fields';
import { adminKeys, fetchAdminOrders } from '@/lib/admin/api';
import { adminPaymentStatusLabel, paymentMethodLabel } from '@/lib/admin/labels';
import { ADMIN_LOAD_FAILED } from '@/lib/admin/messages';
import { filtersToSearch, ORDER_STATUSES, type OrderFilters } from '@/lib/admin/order-filters';
import type { AdminOrderPage } from '@/lib/admin/order-types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { errorMessage } from '@/lib/http/api-client';
import { statusLabel } from '@/lib/orders/types';
import { formatPakistaniMobile } from '@/lib/phone/phone';

/** New orders show up while the page is open. */
const REFRESH_MS = 60_000;

const TAB = 'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors';

/**
 * The orders of /admin/orders: first rendered by the server, then kept fresh by React Query (every
 * minute, and when the owner comes back to the tab). Status tabs with their counts, and paging.
 */
export function AdminOrderList({ filters, initial }: { filters: OrderFilters; initial: AdminOrderPage }) {
  const orders = useQuery({
    queryKey: adminKeys.orders(filters),
    queryFn: ({ signal }) => fetchAdminOrders(filters, signal),
    initialData: initial,
    refetchInterval: REFRESH_MS,
    meta: { errorMessage: '[admin] orders could not be refreshed' },
  });
  const page = orders.data;
  const link = (change: Partial<OrderFilters>) => `/admin/orders${filtersToSearch({ ...filters, page: undefined, ...change })}`;
  const all = Object.values(page.counts).reduce((sum, count) => sum + count, 0);

  return (
    <div className="mt-6">
      <nav aria-label="Order status" className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {[{ status: undefined, label: 'All', count: all }, ...ORDER_STATUSES.map((status) => ({ status, label: statusLabel(status), count: page.counts[status] ?? 0 }))].map(
            (tab) => {
              const current = filters.status === tab.status;
              return (
                <li key={tab.label}>
                  <Link
                    href={link({ status: tab.status })}
                    aria-current={current ? 'page' : undefined}
                    className={`${TAB} ${current ? 'border-walnut-900 bg-walnut-900 text-white' : 'border-sand bg-white text-walnut-800 hover:border-walnut-300'}`}
                  >
                    {tab.label} <span className={current ? 'text-white' : 'text-walnut-600'}>{tab.count}</span>
                  </Link>
                </li>
              );
            },
          )}
        </ul>
      </nav>
      {orders.isRefetchError && <FormMessage tone="error">{errorMessage(orders.error, ADMIN_LOAD_FAILED)}</FormMessage>}
      <p className="mt-4 text-sm text-walnut-700" role="status">
        {page.total === 0 ? 'No orders match these filters.' : `${page.total} ${page.total === 1 ? 'order' : 'orders'}`}
      </p>
      {page.orders.length > 0 && (
        <ul aria-label="Orders" className="mt-3 divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white">
          {page.orders.map((order) => (
            <li key={order.orderNumber}>
              <Link href={`/admin/orders/${order.orderNumber}`} className="grid gap-1 px-5 py-4 transition-colors hover:bg-cream sm:grid-cols-[1.2fr_1.5fr_1fr_auto] sm:items-center sm:gap-4">
                <span>
                  <span className="block font-semibold text-walnut-950">{order.orderNumber}</span>
                  <span className="text-sm text-walnut-600">{formatPakistanDateTime(order.placedAt)}</span>
                </span>
                <span className="text-sm text-walnut-800">
                  <span className="block font-medium">{order.fullName}</span>
                  {formatPakistaniMobile(order.phone)} · {order.cityName}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-walnut-900">{statusLabel(order.status)}</span>
                  <span className="text-walnut-600">
                    {paymentMethodLabel(order.paymentMethod)} · {adminPaymentStatusLabel(order.paymentStatus)}
                  </span>
                </span>
                <span className="font-semibold text-walnut-950 sm:text-right">{formatRupees(order.total)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page.pageCount > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
          {page.page > 1 ? (
            <Link href={link({ page: page.page - 1 })} className="font-semibold text-apricot-800 underline underline-offset-4">
              Newer orders
            </Link>
          ) : (
            <span />
          )}
          <span className="text-walnut-700">
            Page {page.page} of {page.pageCount}
          </span>
          {page.page < page.pageCount ? (
            <Link href={link({ page: page.page + 1 })} className="font-semibold text-apricot-800 underline underline-offset-4">
              Older orders
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
