import {
  PHOTO_NOT_FOUND,
  PHOTO_REQUIRED,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
  PRODUCT_NOT_FOUND,
  PRODUCT_VALUE_REFUSED,
  SKU_TAKEN,
  SLUG_TAKEN,
  VARIANT_NOT_FOUND,
} from '@/lib/catalog/messages';
import { ADMIN_MESSAGE_NOT_FOUND } from '@/lib/contact/messages';
import { COUPON_EXISTS, COUPON_LIMIT_BELOW_USES, COUPON_NOT_FOUND, COUPON_REFUSED } from '@/lib/coupons/messages';
import { FEED_FAILED, FEED_NO_PARAMETERS, FEED_NOT_ADMIN, FEED_SIGN_IN } from '@/lib/feeds/messages';
import { ADMIN_ORDER_NOT_FOUND, NO_WALLET_ATTEMPT } from '@/lib/orders/messages';
import { SHIPPING_CITY_NOT_FOUND, SHIPPING_METHOD_NOT_FOUND, SHIPPING_REFUSED } from '@/lib/shipping/messages';
import { REVIEW_NOT_FOUND } from '@/lib/testimonials/messages';
import type { DatabaseProblemCode } from '@/lib/errors/database-codes';
import type { ProblemCode } from '@/lib/errors/codes';
import type { Problem } from '@/lib/errors/problem';
import { ADMINS_ONLY, BAD_REQUEST, CROSS_SITE, SERVER_ERROR, SERVICE_UNAVAILABLE, TOO_LARGE, TOO_MANY_REQUESTS } from './messages';
import { NO_USER_LOGGED_IN } from '@/lib/auth/messages';

type Values = Record<string, string | number>;

/** How the shop answers one problem. */
export interface ProblemAnswer {
  status: number;
  /** The words people read; null where they are made as the problem is met (the database's, a schema's). */
  message: string | ((values: Values) => string) | null;
  /** The answer names its code for clients that branch on it: `true` as it is, a string under that name. */
  code?: true | string;
  /** The form field the words belong to (the answer then also carries `fieldErrors: { [field]: words }`). */
  field?: string;
}

/** The database's problems keep its words and always name their code (clients branch on stock, coupon, limits). */
const fromDatabase = (status: number): ProblemAnswer => ({ status, message: null, code: true });

const DATABASE_ANSWERS: Record<DatabaseProblemCode, ProblemAnswer> = {
  invalid_items: fromDatabase(400),
  empty_cart: fromDatabase(400),
  too_many_items: fromDatabase(400),
  invalid_variant: fromDatabase(400),
  invalid_quantity: fromDatabase(400),
  // a cart line: the cart is left as it is
  variant_not_found: fromDatabase(409),
  variant_inactive: fromDatabase(409),
  out_of_stock: fromDatabase(409),
  insufficient_stock: fromDatabase(409),
  coupon_not_found: fromDatabase(400),
  coupon_inactive: fromDatabase(400),
  coupon_not_started: fromDatabase(400),
  coupon_expired: fromDatabase(400),
  coupon_used_up: fromDatabase(400),
  coupon_min_subtotal: fromDatabase(400),
  coupon_customer_limit: fromDatabase(400),
  city_not_found: fromDatabase(400),
  shipping_method_unavailable: fromDatabase(400),
  shipping_unavailable_for_city: fromDatabase(400),
  too_heavy: fromDatabase(400),
  payment_method_unavailable: fromDatabase(400),
  cod_unavailable: fromDatabase(400),
  order_total_too_large: fromDatabase(400),
  invalid_idempotency_key: fromDatabase(400),
  idempotency_key_reused: fromDatabase(400),
  invalid_contact: fromDatabase(400),
  account_deactivated: fromDatabase(400),
  // guest orders refused by the database's limits on unconfirmed orders (private.limit_guest_orders)
  phone_order_limit: fromDatabase(429),
  guest_orders_paused: fromDatabase(429),
  order_not_found: fromDatabase(404),
  not_cancellable: fromDatabase(400),
  not_signed_in: fromDatabase(401),
  not_allowed: fromDatabase(400),
  not_admin: fromDatabase(400),
  invalid_input: fromDatabase(400),
  invalid_status: fromDatabase(400),
  invalid_status_transition: fromDatabase(400),
  wrong_payment_method: fromDatabase(400),
  order_cancelled: fromDatabase(400),
  amount_mismatch: fromDatabase(400),
  reference_used: fromDatabase(400),
  testimonial_not_found: fromDatabase(400),
  payment_expired: fromDatabase(400),
  payment_not_found: fromDatabase(400),
};

/**
 * The one table of the shop's problems: for every code, the HTTP status and the words of the answer.
 * Domain code raises a Problem with a code (lib/errors); only lib/http/route.ts reads this table.
 */
