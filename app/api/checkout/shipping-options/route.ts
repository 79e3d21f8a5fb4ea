import { checkoutEndpoints } from '@/lib/checkout/contract';
import { listShippingOptions } from '@/lib/checkout/queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Each active shipping method with its fee for this cart and city. */
export const POST = route(checkoutEndpoints.shippingOptions, { session: 'optional' }, async ({ input, supabase }) => ({
  ok: true,
  options: await listShippingOptions(supabase, input),
}));
