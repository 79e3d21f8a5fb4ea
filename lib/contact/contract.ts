import { endpoint, shape } from '@/lib/api/contract';
import { CONTACT_FAILED_MESSAGE } from './messages';
import { contactRequestSchema } from './schema';

/** The contact page's form. */
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
};
