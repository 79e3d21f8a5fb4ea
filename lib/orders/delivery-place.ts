/**
 * Where an order goes, as every page, mail and message says it: the typed town next to the listed
 * city that was chosen as the nearest ("Handrap (near Phander)"), or the city alone. A town typed
 * as the city's own name is just the city.
 */
export function deliveryPlace({ town, cityName }: { town: string | null; cityName: string }): string {
  return town && town.toLocaleLowerCase() !== cityName.toLocaleLowerCase() ? `${town} (near ${cityName})` : cityName;
}
