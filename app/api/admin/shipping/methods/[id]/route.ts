import { route } from '@/lib/http/route';
import { shippingEndpoints } from '@/lib/shipping/contract';
import { SHIPPING_METHOD_SAVED } from '@/lib/shipping/messages';
import { shippingMethodIdFrom, updateShippingMethod } from '@/lib/shipping/queries';

export const dynamic = 'force-dynamic';

export const POST = route(shippingEndpoints.saveMethod, { session: 'owner' }, async ({ params, input, supabase }) => {
  const name = await updateShippingMethod(supabase, shippingMethodIdFrom(params.id), input);
  return { ok: true, message: SHIPPING_METHOD_SAVED(name) };
});
