import type { ApiRequest } from '../http/request.ts';
import type { JwtClaims } from '../jwt.ts';
import type { AuthContext } from './context.ts';
import { AuthError, forbidden } from './errors.ts';
import { isUuid } from './validation.ts';
import { isBanned, USER_SELECT, type LoadedUser, type UserRow } from './users.ts';

export interface Authenticated {
  claims: JwtClaims;
  loaded: LoadedUser;
  /** The session named by the token, when it names one. */
  sessionId: string | null;
}

/** Roles GoTrue accepts on /admin (JWT_ADMIN_ROLES default). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** The bearer token exactly as sent; GoTrue answers 401 when there is none. */
function bearerToken(req: ApiRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.header('authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1]!;
}

function verifiedClaims(ctx: AuthContext, token: string): JwtClaims {
  const result = ctx.jwt.verify(token);
  if (!result.ok) {
    const reason = result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  return result.claims;
}

/**
 * GoTrue's `requireAuthentication`: a valid JWT whose `sub` is an existing user, whose
 * `session_id` (when set) is still a session, and who is not banned. One query.
 */
export async function requireUser(ctx: AuthContext, req: ApiRequest): Promise<Authenticated> {
  const claims = verifiedClaims(ctx, bearerToken(req));
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const rawSession = claims.session_id;
  const sessionId =
    typeof rawSession === 'string' && rawSession !== '' && rawSession !== '00000000-0000-0000-0000-000000000000' ? rawSession : null;
  if (sessionId !== null && !isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');

  const { rows } = await ctx.db.query<{ u: UserRow; identities: LoadedUser['identities']; has_session: boolean }>(
    `select ${USER_SELECT}, ($2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2::uuid and s.user_id = u.id)) as has_session
       from auth.users u where u.id = $1`,
    [sub, sessionId],
  );
  const row = rows[0];
  if (!row) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (!row.has_session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  const loaded = { user: row.u, identities: row.identities };
  if (isBanned(loaded.user)) throw forbidden('user_banned', 'User is banned');
  return { claims, loaded, sessionId };
}

/** GoTrue's `requireAdminCredentials`: a valid JWT with an admin role (the service_role key). */
export function requireAdmin(ctx: AuthContext, req: ApiRequest): JwtClaims {
  const claims = verifiedClaims(ctx, bearerToken(req));
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
