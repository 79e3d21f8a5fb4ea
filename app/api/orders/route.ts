import { checkoutEndpoints } from '@/lib/checkout/contract';
import { isCouponRefusal, withCouponAttempt } from '@/lib/http/coupon-attempts';
import { ORDERS_PER_CLIENT, ORDERS_WINDOW_MS } from '@/lib/checkout/order-limits';
import { placeOrder, quoteIfTotalChanged } from '@/lib/checkout/queries';
import { Problem } from '@/lib/errors/problem';
import { OncePerKeyRateLimit } from '@/lib/http/once-per-key-rate-limit';
import { RateLimiter, rateLimitKey } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { announceStaffAlerts } from '@/lib/alerts/deliver';
import { sendOrderMails } from '@/lib/orders/notifications';
import { walletOffered } from '@/lib/payments/providers';

export const dynamic = 'force-dynamic';

/** ORDERS_PER_CLIENT in the environment raises the number: the browser tests' shop, whose orders all come from 127.0.0.1 (scripts/test.mjs). */
const ordersPerClient = Number(process.env.ORDERS_PER_CLIENT) || ORDERS_PER_CLIENT;
const placements = new OncePerKeyRateLimit('order-keys', new RateLimiter('orders', ordersPerClient, ORDERS_WINDOW_MS), ORDERS_WINDOW_MS);

/**
 * One call of place_order, as the signed-in shopper or as a guest. The same key returns the same
 * order. When the review page's total no longer matches the server's, nothing is placed so the
 * shopper sees the new prices first. Each client address may place ORDERS_PER_CLIENT orders per
 * window; a retry with the same key is not counted again. A coupon code that does not apply counts
 * against the client's coupon attempts (lib/http/coupon-attempts.ts).
 */
export const POST = route(checkoutEndpoints.placeOrder, { session: 'optional' }, async ({ input, supabase, request }) => {
  await placements.enforce(rateLimitKey(request), input.idempotencyKey);
  if (!walletOffered(input.paymentMethod)) throw new Problem('checkout_wallet_unavailable');
  const order = await withCouponAttempt(
    rateLimitKey(request),
    input.couponCode,
    async () => {
      const quote = await quoteIfTotalChanged(supabase, input);
      if (quote) throw new Problem('prices_changed', { data: { quote } });
      return placeOrder(supabase, input);
    },
    () => true,
    isCouponRefusal,
  );
  await sendOrderMails(order.orderNumber);
  void announceStaffAlerts();
  return { ok: true, order };
});
