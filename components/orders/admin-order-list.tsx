'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/i18n/link';
import { FormMessage } from '@/components/ui/form-fields';
import { orderEndpoints } from '@/lib/orders/contract';
import { adminPaymentStatusLabel, paymentMethodLabel } from '@/lib/orders/payment-labels';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { needsConfirmationCall } from '@/lib/orders/new-phone';
import { filtersToSearch, ORDER_STATUSES, type OrderFilters } from '@/lib/orders/admin-filters';
import type { AdminOrderPage } from '@/lib/orders/admin-types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { deliveryPlace } from '@/lib/orders/delivery-place';
import { statusLabel } from '@/lib/orders/types';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { ListPager, ListTabs } from '@/components/ui/list-navigation';
import { NewPhoneFlag } from './new-phone-flag';
import { ReturnedParcelsFlag } from './returned-parcels-flag';
import { channelPlacedLabel } from '@/lib/orders/admin-new-order';
import { BatchBooking } from './batch-booking';
import { adminOrderKeys } from './use-order-change';

/** Beside the live console (docs/console.md), which refreshes at once: the fallback when its stream is refused. */
const REFRESH_MS = 60_000;

/**
 * The orders of /admin/orders: first rendered by the server, then kept fresh by React Query (every
 * minute, and when the owner comes back to the tab). Status tabs with their counts, and paging.
 */
export function AdminOrderList({ filters, initial }: { filters: OrderFilters; initial: AdminOrderPage }) {
  const orders = useQuery({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) => callEndpoint(orderEndpoints.list, { query: filters, signal }),
    initialData: initial,
    refetchInterval: REFRESH_MS,
    meta: { errorMessage: '[admin] orders could not be refreshed' },
  });
  const page = orders.data;
  const link = (change: Partial<OrderFilters>) => `/admin/orders${filtersToSearch({ ...filters, page: undefined, ...change })}`;
  const all = Object.values(page.counts).reduce((sum, count) => sum + count, 0);

  return (
    <div className="mt-6">
      <ListTabs
        label="Order status"
        tabs={[
          { status: undefined, label: 'All', count: all },
          ...ORDER_STATUSES.map((status) => ({ status, label: statusLabel(status), count: page.counts[status] ?? 0 })),
        ].map((tab) => ({
          label: tab.label,
          count: tab.count,
          href: link({ status: tab.status }),
          current: filters.status === tab.status,
        }))}
      />
      {filters.status === 'processing' && (
        <BatchBooking orderNumbers={page.orders.filter((order) => order.status === 'processing').map((order) => order.orderNumber)} />
      )}
      {orders.isRefetchError && <FormMessage tone="error">{errorMessage(orders.error, ADMIN_LOAD_FAILED)}</FormMessage>}
      <p className="mt-4 text-sm text-walnut-700" role="status">
        {page.total === 0 ? 'No orders match these filters.' : `${page.total} ${page.total === 1 ? 'order' : 'orders'}`}
      </p>
      {page.orders.length > 0 && (
        <ul aria-label="Orders" className="mt-3 divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white">
          {page.orders.map((order) => (
            <li key={order.orderNumber}>
              <Link
                href={`/admin/orders/${order.orderNumber}`}
                className="grid gap-1 px-5 py-4 transition-colors hover:bg-cream sm:grid-cols-[1.2fr_1.5fr_1fr_auto] sm:items-center sm:gap-4"
              >
                <span>
                  <span className="block font-semibold text-walnut-950">{order.orderNumber}</span>
                  <span className="text-sm text-walnut-600">{formatPakistanDateTime(order.placedAt)}</span>
                </span>
                <span className="text-sm text-walnut-800">
                  <span className="block font-medium">{order.fullName}</span>
                  {formatPakistaniMobile(order.phone)} · {deliveryPlace(order)}
                  {order.channel !== 'web' && <span className="block text-walnut-600">{channelPlacedLabel(order.channel)}</span>}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-walnut-900">{statusLabel(order.status)}</span>
                  <span className="text-walnut-600">
                    {paymentMethodLabel(order.paymentMethod)} · {adminPaymentStatusLabel(order.paymentStatus)}
                  </span>
                  {needsConfirmationCall(order) && <NewPhoneFlag className="mt-1" />}
                  <ReturnedParcelsFlag count={order.returnedParcelsBefore} className="mt-1" />
                </span>
                <span className="font-semibold text-walnut-950 sm:text-end">{formatRupees(order.total)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ListPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => link({ page: n })}
        previousLabel="Newer orders"
        nextLabel="Older orders"
      />
    </div>
  );
}
