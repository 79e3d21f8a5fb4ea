import { transferDecisionSchema } from '@/lib/orders/admin-actions';
import { ADMIN_ORDER_NOT_FOUND, TRANSFER_CONFIRMED, TRANSFER_REJECTED } from '@/lib/orders/messages';
import { decideTransfer, getAdminOrder } from '@/lib/orders/admin-queries';
import { failure, json } from '@/lib/http/response';
import { sendOrderStatusMail } from '@/lib/orders/notifications';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/orders/{orderNumber}/bank-transfer {decision: 'confirm', reference, amount} | {decision: 'reject', note} → the order as it is now. */
export const POST = route({ body: transferDecisionSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const orderNumber = String(params.orderNumber);
  await decideTransfer(supabase, orderNumber, input);
  if (input.decision === 'confirm') await sendOrderStatusMail(orderNumber, 'transfer_received');
  const order = await getAdminOrder(supabase, orderNumber);
  const message = input.decision === 'confirm' ? TRANSFER_CONFIRMED : TRANSFER_REJECTED;
  return order ? json({ ok: true, order, message }) : failure(404, ADMIN_ORDER_NOT_FOUND);
});