export const PROBLEMS: Record<ProblemCode, ProblemAnswer> = {
  ...DATABASE_ANSWERS,
  // the request, refused at the edge
  bad_request: { status: 400, message: BAD_REQUEST },
  unsupported_media_type: { status: 415, message: BAD_REQUEST },
  cross_site: { status: 403, message: CROSS_SITE },
  too_large: { status: 413, message: TOO_LARGE },
  too_many_requests: { status: 429, message: TOO_MANY_REQUESTS },
  validation_failed: { status: 400, message: null },
  sign_in_required: { status: 401, message: NO_USER_LOGGED_IN },
  admins_only: { status: 403, message: ADMINS_ONLY },
  backend_failed: { status: 502, message: SERVICE_UNAVAILABLE },
  server_error: { status: 500, message: SERVER_ERROR },
  // accounts and sessions (lib/auth)
  // the shopper's profile and cities (lib/profile)
  // favourites (lib/favorites)
  // contact messages (lib/contact)
  admin_message_not_found: { status: 404, message: ADMIN_MESSAGE_NOT_FOUND },
  // reviews (lib/testimonials)
  admin_review_not_found: { status: 404, message: REVIEW_NOT_FOUND },
  // the catalogue (lib/catalog)
  admin_product_not_found: { status: 404, message: PRODUCT_NOT_FOUND },
  admin_variant_not_found: { status: 404, message: VARIANT_NOT_FOUND },
  slug_taken: { status: 409, message: SLUG_TAKEN, field: 'slug' },
  sku_taken: { status: 409, message: SKU_TAKEN, field: 'sku' },
  product_value_refused: { status: 400, message: PRODUCT_VALUE_REFUSED },
  photo_required: { status: 400, message: PHOTO_REQUIRED, field: 'photo' },
  // a body that is not a multipart form (JSON, say): the same words, as an unsupported type
  photo_form_required: { status: 415, message: PHOTO_REQUIRED },
  photo_too_large: { status: 413, message: PHOTO_TOO_LARGE, field: 'photo' },
  photo_wrong_type: { status: 415, message: PHOTO_WRONG_TYPE },
  photo_not_found: { status: 404, message: PHOTO_NOT_FOUND },
  // the cache (lib/cache)
  // checkout (lib/checkout)
  // orders (lib/orders)
  admin_order_not_found: { status: 404, message: ADMIN_ORDER_NOT_FOUND },
  no_wallet_attempt: { status: 409, message: NO_WALLET_ATTEMPT, code: true },
  // payments (lib/payments)
  // shipping (lib/shipping)
  shipping_method_not_found: { status: 404, message: SHIPPING_METHOD_NOT_FOUND },
  shipping_city_not_found: { status: 404, message: SHIPPING_CITY_NOT_FOUND },
  shipping_refused: { status: 400, message: SHIPPING_REFUSED },
  // settings (lib/settings)
  // sales (lib/sales)
  // the product feed (lib/feeds)
  feed_sign_in_required: { status: 401, message: FEED_SIGN_IN },
  feed_admins_only: { status: 403, message: FEED_NOT_ADMIN },
  feed_takes_no_options: { status: 400, message: FEED_NO_PARAMETERS },
  feed_failed: { status: 502, message: FEED_FAILED },
  // the product-feed edge function's own words
  feed_function_failed: { status: 502, message: null },
  // coupons (the console)
  admin_coupon_not_found: { status: 404, message: COUPON_NOT_FOUND },
  coupon_exists: { status: 409, message: COUPON_EXISTS },
  coupon_refused: { status: 400, message: COUPON_REFUSED },
  coupon_limit_below_uses: { status: 400, message: (values) => COUPON_LIMIT_BELOW_USES(Number(values.used)), field: 'usageLimit' },
};

interface FailureBody {
  ok: false;
  message: string;
  code?: string;
  fieldErrors?: Partial<Record<string, string>>;
  [key: string]: unknown;
}

export interface Answer {
  status: number;
  body: FailureBody;
  headers: Record<string, string>;
}

/** The answer to a problem: its status, `{ ok: false, message, code?, fieldErrors?, …data }` and its headers. */
export function answerOf(problem: Problem): Answer {
  const row = PROBLEMS[problem.code];
  const { values = {}, message: made, fieldErrors, data = {}, headers = {} } = problem.details;
  const words = typeof row.message === 'function' ? row.message(values) : (row.message ?? made ?? SERVER_ERROR);
  const body: FailureBody = { ok: false, message: words };
  if (row.code) body.code = row.code === true ? problem.code : row.code;
  if (row.field || fieldErrors) body.fieldErrors = { ...(row.field ? { [row.field]: words } : {}), ...fieldErrors };
  return { status: row.status, body: { ...body, ...data }, headers };
}
