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
import { COURIER_CITY_UNKNOWN, COURIER_OFF, COURIER_REFUSED, COURIER_UNREACHABLE } from '@/lib/couriers/messages';
import { COUPON_EXISTS, COUPON_LIMIT_BELOW_USES, COUPON_NOT_FOUND, COUPON_REFUSED } from '@/lib/coupons/messages';
import { FEED_FAILED, FEED_NO_PARAMETERS, FEED_NOT_ADMIN, FEED_READ_FAILED, FEED_SIGN_IN } from '@/lib/feeds/messages';
import { ORDER_NOT_FOUND, PRICES_CHANGED, TOO_MANY_COUPON_ATTEMPTS, TRACKING_NOT_FOUND } from '@/lib/checkout/messages';
import {
  IPN_NOT_FROM_PROVIDER,
  IPN_UNREADABLE,
  PAYMENT_EXPIRED,
  PAYMENT_NOT_DUE,
  PAYMENT_ORDER_NOT_FOUND,
  PAYMENT_START_FAILED,
  UNKNOWN_PROVIDER,
  WALLET_NOT_OFFERED,
} from '@/lib/payments/messages';
import { LIVE_STREAMS_EXCEEDED } from '@/lib/live/messages';
import { ADMIN_ORDER_NOT_FOUND, NO_WALLET_ATTEMPT } from '@/lib/orders/messages';
import {
  COURIER_NOT_FOUND,
  SHIPPING_CITY_NOT_FOUND,
  SHIPPING_METHOD_NOT_FOUND,
  SHIPPING_REFUSED,
  TARIFF_NEEDS_COURIER,
} from '@/lib/shipping/messages';
import { SYNONYM_EXISTS, SYNONYM_NOT_FOUND, SYNONYM_REFUSED } from '@/lib/search/messages';
import { ALREADY_STAFF } from '@/lib/staff/messages';
import { REVIEW_NOT_FOUND } from '@/lib/testimonials/messages';
import { CUSTOMER_NOT_FOUND } from '@/lib/customers/messages';
import { WHATSAPP_BAD_SIGNATURE, WHATSAPP_OFF, WHATSAPP_VERIFY_REFUSED } from '@/lib/whatsapp/messages';
import type { DatabaseProblemCode } from '@/lib/errors/database-codes';
import type { ProblemCode } from '@/lib/errors/codes';
import type { Problem } from '@/lib/errors/problem';
import {
  ADMINS_ONLY,
  BAD_REQUEST,
  OWNER_ONLY,
  CROSS_SITE,
  SERVER_ERROR,
  SERVICE_UNAVAILABLE,
  TOO_LARGE,
  TOO_MANY_REQUESTS,
} from './messages';
import {
  ACCOUNT_DEACTIVATED,
  CITIES_FAILED,
  DEACTIVATE_FAILED,
  EMAIL_ALREADY_REGISTERED,
  EMAIL_NOT_CONFIRMED,
  GENERIC_AUTH_ERROR,
  INVALID_CREDENTIALS,
  NO_USER_LOGGED_IN,
  PROFILE_SAVE_FAILED,
  RESET_FAILED,
  RESET_LINK_INVALID,
  TOO_MANY_ATTEMPTS,
} from '@/lib/auth/messages';
import { CITY_INVALID } from '@/lib/auth/schemas';
import { REVALIDATE_OWNER_ONLY, REVALIDATE_SIGN_IN, UNKNOWN_TAGS } from '@/lib/cache/messages';
import { CATALOG_READ_FAILED } from '@/lib/catalog/messages';
import { STOCK_ALERT_MESSAGES } from '@/lib/catalog/stock-alert-messages';
import { CONTACT_FAILED_MESSAGE } from '@/lib/contact/messages';
import {
  FAVORITE_PRODUCT_INVALID,
  FAVORITE_PRODUCT_NOT_FOUND,
  FAVORITE_TOGGLE_FAILED,
  FAVORITES_FETCH_FAILED,
  FAVORITES_SIGN_IN_REQUIRED,
} from '@/lib/favorites/messages';
import { ADD_TESTIMONIAL_FAILED, FETCH_TESTIMONIALS_FAILED } from '@/lib/testimonials/messages';

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
  client_order_limit: fromDatabase(429),
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
  no_courier: fromDatabase(409),
  already_booked: fromDatabase(409),
  booking_not_found: fromDatabase(404),
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
  owner_only: { status: 403, message: OWNER_ONLY },
  backend_failed: { status: 502, message: SERVICE_UNAVAILABLE },
  server_error: { status: 500, message: SERVER_ERROR },
  // accounts and sessions (lib/auth)
  // GoTrue's refusals keep its code on the wire; its words are shown only where they are about the shopper's input
  invalid_credentials: { status: 400, message: INVALID_CREDENTIALS, code: true },
  email_already_registered: { status: 409, message: EMAIL_ALREADY_REGISTERED, code: 'user_already_exists' },
  email_not_confirmed: { status: 400, message: EMAIL_NOT_CONFIRMED, code: true },
  user_banned: { status: 400, message: ACCOUNT_DEACTIVATED, code: true },
  too_many_auth_requests: { status: 429, message: TOO_MANY_ATTEMPTS, code: 'over_request_rate_limit' },
  too_many_auth_emails: { status: 429, message: TOO_MANY_ATTEMPTS, code: 'over_email_send_rate_limit' },
  weak_password: { status: 422, message: null, code: true },
  same_password: { status: 422, message: null, code: true },
  email_address_invalid: { status: 400, message: null, code: true },
  signup_disabled: { status: 422, message: null, code: true },
  auth_input_refused: { status: 400, message: null, code: 'validation_failed' },
  auth_refused: { status: 400, message: GENERIC_AUTH_ERROR, code: true },
  auth_unavailable: { status: 502, message: GENERIC_AUTH_ERROR },
  session_unavailable: { status: 503, message: GENERIC_AUTH_ERROR },
  reset_link_invalid: { status: 403, message: RESET_LINK_INVALID, code: 'otp_expired' },
  reset_link_malformed: { status: 400, message: RESET_LINK_INVALID, code: 'otp_expired' },
  // the password-reset function's own words
  reset_request_refused: { status: 400, message: null },
  too_many_reset_requests: { status: 429, message: null },
  reset_mail_failed: { status: 502, message: null },
  reset_service_unreachable: { status: 502, message: RESET_FAILED },
  deactivation_refused: { status: 403, message: DEACTIVATE_FAILED },
  deactivation_failed: { status: 502, message: DEACTIVATE_FAILED },
  // the shopper's profile and cities (lib/profile)
  cities_unavailable: { status: 503, message: CITIES_FAILED },
  city_not_listed: { status: 400, message: CITY_INVALID, field: 'cityId' },
  profile_save_failed: { status: 502, message: PROFILE_SAVE_FAILED },
  // favourites (lib/favorites)
  favorites_sign_in_required: { status: 401, message: FAVORITES_SIGN_IN_REQUIRED },
  favorite_product_invalid: { status: 400, message: FAVORITE_PRODUCT_INVALID },
  favorite_product_not_found: { status: 404, message: FAVORITE_PRODUCT_NOT_FOUND },
  favorites_read_failed: { status: 502, message: FAVORITES_FETCH_FAILED },
  favorite_change_failed: { status: 502, message: FAVORITE_TOGGLE_FAILED },
  // contact messages (lib/contact)
  admin_message_not_found: { status: 404, message: ADMIN_MESSAGE_NOT_FOUND },
  contact_message_failed: { status: 502, message: CONTACT_FAILED_MESSAGE },
  // customers (lib/customers)
  admin_customer_not_found: { status: 404, message: CUSTOMER_NOT_FOUND },
  // reviews (lib/testimonials)
  admin_review_not_found: { status: 404, message: REVIEW_NOT_FOUND },
  testimonials_read_failed: { status: 502, message: FETCH_TESTIMONIALS_FAILED },
  testimonial_refused: { status: 400, message: ADD_TESTIMONIAL_FAILED },
  testimonial_save_failed: { status: 502, message: ADD_TESTIMONIAL_FAILED },
  // the catalogue (lib/catalog)
  catalog_read_failed: { status: 502, message: CATALOG_READ_FAILED },
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
  // request_stock_alert()'s answers other than 'saved', under its own words for them
  stock_alert_not_sold_out: { status: 409, message: STOCK_ALERT_MESSAGES.notSoldOut, code: 'not_sold_out' },
  stock_alert_unknown_variant: { status: 404, message: STOCK_ALERT_MESSAGES.unknownVariant, code: 'unknown_variant' },
  too_many_stock_alerts: { status: 429, message: STOCK_ALERT_MESSAGES.tooMany, code: 'too_many' },
  stock_alert_failed: { status: 502, message: STOCK_ALERT_MESSAGES.failed },
  // the cache (lib/cache)
  unknown_cache_tags: { status: 400, message: UNKNOWN_TAGS },
  revalidate_sign_in_required: { status: 401, message: REVALIDATE_SIGN_IN },
  revalidate_owner_only: { status: 403, message: REVALIDATE_OWNER_ONLY },
  // checkout (lib/checkout): nothing is placed, the shopper sees the new prices (sent as `quote`) first
  prices_changed: { status: 409, message: PRICES_CHANGED, code: true },
  checkout_wallet_unavailable: { status: 409, message: WALLET_NOT_OFFERED, code: 'payment_method_unavailable' },
  // too many coupon codes from one client did not apply (lib/http/coupon-attempts.ts)
  too_many_coupon_attempts: { status: 429, message: TOO_MANY_COUPON_ATTEMPTS, code: true },
  // orders (lib/orders): the shopper's own orders under the shop's words for them
  own_order_not_found: { status: 404, message: ORDER_NOT_FOUND },
  // any wrong pair of order number and phone gets the same answer
  tracking_not_found: { status: 404, message: TRACKING_NOT_FOUND, code: 'order_not_found' },
  admin_order_not_found: { status: 404, message: ADMIN_ORDER_NOT_FOUND },
  no_wallet_attempt: { status: 409, message: NO_WALLET_ATTEMPT, code: true },
  // payments (lib/payments)
  payment_order_not_found: { status: 404, message: PAYMENT_ORDER_NOT_FOUND },
  wallet_not_offered: { status: 409, message: WALLET_NOT_OFFERED, code: true },
  payment_time_passed: { status: 409, message: PAYMENT_EXPIRED, code: 'payment_expired' },
  payment_not_due: { status: 409, message: PAYMENT_NOT_DUE, code: true },
  payment_start_failed: { status: 502, message: PAYMENT_START_FAILED },
  unknown_wallet: { status: 404, message: UNKNOWN_PROVIDER },
  notification_not_from_provider: { status: 400, message: IPN_NOT_FROM_PROVIDER },
  notification_unreadable: { status: 502, message: IPN_UNREADABLE },
  // WhatsApp (lib/whatsapp): Meta's webhook
  whatsapp_off: { status: 404, message: WHATSAPP_OFF },
  whatsapp_verify_refused: { status: 403, message: WHATSAPP_VERIFY_REFUSED },
  whatsapp_bad_signature: { status: 401, message: WHATSAPP_BAD_SIGNATURE },
  // shipping (lib/shipping)
  shipping_method_not_found: { status: 404, message: SHIPPING_METHOD_NOT_FOUND },
  shipping_city_not_found: { status: 404, message: SHIPPING_CITY_NOT_FOUND },
  courier_not_found: { status: 404, message: COURIER_NOT_FOUND },
  tariff_needs_courier: { status: 400, message: TARIFF_NEEDS_COURIER },
  shipping_refused: { status: 400, message: SHIPPING_REFUSED },
  // the product feed (lib/feeds)
  feed_sign_in_required: { status: 401, message: FEED_SIGN_IN },
  feed_admins_only: { status: 403, message: FEED_NOT_ADMIN },
  feed_takes_no_options: { status: 400, message: FEED_NO_PARAMETERS },
  feed_failed: { status: 502, message: FEED_FAILED },
  // the product-feed edge function's own words
  feed_function_failed: { status: 502, message: null },
  // the stored feed files could not be read (the feed addresses Merchant Center and Meta fetch)
  feed_read_failed: { status: 503, message: FEED_READ_FAILED },
  // coupons (the console)
  admin_coupon_not_found: { status: 404, message: COUPON_NOT_FOUND },
  coupon_exists: { status: 409, message: COUPON_EXISTS },
  coupon_refused: { status: 400, message: COUPON_REFUSED },
  coupon_limit_below_uses: { status: 400, message: (values) => COUPON_LIMIT_BELOW_USES(Number(values.used)), field: 'usageLimit' },
  // the search's synonyms (lib/search)
  search_synonym_exists: { status: 409, message: SYNONYM_EXISTS, field: 'means' },
  search_synonym_not_found: { status: 404, message: SYNONYM_NOT_FOUND },
  search_synonym_refused: { status: 400, message: SYNONYM_REFUSED, field: 'term' },
  // the console's live stream (lib/live): one account holds only a few at once
  live_streams_exceeded: { status: 429, message: LIVE_STREAMS_EXCEEDED },
  // the owner's staff (lib/staff)
  already_staff: { status: 409, message: ALREADY_STAFF, code: true, field: 'email' },
  // couriers (lib/couriers): a refusal leaves the order unbooked; an unanswered booking is asked about before the retry books
  courier_off: { status: 409, message: (values) => COURIER_OFF(String(values.courier)), code: true },
  courier_refused: {
    status: 422,
    message: (values) => COURIER_REFUSED(String(values.courier), String(values.reason)),
    code: true,
  },
  courier_unreachable: { status: 502, message: (values) => COURIER_UNREACHABLE(String(values.courier)), code: true },
  courier_city_unknown: {
    status: 409,
    message: (values) => COURIER_CITY_UNKNOWN(String(values.courier), String(values.city)),
    code: true,
  },
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
