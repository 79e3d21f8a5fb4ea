/**
 * How many new orders one client address may place through the shop (POST /api/orders) per
 * window; a retry with the same idempotency key is not counted again. Shoppers behind one mobile
 * carrier's address share it, so the number is far above what a shop of this size ever gets from
 * one address. The database's own limits on guest orders are private.limit_guest_orders.
 */
export const ORDERS_PER_CLIENT = 30;
export const ORDERS_WINDOW_MS = 10 * 60_000;
