import { endpoint, shape } from '@/lib/api/contract';
import { GENERIC_AUTH_ERROR } from './messages';
import type { SessionResponse } from './types';

/**
 * The endpoints of lib/auth/contract.ts that every page calls (the header asks who is signed in and
 * signs out), in a module of their own: they take no input, so no schema (and no schema library)
 * comes with them into every page's first load.
 */
export const sessionEndpoints = {
  /** Who is signed in; the session is refreshed when it is about to expire. */
  session: endpoint({
    method: 'GET',
    path: '/api/auth/session',
    errors: ['session_unavailable'],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<SessionResponse>(),
  }),
  /** Ends every session of the shopper and clears the cookies. */
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    errors: [],
    fallback: GENERIC_AUTH_ERROR,
    output: shape<{ ok: true }>(),
  }),
};
