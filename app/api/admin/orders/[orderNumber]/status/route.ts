import { moveOrderSchema } from '@/lib/orders/admin-actions';
import { ADMIN_ORDER_NOT_FOUND, MOVED } from '@/lib/orders/messages';
import { getAdminOrder, moveOrder } from '@/lib/orders/admin-queries';
import { failure, json } from '@/lib/http/response';
import { sendOrderStatusMail } from '@/lib/orders/notifications';
import { isOrderStatusChange } from '@/lib/orders/status-mails';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/orders/{orderNumber}/status {from, to, note?, courier?, trackingNumber?, restock?}
 * → the order as it is now; the shopper is mailed when it is confirmed, shipped, delivered or cancelled. Refused with the database's reason when the move is not allowed or
 * another admin moved the order first.
 */
export const POST = route({ body: moveOrderSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const orderNumber = String(params.orderNumber);
  await moveOrder(supabase, orderNumber, input);
  if (isOrderStatusChange(input.to) && input.to !== input.from) await sendOrderStatusMail(orderNumber, input.to);
  const order = await getAdminOrder(supabase, orderNumber);
  return order ? json({ ok: true, order, message: MOVED[input.to] }) : failure(404, ADMIN_ORDER_NOT_FOUND);
});
