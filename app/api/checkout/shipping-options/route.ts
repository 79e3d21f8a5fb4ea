import type { NextRequest } from 'next/server';
import { listShippingOptions } from '@/lib/checkout/queries';
import { CART_INVALID, quoteRequestSchema } from '@/lib/checkout/schema';
import { jsonResponse, readFormBody } from '@/lib/contact/request-guards';
import { rpcFailureResponse, zodFailure } from '@/lib/orders/http';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** POST {items, cityId?, couponCode?} → {ok, options}: each active shipping method with its fee for this cart and city. */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const parsed = quoteRequestSchema.safeParse(read.body);
  if (!parsed.success) return zodFailure(parsed.error.issues, CART_INVALID);
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const result = await listShippingOptions(supabase, parsed.data);
  if (!result.ok) return applyTo(rpcFailureResponse(result.failure));
  return applyTo(jsonResponse({ ok: true, options: result.value }));
}
