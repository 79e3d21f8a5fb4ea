import { PRICES_CHANGED } from '@/lib/checkout/messages';
import { ORDERS_PER_CLIENT, ORDERS_WINDOW_MS } from '@/lib/checkout/order-limits';
import { placeOrder, quoteIfTotalChanged } from '@/lib/checkout/queries';
import { placeOrderRequestSchema } from '@/lib/checkout/schema';
import { OncePerKeyRateLimit } from '@/lib/http/once-per-key-rate-limit';
import { RateLimiter, rateLimitKey } from '@/lib/http/rate-limit';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { sendOrderMails } from '@/lib/orders/notifications';
import { rpcHttpError } from '@/lib/orders/rpc-error';
import { WALLET_NOT_OFFERED } from '@/lib/payments/messages';
import { walletOffered } from '@/lib/payments/providers';

export const dynamic = 'force-dynamic';

const placements = new OncePerKeyRateLimit('order-keys', new RateLimiter('orders', ORDERS_PER_CLIENT, ORDERS_WINDOW_MS), ORDERS_WINDOW_MS);

/**
 * POST {items, details, shippingMethod, paymentMethod, couponCode?, idempotencyKey, expectedTotal?}
 * → 201 {ok, order}: one call of place_order, as the signed-in shopper or as a guest. The same key
 * returns the same order. When the review page's total no longer matches the server's, nothing is
 * placed (409) so the shopper sees the new prices first. Each client address may place
 * ORDERS_PER_CLIENT orders per window (429 beyond); a retry with the same key is not counted again.
 */
export const POST = route({ body: placeOrderRequestSchema, session: 'optional' }, async ({ input, supabase, request }) => {
  await placements.enforce(rateLimitKey(request), input.idempotencyKey);
  if (!walletOffered(input.paymentMethod)) return failure(409, WALLET_NOT_OFFERED, { code: 'payment_method_unavailable' });
  const quote = await quoteIfTotalChanged(supabase, input);
  if (quote) return failure(409, PRICES_CHANGED, { code: 'prices_changed', quote });
  const placed = await placeOrder(supabase, input);
  if (!placed.ok) throw rpcHttpError(placed.failure);
  await sendOrderMails(placed.value.orderNumber);
  return json({ ok: true, order: placed.value }, { status: 201 });
});
