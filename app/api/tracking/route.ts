import { TRACKING_NOT_FOUND } from '@/lib/checkout/messages';
import { fieldErrors, failure, jsonResponse, RateLimiter, rateLimitKey, readFormBody, tooManyRequests } from '@/lib/contact/request-guards';
import { rpcFailureResponse } from '@/lib/orders/http';
import { trackOrder } from '@/lib/orders/queries';
import { trackingSchema } from '@/lib/orders/tracking-schema';

export const dynamic = 'force-dynamic';

/** Twenty look-ups per connection per ten minutes: enough for a shopper, too few to guess pairs. */
const limiter = new RateLimiter(20, 10 * 60_000);

/**
 * POST {orderNumber, phone} → {ok, tracking}: the status, timeline and courier number of the order
 * placed with that number and phone; any wrong pair gets the same 404 and message.
 */
export async function POST(request: Request) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const parsed = trackingSchema.safeParse(read.body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return failure(400, Object.values(errors)[0] ?? TRACKING_NOT_FOUND, { fieldErrors: errors });
  }
  const wait = limiter.hit(rateLimitKey(request));
  if (wait > 0) return tooManyRequests(wait);
  const result = await trackOrder(request.headers, parsed.data.orderNumber, parsed.data.phone);
  if (!result.ok) return rpcFailureResponse(result.failure);
  if (!result.tracking) return failure(404, TRACKING_NOT_FOUND, { code: 'order_not_found' });
  return jsonResponse({ ok: true, tracking: result.tracking });
}
