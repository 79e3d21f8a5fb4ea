import { SHIPPING_RATES_SAVED } from '@/lib/shipping/messages';
import { replaceShippingRates, shippingMethodIdFrom } from '@/lib/shipping/queries';
import { shippingRatesSchema } from '@/lib/shipping/schema';
import { ZONE_LABELS } from '@/lib/shipping/types';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/shipping/methods/{id}/rates {zone, bands: [{maxWeightGrams, fee}]} → the zone's bands replaced at once. */
export const POST = route({ body: shippingRatesSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const name = await replaceShippingRates(supabase, shippingMethodIdFrom(params), input);
  return json({ ok: true, message: SHIPPING_RATES_SAVED(name, ZONE_LABELS[input.zone]) });
});
