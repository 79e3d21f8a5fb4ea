import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseProblem } from '@/lib/errors/database-problem';
import { Problem } from '@/lib/errors/problem';
import { COURIER_IDS, courierName, isCourierId, type CourierId } from '@/lib/providers/couriers/registry';
import type { Database } from '@/lib/supabase/database.types';
import { SHIPPING_ZONES, type CourierTariffInput, type ShippingZone } from './schema';
import type { CourierTariff, CourierTariffZone } from './types';

type Client = SupabaseClient<Database>;

/** Every courier's tariff in the registry's order, each zone with its bands lightest first. */
export async function listCourierTariffs(supabase: Client): Promise<CourierTariff[]> {
  const [zones, rates] = await Promise.all([
    supabase.from('courier_tariffs').select('courier, zone, extra_fee_per_kg, volumetric_divisor'),
    supabase.from('courier_tariff_rates').select('courier, zone, max_weight_grams, fee').order('max_weight_grams'),
  ]);
  if (zones.error) throw new Error(`courier tariffs: ${zones.error.code} ${zones.error.message}`);
  if (rates.error) throw new Error(`courier tariff rates: ${rates.error.code} ${rates.error.message}`);
  return COURIER_IDS.map((courier) => {
    const tariff = Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, null])) as Record<ShippingZone, CourierTariffZone | null>;
    for (const row of zones.data) {
      if (row.courier !== courier) continue;
      tariff[row.zone] = {
        extraFeePerKg: row.extra_fee_per_kg,
        volumetricDivisor: row.volumetric_divisor,
        bands: rates.data
          .filter((rate) => rate.courier === courier && rate.zone === row.zone)
          .map((rate) => ({ maxWeightGrams: rate.max_weight_grams, fee: rate.fee })),
      };
    }
    return { courier, name: courierName(courier), zones: tariff };
  });
}

/** Replaces one zone of a courier's tariff at once (admin_save_courier_tariff). Returns the courier's name. */
export async function saveCourierTariff(supabase: Client, courier: CourierId, input: CourierTariffInput): Promise<string> {
  const { error } = await supabase.rpc('admin_save_courier_tariff', {
    courier,
    zone: input.zone,
    bands: input.bands.map((band) => ({ max_weight_grams: band.maxWeightGrams, fee: band.fee })),
    extra_fee_per_kg: input.extraFeePerKg ?? undefined,
    volumetric_divisor: input.volumetricDivisor,
  });
  if (error) throw databaseProblem(error);
  return courierName(courier);
}

/** A courier's id from a route's path; anything else is a courier the shop does not book with. */
export function courierIdFrom(id: string): CourierId {
  if (!isCourierId(id)) throw new Problem('courier_not_found');
  return id;
}
