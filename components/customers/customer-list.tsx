import { Link } from '@/components/i18n/link';
import { ListPager } from '@/components/ui/list-navigation';
import { customerHref, type CustomerFilters } from '@/lib/customers/schema';
import type { CustomerPage } from '@/lib/customers/types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { ReturnedParcelsFlag } from '@/components/orders/returned-parcels-flag';
import { CustomerTags } from './customer-tags';

function pageHref(filters: CustomerFilters, page: number): string {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `/admin/customers${query ? `?${query}` : ''}`;
}

/** The customers of /admin/customers, the latest order first, each linking to their page. */
export function CustomerList({ filters, page }: { filters: CustomerFilters; page: CustomerPage }) {
  return (
    <div className="mt-6">
      <p className="text-sm text-walnut-700" role="status">
        {page.total === 0
          ? filters.q
            ? 'No customer matches this search.'
            : 'No customers yet: they appear with their first order.'
          : `${page.total} ${page.total === 1 ? 'customer' : 'customers'}`}
      </p>
      {page.customers.length > 0 && (
        <ul aria-label="Customers" className="mt-3 divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white">
          {page.customers.map((customer) => (
            <li key={customer.phone}>
              <Link
                href={customerHref(customer.phone)}
                className="grid gap-1 px-5 py-4 transition-colors hover:bg-cream sm:grid-cols-[1.4fr_1fr_1fr] sm:items-center sm:gap-4"
              >
                <span>
                  <span className="block font-semibold text-walnut-950">{customer.fullName}</span>
                  <span className="text-sm text-walnut-700">
                    {formatPakistaniMobile(customer.phone)} · {customer.cityName}
                  </span>
                  {customer.notes && <span className="mt-1 line-clamp-1 block text-sm text-walnut-600">{customer.notes}</span>}
                  <CustomerTags tags={customer.tags} className="mt-1" />
                </span>
                <span className="text-sm text-walnut-800">
                  <span className="block">
                    {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} · {formatRupees(customer.totalSpent)} spent
                  </span>
                  <span className="text-walnut-600">Last order {formatPakistanDateTime(customer.lastOrderAt)}</span>
                </span>
                <span className="sm:text-end">
                  <ReturnedParcelsFlag count={customer.returnedParcels} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ListPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => pageHref(filters, n)}
        previousLabel="More recent customers"
        nextLabel="Earlier customers"
      />
    </div>
  );
}
