import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import type { NoticeDelivery } from './order-notices';

/** The scheduler's call that sends the confirmation hold's notices (no parameters: an empty body or {}). */
export const orderNoticeEndpoints = {
  deliver: endpoint({
    method: 'POST',
    path: '/api/order-notices',
    body: z.object({}).strict().optional(),
    errors: ['sign_in_required'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true } & NoticeDelivery>(),
  }),
};
