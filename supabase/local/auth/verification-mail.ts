import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './context.ts';
import { createFlowState } from './flow-state.ts';
import type { MailKind } from './mail-templates.ts';
import { checkMailFrequency, reserveMail, type PendingMail } from './mailer.ts';
import { generateOtp, storeOneTimeToken, tokenHash, withFlowPrefix, type TokenType } from './one-time-tokens.ts';
import type { AuthMethod } from './sessions.ts';
import type { UserRow } from './users.ts';
import type { PkceParams } from './validation.ts';

export interface VerificationOptions {
  pkce: PkceParams | null;
  redirectTo: string;
  /** False for admin generate_link: no frequency check, no mail budget, no mail. */
  mail: boolean;
}

export interface Verification {
  /** What the mail link carries (`pkce_` + hash in the PKCE flow). */
  token: string;
  /** The bare hash, as admin generate_link reports it. */
  hashedToken: string;
  otp: string;
  pending: PendingMail;
}

interface Plan {
  tokenType: TokenType;
  tokenColumn: 'confirmation_token' | 'recovery_token';
  sentColumn: 'confirmation_sent_at' | 'recovery_sent_at';
  providerType: string;
  method: AuthMethod;
}

const PLANS: Record<Exclude<MailKind, 'email_change'>, Plan> = {
  signup: {
    tokenType: 'confirmation_token',
    tokenColumn: 'confirmation_token',
    sentColumn: 'confirmation_sent_at',
    providerType: 'email',
    method: 'email/signup',
  },
  invite: {
    tokenType: 'confirmation_token',
    tokenColumn: 'confirmation_token',
    sentColumn: 'confirmation_sent_at',
    providerType: 'invite',
    method: 'invite',
  },
  recovery: {
    tokenType: 'recovery_token',
    tokenColumn: 'recovery_token',
    sentColumn: 'recovery_sent_at',
    providerType: 'recovery',
    method: 'recovery',
  },
  magiclink: {
    tokenType: 'recovery_token',
    tokenColumn: 'recovery_token',
    sentColumn: 'recovery_sent_at',
    providerType: 'magiclink',
    method: 'magiclink',
  },
};

/**
 * Gives the user a fresh token of the kind (GoTrue `sendConfirmation`, `sendPasswordRecovery`,
 * `sendMagicLink`, `sendInvite`): the users column, the one_time_tokens row, the PKCE flow state.
 * Runs inside the caller's transaction; the caller delivers `pending` after commit.
 */
export async function startVerification(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  kind: Exclude<MailKind, 'email_change'>,
  options: VerificationOptions,
): Promise<Verification> {
  const plan = PLANS[kind];
  const email = user.email ?? '';
  if (options.mail) {
    if (kind !== 'invite') checkMailFrequency(ctx, user[plan.sentColumn]);
    reserveMail(ctx);
  }
  const otp = generateOtp();
  const hashedToken = tokenHash(email, otp);
  const token = withFlowPrefix(hashedToken, options.pkce !== null);
  const invited = kind === 'invite' ? ', invited_at = now()' : '';
  await tx.query(`update auth.users set ${plan.tokenColumn} = $2, ${plan.sentColumn} = now(), updated_at = now()${invited} where id = $1`, [
    user.id,
    token,
  ]);
  await storeOneTimeToken(tx, user.id, plan.tokenType, token, email);
  if (options.pkce) await createFlowState(tx, user.id, options.pkce, plan.providerType, plan.method);
  return { token, hashedToken, otp, pending: { to: email, kind, token, otp, redirectTo: options.redirectTo } };
}

/**
 * Starts an email change (GoTrue `sendEmailChange` with secure email change on): a token for
 * the new address and, when the user has one, for the current address; one mail to each.
 */
export async function startEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  newEmail: string,
  options: VerificationOptions,
): Promise<PendingMail[]> {
  if (options.mail) {
    checkMailFrequency(ctx, user.email_change_sent_at);
    reserveMail(ctx);
  }
  const pkce = options.pkce !== null;
  const otpNew = generateOtp();
  const tokenNew = withFlowPrefix(tokenHash(newEmail, otpNew), pkce);
  const current = user.email ?? '';
  const otpCurrent = current ? generateOtp() : '';
  const tokenCurrent = current ? withFlowPrefix(tokenHash(current, otpCurrent), pkce) : '';
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  );
  await storeOneTimeToken(tx, user.id, 'email_change_token_new', tokenNew, newEmail);
  if (current) await storeOneTimeToken(tx, user.id, 'email_change_token_current', tokenCurrent, current);
  if (options.pkce) await createFlowState(tx, user.id, options.pkce, 'email_change', 'email_change');
  const detail = `The address changes from ${current || '(none)'} to ${newEmail} once it is confirmed.`;
  const mails: PendingMail[] = [
    { to: newEmail, kind: 'email_change', token: tokenNew, otp: otpNew, redirectTo: options.redirectTo, detail },
  ];
  if (current)
    mails.push({ to: current, kind: 'email_change', token: tokenCurrent, otp: otpCurrent, redirectTo: options.redirectTo, detail });
  return mails;
}
