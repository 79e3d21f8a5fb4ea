import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { ButtonLink } from '@/components/ui/button-link';
import { getCurrentUser } from '@/lib/auth/queries';
import { Rupees } from '@/components/ui/rupees';
import { statusLabel } from '@/lib/orders/types';
import { listOwnOrders } from '@/lib/profile/orders';

export const metadata: Metadata = { title: 'My Orders' };

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Karachi' });

/** /orders: the signed-in shopper's orders (the layout shows the sign-in gate to everyone else). */
export default async function OrdersPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const orders = await listOwnOrders(user.id);
  return (
    <section aria-labelledby="orders-title" className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">
      <h1 id="orders-title" className="font-display text-4xl font-bold text-walnut-950">
        My Orders
      </h1>
      {orders === null ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-800">
          We could not load your orders just now. Please reload the page to try again.
        </p>
      ) : orders.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-sand bg-white p-8 text-center shadow-sm shadow-walnut-900/5">
          <p className="text-lg text-walnut-700">You have not placed any orders yet.</p>
          <ButtonLink href="/shop" className="mt-6">
            Start shopping
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-sand overflow-hidden rounded-3xl border border-sand bg-white shadow-sm shadow-walnut-900/5">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <Link
                href={`/orders/${order.orderNumber}`}
                className="flex flex-wrap items-center justify-between gap-3 px-6 py-5 transition-colors hover:bg-cream"
              >
                <span>
                  <span className="block font-semibold text-walnut-950">{order.orderNumber}</span>
                  <span className="text-sm text-walnut-600">
                    {DATE.format(new Date(order.placedAt))} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
                  </span>
                </span>
                <span className="flex items-center gap-4">
                  <span className="rounded-full bg-cream px-3 py-1 text-sm font-medium text-walnut-800">{statusLabel(order.status)}</span>
                  <span className="font-semibold text-walnut-950">
                    <Rupees value={order.total} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
