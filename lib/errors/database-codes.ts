/**
 * Every machine code the database's functions report: the `detail` of a business error (SQLSTATE
 * P0001 or 42501) and the `code` of a quote_order problem. The database's list is
 * private.problem_catalogue() (supabase/schema.sql);
 * tests/integration/db-problem-codes.test.ts fails when the two lists, or the codes the SQL
 * functions can raise, disagree. The words shoppers see come from the database, never from here;
 * their HTTP statuses are lib/http/problems.ts's.
 */
/** The cart as sent, refused before it is priced (private.parse_order_items). */
export const CART_PROBLEM_CODES = ['invalid_items', 'empty_cart', 'too_many_items', 'invalid_variant', 'invalid_quantity'] as const;

/** What pricing finds wrong with the cart, and what placing an order may refuse besides. */
export const ORDER_PROBLEM_CODES = [
  ...CART_PROBLEM_CODES,
  // a cart line
  'variant_not_found',
  'variant_inactive',
  'out_of_stock',
  'insufficient_stock',
  // the coupon: one answer for a code that does not exist and one that does not apply (issue 31 §5)
  'coupon_not_found',
  // delivery
  'city_not_found',
  'shipping_method_unavailable',
  'shipping_unavailable_for_city',
  'too_heavy',
  // payment
  'payment_method_unavailable',
  'cod_unavailable',
  'order_total_too_large',
  // the request
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'invalid_contact',
  'account_deactivated',
  // guest orders from a phone without a delivered order, per phone and per client address
  'phone_order_limit',
  'client_order_limit',
] as const;

export const DATABASE_PROBLEM_CODES = [
  ...ORDER_PROBLEM_CODES,
  // why a coupon cannot be used, as the owner console's coupon list says (private.coupon_problem);
  // checkout answers each of them as coupon_not_found
  'coupon_inactive',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used_up',
  'coupon_min_subtotal',
  'coupon_customer_limit',
  // orders and accounts
  'order_not_found',
  'not_cancellable',
  'not_signed_in',
  'not_allowed',
  // the owner console and the payment gateways
  'not_admin',
  'invalid_input',
  'invalid_status',
  'invalid_status_transition',
  'wrong_payment_method',
  'order_cancelled',
  'amount_mismatch',
  'reference_used',
  'testimonial_not_found',
  'payment_expired',
  'payment_not_found',
  // couriers (admin_begin_shipment, admin_record_booking)
  'no_courier',
  'already_booked',
  'booking_not_found',
] as const;

export type DatabaseProblemCode = (typeof DATABASE_PROBLEM_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(DATABASE_PROBLEM_CODES);

export function isDatabaseProblemCode(value: unknown): value is DatabaseProblemCode {
  return typeof value === 'string' && KNOWN.has(value);
}
