import { route } from '@/lib/http/route';
import { deleteReview, reviewIdFrom, setReviewApproval } from '@/lib/testimonials/admin-queries';
import { testimonialEndpoints } from '@/lib/testimonials/contract';
import { REVIEW_DELETED, REVIEW_HIDDEN, REVIEW_PUBLISHED } from '@/lib/testimonials/messages';

export const dynamic = 'force-dynamic';

export const POST = route(testimonialEndpoints.setApproval, { session: 'admin' }, async ({ params, input, supabase }) => {
  await setReviewApproval(supabase, reviewIdFrom(params.id), input.approved);
  return { ok: true, message: input.approved ? REVIEW_PUBLISHED : REVIEW_HIDDEN };
});

export const DELETE = route(testimonialEndpoints.remove, { session: 'admin' }, async ({ params, supabase }) => {
  await deleteReview(supabase, reviewIdFrom(params.id));
  return { ok: true, message: REVIEW_DELETED };
});
