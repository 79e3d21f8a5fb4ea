import { consoleChange, endpoint, shape } from '@/lib/api/contract';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { Problem } from '@/lib/errors/problem';
import { NOT_ON_STAFF } from './messages';
import { inviteStaffSchema } from './schema';
import type { InviteOutcome, TeamMember } from './types';

/** The owner's Staff page (the owner only: the database checks it too). */
export const staffEndpoints = {
  /** The owner and the staff, the owner first. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/staff',
    errors: [],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true; team: TeamMember[] }>(),
  }),
  /** Makes an account staff, or creates one and mails an invitation to set its password. */
  invite: consoleChange({
    method: 'POST',
    path: '/api/admin/staff',
    body: inviteStaffSchema,
    errors: ['already_staff', 'invalid_input', 'not_allowed'],
    made: shape<{ outcome: InviteOutcome }>(),
  }),
  /** Takes the staff role away at once. */
  remove: consoleChange({
    method: 'DELETE',
    path: '/api/admin/staff/[userId]',
    errors: ['not_allowed'],
  }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `[userId]` of staffEndpoints.remove: anything that is not an account's id is no one on the staff. */
export function staffUserIdFrom(segment: string): string {
  if (!UUID.test(segment)) throw new Problem('not_allowed', { message: NOT_ON_STAFF });
  return segment.toLowerCase();
}
