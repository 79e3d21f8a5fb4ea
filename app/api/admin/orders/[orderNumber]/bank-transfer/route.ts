import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';
import { decideTransfer } from '@/lib/orders/admin-queries';
import { orderEndpoints } from '@/lib/orders/contract';
import { TRANSFER_CONFIRMED, TRANSFER_REJECTED } from '@/lib/orders/messages';
import { sendOrderStatusMail } from '@/lib/orders/notifications';

export const dynamic = 'force-dynamic';

export const POST = route(orderEndpoints.decideTransfer, { session: 'admin' }, async ({ params, input, supabase }) => {
  const { orderNumber } = params;
  await decideTransfer(supabase, orderNumber, input);
  if (input.decision === 'confirm') await sendOrderStatusMail(orderNumber, 'transfer_received');
  const order = await requireAdminOrder(supabase, orderNumber);
  return { ok: true, order, message: input.decision === 'confirm' ? TRANSFER_CONFIRMED : TRANSFER_REJECTED };
});
