import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Problem } from '@/lib/errors/problem';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseAnonClient, createSupabaseServerClient } from '@/lib/supabase/server';
import type { City, Profile } from './types';

type Client = SupabaseClient<Database>;
type ProfileRow = Database['public']['Tables']['profiles']['Row'];

/** Cities change rarely (an admin adds one); a shop process keeps the list for five minutes. */
const CITIES_TTL_MS = 5 * 60_000;
let citiesCache: { at: number; cities: City[] } | null = null;

/** Drops this process's copy of the list (the console changed a city). */
export function forgetListedCities(): void {
  citiesCache = null;
}

/**
 * Active cities ordered by name (spec §7 "Load cities"), each most ordered-from one with its
 * `popularity` (public.popular_city_ids, the server's alone), read as anon; cities_unavailable when they cannot be read.
 */
export async function listCities(requestHeaders: Pick<Headers, 'get'> = new Headers()): Promise<City[]> {
  if (citiesCache && Date.now() - citiesCache.at < CITIES_TTL_MS) return citiesCache.cities;
  const anon = createSupabaseAnonClient(requestHeaders);
  const [listed, popular] = await Promise.all([
    anon
      .from('cities')
      .select('id, city_name, province, district')
      .order('city_name', { ascending: true })
      .order('province', { ascending: true }),
    createSupabaseAdminClient().rpc('popular_city_ids'),
  ]);
  if (listed.error || !listed.data) {
    console.error('[cities] could not load the cities:', listed.error?.message ?? 'no data');
    throw new Problem('cities_unavailable');
  }
  // The ranking only orders the search; without it the list still serves.
  if (popular.error) console.error('[cities] could not rank the cities by orders:', popular.error.message);
  const popularIds = popular.data ?? [];
  const cities = listed.data.map((row): City => {
    const city: City = { id: row.id, name: row.city_name, province: row.province, district: row.district };
    const popularity = popularIds.indexOf(row.id);
    return popularity === -1 ? city : { ...city, popularity };
  });
  citiesCache = { at: Date.now(), cities };
  return cities;
}

/** Whether `cityId` is one of the cities shoppers can pick. */
export async function isListedCity(cityId: number, requestHeaders?: Pick<Headers, 'get'>): Promise<boolean> {
  return (await listCities(requestHeaders)).some((city) => city.id === cityId);
}

function toProfile(row: Pick<ProfileRow, 'id' | 'full_name' | 'phone' | 'address' | 'postal_code' | 'city_id'>): Profile {
  return {
    id: row.id,
    fullName: row.full_name ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    postalCode: row.postal_code ?? '',
    cityId: row.city_id,
    country: 'Pakistan',
  };
}

/** The shopper's own profile (row-level security lets them read only theirs). */
export async function getProfile(supabase: Client, userId: string): Promise<Profile | null> {
  const { data, error } = await supabase
    .from('profiles')
    .select('id, full_name, phone, address, postal_code, city_id')
    .eq('id', userId)
    .maybeSingle();
  if (error) {
    console.error('[profile] could not read the profile:', error.message);
    return null;
  }
  return data ? toProfile(data) : null;
}

/** The signed-in shopper's profile for Server Components (the settings page). */
export async function getCurrentProfile(userId: string): Promise<Profile | null> {
  return getProfile(await createSupabaseServerClient(), userId);
}
