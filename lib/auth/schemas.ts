import { z } from 'zod';
import { charLength, cleanText } from '@/lib/format/text';
import type { FieldErrors } from '@/lib/errors/field-errors';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { normalizePakistaniMobile } from '@/lib/phone/phone';

/**
 * One schema per form of the sign-in dialog, the reset page and the settings page. The browser
 * validates with them before sending, and the route handlers validate the same input again.
 * Messages are the spec's (§5), word for word; the few rules the spec does not list (length limits,
 * 5-digit postcodes, the password confirmation) have messages of our own.
 *
 * The delivery fields (name, phone, address, postal code, city, email) follow the database's rules
 * exactly: place_order (private.check_contact) refuses the same values with the same words, and the
 * profiles table has the same limits. tests/integration/db-field-limits.test.ts asks the database
 * and fails when the two disagree. Text is read as the database reads it (lib/format/text).
 */

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const FULL_NAME_REQUIRED = 'Full name is required';
export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Please enter a valid phone number';
export const ADDRESS_REQUIRED = 'Address is required';
export const POSTAL_CODE_REQUIRED = 'Postal code is required';
export const CITY_REQUIRED = 'City is required';
export const CITY_INVALID = 'Please select a valid city';

/** Limits of the delivery fields, in characters: the database's (orders, profiles, place_order). */
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;
export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 500;
export const EMAIL_MAX_LENGTH = 254;

/** Not in the spec's table: limits the database and GoTrue enforce, said before the server has to. */
export const PASSWORD_TOO_LONG = 'Password cannot be longer than 72 characters';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your new password';
export const POSTAL_CODE_INVALID = 'Postal code must be 5 digits';
export const FULL_NAME_TOO_SHORT = `Full name must be at least ${FULL_NAME_MIN_LENGTH} characters`;
export const FULL_NAME_TOO_LONG = `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`;
export const ADDRESS_TOO_SHORT = `Address must be at least ${ADDRESS_MIN_LENGTH} characters`;
export const ADDRESS_TOO_LONG = `Address must be at most ${ADDRESS_MAX_LENGTH} characters`;

const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads 72 bytes; GoTrue refuses longer passwords rather than cutting them. */
const MAX_PASSWORD_BYTES = 72;
export const COUNTRY = 'Pakistan' as const;

/** Bytes of the UTF-8 encoding (what bcrypt counts), without TextEncoder. */
function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Strings only; anything else (a number, an object) reads as empty. */
const text = z.unknown().transform((value) => (typeof value === 'string' ? value : ''));

/** Strings read as the database reads them: blank runs as one space, the ends trimmed. */
const cleaned = text.transform(cleanText);

const requiredEmail = cleaned.pipe(z.string().min(1, EMAIL_REQUIRED));

const emailAddress = z
  .string()
  .refine((value) => charLength(value) <= EMAIL_MAX_LENGTH, EMAIL_INVALID)
  .regex(EMAIL_SHAPE, EMAIL_INVALID)
  .transform((value) => value.toLowerCase());

const email = requiredEmail.pipe(emailAddress);

/** An address when one is given, null for none (a blank field): a guest's at checkout (place_order's rule). */
export const optionalEmail = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? cleanText(value) : '') || null)
  .pipe(emailAddress.nullable());

const password = text.pipe(
  z
    .string()
    .min(1, PASSWORD_REQUIRED)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .refine((value) => utf8Length(value) <= MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG),
);

const phone = text
  .transform((value) => value.trim())
  .pipe(z.string().min(1, PHONE_REQUIRED))
  .transform((value, ctx) => {
    const normalized = normalizePakistaniMobile(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return normalized;
  });

const fullName = cleaned.pipe(
  z
    .string()
    .min(1, FULL_NAME_REQUIRED)
    .refine((value) => charLength(value) >= FULL_NAME_MIN_LENGTH, FULL_NAME_TOO_SHORT)
    .refine((value) => charLength(value) <= FULL_NAME_MAX_LENGTH, FULL_NAME_TOO_LONG),
);

const address = cleaned.pipe(
  z
    .string()
    .min(1, ADDRESS_REQUIRED)
    .refine((value) => charLength(value) >= ADDRESS_MIN_LENGTH, ADDRESS_TOO_SHORT)
    .refine((value) => charLength(value) <= ADDRESS_MAX_LENGTH, ADDRESS_TOO_LONG),
);

const postalCode = cleaned.pipe(
  z
    .string()
    .min(1, POSTAL_CODE_REQUIRED)
    .regex(/^\d{5}$/, POSTAL_CODE_INVALID),
);

/**
 * The chosen city's id. Nothing chosen → "City is required"; anything that is not a city id (text
 * typed into the city search but not picked from the list) → "Please select a valid city". The
 * server also checks that the id is one of the listed cities.
 */
const cityId = z.unknown().transform((value, ctx) => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: CITY_REQUIRED });
    return z.NEVER;
  }
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    ctx.addIssue({ code: 'custom', message: CITY_INVALID });
    return z.NEVER;
  }
  return id;
});

export const loginSchema = z.object({ email, password });

export const profileSchema = z.object({ fullName, phone, address, postalCode, cityId });

export const signupSchema = z.object({
  email,
  password,
  fullName,
  phone,
  address,
  postalCode,
  cityId,
  /** Always Pakistan: whatever is sent, the server stores Pakistan. */
  country: z
    .unknown()
    .optional()
    .transform((): typeof COUNTRY => COUNTRY),
});

export const forgotPasswordSchema = z.object({ email: requiredEmail });

export const newPasswordSchema = z
  .object({
    password,
    confirmPassword: text.pipe(z.string().min(1, CONFIRM_PASSWORD_REQUIRED)),
  })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });

export const recoveryTokenSchema = z.object({
  tokenHash: text.pipe(z.string().regex(/^[A-Za-z0-9_-]{8,200}$/, 'The reset link is incomplete')),
});

export type LoginInput = z.output<typeof loginSchema>;
export type SignupInput = z.output<typeof signupSchema>;
export type ProfileInput = z.output<typeof profileSchema>;

export type { FieldErrors };

export type Validation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Runs a schema in the browser and keeps the first message per field (the route handlers' rule, lib/http). */
export function validate<T>(schema: z.ZodType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, fieldErrors: toFieldErrors(result.error.issues) };
}
