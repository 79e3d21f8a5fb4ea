import type { NextRequest } from 'next/server';
import { quoteOrder } from '@/lib/checkout/queries';
import { CART_INVALID, quoteRequestSchema } from '@/lib/checkout/schema';
import { jsonResponse, readFormBody } from '@/lib/contact/request-guards';
import { rpcFailureResponse, zodFailure } from '@/lib/orders/http';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/**
 * POST {items: [{variantId, quantity}], couponCode?, cityId?, shippingMethod?} → {ok, quote}: the
 * cart priced by quote_order (as the shopper, so per-customer coupon limits count). Nothing changes.
 */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const parsed = quoteRequestSchema.safeParse(read.body);
  if (!parsed.success) return zodFailure(parsed.error.issues, CART_INVALID);
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const result = await quoteOrder(supabase, parsed.data);
  if (!result.ok) return applyTo(rpcFailureResponse(result.failure));
  return applyTo(jsonResponse({ ok: true, quote: result.value }));
}
