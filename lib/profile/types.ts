import { CITY_COMMON_NAMES } from './city-names';

/** A city a shopper can pick (spec §3 "City": id, city_name; the province tells same-named towns apart). */
export interface City {
  id: number;
  name: string;
  province: string;
  /** The district, searched too (Hunza finds Aliabad and Karimabad). */
  district?: string | null;
  /** Rank among the most ordered-from cities (0 = most orders); absent when it has few or none. */
  popularity?: number;
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

const NO_MATCH = 6;
/** Cities that are not among the most ordered from come after those that are. */
const NOT_POPULAR = Number.MAX_SAFE_INTEGER;

/**
 * How well a city matches the (lower-case) text, 0 best: 0 the whole name or a whole common name,
 * 1 a whole word of the name, 2 the name's start, 3 a word's start, 4 anywhere in the name, 5 in a
 * common name or the district; NO_MATCH otherwise.
 */
function matchRank(city: City, needle: string): number {
  const name = city.name.toLowerCase();
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const commonNames = (CITY_COMMON_NAMES[city.name] ?? []).map((common) => common.toLowerCase());
  if (name === needle || commonNames.includes(needle)) return 0;
  if (words.includes(needle)) return 1;
  if (name.startsWith(needle)) return 2;
  if (words.some((word) => word.startsWith(needle))) return 3;
  if (name.includes(needle)) return 4;
  const otherNames = [...commonNames, (city.district ?? '').toLowerCase()];
  return otherNames.some((other) => other.includes(needle)) ? 5 : NO_MATCH;
}

/**
 * Case-insensitive match (spec §5) on the city's name, a common name (lib/profile/city-names) or its
 * district, best match first (matchRank); within a match the most ordered-from cities come first
 * (popularity), then the list's order.
 */
export function filterCities(cities: readonly City[], query: string): City[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...cities];
  return cities
    .map((city) => ({ city, rank: matchRank(city, needle), popularity: city.popularity ?? NOT_POPULAR }))
    .filter((entry) => entry.rank !== NO_MATCH)
    .sort((a, b) => a.rank - b.rank || a.popularity - b.popularity)
    .map((entry) => entry.city);
}
