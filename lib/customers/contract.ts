import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { customerNotesSchema } from './schema';

/** The console's customer endpoints (admins only). */
export const customerEndpoints = {
  /** The owner's notes and tags about the customer of this phone (any spelling), replacing the saved ones. */
  saveNotes: endpoint({
    method: 'PUT',
    path: '/api/admin/customers/[phone]/notes',
    body: customerNotesSchema,
    errors: ['admin_customer_not_found'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; message: string; notes: string; tags: string[] }>(),
  }),
};
