import { z } from 'zod';

export const STAFF_EMAIL_REQUIRED = 'Please enter the e-mail address of the person to invite.';
export const STAFF_EMAIL_MAX = 254;

/**
 * An invitation: the address, trimmed. Whether it is a valid address is the database's rule
 * (admin_add_staff answers invalid_input with the field), so the form and the API read alike.
 */
export const inviteStaffSchema = z.object({
  email: z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value.trim() : ''))
    .pipe(z.string().min(1, STAFF_EMAIL_REQUIRED).max(STAFF_EMAIL_MAX, 'Please enter a valid e-mail address.')),
});

export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;
