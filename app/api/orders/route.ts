import type { NextRequest } from 'next/server';
import { PRICES_CHANGED } from '@/lib/checkout/messages';
import { placeOrder, quoteOrder } from '@/lib/checkout/queries';
import { CART_INVALID, placeOrderRequestSchema } from '@/lib/checkout/schema';
import { failure, jsonResponse, readFormBody } from '@/lib/contact/request-guards';
import { rpcFailureResponse, zodFailure } from '@/lib/orders/http';
import { sendOrderMails } from '@/lib/orders/mails';
import { cityNameOf } from '@/lib/orders/queries';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/**
 * POST {items, details, shippingMethod, paymentMethod, couponCode?, idempotencyKey, expectedTotal?}
 * → 201 {ok, order}: one call of place_order, as the signed-in shopper or as a guest. The same key
 * returns the same order. When the review page's total no longer matches the server's, nothing is
 * placed (409) so the shopper sees the new prices first.
 */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const parsed = placeOrderRequestSchema.safeParse(read.body);
  if (!parsed.success) return zodFailure(parsed.error.issues, CART_INVALID);
  const input = parsed.data;
  const { supabase, applyTo } = createSupabaseRouteClient(request);

  if (input.expectedTotal != null) {
    const quote = await quoteOrder(supabase, { items: input.items, couponCode: input.couponCode, cityId: input.details.cityId, shippingMethod: input.shippingMethod });
    // A quote with problems (e.g. stock) is left to place_order: it reports them, or returns the order a lost response already placed.
    if (quote.ok && quote.value.ok && quote.value.total !== input.expectedTotal) {
      return applyTo(failure(409, PRICES_CHANGED, { code: 'prices_changed', quote: quote.value }));
    }
  }

  const placed = await placeOrder(supabase, input);
  if (!placed.ok) return applyTo(rpcFailureResponse(placed.failure));
  await sendOrderMails(placed.value, input.details, await cityNameOf(input.details.cityId));
  return applyTo(jsonResponse({ ok: true, order: placed.value }, 201));
}
