import 'server-only';
import { CITIES_FAILED } from '@/lib/auth/messages';
import { CITY_INVALID } from '@/lib/auth/schemas';
import { HttpError } from '@/lib/http/errors';
import { CitiesUnavailableError, isListedCity } from './queries';

/**
 * For a route that saves an address: refuses a city shoppers cannot pick (400, on the cityId
 * field), or answers 503 when the list cannot be read; returns when the city is listed.
 */
export async function assertListedCity(cityId: number, requestHeaders: Pick<Headers, 'get'>): Promise<void> {
  let listed: boolean;
  try {
    listed = await isListedCity(cityId, requestHeaders);
  } catch (error) {
    if (error instanceof CitiesUnavailableError) throw new HttpError(503, CITIES_FAILED, {}, { cause: error });
    throw error;
  }
  if (!listed) throw new HttpError(400, CITY_INVALID, { fieldErrors: { cityId: CITY_INVALID } });
}
