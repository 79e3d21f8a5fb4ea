import { endpoint, shape } from '@/lib/api/contract';
import { CONTACT_FAILED_MESSAGE } from './messages';
import { contactRequestSchema } from './schema';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { messageFiltersSchema, messageStatusSchema } from './message-filters';
import type { AdminMessageChange, AdminMessagePage } from './message-types';

/** The contact page's form, and the console's inbox (admins only). */
export const contactEndpoints = {
  /** Stores the message and mails it to the shop owner. */
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    body: contactRequestSchema,
    status: 201,
    errors: ['contact_message_failed'],
    fallback: CONTACT_FAILED_MESSAGE,
    output: shape<{ ok: true; message: string }>(),
  }),
  /** One page of contact messages of a view and the counts per status. */
  listMessages: endpoint({
    method: 'GET',
    path: '/api/admin/messages',
    query: messageFiltersSchema,
    errors: [],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true } & AdminMessagePage>(),
  }),
  /** A message's new status; the answer is the message as it is now and what the owner reads. */
  setMessageStatus: endpoint({
    method: 'POST',
    path: '/api/admin/messages/[id]/status',
    body: messageStatusSchema,
    errors: ['admin_message_not_found'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true } & AdminMessageChange>(),
  }),
};
