import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** auth.one_time_tokens.token_type values (GoTrue models.OneTimeTokenType). */
export type TokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current' | 'reauthentication_token';

export const PKCE_PREFIX = 'pkce_';
const OTP_DIGITS = 6;

/** The six-digit code a mail carries next to its link. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/** GoTrue's token hash: hex SHA-224 of address + code; the link carries it, prefixed `pkce_` in the PKCE flow. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function withFlowPrefix(hash: string, pkce: boolean): string {
  return pkce ? PKCE_PREFIX + hash : hash;
}

/** Replaces the user's token of this type (one per user and type, as GoTrue keeps them). */
export async function storeOneTimeToken(q: Queryable, userId: string, type: TokenType, hash: string, relatesTo: string): Promise<void> {
  await q.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
       created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [randomUUID(), userId, type, hash, relatesTo.toLowerCase()],
  );
}

/** Every pending link of the user stops working (after a password change, a confirmation, a recovery). */
export async function clearOneTimeTokens(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}
