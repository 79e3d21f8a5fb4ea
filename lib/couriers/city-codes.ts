import type { CourierCity, CourierProvider } from '@/lib/providers/couriers/courier';

/** The city every parcel leaves from. */
export const DISPATCH_CITY = 'Gilgit';

const CITY_LIST_MAX_AGE_MS = 6 * 60 * 60 * 1000;
const cityLists = new Map<string, { at: number; cities: Promise<CourierCity[]> }>();

/** A city's name as couriers and the shop may both write it: case, spaces and punctuation aside. */
export function cityKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The names a listed city may go by at a courier, best first: "Kharmang (Tolti)" is Kharmang or
 * Tolti; a town the courier does not serve goes to its district's town (Jutial to Gilgit).
 */
export function cityNames(cityName: string, district: string | null): string[] {
  const inBrackets = /^(.*?)\s*\((.*)\)\s*$/.exec(cityName);
  const names = inBrackets ? [cityName, inBrackets[1]!, inBrackets[2]!] : [cityName];
  return district ? [...names, district] : names;
}

/** The courier's code for the first of `names` it lists (its city list is kept for six hours); null when it lists none. */
export async function courierCityCode(provider: CourierProvider, names: string[]): Promise<string | null> {
  let list = cityLists.get(provider.id);
  if (!list || Date.now() - list.at > CITY_LIST_MAX_AGE_MS) {
    list = { at: Date.now(), cities: provider.cities() };
    cityLists.set(provider.id, list);
    list.cities.catch(() => cityLists.delete(provider.id));
  }
  const cities = await list.cities;
  for (const name of names) {
    const found = cities.find((city) => cityKey(city.name) === cityKey(name));
    if (found) return found.code;
  }
  return null;
}
