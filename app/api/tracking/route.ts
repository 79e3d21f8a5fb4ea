import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { trackOrder } from '@/lib/orders/queries';
import { shopperOrderEndpoints } from '@/lib/orders/shopper-contract';

export const dynamic = 'force-dynamic';

/**
 * The order placed with that number and phone; any wrong pair gets the same answer. Twenty look-ups
 * per connection per ten minutes: enough for a shopper, too few to guess pairs.
 */
export const POST = route(
  shopperOrderEndpoints.track,
  { rateLimit: new RateLimiter('tracking', 20, 10 * 60_000) },
  async ({ input, request }) => ({ ok: true, tracking: await trackOrder(request.headers, input.orderNumber, input.phone) }),
);
