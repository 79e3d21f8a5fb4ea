import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { redirect, sendJson } from '../http/respond.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.ts';
import { issueAuthCode, methodForVerification } from './flow-state.ts';
import { PKCE_PREFIX, tokenHash } from './one-time-tokens.ts';
import { readParams } from './params.ts';
import { resolveRedirect } from './redirect.ts';
import { generateAccessToken, issueSession, sessionResponse } from './sessions.ts';
import { validateEmail } from './validation.ts';
import { applyVerification, claimToken, findTokenOwner, parseVerifyType, type TokenLookup } from './verify-token.ts';

const EMAIL_CHANGE_PENDING = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

/** POST /verify (verifyOtp): `{type, token_hash}` or `{type, email, token}` → a session. */
export async function verifyPost(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const p = await readParams(req);
  const rawType = p.string('type');
  const token = p.string('token');
  const hash = p.string('token_hash');
  const email = p.string('email');
  const phone = p.string('phone');
  if (rawType === '') throw validationFailed('Verify requires a verification type');
  if ((token === '') === (hash === '')) throw validationFailed('Verify requires either a token or a token hash');
  let lookup: TokenLookup;
  if (token !== '') {
    if (phone !== '' && email === '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (phone !== '' || email === '') throw validationFailed('Only an email address or phone number should be provided on verify');
    let address: string;
    try {
      address = validateEmail(email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    const hashed = tokenHash(address, token);
    lookup = { type: parseVerifyType(rawType), hashes: [hashed, PKCE_PREFIX + hashed], email: address, invalidMessage: CODE_INVALID };
  } else {
    if (email !== '' || phone !== '' || p.string('redirect_to') !== '')
      throw validationFailed('Only the token_hash and type should be provided');
    lookup = { type: parseVerifyType(rawType), hashes: [hash], email: null, invalidMessage: LINK_INVALID };
  }

  const meta = requestMeta(req);
  const matched = await findTokenOwner(ctx, ctx.db, lookup);
  const body = await ctx.db.transaction(async (tx) => {
    await claimToken(tx, lookup, matched);
    const outcome = await applyVerification(ctx, tx, matched, lookup.type, meta);
    if (outcome.kind === 'email_change_pending') return { msg: EMAIL_CHANGE_PENDING, code: '200' };
    const issued = await issueSession(tx, outcome.loaded.user.id, 'otp', meta, { action: 'login', name: outcome.loaded.user.email ?? '' });
    return sessionResponse(ctx, issued);
  });
  sendJson(res, 200, body);
}

/**
 * GET /verify, the link in the mail: 303 to `redirect_to?code=…` (PKCE, token `pkce_…`) or to
 * `redirect_to#access_token=…` (implicit); failures go to the redirect URL as GoTrue reports them.
 */
export async function verifyGet(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const token = req.url.searchParams.get('token') ?? '';
  const rawType = req.url.searchParams.get('type') ?? '';
  const redirectTo = resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList);
  if (rawType === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const pkce = token.startsWith(PKCE_PREFIX);
  const type = parseVerifyType(rawType);
  const method = methodForVerification(type);
  if (pkce && !method) throw validationFailed(`unsupported verification type "${rawType}" for the PKCE flow`);
  const lookup: TokenLookup = { type, hashes: [token], email: null, invalidMessage: LINK_INVALID };
  const meta = requestMeta(req);

  let location: string;
  try {
    const matched = await findTokenOwner(ctx, ctx.db, lookup);
    location = await ctx.db.transaction(async (tx) => {
      await claimToken(tx, lookup, matched);
      const outcome = await applyVerification(ctx, tx, matched, type, meta);
      if (outcome.kind === 'email_change_pending') return messageRedirect(redirectTo, EMAIL_CHANGE_PENDING, pkce);
      if (pkce) return withQuery(redirectTo, { code: await issueAuthCode(tx, outcome.loaded.user.id, method!) });
      const issued = await issueSession(tx, outcome.loaded.user.id, 'otp', meta, {
        action: 'login',
        name: outcome.loaded.user.email ?? '',
      });
      const { token: accessToken, expiresAt } = generateAccessToken(ctx, issued.loaded.user, issued.sessionId, issued.amr);
      const fragment = sortedParams({
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: String(ctx.auth.jwtExpirySeconds),
        expires_at: String(expiresAt),
        refresh_token: issued.refreshToken,
        sb: '',
        type: rawType,
      });
      return `${redirectTo}#${fragment}`;
    });
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error;
    location = errorRedirect(redirectTo, error, pkce);
  }
  redirect(res, 303, location);
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue `prepErrorRedirectURL`: error details in the fragment, and in the query too for PKCE. */
function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): string {
  const url = new URL(redirectTo);
  const details: Record<string, string> = {};
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) details.error = oauth;
  details.error_code = error.code;
  details.error_description = error.message;
  if (pkce) for (const [key, value] of Object.entries(details)) url.searchParams.set(key, value);
  url.searchParams.sort();
  url.hash = sortedParams({ ...details, sb: '' });
  return url.toString();
}

function messageRedirect(redirectTo: string, message: string, pkce: boolean): string {
  const url = new URL(redirectTo);
  if (pkce) url.searchParams.set('message', message);
  url.searchParams.sort();
  url.hash = sortedParams({ message, sb: '' });
  return url.toString();
}

function withQuery(redirectTo: string, params: Record<string, string>): string {
  const url = new URL(redirectTo);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.sort();
  return url.toString();
}

/** Go's url.Values.Encode: keys sorted, form-encoded. */
function sortedParams(values: Record<string, string>): string {
  const params = new URLSearchParams(values);
  params.sort();
  return params.toString();
}
