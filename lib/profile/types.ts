import { CITY_COMMON_NAMES } from './city-names';

/** A city a shopper can pick (spec §3 "City": id, city_name; the province tells same-named towns apart). */
export interface City {
  id: number;
  name: string;
  province: string;
  /** The district, searched too (Hunza finds Aliabad and Karimabad). */
  district?: string | null;
}

/** The shopper's saved details (spec §3 "Profile"), as the settings form edits them. */
export interface Profile {
  id: string;
  fullName: string;
  phone: string;
  address: string;
  postalCode: string;
  cityId: number | null;
  country: 'Pakistan';
}

/**
 * Case-insensitive substring match (spec §5) on the city's name, its district or a common name
 * (lib/profile/city-names). Cities whose name starts with the text come first, then other name
 * matches, then district and common-name matches, each group in the list's order.
 */
export function filterCities(cities: readonly City[], query: string): City[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...cities];
  const rank = (city: City): number => {
    const name = city.name.toLowerCase();
    if (name.startsWith(needle)) return 0;
    if (name.includes(needle)) return 1;
    const otherNames = [city.district ?? '', ...(CITY_COMMON_NAMES[city.name] ?? [])];
    return otherNames.some((other) => other.toLowerCase().includes(needle)) ? 2 : 3;
  };
  return cities
    .map((city) => ({ city, rank: rank(city) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.city);
}
