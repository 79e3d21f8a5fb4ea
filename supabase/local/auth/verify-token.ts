import { DatabaseError, type Queryable } from '../db/database.ts';
import { writeAudit } from './audit.ts';
import type { AuthContext, RequestMeta } from './context.ts';
import { confirmUser, markIdentityVerified } from './create-user.ts';
import { forbidden, unprocessable, validationFailed } from './errors.ts';
import { clearOneTimeTokens, type TokenType } from './one-time-tokens.ts';
import { hashPassword, randomPassword } from './passwords.ts';
import { findUserById, hasPassword, isBanned, isConfirmed, reloadUser, toMillis, type LoadedUser, type UserRow } from './users.ts';

/** Verification types of POST/GET /verify that concern email. */
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email' | 'email_change';

const TOKEN_TYPES: Record<VerifyType, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
};

export function parseVerifyType(type: string): VerifyType {
  if (type in TOKEN_TYPES) return type as VerifyType;
  throw validationFailed('Invalid email verification type');
}

export interface TokenLookup {
  type: VerifyType;
  /** Hashes to look for: the presented hash, or hash(email + code) with and without the `pkce_` prefix. */
  hashes: string[];
  /** With email + code, the token must belong to this address. */
  email: string | null;
  /** Error message: links and codes are worded differently by GoTrue. */
  invalidMessage: string;
}

export interface MatchedToken {
  loaded: LoadedUser;
  tokenType: TokenType;
  /** An invited user without a password gets a random one, hashed before the transaction. */
  passwordHash: string | null;
}

/** Finds the user a token belongs to and checks ban and expiry (GoTrue `verifyTokenHash` / `verifyUserAndToken`). */
export async function findTokenOwner(ctx: AuthContext, q: Queryable, lookup: TokenLookup): Promise<MatchedToken> {
  const { rows } = await q.query<{ user_id: string; token_type: TokenType }>(
    `select user_id, token_type from auth.one_time_tokens
      where token_hash = any($1::text[]) and token_type = any($2::text[]) and ($3::text is null or relates_to = $3)
      order by created_at desc limit 1`,
    [lookup.hashes, TOKEN_TYPES[lookup.type], lookup.email],
  );
  const match = rows[0];
  const loaded = match ? await findUserById(q, match.user_id) : null;
  if (!match || !loaded) throw forbidden('otp_expired', lookup.invalidMessage);
  if (isBanned(loaded.user)) throw forbidden('user_banned', 'User is banned');
  const sentAt = sentAtOf(loaded.user, match.token_type);
  if (sentAt === null || toMillis(sentAt) + ctx.auth.otpExpirySeconds * 1000 < Date.now())
    throw forbidden('otp_expired', lookup.invalidMessage);
  const needsPassword = lookup.type === 'invite' && !hasPassword(loaded.user) && loaded.user.invited_at !== null;
  return { loaded, tokenType: match.token_type, passwordHash: needsPassword ? await hashPassword(randomPassword()) : null };
}

function sentAtOf(user: UserRow, type: TokenType): string | null {
  if (type === 'confirmation_token') return user.confirmation_sent_at;
  if (type === 'recovery_token') return user.recovery_sent_at;
  return user.email_change_sent_at;
}

/** Takes the token out of the table; a second, concurrent use of the same link finds nothing. */
export async function claimToken(tx: Queryable, lookup: TokenLookup, matched: MatchedToken): Promise<void> {
  const { rowCount } = await tx.query(
    'delete from auth.one_time_tokens where user_id = $1 and token_type = $2 and token_hash = any($3::text[])',
    [matched.loaded.user.id, matched.tokenType, lookup.hashes],
  );
  if (rowCount === 0) throw forbidden('otp_expired', lookup.invalidMessage);
}

export type VerifyOutcome = { kind: 'verified'; loaded: LoadedUser; type: VerifyType } | { kind: 'email_change_pending' };

/**
 * What opening the link does, inside the transaction: confirm the address (signup, invite),
 * consume the recovery token (recovery, magiclink; an unconfirmed address is confirmed too),
 * or change the email address.
 */
export async function applyVerification(
  ctx: AuthContext,
  tx: Queryable,
  matched: MatchedToken,
  type: VerifyType,
  meta: RequestMeta,
): Promise<VerifyOutcome> {
  const user = matched.loaded.user;
  const actor = { id: user.id, name: user.email ?? '' };
  const effective: VerifyType = type === 'email' ? (matched.tokenType === 'recovery_token' ? 'magiclink' : 'signup') : type;
  if (effective === 'signup' || effective === 'invite') {
    if (matched.passwordHash)
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, matched.passwordHash]);
    await writeAudit(tx, 'user_signedup', actor, meta, { provider: 'email' });
    await confirmUser(tx, user.id);
    await markIdentityVerified(tx, user.id);
  } else if (effective === 'recovery' || effective === 'magiclink') {
    await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
    await clearOneTimeTokens(tx, user.id);
    if (!isConfirmed(user)) await confirmUser(tx, user.id);
    await writeAudit(tx, 'login', actor, meta);
  } else {
    const pending = await applyEmailChange(ctx, tx, user, matched.tokenType);
    if (pending) return { kind: 'email_change_pending' };
    await writeAudit(tx, 'user_modified', actor, meta);
  }
  return { kind: 'verified', loaded: await reloadUser(tx, user.id), type: effective };
}

/** Secure email change: with autoconfirm off the first of the two links only records itself. */
async function applyEmailChange(ctx: AuthContext, tx: Queryable, user: UserRow, tokenType: TokenType): Promise<boolean> {
  if (!ctx.auth.autoconfirm && (user.email_change_confirm_status ?? 0) === 0 && user.email) {
    const column = tokenType === 'email_change_token_current' ? 'email_change_token_current' : 'email_change_token_new';
    await tx.query(`update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`, [user.id]);
    return true;
  }
  const newEmail = user.email_change ?? '';
  if (newEmail === '') throw forbidden('otp_expired', 'Email link is invalid or has expired');
  try {
    await tx.query(
      `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
         email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [user.id, newEmail],
    );
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    throw error;
  }
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
  await clearOneTimeTokens(tx, user.id);
  if (!isConfirmed(user)) await confirmUser(tx, user.id);
  return false;
}
