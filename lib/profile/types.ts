/** A city a shopper can pick (spec §3 "City": id, city_name; the province tells same-named towns apart). */
export interface City {
  id: number;
  name: string;
  province: string;
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

/** Case-insensitive substring match on the city's name (spec §5), in the list's order. */
export function filterCities(cities: readonly City[], query: string): City[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...cities];
  return cities.filter((city) => city.name.toLowerCase().includes(needle));
}
