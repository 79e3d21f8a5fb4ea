import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import type { AlertDelivery } from './deliver';
import { alertChannelsSchema, type AlertChannels } from './schema';

export const staffAlertEndpoints = {
  /** The signed-in admin's own alert channels. */
  getChannels: endpoint({
    method: 'GET',
    path: '/api/admin/alert-channels',
    errors: [],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true; channels: AlertChannels }>(),
  }),
  saveChannels: endpoint({
    method: 'PUT',
    path: '/api/admin/alert-channels',
    body: alertChannelsSchema,
    errors: [],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; message: string; channels: AlertChannels }>(),
  }),
  /** The scheduler's call that sends the waiting alerts (no parameters: an empty body or {}). */
  deliver: endpoint({
    method: 'POST',
    path: '/api/staff-alerts',
    body: z.object({}).strict().optional(),
    errors: ['sign_in_required'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true } & AlertDelivery>(),
  }),
};
