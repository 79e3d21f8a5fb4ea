import { TRACKING_NOT_FOUND } from '@/lib/checkout/messages';
import { failure, json } from '@/lib/http/response';
import { RateLimiter } from '@/lib/http/rate-limit';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { trackOrder } from '@/lib/orders/queries';
import { rpcHttpError } from '@/lib/orders/rpc-error';
import { trackingSchema } from '@/lib/orders/tracking-schema';

export const dynamic = 'force-dynamic';

/**
 * POST {orderNumber, phone} → {ok, tracking}: the status, timeline and courier number of the order
 * placed with that number and phone; any wrong pair gets the same 404 and message. Twenty look-ups
 * per connection per ten minutes: enough for a shopper, too few to guess pairs.
 */
export const POST = route({ body: trackingSchema, rateLimit: new RateLimiter('tracking', 20, 10 * 60_000) }, async ({ input, request }) => {
  const result = await trackOrder(request.headers, input.orderNumber, input.phone);
  if (!result.ok) throw rpcHttpError(result.failure);
  if (!result.tracking) return failure(404, TRACKING_NOT_FOUND, { code: 'order_not_found' });
  return json({ ok: true, tracking: result.tracking });
});
