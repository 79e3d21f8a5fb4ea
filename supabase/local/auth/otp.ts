import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { writeAudit } from './audit.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { confirmUser, DuplicateEmailError, insertUser } from './create-user.ts';
import { badRequest, unprocessable, validationFailed } from './errors.ts';
import { deliverMail, type PendingMail } from './mailer.ts';
import { readParams } from './params.ts';
import { hashPassword, randomPassword } from './passwords.ts';
import { resolveRedirect } from './redirect.ts';
import { findUserByEmail, isConfirmed, reloadUser } from './users.ts';
import { validateEmail, validatePkceParams, type PkceParams } from './validation.ts';
import { startVerification } from './verification-mail.ts';

/**
 * POST /otp and POST /magiclink (signInWithOtp): 200 `{}` and a mail with a sign-in link and code.
 * An address without a confirmed account is signed up first (unless `create_user` is false):
 * with autoconfirm it then gets the sign-in mail, otherwise the confirmation mail.
 */
export async function otp(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const p = await readParams(req);
  const rawEmail = p.string('email');
  const phone = p.string('phone');
  const createUser = p.boolean('create_user', true);
  const data = p.object('data') ?? {};
  if (rawEmail !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided');
  if (rawEmail !== '' && p.string('channel') !== '') throw validationFailed('Channel should only be specified with Phone OTP');
  const pkce = validatePkceParams(p.string('code_challenge'), p.string('code_challenge_method'));
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (rawEmail === '') throw validationFailed('One of email or phone must be set');
  const email = validateEmail(rawEmail);
  const redirectTo = resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList);

  let loaded = await findUserByEmail(ctx.db, email);
  if (!loaded && !createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  if (!loaded) {
    const passwordHash = await hashPassword(randomPassword());
    try {
      const created = await createOtpUser(ctx, req, email, passwordHash, data, pkce, redirectTo);
      if (created) return sendJson(res, 200, {});
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
    }
    loaded = await findUserByEmail(ctx.db, email);
    if (!loaded) throw new Error(`user ${email} vanished after its sign-up`);
  }

  const meta = requestMeta(req);
  const user = loaded.user;
  const kind = isConfirmed(user) ? 'magiclink' : 'signup';
  const mail = await ctx.db.transaction(async (tx) => {
    await writeAudit(
      tx,
      kind === 'magiclink' ? 'user_recovery_requested' : 'user_confirmation_requested',
      { id: user.id, name: email },
      meta,
    );
    return (await startVerification(ctx, tx, user, kind, { pkce, redirectTo, mail: true })).pending;
  });
  await deliverMail(ctx, mail);
  sendJson(res, 200, {});
}

/** Signs the address up. Returns true when the confirmation mail went out (autoconfirm off). */
async function createOtpUser(
  ctx: AuthContext,
  req: ApiRequest,
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
  pkce: PkceParams | null,
  redirectTo: string,
): Promise<boolean> {
  const meta = requestMeta(req);
  const mail = await ctx.db.transaction(async (tx): Promise<PendingMail | null> => {
    const id = await insertUser(tx, { email, passwordHash, userMetadata: data });
    const actor = { id, name: email };
    if (ctx.auth.autoconfirm) {
      await writeAudit(tx, 'user_signedup', actor, meta, { provider: 'email' });
      await confirmUser(tx, id);
      return null;
    }
    await writeAudit(tx, 'user_confirmation_requested', actor, meta, { provider: 'email' });
    const created = await reloadUser(tx, id);
    return (await startVerification(ctx, tx, created.user, 'signup', { pkce, redirectTo, mail: true })).pending;
  });
  if (!mail) return false;
  await deliverMail(ctx, mail);
  return true;
}
