import { fieldErrors, failure, jsonResponse, RateLimiter, rateLimitKey, readFormBody, tooManyRequests } from '@/lib/contact/request-guards';
import { addTestimonial, TestimonialRejectedError } from '@/lib/testimonials/actions';
import { ADD_TESTIMONIAL_FAILED, AWAITING_APPROVAL_MESSAGE, THANK_YOU_MESSAGE } from '@/lib/testimonials/messages';
import { listApprovedTestimonials } from '@/lib/testimonials/queries';
import { testimonialInputSchema } from '@/lib/testimonials/schema';

/** Five reviews per connection per ten minutes: plenty for people, a wall for scripts. */
const limiter = new RateLimiter(5, 10 * 60_000);

/** GET: the approved reviews, newest first (the landing page reloads them after a submission). */
export async function GET() {
  try {
    return jsonResponse({ ok: true, testimonials: await listApprovedTestimonials() });
  } catch (error) {
    console.error('[api/testimonials] read failed:', error);
    return failure(502, 'Failed to fetch testimonials');
  }
}

/** POST {name, feedback, rating}: stores a review for moderation. */
export async function POST(request: Request) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const parsed = testimonialInputSchema.safeParse(read.body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return failure(400, Object.values(errors)[0] ?? ADD_TESTIMONIAL_FAILED, { fieldErrors: errors });
  }
  const wait = limiter.hit(rateLimitKey(request));
  if (wait > 0) return tooManyRequests(wait);
  try {
    const testimonial = await addTestimonial(parsed.data);
    return jsonResponse({ ok: true, message: `${THANK_YOU_MESSAGE} ${AWAITING_APPROVAL_MESSAGE}`, testimonial, approved: false }, 201);
  } catch (error) {
    if (error instanceof TestimonialRejectedError) return failure(400, ADD_TESTIMONIAL_FAILED);
    return failure(502, ADD_TESTIMONIAL_FAILED);
  }
}
