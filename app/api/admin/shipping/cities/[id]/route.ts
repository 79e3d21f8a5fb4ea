import { SHIPPING_CITY_SAVED } from '@/lib/shipping/messages';
import { cityIdFrom, updateShippingCity } from '@/lib/shipping/queries';
import { shippingCitySchema } from '@/lib/shipping/schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/shipping/cities/{id} {zone, isRemote, codAvailable, isActive} → the city's delivery settings saved. */
export const POST = route({ body: shippingCitySchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const name = await updateShippingCity(supabase, cityIdFrom(params), input);
  return json({ ok: true, message: SHIPPING_CITY_SAVED(name) });
});
