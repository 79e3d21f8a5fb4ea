import { announceStaffAlerts } from '@/lib/alerts/deliver';
import { ORDER_CANCELLED } from '@/lib/checkout/messages';
import { route } from '@/lib/http/route';
import { notifyOwnerOfShopperCancel } from '@/lib/orders/notifications';
import { cancelOwnOrder, getOwnOrder } from '@/lib/orders/queries';
import { shopperOrderEndpoints } from '@/lib/orders/shopper-contract';

export const dynamic = 'force-dynamic';

/** The shopper's own pending order, cancelled. The owner is told by mail when this request cancelled it, not on a repeat. */
export const POST = route(shopperOrderEndpoints.cancel, { session: 'required' }, async ({ params, supabase, user }) => {
  const { cancelledNow } = await cancelOwnOrder(supabase, params.orderNumber);
  if (cancelledNow) {
    await notifyOwnerOfShopperCancel(params.orderNumber);
    void announceStaffAlerts();
  }
  return { ok: true, order: await getOwnOrder(supabase, user.id, params.orderNumber), message: ORDER_CANCELLED };
});
