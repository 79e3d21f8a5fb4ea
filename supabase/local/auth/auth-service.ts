import type { Backend } from '../backend.ts';
import type { ServiceHandler } from '../http/server.ts';
import { generateLink } from './admin-generate-link.ts';
import { invite } from './admin-invite.ts';
import { createUser, deleteUser, getUserById, listUsers, updateUserById } from './admin-users.ts';
import { createContext } from './context.ts';
import { authorize, health, jwks, settings } from './meta.ts';
import { otp } from './otp.ts';
import { createDummyHash } from './passwords.ts';
import { createEmailLimiter, createRequestLimiters } from './rate-limiter.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover, resend } from './recover.ts';
import { createRouter, type Route } from './router.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

const USER_ID = /^\/admin\/users\/(?<id>[^/]+)$/;

/** The routes GoTrue serves that this shop's clients use (internal/api/api.go), with their per-IP limiters. */
const ROUTES: Route[] = [
  { method: 'GET', path: '/health', handler: health },
  { method: 'GET', path: '/settings', handler: settings },
  { method: 'GET', path: '/.well-known/jwks.json', handler: jwks },
  { method: 'GET', path: '/authorize', handler: authorize },
  { method: 'POST', path: '/signup', limit: 'signup', handler: signup },
  { method: 'POST', path: '/token', handler: token },
  { method: 'POST', path: '/recover', limit: 'recover', handler: recover },
  { method: 'POST', path: '/resend', limit: 'resend', handler: resend },
  { method: 'POST', path: '/otp', limit: 'otp', handler: otp },
  { method: 'POST', path: '/magiclink', limit: 'magiclink', handler: otp },
  { method: 'GET', path: '/verify', limit: 'verify', handler: verifyGet },
  { method: 'POST', path: '/verify', limit: 'verify', handler: verifyPost },
  { method: 'POST', path: '/logout', handler: logout },
  { method: 'GET', path: '/reauthenticate', handler: reauthenticate },
  { method: 'GET', path: '/user', handler: getUser },
  { method: 'PUT', path: '/user', handler: updateUser },
  { method: 'POST', path: '/invite', handler: invite },
  { method: 'POST', path: '/admin/generate_link', handler: generateLink },
  { method: 'GET', path: '/admin/users', handler: listUsers },
  { method: 'POST', path: '/admin/users', handler: createUser },
  { method: 'GET', path: USER_ID, handler: getUserById },
  { method: 'PUT', path: USER_ID, handler: updateUserById },
  { method: 'DELETE', path: USER_ID, handler: deleteUser },
];

/** Auth (GoTrue-compatible) under /auth/v1; the API key is checked in front of it (start.ts). */
export async function createAuthService(backend: Backend): Promise<ServiceHandler> {
  const ctx = createContext(backend, {
    limiters: createRequestLimiters(backend.config.auth.rateLimits),
    emailLimiter: createEmailLimiter(backend.config.auth.rateLimits.emailsPerHour),
    dummyHash: await createDummyHash(),
  });
  return createRouter(ctx, ROUTES);
}
