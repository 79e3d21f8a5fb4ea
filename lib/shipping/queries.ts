import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SHIPPING_TAG } from '@/lib/cache/tags';
import { revalidateTags } from '@/lib/cache/revalidation';
import { Problem } from '@/lib/errors/problem';
import { databaseProblem } from '@/lib/errors/database-problem';
import { forgetListedCities } from '@/lib/profile/queries';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import {
  SHIPPING_ZONES,
  type FeeSource,
  type ShippingCityInput,
  type ShippingMethodInput,
  type ShippingPreviewQuery,
  type ShippingRatesInput,
  type ShippingZone,
  type WeightBand,
} from './schema';
import { listCourierTariffs } from './courier-tariffs';
import type { AdminCity, AdminShippingMethod, PreviewQuote, ShippingPreview } from './types';

type Client = SupabaseClient<Database>;

/** Cities shown at once; a search narrows the list. */
export const CITY_LIST_LIMIT = 60;

/** Every method (active or not) in checkout's order, each with its bands per zone, lightest first. */
async function listShippingMethods(supabase: Client): Promise<AdminShippingMethod[]> {
  const [methods, rates] = await Promise.all([
    supabase.from('shipping_methods').select('*').order('sort_order').order('id'),
    supabase.from('shipping_rates').select('shipping_method_id, zone, max_weight_grams, fee').order('max_weight_grams'),
  ]);
  if (methods.error) throw new Error(`shipping methods: ${methods.error.code} ${methods.error.message}`);
  if (rates.error) throw new Error(`shipping rates: ${rates.error.code} ${rates.error.message}`);
  return methods.data.map((row) => {
    const bands = Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, [] as WeightBand[]])) as Record<ShippingZone, WeightBand[]>;
    for (const rate of rates.data) {
      if (rate.shipping_method_id === row.id) bands[rate.zone].push({ maxWeightGrams: rate.max_weight_grams, fee: rate.fee });
    }
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      estimatedDaysMin: row.estimated_days_min,
      estimatedDaysMax: row.estimated_days_max,
      extraFeePerKg: row.extra_fee_per_kg,
      remoteAreaSurcharge: row.remote_area_surcharge,
      freeShippingMinSubtotal: row.free_shipping_min_subtotal,
      supportsCod: row.supports_cod,
      trackingUrlTemplate: row.tracking_url_template,
      isActive: row.is_active,
      isDefault: row.is_default,
      courier: row.courier,
      feeFrom: row.fee_from as FeeSource,
      rates: bands,
    };
  });
}

/** Cities by name, those whose name, district or province contains `search` (any case), at most CITY_LIST_LIMIT. */
async function listAdminCities(supabase: Client, search: string): Promise<{ cities: AdminCity[]; total: number }> {
  let query = supabase.from('cities').select('*', { count: 'exact' }).order('city_name').order('province');
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.or(
      `city_name.ilike.${JSON.stringify(pattern)},district.ilike.${JSON.stringify(pattern)},province.ilike.${JSON.stringify(pattern)}`,
    );
  }
  const { data, error, count } = await query.range(0, CITY_LIST_LIMIT - 1);
  if (error) throw new Error(`cities: ${error.code} ${error.message}`);
  return {
    total: count ?? data.length,
    cities: data.map((row) => ({
      id: row.id,
      name: row.city_name,
      district: row.district,
      province: row.province,
      zone: row.shipping_zone,
      isRemote: row.is_remote,
      codAvailable: row.cod_available,
      isActive: row.is_active,
    })),
  };
}

/** Every active city, for the preview's city list. */
async function listActiveCityNames(supabase: Client): Promise<{ id: number; name: string; province: string }[]> {
  const { data, error } = await supabase
    .from('cities')
    .select('id, city_name, province')
    .eq('is_active', true)
    .order('city_name')
    .order('province');
  if (error) throw new Error(`cities: ${error.code} ${error.message}`);
  return data.map((row) => ({ id: row.id, name: row.city_name, province: row.province }));
}

function refused(error: { code?: string; message: string }, what: string): Error {
  if (error.code !== '23514') return new Error(`${what}: ${error.code} ${error.message}`);
  return new Problem(error.message.includes('shipping_methods_tariff_needs_courier') ? 'tariff_needs_courier' : 'shipping_refused');
}

/**
 * Saves a method's fields; checkout's next quote uses them (nothing caches fees), and the pages that
 * describe delivery (terms, checkout) are regenerated. Returns its name.
 */
