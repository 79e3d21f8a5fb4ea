import 'server-only';
import { cache } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TESTIMONIALS_TAG } from '@/lib/cache/tags';
import { revalidateTags } from '@/lib/cache/revalidation';
import { Problem } from '@/lib/errors/problem';
import { databaseProblem } from '@/lib/errors/database-problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { ADMIN_REVIEWS_PAGE_SIZE, type ReviewFilters } from './admin-filters';
import type { AdminReviewPage } from './admin-types';

type Client = SupabaseClient<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A review's id from a route's path; anything that is not one is a review that does not exist. */
export function reviewIdFrom(segment: string): string {
  if (!UUID.test(segment)) throw new Problem('admin_review_not_found');
  return segment;
}

async function countReviews(supabase: Client, approved: boolean): Promise<number> {
  const { count, error } = await supabase.from('testimonials').select('id', { count: 'exact', head: true }).eq('is_approved', approved);
  if (error) throw new Error(`reviews count: ${error.code} ${error.message}`);
  return count ?? 0;
}

/** One page of reviews: waiting (oldest first, the queue) or published (newest first). */
export async function listAdminReviews(supabase: Client, filters: ReviewFilters): Promise<AdminReviewPage> {
  const page = filters.page ?? 1;
  const first = (page - 1) * ADMIN_REVIEWS_PAGE_SIZE;
  const waiting = filters.show !== 'published';
  const [list, waitingCount, publishedCount] = await Promise.all([
    supabase
      .from('testimonials')
      .select('id, review_text, reviewer_name, rating, created_at, approved_at, product_id, products(product_name)', { count: 'exact' })
      .eq('is_approved', !waiting)
      .order('created_at', { ascending: waiting })
      .order('id')
      .range(first, first + ADMIN_REVIEWS_PAGE_SIZE - 1),
    countReviews(supabase, false),
    countReviews(supabase, true),
  ]);
  if (list.error) throw new Error(`reviews: ${list.error.code} ${list.error.message}`);
  const total = list.count ?? 0;
  return {
    reviews: (list.data ?? []).map((row) => ({
      id: row.id,
      text: row.review_text,
      name: row.reviewer_name,
      rating: row.rating,
      submittedAt: row.created_at,
      approvedAt: row.approved_at,
      productName: (row.products as { product_name: string } | null)?.product_name ?? null,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)),
    counts: { waiting: waitingCount, published: publishedCount },
  };
}

/**
 * Publishes or hides a review (admin_set_testimonial_approval) and expires the landing page's
 * cached reviews, so the carousel and its summary change at once.
 */
export async function setReviewApproval(supabase: Client, id: string, approved: boolean): Promise<void> {
  const { error } = await supabase.rpc('admin_set_testimonial_approval', { testimonial_id: id, approved });
  if (error) {
    const problem = databaseProblem(error);
    throw problem.code === 'testimonial_not_found' ? new Problem('admin_review_not_found') : problem;
  }
  revalidateTags([TESTIMONIALS_TAG]);
}

/** Deletes a review for good (spam, abuse); published ones leave the landing page at once. */
export async function deleteReview(supabase: Client, id: string): Promise<void> {
  const { data, error } = await supabase.from('testimonials').delete().eq('id', id).select('id');
  if (error) throw new Error(`delete review: ${error.code} ${error.message}`);
  if (!data || data.length === 0) throw new Problem('admin_review_not_found');
  revalidateTags([TESTIMONIALS_TAG]);
}

/** For the console's Server Components (the admin layout has already checked the role). */
export async function listCurrentAdminReviews(filters: ReviewFilters): Promise<AdminReviewPage> {
  return listAdminReviews(await createSupabaseServerClient(), filters);
}

/** How many reviews wait for the owner (the console's home and its Reviews badge; cached per request). */
export const countCurrentWaitingReviews = cache(async (): Promise<number> => countReviews(await createSupabaseServerClient(), false));
