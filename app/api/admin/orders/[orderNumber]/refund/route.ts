import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';
import { recordRefund } from '@/lib/orders/admin-queries';
import { orderEndpoints } from '@/lib/orders/contract';
import { sendRefundMail } from '@/lib/orders/notifications';
import { refundRecorded } from '@/lib/orders/refunds';

export const dynamic = 'force-dynamic';

export const POST = route(orderEndpoints.recordRefund, { session: 'owner' }, async ({ params, input, supabase }) => {
  const { orderNumber } = params;
  const { refund, left } = await recordRefund(supabase, orderNumber, input);
  await sendRefundMail(orderNumber, refund);
  const order = await requireAdminOrder(supabase, orderNumber);
  return { ok: true, order, message: refundRecorded(refund, left) };
});
