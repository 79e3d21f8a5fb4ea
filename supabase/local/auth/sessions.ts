import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { auditValues, type AuditAction } from './audit.ts';
import type { AuthContext, RequestMeta } from './context.ts';
import { toUserJson, type UserJson } from './user-json.ts';
import { NIL_UUID, USER_SELECT, type LoadedUser, type UserRow } from './users.ts';

/** Authentication methods as GoTrue names them in `amr` (models/factor.go). */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'magiclink' | 'invite' | 'email/signup' | 'email_change';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface IssuedSession {
  loaded: LoadedUser;
  sessionId: string;
  refreshToken: string;
  amr: AmrEntry[];
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An opaque refresh token: 16 characters of [a-zA-Z0-9] (~95 bits). */
export function newRefreshToken(): string {
  let token = '';
  for (const byte of randomBytes(32)) {
    if (byte >= 248) continue;
    token += TOKEN_ALPHABET[byte % 62];
    if (token.length === 16) return token;
  }
  return newRefreshToken();
}

/**
 * Signs the user in: a session, its amr claim, the first refresh token, last_sign_in_at and
 * an audit entry — one statement, so a sign-in costs one round trip after the password check.
 */
export async function issueSession(
  q: Queryable,
  userId: string,
  method: AuthMethod,
  meta: RequestMeta,
  audit: { action: AuditAction; name: string; traits?: Record<string, unknown> } = { action: 'login', name: '' },
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const [auditId, auditPayload, auditIp] = auditValues(audit.action, { id: userId, name: audit.name }, meta, audit.traits);
  const { rows } = await q.query<{ u: UserRow; identities: LoadedUser['identities']; issued_at: number }>(
    `with s as (
       insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip, refreshed_at)
       values ($1, $2::uuid, now(), now(), 'aal1', $3, $4::inet, now() at time zone 'utc') returning id
     ), a as (
       insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       select gen_random_uuid(), s.id, now(), now(), $5 from s
     ), r as (
       insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       select '${NIL_UUID}', $6, $2::uuid::text, false, now(), now(), null, s.id from s
     ), l as (
       insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
       values ('${NIL_UUID}', $7, $8::json, now(), $9)
     ), u as (
       update auth.users set last_sign_in_at = now(), updated_at = now() where id = $2::uuid returning *
     )
     select ${USER_SELECT}, extract(epoch from now())::int8::text as issued_at from u`,
    [sessionId, userId, meta.userAgent, meta.ip, method, refreshToken, auditId, auditPayload, auditIp],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} disappeared while signing in`);
  return {
    loaded: { user: row.u, identities: row.identities },
    sessionId,
    refreshToken,
    amr: [{ method, timestamp: Number(row.issued_at) }],
  };
}

/** The session's authentication methods, for tokens issued on refresh. */
export async function loadAmr(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<{ method: string; ts: string }>(
    `select authentication_method as method, extract(epoch from updated_at)::int8::text as ts
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) }));
}

/** Claims per GoTrue's `AccessTokenClaims` (contract A.4), signed ES256 with the signing key. */
export function generateAccessToken(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
): { token: string; expiresAt: number } {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ctx.auth.jwtExpirySeconds;
  const token = ctx.jwt.signAccessToken({
    iss: ctx.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? '',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous === true,
  });
  return { token, expiresAt };
}

/** GoTrue's AccessTokenResponse. */
export function sessionResponse(ctx: AuthContext, session: IssuedSession, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { token, expiresAt } = generateAccessToken(ctx, session.loaded.user, session.sessionId, session.amr);
  const user: UserJson = toUserJson(session.loaded);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.auth.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user,
    ...extra,
  };
}