export async function updateShippingMethod(supabase: Client, id: string, input: ShippingMethodInput): Promise<string> {
  const { data, error } = await supabase
    .from('shipping_methods')
    .update({
      name: input.name,
      description: input.description,
      estimated_days_min: input.estimatedDaysMin,
      estimated_days_max: input.estimatedDaysMax,
      extra_fee_per_kg: input.extraFeePerKg,
      remote_area_surcharge: input.remoteAreaSurcharge,
      free_shipping_min_subtotal: input.freeShippingMinSubtotal,
      supports_cod: input.supportsCod,
      tracking_url_template: input.trackingUrlTemplate,
      is_active: input.isActive,
      ...(input.feeFrom && { fee_from: input.feeFrom }),
    })
    .eq('id', id)
    .select('name');
  if (error) throw refused(error, 'update shipping method');
  if (!data || data.length === 0) throw new Problem('shipping_method_not_found');
  revalidateTags([SHIPPING_TAG]);
  return data[0]!.name;
}

/** Replaces a zone's bands in one statement (admin_replace_shipping_rates). Returns the method's name. */
export async function replaceShippingRates(supabase: Client, id: string, input: ShippingRatesInput): Promise<string> {
  const { data: method, error: readError } = await supabase.from('shipping_methods').select('name').eq('id', id).maybeSingle();
  if (readError) throw new Error(`shipping method: ${readError.code} ${readError.message}`);
  if (!method) throw new Problem('shipping_method_not_found');
  const { error } = await supabase.rpc('admin_replace_shipping_rates', {
    shipping_method_id: id,
    zone: input.zone,
    bands: input.bands.map((band) => ({ max_weight_grams: band.maxWeightGrams, fee: band.fee })),
  });
  if (error) throw databaseProblem(error);
  return method.name;
}

/** Saves a city's zone and flags; the shop's cached city list is dropped so sign-up and checkout see it. */
export async function updateShippingCity(supabase: Client, id: number, input: ShippingCityInput): Promise<string> {
  const { data, error } = await supabase
    .from('cities')
    .update({ shipping_zone: input.zone, is_remote: input.isRemote, cod_available: input.codAvailable, is_active: input.isActive })
    .eq('id', id)
    .select('city_name');
  if (error) throw refused(error, 'update city');
  if (!data || data.length === 0) throw new Problem('shipping_city_not_found');
  forgetListedCities();
  return data[0]!.city_name;
}

function toPreviewQuote(row: Record<string, unknown>): PreviewQuote {
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    method: String(row.method),
    name: String(row.name ?? row.method),
    available: row.available === true,
    message: typeof row.message === 'string' ? row.message : null,
    baseFee: number(row.base_fee),
    remoteAreaSurcharge: number(row.remote_area_surcharge),
    fee: number(row.fee),
    freeShippingMinSubtotal: number(row.free_shipping_min_subtotal),
    codAvailable: row.cod_available === true,
    feeFrom: row.fee_from === 'rates' || row.fee_from === 'courier_tariff' ? row.fee_from : null,
    chargeableWeightGrams: number(row.chargeable_weight_grams),
  };
}

/** The checkout's fee for this city and weight, per active method (admin_shipping_preview). */
export async function previewShipping(supabase: Client, query: ShippingPreviewQuery): Promise<ShippingPreview> {
  const { data, error } = await supabase.rpc('admin_shipping_preview', {
    city_id: query.cityId,
    weight_grams: query.weightGrams,
    subtotal: query.subtotal ?? 0,
    volume_cm3: query.volumeCm3 ?? 0,
  });
  if (error) throw databaseProblem(error);
  const answer = data as {
    city: Record<string, unknown>;
    weight_grams: number;
    volume_cm3: number;
    subtotal: number;
    methods: Record<string, unknown>[];
  };
  return {
    city: {
      id: Number(answer.city.id),
      name: String(answer.city.name),
      province: String(answer.city.province),
      zone: answer.city.zone as ShippingZone,
      isRemote: answer.city.is_remote === true,
      codAvailable: answer.city.cod_available === true,
    },
    weightGrams: answer.weight_grams,
    volumeCm3: answer.volume_cm3,
    subtotal: answer.subtotal,
    methods: answer.methods.map(toPreviewQuote),
  };
}

/** For /admin/shipping (the admin layout has already checked the role). */
export async function getCurrentShippingConsole(search: string) {
  const supabase = await createSupabaseServerClient();
  const [methods, cities, cityNames, tariffs] = await Promise.all([
    listShippingMethods(supabase),
    listAdminCities(supabase, search),
    listActiveCityNames(supabase),
    listCourierTariffs(supabase),
  ]);
  return { methods, cities, cityNames, tariffs };
}

/** A method's id from a route's path; anything that cannot be one is a method that does not exist. */
export function shippingMethodIdFrom(id: string): string {
  if (!/^[a-z][a-z0-9_]{1,29}$/.test(id)) throw new Problem('shipping_method_not_found');
  return id;
}

/** A city's id from a route's path; anything that cannot be one is a city that does not exist. */
export function cityIdFrom(id: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new Problem('shipping_city_not_found');
  return Number(id);
}
