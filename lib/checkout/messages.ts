/**
 * The shop's own words around checkout and orders. What quote_order and place_order report (a
 * coupon that cannot be used, a product out of stock…) is worded by the database
 * (private.problem_catalogue) and shown as it comes; the codes are lib/errors/database-codes.ts.
 */
export const COUPON_REMOVED = 'Coupon removed.';
export const COUPON_REQUIRED = 'Please enter a coupon code.';
export const TOO_MANY_COUPON_ATTEMPTS =
  'Too many coupon codes were tried from your connection. Please wait a while before trying another code; your order can go ahead without one.';
export const CHECKOUT_FAILED = 'We could not reach the shop just now. Please try again.';
export const PRICES_CHANGED =
  'Prices in your cart have changed since you opened this page. Please check the new total and place the order again.';
export const ORDER_PLACE_FAILED = 'Your order could not be placed just now. Please try again; you will not be charged twice.';
export const ORDER_NOT_FOUND = 'We could not find this order in your account.';
export const ORDER_CANCELLED = 'Your order has been cancelled.';
export const NOT_CANCELLABLE = 'This order can no longer be cancelled online. Please contact us.';
export const TRACKING_NOT_FOUND = 'We could not find an order with that order number and phone number.';
export const ORDER_NUMBER_REQUIRED = 'Order number is required';
export const VARIANT_MISSING = 'An item in your cart has no size chosen. Please remove it and add it again from its product page.';
