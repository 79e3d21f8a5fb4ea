import type { DATABASE_PROBLEM_CODES } from './database-codes';

/**
 * Every problem the shop can answer a request with, by machine code: the database's (its SQL
 * functions raise them) and the shop's own, grouped by where they are raised. A code says what went
 * wrong, never how to answer it: lib/http/problems.ts maps each one to its HTTP status and its words,
 * and the compiler fails there when a code has no row.
 */
type ShopProblemCode =
  // the request, refused at the edge (lib/http)
  | 'bad_request'
  | 'unsupported_media_type'
  | 'cross_site'
  | 'too_large'
  | 'too_many_requests'
  | 'validation_failed'
  | 'sign_in_required'
  | 'admins_only'
  | 'backend_failed'
  | 'server_error'
  // accounts and sessions (lib/auth)
  // the shopper's profile and cities (lib/profile)
  // favourites (lib/favorites)
  // contact messages (lib/contact)
  | 'admin_message_not_found'
  // reviews (lib/testimonials)
  | 'admin_review_not_found'
  // the catalogue (lib/catalog)
  | 'admin_product_not_found'
  | 'admin_variant_not_found'
  | 'slug_taken'
  | 'sku_taken'
  | 'product_value_refused'
  | 'photo_required'
  | 'photo_form_required'
  | 'photo_too_large'
  | 'photo_wrong_type'
  | 'photo_not_found'
  // the cache (lib/cache)
  // checkout (lib/checkout)
  // orders (lib/orders)
  | 'admin_order_not_found'
  | 'no_wallet_attempt'
  // payments (lib/payments)
  // shipping (lib/shipping)
  | 'shipping_method_not_found'
  | 'shipping_city_not_found'
  | 'shipping_refused'
  // settings (lib/settings)
  // sales (lib/sales)
  // the product feed (lib/feeds)
  | 'feed_sign_in_required'
  | 'feed_admins_only'
  | 'feed_takes_no_options'
  | 'feed_failed'
  | 'feed_function_failed'
  // coupons (the console)
  | 'admin_coupon_not_found'
  | 'coupon_exists'
  | 'coupon_refused'
  | 'coupon_limit_below_uses';

export type ProblemCode = (typeof DATABASE_PROBLEM_CODES)[number] | ShopProblemCode;
