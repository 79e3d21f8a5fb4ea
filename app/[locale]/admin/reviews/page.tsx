import type { Metadata } from 'next';
import { AdminReviewList } from '@/components/testimonials/admin-review-list';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { parseReviewFilters } from '@/lib/testimonials/admin-filters';
import { listCurrentAdminReviews } from '@/lib/testimonials/admin-queries';

export const metadata: Metadata = { title: 'Reviews' };

/** /admin/reviews: the moderation queue (oldest first) and the published reviews (newest first). */
export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!(await isCurrentUserAdmin())) return null;
  const filters = parseReviewFilters(await searchParams);
  const initial = await listCurrentAdminReviews(filters);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Reviews</h1>
      <p className="mt-2 text-walnut-700">New reviews wait here until you publish them; published ones show on the home page at once.</p>
      <AdminReviewList filters={filters} initial={initial} />
    </div>
  );
}
