import { CITIES_FAILED } from '@/lib/auth/messages';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { listCities } from '@/lib/profile/queries';

export const dynamic = 'force-dynamic';

/** GET /api/cities → [{id, name, province}] ordered by name; the same for everyone, so shared caches may keep it briefly. */
export const GET = route({ onError: { status: 503, message: CITIES_FAILED } }, async ({ request }) =>
  json(await listCities(request.headers), { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } }),
);
