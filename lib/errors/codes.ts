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
  | 'owner_only'
  | 'backend_failed'
  | 'server_error'
  // accounts and sessions (lib/auth)
  | 'invalid_credentials'
  | 'email_already_registered'
  | 'email_not_confirmed'
  | 'user_banned'
  | 'too_many_auth_requests'
  | 'too_many_auth_emails'
  | 'weak_password'
  | 'same_password'
  | 'email_address_invalid'
  | 'signup_disabled'
  | 'auth_input_refused'
  | 'auth_refused'
  | 'auth_unavailable'
  | 'session_unavailable'
  | 'reset_link_invalid'
  | 'reset_link_malformed'
  | 'reset_request_refused'
  | 'too_many_reset_requests'
  | 'reset_mail_failed'
  | 'reset_service_unreachable'
  | 'deactivation_refused'
  | 'deactivation_failed'
  // the shopper's profile and cities (lib/profile)
  | 'cities_unavailable'
  | 'city_not_listed'
  | 'profile_save_failed'
  // favourites (lib/favorites)
  | 'favorites_sign_in_required'
  | 'favorite_product_invalid'
  | 'favorite_product_not_found'
  | 'favorites_read_failed'
  | 'favorite_change_failed'
  // contact messages (lib/contact)
  | 'admin_message_not_found'
  | 'contact_message_failed'
  // customers (lib/customers)
  | 'admin_customer_not_found'
  // reviews (lib/testimonials)
  | 'admin_review_not_found'
  | 'testimonials_read_failed'
  | 'testimonial_refused'
  | 'testimonial_save_failed'
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
  | 'catalog_read_failed'
  | 'stock_alert_not_sold_out'
  | 'stock_alert_unknown_variant'
  | 'too_many_stock_alerts'
  | 'stock_alert_failed'
  // the cache (lib/cache)
  | 'unknown_cache_tags'
  | 'revalidate_sign_in_required'
  | 'revalidate_owner_only'
  // checkout (lib/checkout)
  | 'prices_changed'
  | 'checkout_wallet_unavailable'
  | 'too_many_coupon_attempts'
  // orders (lib/orders)
  | 'own_order_not_found'
  | 'tracking_not_found'
  | 'admin_order_not_found'
  | 'no_wallet_attempt'
  // payments (lib/payments)
  | 'payment_order_not_found'
  | 'wallet_not_offered'
  | 'payment_time_passed'
  | 'payment_not_due'
  | 'payment_start_failed'
  | 'unknown_wallet'
  | 'notification_not_from_provider'
  | 'notification_unreadable'
  // WhatsApp (lib/whatsapp)
  | 'whatsapp_off'
  | 'whatsapp_verify_refused'
  | 'whatsapp_bad_signature'
  // shipping (lib/shipping)
  | 'shipping_method_not_found'
  | 'shipping_city_not_found'
  | 'shipping_refused'
  | 'tariff_needs_courier'
  | 'courier_not_found'
  // the product feed (lib/feeds)
  | 'feed_sign_in_required'
  | 'feed_admins_only'
  | 'feed_takes_no_options'
  | 'feed_failed'
  | 'feed_function_failed'
  | 'feed_read_failed'
  // coupons (the console)
  | 'admin_coupon_not_found'
  | 'coupon_exists'
  | 'coupon_refused'
  | 'coupon_limit_below_uses'
  // the search's synonyms (lib/search)
  | 'search_synonym_exists'
  | 'search_synonym_not_found'
  | 'search_synonym_refused'
  // the console's live stream (lib/live)
  | 'live_streams_exceeded'
  // the owner's staff (lib/staff)
  | 'already_staff'
  // couriers (lib/couriers)
  | 'courier_off'
  | 'courier_refused'
  | 'courier_unreachable'
  | 'courier_city_unknown';

export type ProblemCode = (typeof DATABASE_PROBLEM_CODES)[number] | ShopProblemCode;
