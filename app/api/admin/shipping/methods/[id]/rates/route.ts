import { route } from '@/lib/http/route';
import { shippingEndpoints } from '@/lib/shipping/contract';
import { SHIPPING_RATES_SAVED } from '@/lib/shipping/messages';
import { replaceShippingRates, shippingMethodIdFrom } from '@/lib/shipping/queries';
import { ZONE_LABELS } from '@/lib/shipping/types';

export const dynamic = 'force-dynamic';

export const POST = route(shippingEndpoints.saveRates, { session: 'owner' }, async ({ params, input, supabase }) => {
  const name = await replaceShippingRates(supabase, shippingMethodIdFrom(params.id), input);
  return { ok: true, message: SHIPPING_RATES_SAVED(name, ZONE_LABELS[input.zone]) };
});
