import 'server-only';
import { Problem } from '@/lib/errors/problem';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import { toTestimonial, type TestimonialRow } from './mappers';
import { ADD_TESTIMONIAL_FAILED } from './messages';
import type { TestimonialInput } from './schema';
import type { Testimonial } from './types';

/**
 * Stores a review for moderation (spec §7: insert rating, review_text and reviewer_name, and return
 * the row). It is never approved on insert: the shop does not send the flag (the column defaults to
 * false). The insert uses the service role: the review route has validated and rate-limited the
 * request, while the database throttles inserts sent straight to the API (issue 15).
 */
export async function addTestimonial(input: TestimonialInput): Promise<Testimonial> {
  const { data, error } = await createSupabaseAdminClient()
    .from('testimonials')
    .insert({ reviewer_name: input.name, review_text: input.feedback, rating: input.rating })
    .select('id, review_text, reviewer_name, rating')
    .single()
    .overrideTypes<TestimonialRow, { merge: false }>();
  if (error) {
    console.error('[testimonials] insert failed:', error.code, error.message);
    // 23514 (check) / 22001 (too long) / 23502 (missing): the database refused the values themselves.
    if (error.code === '23514' || error.code === '22001' || error.code === '23502') throw new Problem('testimonial_refused');
    throw new Error(ADD_TESTIMONIAL_FAILED);
  }
  return toTestimonial(data);
}
