import { Problem } from '@/lib/errors/problem';
import { route } from '@/lib/http/route';
import { walletOffered } from '@/lib/payments/providers';
import { placeAdminOrder } from '@/lib/orders/admin-place-order';
import { listAdminOrders } from '@/lib/orders/admin-queries';
import { sendTakenOrderMail } from '@/lib/orders/notifications';
import { orderEndpoints } from '@/lib/orders/contract';

export const dynamic = 'force-dynamic';

export const GET = route(orderEndpoints.list, { session: 'admin', onError: 'backend_failed' }, async ({ query, supabase }) => ({
  ok: true,
  ...(await listAdminOrders(supabase, query)),
}));

/** An order taken on WhatsApp or by phone; the shopper with an e-mail is told (lib/orders/notifications.ts). */
export const POST = route(orderEndpoints.place, { session: 'admin' }, async ({ input, supabase }) => {
  if (!walletOffered(input.paymentMethod)) throw new Problem('checkout_wallet_unavailable');
  const order = await placeAdminOrder(supabase, input);
  await sendTakenOrderMail(order);
  return { ok: true, order };
});
