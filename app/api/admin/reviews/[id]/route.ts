import { z } from 'zod';
import { REVIEW_DELETED, REVIEW_HIDDEN, REVIEW_NOT_FOUND, REVIEW_PUBLISHED } from '@/lib/testimonials/messages';
import { reviewApprovalSchema } from '@/lib/testimonials/admin-filters';
import { deleteReview, setReviewApproval } from '@/lib/testimonials/admin-queries';
import { HttpError } from '@/lib/http/errors';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A review's id from the path; anything that is not one is a review that does not exist. */
function reviewId(params: Record<string, string | string[] | undefined>): string {
  const id = String(params.id ?? '');
  if (!UUID.test(id)) throw new HttpError(404, REVIEW_NOT_FOUND);
  return id;
}

/** POST /api/admin/reviews/{id} {approved} → published on the home page at once, or hidden again. */
export const POST = route({ body: reviewApprovalSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  await setReviewApproval(supabase, reviewId(params), input.approved);
  return json({ ok: true, message: input.approved ? REVIEW_PUBLISHED : REVIEW_HIDDEN });
});

/** DELETE /api/admin/reviews/{id} (no body, or {}) → gone for good. */
export const DELETE = route({ body: z.object({}).strict().optional(), session: 'admin' }, async ({ params, supabase }) => {
  await deleteReview(supabase, reviewId(params));
  return json({ ok: true, message: REVIEW_DELETED });
});
