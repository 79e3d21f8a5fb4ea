import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';
import { correctOrder } from '@/lib/orders/admin-queries';
import { orderEndpoints } from '@/lib/orders/contract';
import { corrected } from '@/lib/orders/messages';

export const dynamic = 'force-dynamic';

/**
 * Undoes the order's last status move. No mail or WhatsApp goes out: the shopper who was told of the
 * mistaken move hears of the correction from the shop (docs/choices.md).
 */
export const POST = route(orderEndpoints.correct, { session: 'admin' }, async ({ params, input, supabase }) => {
  const { orderNumber } = params;
  await correctOrder(supabase, orderNumber, input);
  const order = await requireAdminOrder(supabase, orderNumber);
  return { ok: true, order, message: corrected(order.status) };
});
