import { formatRupees } from '@/lib/format/rupees';

/**
 * The shopper's words for what quote_order and place_order report (their SQLSTATE P0001 `detail`
 * codes). Messages that name a product or a number come from the server's own message.
 */
export const COUPON_MESSAGES: Record<string, string> = {
  coupon_not_found: 'This coupon code is not valid.',
  coupon_inactive: 'This coupon is no longer active.',
  coupon_not_started: 'This coupon is not active yet.',
  coupon_expired: 'This coupon has expired.',
  coupon_used_up: 'This coupon has been used up.',
  coupon_customer_limit: 'You have already used this coupon.',
};

export const COUPON_APPLIED = 'Coupon applied.';
export const COUPON_REMOVED = 'Coupon removed.';
export const COUPON_REQUIRED = 'Please enter a coupon code.';
export const CHECKOUT_FAILED = 'We could not reach the shop just now. Please try again.';
export const PRICES_CHANGED = 'Prices in your cart have changed since you opened this page. Please check the new total and place the order again.';
export const ORDER_PLACE_FAILED = 'Your order could not be placed just now. Please try again; you will not be charged twice.';
export const ORDER_NOT_FOUND = 'We could not find this order in your account.';
export const NOT_CANCELLABLE = 'This order can no longer be cancelled online. Please contact us.';
export const TRACKING_NOT_FOUND = 'We could not find an order with that order number and phone number.';
export const ORDER_NUMBER_REQUIRED = 'Order number is required';
export const VARIANT_MISSING = 'An item in your cart has no size chosen. Please remove it and add it again from its product page.';

/** "This coupon needs a subtotal of at least Rs. 2,000." */
export function couponMinimumMessage(minSubtotal: number): string {
  return `This coupon needs a subtotal of at least ${formatRupees(minSubtotal)}.`;
}

/** The message for a coupon problem code; `minSubtotal` for the below-minimum case. */
export function couponMessage(problem: string, minSubtotal?: number | null): string {
  if (problem === 'coupon_min_subtotal') return couponMinimumMessage(minSubtotal ?? 0);
  return COUPON_MESSAGES[problem] ?? COUPON_MESSAGES.coupon_not_found!;
}

/** Codes that concern the cart's lines (stock, availability): the cart is left as it is. */
export const STOCK_CODES = new Set(['out_of_stock', 'insufficient_stock', 'variant_inactive', 'variant_not_found']);
