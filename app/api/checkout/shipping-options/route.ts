import { listShippingOptions } from '@/lib/checkout/queries';
import { quoteRequestSchema } from '@/lib/checkout/schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { rpcHttpError } from '@/lib/orders/rpc-error';

export const dynamic = 'force-dynamic';

/** POST {items, cityId?, couponCode?} → {ok, options}: each active shipping method with its fee for this cart and city. */
export const POST = route({ body: quoteRequestSchema, session: 'optional' }, async ({ input, supabase }) => {
  const result = await listShippingOptions(supabase, input);
  if (!result.ok) throw rpcHttpError(result.failure);
  return json({ ok: true, options: result.value });
});
