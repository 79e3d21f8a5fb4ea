import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { Problem } from '@/lib/errors/problem';
import { COUPON_MISSES_PER_CLIENT, COUPON_MISSES_WINDOW_MS } from '@/lib/checkout/order-limits';
import { lazyCounter } from './rate-limit-counter';

const counter = lazyCounter('coupon-misses', COUPON_MISSES_PER_CLIENT, COUPON_MISSES_WINDOW_MS);

/**
 * Prices a request that may carry a coupon code under the client's count of codes that did not
 * apply. Without a code, `price` runs as it is. With one, an attempt is taken before the database
 * is asked, so a client with none left learns nothing about the code (too_many_coupon_attempts with
 * Retry-After, whether the code is live or not) and parallel guesses cannot pass the limit; it is
 * given back when the code applied (`applied`), or when the request failed for another reason than
 * the coupon (`failedOnCoupon`).
 */
export async function withCouponAttempt<T>(
  client: string,
  couponCode: string | null | undefined,
  price: () => Promise<T>,
  applied: (result: T) => boolean,
  failedOnCoupon: (error: unknown) => boolean = () => false,
): Promise<T> {
  if (!couponCode) return price();
  const attempts = await counter();
  try {
    await attempts.consume(client);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const wait = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new Problem('too_many_coupon_attempts', { headers: { 'Retry-After': String(wait) } });
  }
  let missed = false;
  try {
    const result = await price();
    missed = !applied(result);
    return result;
  } catch (error) {
    missed = failedOnCoupon(error);
    throw error;
  } finally {
    if (!missed) await attempts.reward(client, 1);
  }
}

/** Whether place_order refused the order for its coupon (one problem for every reason, price_cart). */
export function isCouponRefusal(error: unknown): boolean {
  return error instanceof Problem && error.code === 'coupon_not_found';
}
