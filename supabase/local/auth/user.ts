import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendEmpty, sendJson } from '../http/respond.ts';
import { writeAudit } from './audit.ts';
import { requireUser } from './authenticate.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { badRequest, forbidden, unprocessable, validationFailed } from './errors.ts';
import { deliverMail, type PendingMail } from './mailer.ts';
import { readParams } from './params.ts';
import { requireRecentSignInOrNonce } from './reauthenticate.ts';
import { assertPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { resolveRedirect } from './redirect.ts';
import { enforceRateLimit } from './router.ts';
import { toUserJson } from './user-json.ts';
import { findUserByEmail, mergeMetadata, reloadUser } from './users.ts';
import { validateEmail, validatePkceParams } from './validation.ts';
import { startEmailChange } from './verification-mail.ts';
import { clearOneTimeTokens } from './one-time-tokens.ts';

/** GET /user: the bare user of a valid access token whose session still exists. */
export async function getUser(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const { claims, loaded } = await requireUser(ctx, req);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (aud !== (loaded.user.aud ?? 'authenticated')) throw validationFailed("Token audience doesn't match request audience");
  sendJson(res, 200, toUserJson(loaded));
}

/**
 * PUT /user (GoTrue user.go): `data` merged into the metadata (null removes a key), a new
 * password (other sessions end; with AUTH_SECURE_PASSWORD_CHANGE, a recent sign-in or a `nonce`
 * from GET /reauthenticate), or a new address (confirmed by mail).
 */
export async function updateUser(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const { loaded, sessionId } = await requireUser(ctx, req);
  enforceRateLimit(ctx, 'user', req);
  const p = await readParams(req);
  const user = loaded.user;
  const password = p.optionalString('password');
  const data = p.object('data');
  const rawEmail = p.string('email');
  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  if (p.string('phone') !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (password !== undefined) assertPasswordStrength(password, ctx.auth.minPasswordLength);
  if (p.object('app_metadata') !== null) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  const pkce = validatePkceParams(p.string('code_challenge'), p.string('code_challenge_method'));
  const changeEmail = email !== '' && email !== user.email;
  if (changeEmail && (await findUserByEmail(ctx.db, email))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }

  if (password !== undefined && ctx.auth.securePasswordChange) {
    await requireRecentSignInOrNonce(ctx, ctx.db, user, sessionId, p.string('nonce'));
  }
  let passwordHash: string | null = null;
  if (password !== undefined && password !== '') {
    if (await verifyPassword(password, user.encrypted_password, ctx.dummyHash)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }

  const meta = requestMeta(req);
  const actor = { id: user.id, name: user.email ?? '' };
  const redirectTo = resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList);
  const { body, mails } = await ctx.db.transaction(async (tx) => {
    if (password !== undefined) {
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null, recovery_token = '',
           recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
           reauthentication_token = '', reauthentication_sent_at = null, updated_at = now() where id = $1`,
        [user.id, passwordHash ?? ''],
      );
      await clearOneTimeTokens(tx, user.id);
      if (sessionId) await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
      else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      await writeAudit(tx, 'user_updated_password', actor, meta);
    }
    if (data !== null) {
      const current = (await reloadUser(tx, user.id)).user.raw_user_meta_data;
      await tx.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [
        user.id,
        JSON.stringify(mergeMetadata(current, data)),
      ]);
    }
    let pending: PendingMail[] = [];
    if (changeEmail) {
      const fresh = (await reloadUser(tx, user.id)).user;
      pending = await startEmailChange(ctx, tx, fresh, email, { pkce, redirectTo, mail: true });
    }
    await writeAudit(tx, 'user_modified', actor, meta);
    return { body: toUserJson(await reloadUser(tx, user.id)), mails: pending };
  });
  for (const mail of mails) await deliverMail(ctx, mail);
  sendJson(res, 200, body);
}

/** POST /logout?scope=global|local|others → 204; sessions are deleted, so their tokens stop working. */
export async function logout(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const { loaded, sessionId } = await requireUser(ctx, req);
  const scope = req.url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  const userId = loaded.user.id;
  const meta = requestMeta(req);
  await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, 'logout', { id: userId, name: loaded.user.email ?? '' }, meta);
    if (sessionId && scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (sessionId && scope === 'others')
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
    else await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  });
  sendEmpty(res, 204);
}
