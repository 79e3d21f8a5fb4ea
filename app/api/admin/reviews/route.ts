import { reviewFiltersSchema } from '@/lib/testimonials/admin-filters';
import { listAdminReviews } from '@/lib/testimonials/admin-queries';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** GET /api/admin/reviews?show=waiting|published&page= → one page of reviews and the two counts (admins only). */
export const GET = route(
  { query: reviewFiltersSchema, session: 'admin', onError: { status: 502, message: SERVICE_UNAVAILABLE } },
  async ({ query, supabase }) => json({ ok: true, ...(await listAdminReviews(supabase, query)) }),
);
