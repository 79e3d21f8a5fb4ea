import type { ProblemCode } from '@/lib/errors/codes';
import { Problem } from '@/lib/errors/problem';

/** The fields of an auth error that the mapping looks at (AuthApiError and friends). */
export interface AuthErrorLike {
  name?: string;
  message?: string;
  status?: number;
  code?: string;
}

export type AuthAction = 'sign-in' | 'sign-up' | 'password' | 'recovery';

/**
 * GoTrue's codes whose words are about the shopper's input and are shown as they are (spec: "the
 * server message"). GoTrue's own wording is shown nowhere else: internals (database errors, stack
 * traces) never reach shoppers.
 */
const SHOWN_AS_SENT: Partial<Record<string, ProblemCode>> = {
  weak_password: 'weak_password',
  validation_failed: 'auth_input_refused',
  same_password: 'same_password',
  email_address_invalid: 'email_address_invalid',
  signup_disabled: 'signup_disabled',
};

/** The problem a refusal of the auth server (GoTrue) is for the shopper, by what they were doing. */
export function authProblem(error: AuthErrorLike, action: AuthAction): Problem {
  const code = error.code ?? '';
  const status = error.status ?? 0;
  const cause = `${action}: ${status} ${code} ${error.message ?? ''}`;
  if (code === 'user_already_exists' || code === 'email_exists') return new Problem('email_already_registered', { cause });
  if (code === 'over_email_send_rate_limit') return new Problem('too_many_auth_emails', { cause });
  if (code === 'over_request_rate_limit' || status === 429) return new Problem('too_many_auth_requests', { cause });
  if (code === 'user_banned') return new Problem('user_banned', { cause });
  if (code === 'email_not_confirmed') return new Problem('email_not_confirmed', { cause });
  if (action === 'recovery' && (code === 'otp_expired' || status === 403 || status === 404))
    return new Problem('reset_link_invalid', { cause });
  if (action === 'sign-in' && (code === 'invalid_credentials' || status === 400)) return new Problem('invalid_credentials', { cause });
  const shown = SHOWN_AS_SENT[code];
  if (shown && error.message) return new Problem(shown, { message: error.message, cause });
  return new Problem(status >= 400 && status < 500 ? 'auth_refused' : 'auth_unavailable', { cause });
}
