import { route } from '@/lib/http/route';
import { profileEndpoints } from '@/lib/profile/contract';
import { listCities } from '@/lib/profile/queries';

export const dynamic = 'force-dynamic';

export const GET = route(
  profileEndpoints.cities,
  { onError: 'cities_unavailable', headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } },
  ({ request }) => listCities(request.headers),
);
