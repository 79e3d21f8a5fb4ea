import { z } from 'zod';
import { SPEC_PHONE_PATTERN } from '@/lib/phone/phone';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_MESSAGES as M, CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from './messages';

/** Same shape as the database's check on contact_messages.email. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A message from the contact page: name, email, an optional phone (the spec's pattern: an optional
 * +, then at least 10 digits, spaces or dashes) and the message. Text is trimmed.
 */
export const contactInputSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CONTACT_NAME_MAX, M.nameTooLong),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(CONTACT_EMAIL_MAX, M.emailInvalid)
    .regex(EMAIL, M.emailInvalid),
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .max(CONTACT_PHONE_MAX, M.phoneInvalid)
    .refine((phone) => phone === '' || SPEC_PHONE_PATTERN.test(phone), M.phoneInvalid)
    .optional()
    .transform((phone) => phone || null),
  message: z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(CONTACT_MESSAGE_MAX, M.messageTooLong),
});

export type ContactInput = z.infer<typeof contactInputSchema>;
