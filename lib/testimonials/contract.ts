import { endpoint, shape } from '@/lib/api/contract';
import { ADD_TESTIMONIAL_FAILED, FETCH_TESTIMONIALS_FAILED } from './messages';
import { testimonialInputSchema } from './schema';
import type { Testimonial } from './types';

/** The landing page's reviews. */
export const testimonialEndpoints = {
  /** The approved reviews, newest first (the landing page reloads them after a submission). */
  list: endpoint({
    method: 'GET',
    path: '/api/testimonials',
    errors: ['testimonials_read_failed'],
    fallback: FETCH_TESTIMONIALS_FAILED,
    output: shape<{ ok: true; testimonials: Testimonial[] }>(),
  }),
  /** A review, stored for moderation. */
  add: endpoint({
    method: 'POST',
    path: '/api/testimonials',
    body: testimonialInputSchema,
    status: 201,
    errors: ['testimonial_refused', 'testimonial_save_failed'],
    fallback: ADD_TESTIMONIAL_FAILED,
    output: shape<{ ok: true; message: string; testimonial: Testimonial; approved: false }>(),
  }),
};
