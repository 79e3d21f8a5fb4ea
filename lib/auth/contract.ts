import { endpoint, shape } from '@/lib/api/contract';
import type { ProblemCode } from '@/lib/errors/codes';
import { GENERIC_AUTH_ERROR } from './messages';
import { forgotPasswordSchema, loginSchema, newPasswordSchema, recoveryTokenSchema, signupSchema } from './schemas';
import { sessionEndpoints } from './session-contract';
import type { MessageResult, PasswordChanged, RecoveredUser, SignedIn, SignedUp } from './types';

/** What the auth server's refusals become (lib/auth/auth-problem.ts), whatever the shopper was doing. */
const AUTH_REFUSALS: readonly ProblemCode[] = [
  'email_already_registered',
  'too_many_auth_requests',
  'too_many_auth_emails',
  'user_banned',
  'email_not_confirmed',
  'weak_password',
  'auth_input_refused',
  'same_password',
  'email_address_invalid',
  'signup_disabled',
  'auth_refused',
  'auth_unavailable',
];

/** The shopper's account: session, sign-in and sign-up, password reset, deactivation. */
export const authEndpoints = {
  ...sessionEndpoints,
  /** Email and password; the session cookies come with the answer. */
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    body: loginSchema,
    errors: [...AUTH_REFUSALS, 'invalid_credentials'],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<SignedIn>(),
  }),
  /** A new account with its delivery details: signed in at once, or waiting for the emailed confirmation. */
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    body: signupSchema,
    errors: [...AUTH_REFUSALS, 'city_not_listed', 'cities_unavailable'],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<SignedUp>(),
  }),
  /** Mails a link to /reset-password; the same answer for known and unknown addresses. */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordSchema,
    errors: ['reset_request_refused', 'too_many_reset_requests', 'reset_mail_failed', 'reset_service_unreachable'],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<MessageResult>(),
  }),
  /** Redeems the mailed token once: a recovery session in the cookies. */
  recovery: endpoint({
    method: 'POST',
    path: '/api/auth/recovery',
    body: recoveryTokenSchema,
    errors: [...AUTH_REFUSALS, 'reset_link_invalid', 'reset_link_malformed'],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<RecoveredUser>(),
  }),
  /** A new password for the signed-in or recovering shopper. */
  password: endpoint({
    method: 'POST',
    path: '/api/auth/password',
    body: newPasswordSchema,
    errors: AUTH_REFUSALS,
    fallback: GENERIC_AUTH_ERROR,
    output: shape<PasswordChanged>(),
  }),
  /** Deactivates the signed-in shopper's account: every session ends. */
  deactivate: endpoint({
    method: 'POST',
    path: '/api/auth/deactivate',
    errors: ['deactivation_refused', 'deactivation_failed'],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<MessageResult>(),
  }),
  /** Where the links in the shop's emails land (the sign-up confirmation): answered with a redirect. */
  confirmLink: endpoint({
    method: 'GET',
    path: '/auth/confirm',
    errors: [],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<never>(),
  }),
};
