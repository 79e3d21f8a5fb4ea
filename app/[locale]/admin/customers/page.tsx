import type { Metadata } from 'next';
import { CustomerList } from '@/components/customers/customer-list';
import { CustomerSearch } from '@/components/customers/customer-search';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { listCurrentCustomers } from '@/lib/customers/queries';
import { parseCustomerFilters } from '@/lib/customers/schema';

export const metadata: Metadata = { title: 'Customers' };

/** /admin/customers: everyone who ordered, one per phone, the latest order first, 20 a page (?q=…&page=…). */
export default async function AdminCustomersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await isCurrentUserAdmin())) return null;
  const filters = parseCustomerFilters(await searchParams);
  const page = await listCurrentCustomers(filters);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Customers</h1>
      <p className="mt-2 text-walnut-700">Everyone who ordered, by the phone on their orders.</p>
      <CustomerSearch q={filters.q} />
      <CustomerList filters={filters} page={page} />
    </div>
  );
}
