import { callApi } from '@/lib/api/client';
import { GENERIC_AUTH_ERROR } from './messages';
import type { SessionResponse } from './types';

/**
 * The browser's auth calls (the BFF: the browser has no Supabase client). Any failure without a
 * message of the route's own reads "An error occurred" (spec §8).
 */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Who is signed in, according to the server (GET /api/auth/session). */
export function getSession(): Promise<SessionResponse> {
  return callApi<SessionResponse>('/api/auth/session', { fallbackMessage: GENERIC_AUTH_ERROR });
}

/** A POST (or the profile's PUT) to one of the auth and account routes; sent once, never replayed. */
export function sendAuthForm<T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  return callApi<T>(path, { method, body, fallbackMessage: GENERIC_AUTH_ERROR });
}
