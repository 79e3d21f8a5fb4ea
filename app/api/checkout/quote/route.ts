import { checkoutEndpoints } from '@/lib/checkout/contract';
import { withCouponAttempt } from '@/lib/http/coupon-attempts';
import { quoteOrder } from '@/lib/checkout/queries';
import { rateLimitKey } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * The cart priced by quote_order, as the shopper (so per-customer coupon limits count). Nothing
 * changes. A coupon code that does not apply counts against the client's coupon attempts
 * (lib/http/coupon-attempts.ts); one that applies never does.
 */
export const POST = route(checkoutEndpoints.quote, { session: 'optional' }, async ({ input, supabase, request }) => ({
  ok: true,
  quote: await withCouponAttempt(
    rateLimitKey(request),
    input.couponCode,
    () => quoteOrder(supabase, input),
    (quote) => quote.coupon?.valid === true,
  ),
}));
