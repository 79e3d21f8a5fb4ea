/**
 * How many new orders one client address may place through the shop (POST /api/orders) per
 * window; a retry with the same idempotency key is not counted again. Shoppers behind one mobile
 * carrier's address share it, so the number is far above what a shop of this size ever gets from
 * one address. The database's own limits on guest orders are private.limit_guest_orders.
 */
export const ORDERS_PER_CLIENT = 30;
export const ORDERS_WINDOW_MS = 10 * 60_000;

/**
 * How many coupon codes that did not apply one client address may try per window, through the
 * quote, the shipping options and placing an order together (lib/http/coupon-attempts.ts). A code
 * that applies is never counted, so a shopper who retypes their own code is never refused; codes are
 * guessed only by trying many that do not. Shoppers behind one carrier's address share the count,
 * hence a window of an hour rather than a smaller number.
 */
export const COUPON_MISSES_PER_CLIENT = 10;
export const COUPON_MISSES_WINDOW_MS = 60 * 60_000;
