import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/contract';
import { checkoutEndpoints } from './contract';
import type { CartLine } from './schema';
import type { PlacedOrder } from './types';

/**
 * The checkout pages' calls to the shop's route handlers. Pricing a cart changes nothing, so it is
 * a read (cached per input, retried); placing an order is retried only because its idempotency key
 * makes a repeat return the same order.
 */
export interface QuoteInput {
  items: CartLine[];
  couponCode?: string | null;
  cityId?: number | null;
  shippingMethod?: string | null;
}

export function quoteQuery(input: QuoteInput) {
  return queryOptions({
    queryKey: ['checkout', 'quote', input],
    queryFn: ({ signal }) => callEndpoint(checkoutEndpoints.quote, { body: input, signal }).then((answer) => answer.quote),
  });
}

export function shippingOptionsQuery(input: QuoteInput) {
  return queryOptions({
    queryKey: ['checkout', 'shipping-options', input],
    queryFn: ({ signal }) => callEndpoint(checkoutEndpoints.shippingOptions, { body: input, signal }).then((answer) => answer.options),
  });
}

export function placeOrder(input: BodyOf<typeof checkoutEndpoints.placeOrder>): Promise<PlacedOrder> {
  return callEndpoint(checkoutEndpoints.placeOrder, { body: input }).then((answer) => answer.order);
}
