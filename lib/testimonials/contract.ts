import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { ADD_TESTIMONIAL_FAILED, FETCH_TESTIMONIALS_FAILED } from './messages';
import { testimonialInputSchema } from './schema';
import type { Testimonial } from './types';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { reviewApprovalSchema, reviewFiltersSchema } from './admin-filters';
import type { AdminReviewPage } from './admin-types';

type Changed = { ok: true; message: string };

/** The landing page's reviews, and the console's review queue (admins only). */
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
  /** One page of reviews (waiting or published) and the two counts. */
  listForConsole: endpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    query: reviewFiltersSchema,
    errors: [],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true } & AdminReviewPage>(),
  }),
  /** Published on the home page at once, or hidden again. */
  setApproval: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/[id]',
    body: reviewApprovalSchema,
    errors: ['admin_review_not_found', 'invalid_input', 'not_admin'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Changed>(),
  }),
  /** Gone for good (no body, or {}). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/reviews/[id]',
    body: z.object({}).strict().optional(),
    errors: ['admin_review_not_found'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Changed>(),
  }),
};
