import 'server-only';
import { Problem } from '@/lib/errors/problem';
import { isListedCity } from './queries';

/**
 * For a route that saves an address: refuses a city shoppers cannot pick (city_not_listed, on the
 * cityId field); returns when the city is listed.
 */
export async function assertListedCity(cityId: number, requestHeaders: Pick<Headers, 'get'>): Promise<void> {
  if (!(await isListedCity(cityId, requestHeaders))) throw new Problem('city_not_listed');
}
