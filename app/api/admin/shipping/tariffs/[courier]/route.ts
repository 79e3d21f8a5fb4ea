import { route } from '@/lib/http/route';
import { shippingEndpoints } from '@/lib/shipping/contract';
import { courierIdFrom, saveCourierTariff } from '@/lib/shipping/courier-tariffs';
import { COURIER_TARIFF_SAVED } from '@/lib/shipping/messages';
import { ZONE_LABELS } from '@/lib/shipping/types';

export const dynamic = 'force-dynamic';

export const POST = route(shippingEndpoints.saveTariff, { session: 'owner' }, async ({ params, input, supabase }) => {
  const name = await saveCourierTariff(supabase, courierIdFrom(params.courier), input);
  return { ok: true, message: COURIER_TARIFF_SAVED(name, ZONE_LABELS[input.zone]) };
});
