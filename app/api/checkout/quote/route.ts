import { quoteOrder } from '@/lib/checkout/queries';
import { quoteRequestSchema } from '@/lib/checkout/schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { rpcHttpError } from '@/lib/orders/rpc-error';

export const dynamic = 'force-dynamic';

/**
 * POST {items: [{variantId, quantity}], couponCode?, cityId?, shippingMethod?} → {ok, quote}: the
 * cart priced by quote_order (as the shopper, so per-customer coupon limits count). Nothing changes.
 */
export const POST = route({ body: quoteRequestSchema, session: 'optional' }, async ({ input, supabase }) => {
  const result = await quoteOrder(supabase, input);
  if (!result.ok) throw rpcHttpError(result.failure);
  return json({ ok: true, quote: result.value });
});
