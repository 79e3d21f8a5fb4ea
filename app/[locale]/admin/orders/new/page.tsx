import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { AdminNewOrderForm } from '@/components/orders/admin-new-order-form';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { getCurrentNewOrderChoices } from '@/lib/orders/admin-new-order-choices';

export const metadata: Metadata = { title: 'New order' };

/** /admin/orders/new[?phone=…]: an order taken on WhatsApp or by phone, started from the phone's last order when there is one. */
export default async function AdminNewOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await isCurrentUserAdmin())) return null;
  const { phone } = await searchParams;
  const choices = await getCurrentNewOrderChoices(typeof phone === 'string' ? phone : null);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link href="/admin/orders" className="text-sm font-semibold text-apricot-800 underline underline-offset-4">
        All orders
      </Link>
      <h1 className="mt-4 font-display text-3xl font-bold text-walnut-950 sm:text-4xl">New order</h1>
      <p className="mt-2 text-walnut-700">
        For an order that came on WhatsApp or by phone. Its stock is kept for it; cash on delivery is confirmed at once.
      </p>
      <AdminNewOrderForm choices={choices} />
    </div>
  );
}
