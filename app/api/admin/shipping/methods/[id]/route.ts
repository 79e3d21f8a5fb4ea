import { SHIPPING_METHOD_SAVED } from '@/lib/shipping/messages';
import { shippingMethodIdFrom, updateShippingMethod } from '@/lib/shipping/queries';
import { shippingMethodSchema } from '@/lib/shipping/schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/shipping/methods/{id} {name, description, …} → the method saved; the next checkout quote uses it. */
export const POST = route({ body: shippingMethodSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const name = await updateShippingMethod(supabase, shippingMethodIdFrom(params), input);
  return json({ ok: true, message: SHIPPING_METHOD_SAVED(name) });
});
