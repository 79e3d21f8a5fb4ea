import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { failure } from '@/lib/auth/http';
import { CITIES_FAILED } from '@/lib/auth/messages';
import { CitiesUnavailableError, listCities } from '@/lib/profile/queries';

export const dynamic = 'force-dynamic';

/** GET /api/cities → [{id, name, province}] ordered by name; the same for everyone, so shared caches may keep it briefly. */
export async function GET(request: NextRequest) {
  try {
    const cities = await listCities(request.headers);
    return NextResponse.json(cities, { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } });
  } catch (error) {
    if (error instanceof CitiesUnavailableError) return failure(503, CITIES_FAILED);
    throw error;
  }
}
