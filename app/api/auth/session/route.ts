import { readSession } from '@/lib/auth/actions';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/auth/session → {user: {id, email} | null, expiresAt, event}. The storefront's pages are
 * static, so the header asks here who is signed in; the session is refreshed when it is about to
 * expire (event: TOKEN_REFRESHED) and cleared when the auth server no longer knows it. An
 * unreachable auth server is a 503, so the browser keeps what it knew.
 */
export const GET = route({ session: 'optional' }, async ({ supabase, session }) => {
  const outcome = await readSession(supabase, session.changed);
  return json(outcome.body, { status: outcome.status });
});
