import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { reviewApprovalSchema, reviewFiltersSchema } from './admin-filters';
import type { AdminReviewPage } from './admin-types';

type Changed = { ok: true; message: string };

/** The console's review endpoints (admins only). */
export const testimonialEndpoints = {
  /** One page of reviews (waiting or published) and the two counts. */
  list: endpoint({
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
