import { route } from '@/lib/http/route';
import { listAdminReviews } from '@/lib/testimonials/admin-queries';
import { testimonialEndpoints } from '@/lib/testimonials/contract';

export const dynamic = 'force-dynamic';

export const GET = route(
  testimonialEndpoints.listForConsole,
  { session: 'admin', onError: 'backend_failed' },
  async ({ query, supabase }) => ({
    ok: true,
    ...(await listAdminReviews(supabase, query)),
  }),
);
