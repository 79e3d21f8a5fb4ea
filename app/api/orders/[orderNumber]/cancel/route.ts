import { z } from 'zod';
import { NOT_CANCELLABLE, ORDER_NOT_FOUND } from '@/lib/checkout/messages';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { notifyOwnerOfShopperCancel } from '@/lib/orders/notifications';
import { cancelOwnOrder, getOwnOrder } from '@/lib/orders/queries';
import { rpcHttpError } from '@/lib/orders/rpc-error';

export const dynamic = 'force-dynamic';

const MESSAGES: Record<string, string> = { order_not_found: ORDER_NOT_FOUND, not_cancellable: NOT_CANCELLABLE };

/**
 * POST /api/orders/{orderNumber}/cancel {} → the order, cancelled (its owner only; pending orders
 * only). The owner is told by mail when this request cancelled it, not on a repeat.
 */
export const POST = route({ body: z.object({}), session: 'required' }, async ({ params, supabase, user }) => {
  const orderNumber = String(params.orderNumber);
  const result = await cancelOwnOrder(supabase, orderNumber);
  if (!result.ok) throw rpcHttpError(result.failure, (rpc) => MESSAGES[rpc.code] ?? rpc.message);
  if (result.cancelledNow) await notifyOwnerOfShopperCancel(orderNumber);
  return json({ ok: true, order: await getOwnOrder(supabase, user.id, orderNumber), message: 'Your order has been cancelled.' });
});
