import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { AuthError, badRequest, INVALID_CREDENTIALS, notFound, unprocessable, validationFailed } from './errors.ts';
import { deleteFlowState, lockFlowState } from './flow-state.ts';
import { readParams } from './params.ts';
import { checkPasswordStrength, MAX_PASSWORD_BYTES, verifyPassword } from './passwords.ts';
import { refreshTokenGrant } from './refresh.ts';
import { enforceRateLimit } from './router.ts';
import { issueSession, sessionResponse, type AuthMethod } from './sessions.ts';
import { findUserByEmail, findUserById, isBanned, isConfirmed } from './users.ts';
import { verifyCodeChallenge } from './validation.ts';

/** POST /token?grant_type=password|refresh_token|pkce; the grant comes from the query string, as Go's FormValue reads it. */
export async function token(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const grant = req.url.searchParams.get('grant_type') ?? '';
  const handler = GRANTS[grant];
  if (!handler) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  enforceRateLimit(ctx, 'token', req);
  sendJson(res, 200, await handler(ctx, req));
}

type Grant = (ctx: AuthContext, req: ApiRequest) => Promise<Record<string, unknown>>;

const GRANTS: Record<string, Grant> = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
  pkce: pkceGrant,
};

/**
 * One user lookup, one bcrypt compare (against a dummy hash for unknown addresses, so both
 * cost the same), one statement that creates the session. Ban and confirmation are checked
 * only after the password, so they do not reveal accounts to someone without it.
 */
async function passwordGrant(ctx: AuthContext, req: ApiRequest): Promise<Record<string, unknown>> {
  const p = await readParams(req);
  const email = p.string('email');
  const phone = p.string('phone');
  const password = p.string('password');
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on login.');
  if (email === '' && phone === '') throw validationFailed('missing email or phone');
  if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');

  const loaded = await findUserByEmail(ctx.db, email);
  const tooLong = Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
  const matches = await verifyPassword(password, loaded?.user.encrypted_password ?? null, ctx.dummyHash);
  if (!loaded || !matches || tooLong) throw badRequest('invalid_credentials', INVALID_CREDENTIALS);
  if (isBanned(loaded.user)) throw badRequest('user_banned', 'User is banned');
  if (!isConfirmed(loaded.user)) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const weak = checkPasswordStrength(password, ctx.auth.minPasswordLength);
  const name = loaded.user.email ?? '';
  const issued = await issueSession(ctx.db, loaded.user.id, 'password', requestMeta(req), {
    action: 'login',
    name,
    traits: { provider: 'email' },
  });
  return sessionResponse(ctx, issued, weak ? { weak_password: weak } : {});
}

/** Exchanges an auth code from a mail link for a session: once, within 300 s, with the matching verifier. */
async function pkceGrant(ctx: AuthContext, req: ApiRequest): Promise<Record<string, unknown>> {
  const p = await readParams(req);
  const authCode = p.string('auth_code');
  const verifier = p.string('code_verifier');
  if (authCode === '' || verifier === '') throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const meta = requestMeta(req);
  return ctx.db.transaction(async (tx) => {
    const flow = await lockFlowState(tx, authCode, ctx.auth.flowStateExpirySeconds);
    if (!flow || !flow.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (flow.expired) throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    const loaded = await findUserById(tx, flow.user_id);
    if (!loaded) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (!verifyCodeChallenge(flow.code_challenge, flow.code_challenge_method, verifier)) {
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    if (isBanned(loaded.user)) throw badRequest('user_banned', 'User is banned');
    await deleteFlowState(tx, flow.id);
    const method = flow.authentication_method as AuthMethod;
    const issued = await issueSession(tx, loaded.user.id, method, meta, {
      action: 'login',
      name: loaded.user.email ?? '',
      traits: { provider_type: method },
    });
    return sessionResponse(ctx, issued);
  });
}
