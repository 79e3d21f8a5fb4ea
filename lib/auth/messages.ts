/**
 * What shoppers read when an auth call fails (spec §8), and how a GoTrue error becomes one of
 * them. GoTrue's own wording is shown only where the spec asks for "the server message" and the
 * text is about the shopper's input; internals (database errors, stack traces) never are.
 */
export const EMAIL_ALREADY_REGISTERED = 'This email is already registered. Please sign in instead.';
export const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';
export const GENERIC_AUTH_ERROR = 'An error occurred';
export const CITIES_FAILED = 'Failed to load cities. Please try again.';
export const NO_CITIES_FOUND = 'No cities found';
export const RESET_SENT = 'Password reset instructions have been sent to your email';
export const RESET_SEND_FAILED = 'Failed to send reset instructions';
export const RESET_FAILED = 'Reset failed';
export const DEACTIVATE_FAILED = 'Failed to deactivate account';
export const NO_USER_LOGGED_IN = 'No user logged in';

/** Ours, for situations the spec does not name. */
export const CHECK_YOUR_EMAIL = 'Account created. Please check your email and open the confirmation link to activate your account.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email address first: open the link we sent you when you signed up.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated.';
export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or has already been used. Please request a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const PROFILE_SAVED = 'Your profile has been saved.';
export const PROFILE_SAVE_FAILED = 'Failed to save your profile. Please try again.';

/** The fields of an auth error that the mapping looks at (AuthApiError and friends). */
export interface AuthErrorLike {
  name?: string;
  message?: string;
  status?: number;
  code?: string;
}

export type AuthAction = 'sign-in' | 'sign-up' | 'password' | 'recovery';

/**
 * Codes whose server message is about the shopper's input and is safe to show as is (spec: "the
 * server message"). Everything else gets a message of ours or the generic one.
 */
const SHOWABLE_CODES = new Set(['weak_password', 'validation_failed', 'same_password', 'email_address_invalid', 'signup_disabled']);

export function authErrorMessage(error: AuthErrorLike | null | undefined, action: AuthAction): string {
  if (!error) return GENERIC_AUTH_ERROR;
  const code = error.code ?? '';
  if (code === 'user_already_exists' || code === 'email_exists') return EMAIL_ALREADY_REGISTERED;
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || error.status === 429) return TOO_MANY_ATTEMPTS;
  if (code === 'user_banned') return ACCOUNT_DEACTIVATED;
  if (code === 'email_not_confirmed') return EMAIL_NOT_CONFIRMED;
  if (action === 'recovery' && (code === 'otp_expired' || error.status === 403 || error.status === 404)) return RESET_LINK_INVALID;
  if (action === 'sign-in' && (code === 'invalid_credentials' || error.status === 400)) return INVALID_CREDENTIALS;
  if (SHOWABLE_CODES.has(code) && error.message) return error.message;
  return GENERIC_AUTH_ERROR;
}
