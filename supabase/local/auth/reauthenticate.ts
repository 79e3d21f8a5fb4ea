import type { ServerResponse } from 'node:http';
import type { Queryable } from '../db/database.ts';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { writeAudit } from './audit.ts';
import { requireUser } from './authenticate.ts';
import { requestMeta, type AuthContext } from './context.ts';
import { badRequest, unprocessable, validationFailed } from './errors.ts';
import { renderReauthenticationMail } from './mail-templates.ts';
import { checkMailFrequency, reserveMail } from './mailer.ts';
import { clearOneTimeTokens, generateOtp, storeOneTimeToken, tokenHash } from './one-time-tokens.ts';
import { toMillis, type UserRow } from './users.ts';

const INVALID_NONCE = 'Nonce has expired or is invalid';
/** GoTrue asks for a nonce when the session is older than this (or the token names none). */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

/**
 * GET /reauthenticate (GoTrue reauthenticate.go): mails a confirmed email user a code, kept hashed in
 * auth.users.reauthentication_token, that PUT /user takes as `nonce`. Limited like every mail: one per
 * AUTH_EMAIL_MAX_FREQUENCY per user and the project's hourly budget.
 */
export async function reauthenticate(ctx: AuthContext, req: ApiRequest, res: ServerResponse): Promise<void> {
  const { loaded } = await requireUser(ctx, req);
  const user = loaded.user;
  const email = user.email ?? '';
  if (email === '' && (user.phone ?? '') === '') {
    throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  }
  if (email === '') {
    if (!user.phone_confirmed_at) throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  }
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  checkMailFrequency(ctx, user.reauthentication_sent_at);
  reserveMail(ctx);

  const otp = generateOtp();
  const hash = tokenHash(email, otp);
  await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, 'user_reauthenticate_requested', { id: user.id, name: email }, requestMeta(req));
    await tx.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [user.id, hash]);
    await storeOneTimeToken(tx, user.id, 'reauthentication_token', hash, email);
  });
  await ctx.outbox.send({ to: email, ...renderReauthenticationMail(otp) });
  sendJson(res, 200, {});
}

/**
 * GoTrue's check before a password change when AUTH_SECURE_PASSWORD_CHANGE is on: a session signed
 * in within 24 hours needs nothing; otherwise the nonce from the last reauthentication mail, still
 * within the OTP lifetime, is spent.
 */
export async function requireRecentSignInOrNonce(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  sessionId: string | null,
  nonce: string,
): Promise<void> {
  if (sessionId !== null) {
    const { rows } = await tx.query<{ recent: boolean }>(
      `select created_at > now() - make_interval(secs => $2) as recent from auth.sessions where id = $1`,
      [sessionId, RECENT_SIGN_IN_MS / 1000],
    );
    if (rows[0]?.recent) return;
  }
  if (nonce === '') throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const expected = user.reauthentication_token ?? '';
  const sentAt = user.reauthentication_sent_at;
  const expired = sentAt === null || toMillis(sentAt) + ctx.auth.otpExpirySeconds * 1000 < Date.now();
  if (expected === '' || expired || tokenHash(user.email ?? '', nonce) !== expected) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }
  await tx.query(`update auth.users set reauthentication_token = '' where id = $1`, [user.id]);
  await clearOneTimeTokens(tx, user.id);
}
