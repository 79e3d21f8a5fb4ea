import { randomUUID } from 'node:crypto';
import { DatabaseError, type Queryable } from '../db/database.ts';
import { AuthError, internalError } from './errors.ts';
import { AUDIENCE, mergeMetadata, NIL_UUID } from './users.ts';
import { clearOneTimeTokens } from './one-time-tokens.ts';

export interface NewUser {
  email: string;
  /** bcrypt hash, or '' for a user without a password (invites). */
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  id?: string;
  role?: string;
}

/** The email address is taken (the unique index fired, e.g. in a race between two sign-ups). */
export class DuplicateEmailError extends Error {}

/**
 * Inserts the user and its email identity (GoTrue `signupNewUser` + `createNewIdentity`). Runs in
 * the caller's transaction, so a failing trigger on auth.users rolls everything back.
 */
export async function insertUser(tx: Queryable, user: NewUser, failure = 'Database error saving new user'): Promise<string> {
  const id = user.id ?? randomUUID();
  const appMetadata = mergeMetadata({ provider: 'email', providers: ['email'] }, user.appMetadata ?? {});
  try {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, now(), now(), '', '', '', '', false, false)`,
      [
        NIL_UUID,
        id,
        AUDIENCE,
        user.role ?? AUDIENCE,
        user.email,
        user.passwordHash,
        JSON.stringify(appMetadata),
        JSON.stringify(user.userMetadata),
      ],
    );
    const identityData: Record<string, unknown> = { sub: id, email: user.email, email_verified: false, phone_verified: false };
    for (const [key, value] of Object.entries(user.userMetadata)) if (!(key in identityData)) identityData[key] = value;
    await tx.query(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2::uuid::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
      [randomUUID(), id, JSON.stringify(identityData)],
    );
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505' && error.extra.constraint === 'users_email_partial_key') {
      throw new DuplicateEmailError(user.email);
    }
    if (error instanceof AuthError) throw error;
    throw withCause(internalError(failure), error);
  }
  return id;
}

/** GoTrue `user.Confirm`: email_confirmed_at, `email_verified` in the metadata, tokens cleared. */
export async function confirmUser(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [id],
  );
  await clearOneTimeTokens(tx, id);
}

/** Marks the email identity verified (GoTrue does this when a sign-up link is opened). */
export async function markIdentityVerified(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [id],
  );
}

export function withCause<E extends Error>(error: E, cause: unknown): E {
  (error as { cause?: unknown }).cause = cause;
  return error;
}
