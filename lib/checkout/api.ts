import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { CHECKOUT_FAILED, ORDER_PLACE_FAILED } from './messages';
import type { CartLine } from './schema';
import type { PlacedOrder, Quote, ShippingOption } from './types';

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
    queryFn: ({ signal }) =>
      callApi<{ quote: Quote }>('/api/checkout/quote', { method: 'POST', body: input, fallbackMessage: CHECKOUT_FAILED, signal }).then(
        (answer) => answer.quote,
      ),
  });
}

export function shippingOptionsQuery(input: QuoteInput) {
  return queryOptions({
    queryKey: ['checkout', 'shipping-options', input],
    queryFn: ({ signal }) =>
      callApi<{ options: ShippingOption[] }>('/api/checkout/shipping-options', {
        method: 'POST',
        body: input,
        fallbackMessage: CHECKOUT_FAILED,
        signal,
      }).then((answer) => answer.options),
  });
}

export function placeOrder(input: unknown): Promise<PlacedOrder> {
  return callApi<{ order: PlacedOrder }>('/api/orders', { method: 'POST', body: input, fallbackMessage: ORDER_PLACE_FAILED }).then(
    (answer) => answer.order,
  );
}

export function cancelOrder(orderNumber: string): Promise<{ message: string }> {
  return callApi(`/api/orders/${encodeURIComponent(orderNumber)}/cancel`, { method: 'POST', body: {}, fallbackMessage: CHECKOUT_FAILED });
}
