import type { Queryable } from '../db/database.ts';
import type { ApiRequest } from '../http/request.ts';
import { writeAudit } from './audit.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { AuthError, badRequest, OAuthError } from './errors.ts';
import { readParams } from './params.ts';
import { loadAmr, newRefreshToken, sessionResponse, type IssuedSession } from './sessions.ts';
import { findUserById, isBanned, NIL_UUID } from './users.ts';

interface TokenRow {
  id: string;
  token: string;
  revoked: boolean;
  session_id: string | null;
  session_user_id: string | null;
  within_reuse_interval: boolean;
  rotated: boolean;
  session_expired: boolean;
}

/**
 * grant_type=refresh_token with rotation (GoTrue tokens/service.go):
 * - a live token is revoked and replaced by a child in the same session;
 * - a revoked token whose child is the session's active token gets that active token back
 *   (the client refreshed but lost the answer, or two SSR requests refreshed at once);
 * - a revoked token that was rotated less than the reuse interval ago gets a new child, as long
 *   as the session still has a live token;
 * - any other revoked token is reuse: every token of the session is revoked (committed) and
 *   the answer is 400 refresh_token_already_used.
 */
export async function refreshTokenGrant(ctx: AuthContext, req: ApiRequest): Promise<Record<string, unknown>> {
  const p = await readParams(req);
  const presented = p.string('refresh_token');
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const meta = requestMeta(req);
  const outcome = await ctx.db.transaction(async (tx): Promise<IssuedSession | AuthError> => {
    const row = await lockToken(tx, presented, ctx.auth.refreshTokenReuseIntervalSeconds);
    if (!row) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (!row.session_id || !row.session_user_id) {
      await tx.query('delete from auth.refresh_tokens where id = $1', [row.id]);
      return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    const loaded = await findUserById(tx, row.session_user_id);
    if (!loaded) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(loaded.user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (row.session_expired) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

    let issued: string;
    if (!row.revoked) {
      issued = await rotate(tx, row, row.session_id, loaded.user.id);
    } else {
      const active = await activeToken(tx, row.session_id);
      if (active && active.parent === row.token) issued = active.token;
      else if (active && row.rotated && row.within_reuse_interval) issued = await rotate(tx, row, row.session_id, loaded.user.id);
      else {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [
          row.session_id,
        ]);
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    await tx.query(`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`, [row.session_id]);
    await writeAudit(tx, 'token_refreshed', { id: loaded.user.id, name: loaded.user.email ?? '' }, meta);
    return { loaded, sessionId: row.session_id, refreshToken: issued, amr: await loadAmr(tx, row.session_id) };
  });
  if (outcome instanceof AuthError) throw outcome;
  return sessionResponse(ctx, outcome);
}

/** The token row, locked so concurrent refreshes of one token queue up and see each other's rotation. */
async function lockToken(tx: Queryable, token: string, reuseIntervalSeconds: number): Promise<TokenRow | null> {
  const { rows } = await tx.query<TokenRow>(
    `select rt.id::text as id, rt.token, coalesce(rt.revoked, false) as revoked, s.id as session_id, s.user_id as session_user_id,
            rt.updated_at + make_interval(secs => $2) > now() as within_reuse_interval,
            exists (select 1 from auth.refresh_tokens c where c.parent = rt.token) as rotated,
            coalesce(s.not_after < now(), false) as session_expired
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
      where rt.token = $1 limit 1 for update of rt`,
    [token, reuseIntervalSeconds],
  );
  return rows[0] ?? null;
}

async function activeToken(tx: Queryable, sessionId: string): Promise<{ token: string; parent: string | null } | null> {
  const { rows } = await tx.query<{ token: string; parent: string | null }>(
    'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
  return rows[0] ?? null;
}

/** Revokes the presented token (keeping the time of its first revocation) and issues its child. */
async function rotate(tx: Queryable, row: TokenRow, sessionId: string, userId: string): Promise<string> {
  const child = newRefreshToken();
  await tx.query(
    `with revoke as (
       update auth.refresh_tokens set revoked = true, updated_at = case when revoked then updated_at else now() end where id = $1
     )
     insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('${NIL_UUID}', $2, $3, false, now(), now(), $4, $5)`,
    [row.id, child, userId, row.token, sessionId],
  );
  return child;
}
