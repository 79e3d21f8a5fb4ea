import { endpoint, shape } from '@/lib/api/contract';
import type { ProblemCode } from '@/lib/errors/codes';
import { CHECKOUT_FAILED, ORDER_PLACE_FAILED } from './messages';
import { placeOrderRequestSchema, quoteRequestSchema } from './schema';
import type { PlacedOrder, Quote, ShippingOption } from './types';

/** The cart as sent, refused before it is priced (private.parse_order_items). */
const CART_REFUSALS = ['invalid_items', 'empty_cart', 'too_many_items', 'invalid_variant', 'invalid_quantity'] as const;

/** What place_order may refuse: the cart, its lines, the coupon, delivery, payment, the request and the guest limits. */
const ORDER_REFUSALS: readonly ProblemCode[] = [
  ...CART_REFUSALS,
  'variant_not_found',
  'variant_inactive',
  'out_of_stock',
  'insufficient_stock',
  'coupon_not_found',
  'coupon_inactive',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used_up',
  'coupon_min_subtotal',
  'coupon_customer_limit',
  'city_not_found',
  'shipping_method_unavailable',
  'shipping_unavailable_for_city',
  'too_heavy',
  'payment_method_unavailable',
  'cod_unavailable',
  'order_total_too_large',
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'invalid_contact',
  'account_deactivated',
  'phone_order_limit',
  'guest_orders_paused',
  'not_allowed',
];

/** The checkout's endpoints, as the signed-in shopper or a guest. */
export const checkoutEndpoints = {
  /** The cart priced by quote_order (per-customer coupon limits count); nothing changes. */
  quote: endpoint({
    method: 'POST',
    path: '/api/checkout/quote',
    body: quoteRequestSchema,
    errors: [...CART_REFUSALS],
    fallback: CHECKOUT_FAILED,
    output: shape<{ ok: true; quote: Quote }>(),
  }),
  /** Each active shipping method with its fee for this cart and city (quote_shipping_options, one call). */
  shippingOptions: endpoint({
    method: 'POST',
    path: '/api/checkout/shipping-options',
    body: quoteRequestSchema,
    errors: [...CART_REFUSALS],
    fallback: CHECKOUT_FAILED,
    output: shape<{ ok: true; options: ShippingOption[] }>(),
  }),
  /**
   * One call of place_order. The same idempotency key answers the same order; when the review page's
   * total is no longer the server's, nothing is placed and the new quote comes back (prices_changed).
   */
  placeOrder: endpoint({
    method: 'POST',
    path: '/api/orders',
    body: placeOrderRequestSchema,
    status: 201,
    errors: [...ORDER_REFUSALS, 'prices_changed', 'checkout_wallet_unavailable'],
    fallback: ORDER_PLACE_FAILED,
    output: shape<{ ok: true; order: PlacedOrder }>(),
  }),
};
