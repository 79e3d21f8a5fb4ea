import 'server-only';
import type { NextResponse } from 'next/server';
import { failure } from '@/lib/auth/http';
import { CITIES_FAILED } from '@/lib/auth/messages';
import { CITY_INVALID } from '@/lib/auth/schemas';
import { CitiesUnavailableError, isListedCity } from './queries';

/**
 * For a route that saves an address: the refusal of a city shoppers cannot pick (400, on the
 * cityId field), or 503 when the list cannot be read; null when the city is listed.
 */
export async function refuseUnlistedCity(cityId: number, requestHeaders: Pick<Headers, 'get'>): Promise<NextResponse | null> {
  try {
    if (await isListedCity(cityId, requestHeaders)) return null;
    return failure(400, CITY_INVALID, { fieldErrors: { cityId: CITY_INVALID } });
  } catch (error) {
    if (error instanceof CitiesUnavailableError) return failure(503, CITIES_FAILED);
    throw error;
  }
}
