/** @jest-environment node */
import { authProblem, type AuthAction, type AuthErrorLike } from '@/lib/auth/auth-problem';
import {
  ACCOUNT_DEACTIVATED,
  EMAIL_ALREADY_REGISTERED,
  EMAIL_NOT_CONFIRMED,
  GENERIC_AUTH_ERROR,
  INVALID_CREDENTIALS,
  RESET_LINK_INVALID,
  TOO_MANY_ATTEMPTS,
} from '@/lib/auth/messages';
import { answered } from '../support/problem-answer';

// How a refusal of the auth server (GoTrue) reaches the shopper: each refusal the shop tells apart
// keeps the status, words and code its routes answered with before the one table; any other is
// auth_refused (a 4xx) or auth_unavailable (a failure of the auth server).

const answer = (action: AuthAction, error: AuthErrorLike) => {
  const { status, body } = answered(authProblem(error, action));
  return { status, body };
};

test.each<[string, AuthAction, AuthErrorLike, number, Record<string, unknown>]>([
  [
    'a wrong password',
    'sign-in',
    { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
    400,
    { ok: false, message: INVALID_CREDENTIALS, code: 'invalid_credentials' },
  ],
  [
    'any other 400 at sign-in',
    'sign-in',
    { status: 400, code: 'validation_failed', message: 'missing email or phone' },
    400,
    { ok: false, message: INVALID_CREDENTIALS, code: 'invalid_credentials' },
  ],
  [
    'a taken address at sign-up',
    'sign-up',
    { status: 422, code: 'user_already_exists', message: 'User already registered' },
    409,
    { ok: false, message: EMAIL_ALREADY_REGISTERED, code: 'user_already_exists' },
  ],
  [
    'too many sign-ins',
    'sign-in',
    { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    429,
    { ok: false, message: TOO_MANY_ATTEMPTS, code: 'over_request_rate_limit' },
  ],
  [
    'too many mails',
    'sign-up',
    { status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
    429,
    { ok: false, message: TOO_MANY_ATTEMPTS, code: 'over_email_send_rate_limit' },
  ],
  [
    'a deactivated account',
    'sign-in',
    { status: 400, code: 'user_banned', message: 'User is banned' },
    400,
    { ok: false, message: ACCOUNT_DEACTIVATED, code: 'user_banned' },
  ],
  [
    'an unconfirmed address',
    'sign-in',
    { status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' },
    400,
    { ok: false, message: EMAIL_NOT_CONFIRMED, code: 'email_not_confirmed' },
  ],
  [
    'a used reset link',
    'recovery',
    { status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' },
    403,
    { ok: false, message: RESET_LINK_INVALID, code: 'otp_expired' },
  ],
  [
    'a reset link of no one',
    'recovery',
    { status: 404, code: 'user_not_found', message: 'User not found' },
    403,
    { ok: false, message: RESET_LINK_INVALID, code: 'otp_expired' },
  ],
  [
    'a weak password, in the server words',
    'password',
    { status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' },
    422,
    { ok: false, message: 'Password should be at least 6 characters.', code: 'weak_password' },
  ],
  [
    'the same password again, in the server words',
    'password',
    { status: 422, code: 'same_password', message: 'New password should be different from the old password.' },
    422,
    { ok: false, message: 'New password should be different from the old password.', code: 'same_password' },
  ],
  [
    'input the auth server refuses, in its words',
    'sign-up',
    { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
    400,
    { ok: false, message: 'Unable to validate email address: invalid format', code: 'validation_failed' },
  ],
  [
    'another refusal: the generic words',
    'password',
    { status: 403, code: 'insufficient_aal', message: 'AAL2 session is required' },
    400,
    { ok: false, message: GENERIC_AUTH_ERROR, code: 'auth_refused' },
  ],
  [
    'a showable code without words: the generic words',
    'password',
    { status: 422, code: 'weak_password' },
    400,
    { ok: false, message: GENERIC_AUTH_ERROR, code: 'auth_refused' },
  ],
  [
    'an auth server failure',
    'sign-up',
    { status: 500, code: 'unexpected_failure', message: 'database error' },
    502,
    { ok: false, message: GENERIC_AUTH_ERROR },
  ],
  [
    'no answer at all',
    'sign-in',
    { name: 'AuthRetryableFetchError', status: 0, message: 'fetch failed' },
    502,
    { ok: false, message: GENERIC_AUTH_ERROR },
  ],
])('%s', (_case, action, error, status, body) => {
  expect(answer(action, error)).toEqual({ status, body });
});

test('the server words are never shown for a code that is not about the input', () => {
  const { body } = answer('sign-up', { status: 500, code: 'unexpected_failure', message: 'relation "profiles" does not exist' });
  expect(body.message).toBe(GENERIC_AUTH_ERROR);
});
