'use client';

import type { CartLine } from '@/lib/checkout/schema';
import { COUPON_CODE_KEY, DEFAULT_SHIPPING_METHOD, readSession, SHIPPING_METHOD_KEY, sessionStore } from '@/lib/storage/session-keys';
import { readValidDetails } from './details-gate';

export interface CheckoutChoices {
  valid: ReturnType<typeof readValidDetails>;
  shippingMethod: string;
  couponCode: string | null;
}

/** What the shopper chose in the earlier checkout steps, from session storage (read once mounted). */
export function readCheckoutChoices(): CheckoutChoices {
  const store = sessionStore();
  return {
    valid: readValidDetails(),
    shippingMethod: readSession(store, SHIPPING_METHOD_KEY) ?? DEFAULT_SHIPPING_METHOD,
    couponCode: readSession(store, COUPON_CODE_KEY),
  };
}

/**
 * The quote the order is placed by: the cart to the chosen city, by the chosen method, with the
 * coupon; null until there are lines and valid details. The payment and review steps ask for the
 * same input, so the review step finds it in React Query's cache.
 */
export function orderQuoteInput(lines: CartLine[], choices: CheckoutChoices) {
  if (!choices.valid || lines.length === 0) return null;
  return { items: lines, couponCode: choices.couponCode, cityId: choices.valid.details.cityId, shippingMethod: choices.shippingMethod };
}
