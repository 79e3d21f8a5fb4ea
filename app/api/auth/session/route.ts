import type { NextRequest } from 'next/server';
import { toAuthUser } from '@/lib/auth/actions';
import { failure, jsonNoStore } from '@/lib/auth/http';
import { GENERIC_AUTH_ERROR } from '@/lib/auth/messages';
import { isSessionCookieName } from '@/lib/auth/session-cookies';
import type { SessionResponse } from '@/lib/auth/types';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/**
 * GET /api/auth/session → {user: {id, email} | null, expiresAt, event}. The storefront's pages are
 * static, so the header asks here who is signed in. Refreshes the session when it is about to
 * expire (event: TOKEN_REFRESHED); a session the auth server no longer knows (signed out
 * elsewhere, account deactivated) is cleared. Guests, with no session cookie, never reach the
 * auth API. An unreachable auth server is a 503, so the browser keeps what it knew.
 */
export async function GET(request: NextRequest) {
  if (!request.cookies.getAll().some(({ name }) => isSessionCookieName(name))) {
    return jsonNoStore({ user: null, expiresAt: null, event: null } satisfies SessionResponse);
  }
  const { supabase, applyTo, changedSession } = createSupabaseRouteClient(request);
  const { data: sessionData, error: sessionError } = await supabase.auth.getSession();
  const session = sessionData.session;
  if (!session) {
    if (sessionError && (sessionError.status ?? 0) >= 500) return applyTo(failure(503, GENERIC_AUTH_ERROR));
    return applyTo(jsonNoStore({ user: null, expiresAt: null, event: null } satisfies SessionResponse));
  }
  // With the token just loaded (and refreshed if it was expiring): a second session load could rotate it twice.
  const { data, error } = await supabase.auth.getUser(session.access_token);
  if (error && ((error.status ?? 0) >= 500 || error.status === 0 || error.status === undefined) && error.name !== 'AuthSessionMissingError') {
    return applyTo(failure(503, GENERIC_AUTH_ERROR));
  }
  if (error || !data.user) {
    await supabase.auth.signOut({ scope: 'local' });
    return applyTo(jsonNoStore({ user: null, expiresAt: null, event: null } satisfies SessionResponse));
  }
  const body: SessionResponse = {
    user: toAuthUser(data.user),
    expiresAt: session.expires_at ?? null,
    event: changedSession() ? 'TOKEN_REFRESHED' : null,
  };
  return applyTo(jsonNoStore(body));
}
