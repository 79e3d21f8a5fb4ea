import { checkoutEndpoints } from '@/lib/checkout/contract';
import { withCouponAttempt } from '@/lib/http/coupon-attempts';
import { listShippingOptions } from '@/lib/checkout/queries';
import { rateLimitKey } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * Each active shipping method with its fee for this cart and city. A coupon code that does not
 * apply counts against the client's coupon attempts, as on the quote.
 */
export const POST = route(checkoutEndpoints.shippingOptions, { session: 'optional' }, async ({ input, supabase, request }) => {
  const { options } = await withCouponAttempt(
    rateLimitKey(request),
    input.couponCode,
    () => listShippingOptions(supabase, input),
    (listed) => listed.couponApplied,
  );
  return { ok: true, options };
});
