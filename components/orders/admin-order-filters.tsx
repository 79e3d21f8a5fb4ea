import { useLocale } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locales.mjs';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { INPUT_CLASS } from '@/components/ui/form-fields';
import { adminPaymentStatusLabel, paymentMethodLabel } from '@/lib/orders/payment-labels';
import { CALL_LIST_LABEL } from '@/lib/orders/call-list';
import { NEW_PHONE_FLAG } from '@/lib/orders/new-phone';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type OrderFilters } from '@/lib/orders/admin-filters';

const FIELD = `${INPUT_CLASS} border-sand bg-white py-2.5`;
const LABEL = 'mb-1 block text-sm font-semibold text-walnut-800';

/**
 * The search and filters of /admin/orders: a plain GET form, so the address holds the filters (a
 * link can be shared or bookmarked) and it works before any script has loaded. The status is chosen
 * with the tabs of the list, and kept here.
 */
export function AdminOrderFilters({ filters }: { filters: OrderFilters }) {
  const locale = useLocale();
  return (
    <form
      method="get"
      action={localizedPath('/admin/orders', locale)}
      role="search"
      aria-label="Filter orders"
      className="mt-6 grid gap-3 rounded-3xl border border-sand bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <div className="sm:col-span-2">
        <label htmlFor="order-search" className={LABEL}>
          Search
        </label>
        <input
          id="order-search"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder="Order number, phone or name"
          maxLength={100}
          className={FIELD}
        />
      </div>
      <details
        open={Boolean(
          filters.method || filters.payment || filters.from || filters.to || filters.newPhone || filters.callList || filters.refund,
        )}
        className="sm:col-span-2 lg:col-span-4"
      >
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-apricot-800 underline underline-offset-4">
          More filters
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="order-method" className={LABEL}>
              Payment method
            </label>
            <select id="order-method" name="method" defaultValue={filters.method ?? ''} className={FIELD}>
              <option value="">Any</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabel(method)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="order-payment" className={LABEL}>
              Payment
            </label>
            <select id="order-payment" name="payment" defaultValue={filters.payment ?? ''} className={FIELD}>
              <option value="">Any</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {adminPaymentStatusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="order-from" className={LABEL}>
              From
            </label>
            <input id="order-from" name="from" type="date" defaultValue={filters.from ?? ''} className={FIELD} />
          </div>
          <div>
            <label htmlFor="order-to" className={LABEL}>
              To
            </label>
            <input id="order-to" name="to" type="date" defaultValue={filters.to ?? ''} className={FIELD} />
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-walnut-800 sm:col-span-2 lg:col-span-4">
            <input
              type="checkbox"
              name="newPhone"
              value="yes"
              defaultChecked={filters.newPhone === 'yes'}
              className="size-5 accent-walnut-900"
            />
            Only orders flagged “{NEW_PHONE_FLAG}”
          </label>
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-walnut-800 sm:col-span-2 lg:col-span-4">
            <input
              type="checkbox"
              name="callList"
              value="yes"
              defaultChecked={filters.callList === 'yes'}
              className="size-5 accent-walnut-900"
            />
            {CALL_LIST_LABEL}
          </label>
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-walnut-800 sm:col-span-2 lg:col-span-4">
            <input
              type="checkbox"
              name="refund"
              value="owed"
              defaultChecked={filters.refund === 'owed'}
              className="size-5 accent-walnut-900"
            />
            Only orders that owe a refund (cancelled or returned after payment)
          </label>
        </div>
      </details>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-6">
        <Button type="submit" size="sm">
          Show orders
        </Button>
        <ButtonLink href="/admin/orders" variant="secondary" size="sm">
          Clear filters
        </ButtonLink>
      </div>
    </form>
  );
}
