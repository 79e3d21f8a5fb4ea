export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_BODY_MESSAGE = 'The request body must be JSON: {"email": "...", "resetLink": "..."}';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_LINK_LENGTH = 2048;

export type ResetRequest = { ok: true; email: string; resetLink: string | null } | { ok: false; message: string };

/**
 * Reads `{email, resetLink}`. `resetLink` is only checked for shape: the function never sends
 * mail to any link but the configured site's own reset page.
 */
export function parseResetRequest(bodyText: string): ResetRequest {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { ok: false, message: INVALID_BODY_MESSAGE };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: INVALID_BODY_MESSAGE };
  const { email, resetLink } = body as Record<string, unknown>;
  if (email === undefined || email === null || (typeof email === 'string' && email.trim() === '')) {
    return { ok: false, message: EMAIL_REQUIRED_MESSAGE };
  }
  if (typeof email !== 'string' || email.trim().length > MAX_EMAIL_LENGTH || !EMAIL.test(email.trim())) {
    return { ok: false, message: INVALID_EMAIL_MESSAGE };
  }
  if (resetLink !== undefined && resetLink !== null && (typeof resetLink !== 'string' || resetLink.length > MAX_LINK_LENGTH)) {
    return { ok: false, message: INVALID_BODY_MESSAGE };
  }
  return { ok: true, email: email.trim().toLowerCase(), resetLink: typeof resetLink === 'string' ? resetLink : null };
}
