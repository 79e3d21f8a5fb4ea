import { z } from 'zod';
import { charLength } from '@/lib/format/text';
import { SPEC_PHONE_PATTERN } from '@/lib/phone/phone';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES as M,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  HONEYPOT_FIELD,
} from './messages';

/** Same shape as the database's check on contact_messages.email. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A message from the contact page: name, email, an optional phone (the spec's pattern: an optional
 * +, then at least 10 digits, spaces or dashes) and the message. Text is trimmed; lengths count
 * characters as the contact_messages table's checks do (tests/integration/db-field-limits.test.ts).
 */
export const contactInputSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .refine((name) => charLength(name) <= CONTACT_NAME_MAX, M.nameTooLong),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .refine((email) => charLength(email) <= CONTACT_EMAIL_MAX, M.emailInvalid)
    .regex(EMAIL, M.emailInvalid),
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .refine((phone) => charLength(phone) <= CONTACT_PHONE_MAX, M.phoneInvalid)
    .refine((phone) => phone === '' || SPEC_PHONE_PATTERN.test(phone), M.phoneInvalid)
    .optional()
    .transform((phone) => phone || null),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .refine((message) => charLength(message) <= CONTACT_MESSAGE_MAX, M.messageTooLong),
});

export type ContactInput = z.infer<typeof contactInputSchema>;

/**
 * What POST /api/contact reads: the message, and whether the hidden field only bots fill in
 * (HONEYPOT_FIELD) came back filled.
 */
export const contactRequestSchema = contactInputSchema.extend({
  [HONEYPOT_FIELD]: z
    .unknown()
    .optional()
    .transform((value) => typeof value === 'string' && value.trim() !== ''),
});
