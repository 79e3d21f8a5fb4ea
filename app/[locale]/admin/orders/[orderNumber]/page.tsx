import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { notFound } from 'next/navigation';
import { AdminOrderView } from '@/components/orders/admin-order-view';
import { getCurrentTeamRole } from '@/lib/auth/queries';
import { getCurrentAdminOrder } from '@/lib/orders/admin-queries';

export const metadata: Metadata = { title: 'Order' };

/** /admin/orders/{orderNumber}: the whole order and every move the lifecycle allows from where it is. */
export default async function AdminOrderPage({ params }: { params: Promise<{ orderNumber: string }> }) {
  const role = await getCurrentTeamRole();
  if (!role) return null;
  const { orderNumber } = await params;
  const order = await getCurrentAdminOrder(decodeURIComponent(orderNumber));
  if (!order) notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link href="/admin/orders" className="text-sm font-semibold text-apricot-800 underline underline-offset-4">
        All orders
      </Link>
      <AdminOrderView initial={order} role={role} />
    </div>
  );
}
