/**
 * Where an order goes, as every page, mail and message says it: the typed town next to the listed
 * city that was chosen as the nearest ("Handrap (near Phander)"), or the city alone. A town typed
 * as the city's own name is just the city. `near` words it in another language.
 */
export const NEAR_IN_ENGLISH = (town: string, city: string) => `${town} (near ${city})`;

export function deliveryPlace(
  { town, cityName }: { town: string | null; cityName: string },
  near: (town: string, city: string) => string = NEAR_IN_ENGLISH,
): string {
  return town && town.toLocaleLowerCase() !== cityName.toLocaleLowerCase() ? near(town, cityName) : cityName;
}
