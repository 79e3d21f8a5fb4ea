import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { badRequest } from './errors.ts';
import type { AuthMethod } from './sessions.ts';
import type { PkceParams } from './validation.ts';

/**
 * PKCE state (auth.flow_state): created when a mail is requested with a code challenge,
 * given an auth code when the mail link is opened, and consumed once by grant_type=pkce.
 */
export async function createFlowState(
  q: Queryable,
  userId: string,
  pkce: PkceParams,
  providerType: string,
  method: AuthMethod,
): Promise<void> {
  await q.query(`delete from auth.flow_state where user_id = $1 and created_at < now() - interval '1 day'`, [userId]);
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $7)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, providerType, method],
  );
}

/** Marks the newest flow state of this kind as issued and returns its code (GoTrue `issueAuthCode`). */
export async function issueAuthCode(q: Queryable, userId: string, method: AuthMethod): Promise<string> {
  const { rows } = await q.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  const code = rows[0]?.auth_code;
  if (!code) throw badRequest('flow_state_not_found', 'No associated flow state found. No valid flow state found for user.');
  return code;
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  expired: boolean;
}

/** Locks the flow state of an auth code for the exchange; `expired` is computed by the database clock. */
export async function lockFlowState(q: Queryable, authCode: string, expirySeconds: number): Promise<FlowStateRow | null> {
  const { rows } = await q.query<FlowStateRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            now() > coalesce(auth_code_issued_at, created_at) + make_interval(secs => $2) as expired
       from auth.flow_state where auth_code = $1 limit 1 for update`,
    [authCode, expirySeconds],
  );
  return rows[0] ?? null;
}

export async function deleteFlowState(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.flow_state where id = $1', [id]);
}

/** The authentication method a verification type stands for (GoTrue `ParseAuthenticationMethod`). */
export function methodForVerification(type: string): AuthMethod | null {
  switch (type) {
    case 'signup':
      return 'email/signup';
    case 'recovery':
    case 'magiclink':
    case 'invite':
    case 'email_change':
      return type;
    default:
      return null;
  }
}
