import { CHECKOUT_FAILED } from './messages';
import type { CartLine } from './schema';
import type { PlacedOrder, Quote, ShippingOption } from './types';

/**
 * The checkout pages' calls to the shop's own route handlers (the browser has no Supabase client).
 * Nothing here retries a POST: placing an order is retried only by the shopper, with the same key.
 */
export type ApiAnswer<T> = ({ ok: true } & T) | { ok: false; message: string; code?: string; fieldErrors?: Record<string, string>; quote?: Quote };

async function post<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const parsed = (await response.json().catch(() => null)) as ApiAnswer<T> | null;
    if (parsed && typeof parsed === 'object' && 'ok' in parsed) return parsed;
  } catch {
    // Offline or the server is unreachable.
  }
  return { ok: false, message: CHECKOUT_FAILED };
}

export interface QuoteInput {
  items: CartLine[];
  couponCode?: string | null;
  cityId?: number | null;
  shippingMethod?: string | null;
}

export const fetchQuote = (input: QuoteInput) => post<{ quote: Quote }>('/api/checkout/quote', input);
export const fetchShippingOptions = (input: QuoteInput) => post<{ options: ShippingOption[] }>('/api/checkout/shipping-options', input);
export const submitOrder = (input: unknown) => post<{ order: PlacedOrder }>('/api/orders', input);
export const cancelOrder = (orderNumber: string) => post<{ message: string }>(`/api/orders/${encodeURIComponent(orderNumber)}/cancel`, {});
