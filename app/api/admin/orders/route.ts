import { route } from '@/lib/http/route';
import { placeAdminOrder } from '@/lib/orders/admin-place-order';
import { listAdminOrders } from '@/lib/orders/admin-queries';
import { sendOrderStatusMail } from '@/lib/orders/notifications';
import { orderEndpoints } from '@/lib/orders/contract';

export const dynamic = 'force-dynamic';

export const GET = route(orderEndpoints.list, { session: 'admin', onError: 'backend_failed' }, async ({ query, supabase }) => ({
  ok: true,
  ...(await listAdminOrders(supabase, query)),
}));

/** An order taken on WhatsApp or by phone starts confirmed: the shopper gets the confirmation mail. */
export const POST = route(orderEndpoints.place, { session: 'admin' }, async ({ input, supabase }) => {
  const order = await placeAdminOrder(supabase, input);
  await sendOrderStatusMail(order.orderNumber, 'confirmed');
  return { ok: true, order };
});
