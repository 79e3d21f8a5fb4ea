import { endpoint, shape } from '@/lib/api/contract';
import { CART_PROBLEM_CODES, ORDER_PROBLEM_CODES } from '@/lib/errors/database-codes';
import { CHECKOUT_FAILED, ORDER_PLACE_FAILED } from './messages';
import { placeOrderRequestSchema, quoteRequestSchema } from './schema';
import type { PlacedOrder, Quote, ShippingOption } from './types';

/** The checkout's endpoints, as the signed-in shopper or a guest. */
export const checkoutEndpoints = {
  /** The cart priced by quote_order (per-customer coupon limits count); nothing changes. */
  quote: endpoint({
    method: 'POST',
    path: '/api/checkout/quote',
    body: quoteRequestSchema,
    errors: [...CART_PROBLEM_CODES, 'too_many_coupon_attempts'],
    fallback: CHECKOUT_FAILED,
    output: shape<{ ok: true; quote: Quote }>(),
  }),
  /** Each active shipping method with its fee for this cart and city (quote_shipping_options, one call). */
  shippingOptions: endpoint({
    method: 'POST',
    path: '/api/checkout/shipping-options',
    body: quoteRequestSchema,
    errors: [...CART_PROBLEM_CODES, 'too_many_coupon_attempts'],
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
    errors: [...ORDER_PROBLEM_CODES, 'not_allowed', 'prices_changed', 'checkout_wallet_unavailable', 'too_many_coupon_attempts'],
    fallback: ORDER_PLACE_FAILED,
    output: shape<{ ok: true; order: PlacedOrder }>(),
  }),
};
