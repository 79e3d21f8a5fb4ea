import 'server-only';
import { REVALIDATE_SECONDS, TESTIMONIALS_TAG } from '@/lib/cache/tags';
import { createPublicClient } from '@/lib/supabase/public';
import { FALLBACK_TESTIMONIALS } from './fallback';
import { toTestimonial, type TestimonialRow } from './mappers';
import { FETCH_TESTIMONIALS_FAILED } from './messages';
import type { Testimonial, TestimonialsState } from './types';

/** At most this many reviews are loaded (newest first). */
const TESTIMONIALS_LIMIT = 50;

/**
 * Approved reviews, newest first (spec §7), as an anonymous visitor reads them: row-level security
 * shows approved ones only. Cached under the `testimonials` tag, so the landing page stays static.
 */
export async function listApprovedTestimonials(): Promise<Testimonial[]> {
  const { data, error } = await createPublicClient({ tags: [TESTIMONIALS_TAG], revalidate: REVALIDATE_SECONDS })
    .from('testimonials')
    .select('id, review_text, reviewer_name, rating')
    .eq('is_approved', true)
    .order('created_at', { ascending: false })
    .limit(TESTIMONIALS_LIMIT)
    .overrideTypes<TestimonialRow[], { merge: false }>();
  if (error) throw new Error(error.message || FETCH_TESTIMONIALS_FAILED);
  return data.map(toTestimonial);
}

/** At most this many reviews of one product are shown on its page (newest first). */
const PRODUCT_TESTIMONIALS_LIMIT = 6;

/**
 * The approved reviews written about one product (testimonials.product_id), newest first, for its
 * page. Cached under the `testimonials` tag, so approving a review refreshes the product page too.
 * A failure is logged and the page shows no reviews rather than failing.
 */
export async function listProductTestimonials(productId: number): Promise<Testimonial[]> {
  const { data, error } = await createPublicClient({ tags: [TESTIMONIALS_TAG], revalidate: REVALIDATE_SECONDS })
    .from('testimonials')
    .select('id, review_text, reviewer_name, rating')
    .eq('is_approved', true)
    .eq('product_id', productId)
    .order('created_at', { ascending: false })
    .limit(PRODUCT_TESTIMONIALS_LIMIT)
    .overrideTypes<TestimonialRow[], { merge: false }>();
  if (error) {
    console.error('[testimonials] could not load the reviews of product', productId, error.message);
    return [];
  }
  return data.map(toTestimonial);
}

/**
 * The reviews for the landing page. If they cannot be read, the error is logged, its message kept
 * (or "Failed to fetch testimonials") and the four built-in reviews are shown instead (spec §8).
 */
export async function loadTestimonials(): Promise<TestimonialsState> {
  try {
    return { testimonials: await listApprovedTestimonials(), error: null };
  } catch (error) {
    console.error('[testimonials] could not load the reviews:', error);
    return { testimonials: [...FALLBACK_TESTIMONIALS], error: (error as Error)?.message || FETCH_TESTIMONIALS_FAILED };
  }
}
