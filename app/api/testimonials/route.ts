import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { addTestimonial } from '@/lib/testimonials/actions';
import { testimonialEndpoints } from '@/lib/testimonials/contract';
import { AWAITING_APPROVAL_MESSAGE, THANK_YOU_MESSAGE } from '@/lib/testimonials/messages';
import { listApprovedTestimonials } from '@/lib/testimonials/queries';

export const GET = route(testimonialEndpoints.list, { onError: 'testimonials_read_failed' }, async () => ({
  ok: true,
  testimonials: await listApprovedTestimonials(),
}));

/** Five per connection per ten minutes: plenty for people, a wall for scripts. */
export const POST = route(
  testimonialEndpoints.add,
  { rateLimit: new RateLimiter('reviews', 5, 10 * 60_000), onError: 'testimonial_save_failed' },
  async ({ input }) => ({
    ok: true,
    message: `${THANK_YOU_MESSAGE} ${AWAITING_APPROVAL_MESSAGE}`,
    testimonial: await addTestimonial(input),
    approved: false as const,
  }),
);
