import { json } from '@/lib/http/response';
import { HttpError } from '@/lib/http/errors';
import { RateLimiter } from '@/lib/http/rate-limit';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { addTestimonial, TestimonialRejectedError } from '@/lib/testimonials/actions';
import {
  ADD_TESTIMONIAL_FAILED,
  AWAITING_APPROVAL_MESSAGE,
  FETCH_TESTIMONIALS_FAILED,
  THANK_YOU_MESSAGE,
} from '@/lib/testimonials/messages';
import { listApprovedTestimonials } from '@/lib/testimonials/queries';
import { testimonialInputSchema } from '@/lib/testimonials/schema';

/** GET: the approved reviews, newest first (the landing page reloads them after a submission). */
export const GET = route({ onError: { status: 502, message: FETCH_TESTIMONIALS_FAILED } }, async () =>
  json({ ok: true, testimonials: await listApprovedTestimonials() }),
);

/** POST {name, feedback, rating}: stores a review for moderation. Five per connection per ten minutes: plenty for people, a wall for scripts. */
export const POST = route(
  {
    body: testimonialInputSchema,
    rateLimit: new RateLimiter('reviews', 5, 10 * 60_000),
    onError: { status: 502, message: ADD_TESTIMONIAL_FAILED },
  },
  async ({ input }) => {
    const testimonial = await addTestimonial(input).catch((error: unknown) => {
      throw error instanceof TestimonialRejectedError ? new HttpError(400, ADD_TESTIMONIAL_FAILED) : error;
    });
    return json({ ok: true, message: `${THANK_YOU_MESSAGE} ${AWAITING_APPROVAL_MESSAGE}`, testimonial, approved: false }, { status: 201 });
  },
);
