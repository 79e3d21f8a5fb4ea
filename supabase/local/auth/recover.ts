import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { writeAudit } from './audit.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { badRequest, validationFailed } from './errors.ts';
import { deliverMail } from './mailer.ts';
import { readParams } from './params.ts';
import { resolveRedirect } from './redirect.ts';
import { findUserByEmail, isConfirmed } from './users.ts';
import { validateEmail, validatePkceParams } from './validation.ts';
import { startEmailChange, startVerification } from './verification-mail.ts';

/** POST /recover: 200 `{}` for known and unknown addresses; a known one gets a reset link. */
export async function recover(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const p = await readParams(req);
  const rawEmail = p.string('email');
  if (rawEmail === '') throw validationFailed('Password recovery requires an email');
  const email = validateEmail(rawEmail);
  const pkce = validatePkceParams(p.string('code_challenge'), p.string('code_challenge_method'));
  const redirectTo = resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList);
  const loaded = await findUserByEmail(ctx.db, email);
  if (loaded) {
    const meta = requestMeta(req);
    const mail = await ctx.db.transaction(async (tx) => {
      await writeAudit(tx, 'user_recovery_requested', { id: loaded.user.id, name: email }, meta);
      return (await startVerification(ctx, tx, loaded.user, 'recovery', { pkce, redirectTo, mail: true })).pending;
    });
    await deliverMail(ctx, mail);
  }
  sendJson(res, 200, {});
}

/** POST /resend: the sign-up confirmation or the email-change mails again; 200 `{}` when there is nothing to send. */
export async function resend(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const p = await readParams(req);
  const type = p.string('type');
  if (type === 'sms' || type === 'phone_change') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (type !== 'signup' && type !== 'email_change')
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  const pkce = validatePkceParams(p.string('code_challenge'), p.string('code_challenge_method'));
  const rawEmail = p.string('email');
  if (p.string('phone') !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (rawEmail === '')
    throw validationFailed(type === 'signup' ? 'Type provided requires an email address' : 'Missing email address or phone number');
  const email = validateEmail(rawEmail);
  const redirectTo = resolveRedirect(req, ctx.config.siteUrl, ctx.config.redirectAllowList);
  const loaded = await findUserByEmail(ctx.db, email);
  if (!loaded) return sendJson(res, 200, {});
  const user = loaded.user;
  if (type === 'signup' && isConfirmed(user)) return sendJson(res, 200, {});
  if (type === 'email_change' && !user.email_change) return sendJson(res, 200, {});
  const meta = requestMeta(req);
  const mails = await ctx.db.transaction(async (tx) => {
    if (type === 'email_change') return startEmailChange(ctx, tx, user, user.email_change!, { pkce, redirectTo, mail: true });
    await writeAudit(tx, 'user_confirmation_requested', { id: user.id, name: email }, meta);
    return [(await startVerification(ctx, tx, user, 'signup', { pkce, redirectTo, mail: true })).pending];
  });
  for (const mail of mails) await deliverMail(ctx, mail);
  sendJson(res, 200, {});
}
