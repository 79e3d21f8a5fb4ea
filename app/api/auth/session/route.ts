import { readSession } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * The storefront's pages are static, so the header asks here who is signed in; the session is
 * refreshed when it is about to expire (event: TOKEN_REFRESHED) and cleared when the auth server no
 * longer knows it. An unreachable auth server is a 503, so the browser keeps what it knew.
 */
export const GET = route(authEndpoints.session, { session: 'optional' }, ({ supabase, session }) => readSession(supabase, session.changed));
