import { route } from '@/lib/http/route';
import { shippingEndpoints } from '@/lib/shipping/contract';
import { SHIPPING_CITY_SAVED } from '@/lib/shipping/messages';
import { cityIdFrom, updateShippingCity } from '@/lib/shipping/queries';

export const dynamic = 'force-dynamic';

export const POST = route(shippingEndpoints.saveCity, { session: 'owner' }, async ({ params, input, supabase }) => {
  const name = await updateShippingCity(supabase, cityIdFrom(params.id), input);
  return { ok: true, message: SHIPPING_CITY_SAVED(name) };
});
