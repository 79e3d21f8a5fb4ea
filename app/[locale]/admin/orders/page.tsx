import type { Metadata } from 'next';
import { AdminOrderFilters } from '@/components/orders/admin-order-filters';
import { AdminOrderList } from '@/components/orders/admin-order-list';
import { ButtonLink } from '@/components/ui/button-link';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { parseOrderFilters } from '@/lib/orders/admin-filters';
import { listCurrentAdminOrders } from '@/lib/orders/admin-queries';

export const metadata: Metadata = { title: 'Orders' };

/** /admin/orders: every order, filtered by the address (?status=…&q=…), newest first, 20 a page. */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!(await isCurrentUserAdmin())) return null;
  const filters = parseOrderFilters(await searchParams);
  const initial = await listCurrentAdminOrders(filters);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Orders</h1>
        <ButtonLink href="/admin/orders/new" size="sm">
          New order
        </ButtonLink>
      </div>
      <AdminOrderFilters filters={filters} />
      <AdminOrderList filters={filters} initial={initial} />
    </div>
  );
}
