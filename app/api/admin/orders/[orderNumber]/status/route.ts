import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';
import { moveOrder } from '@/lib/orders/admin-queries';
import { orderEndpoints } from '@/lib/orders/contract';
import { MOVED } from '@/lib/orders/messages';
import { tellShopperOfMove } from '@/lib/orders/notifications';

export const dynamic = 'force-dynamic';

export const POST = route(orderEndpoints.move, { session: 'admin' }, async ({ params, input, supabase }) => {
  const { orderNumber } = params;
  await moveOrder(supabase, orderNumber, input);
  if (input.to !== input.from) await tellShopperOfMove(orderNumber, input.to);
  const order = await requireAdminOrder(supabase, orderNumber);
  return { ok: true, order, message: MOVED[input.to] };
});
