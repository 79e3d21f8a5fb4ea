import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { RequestMeta } from './context.ts';
import { NIL_UUID } from './users.ts';

export type AuditAction =
  | 'login'
  | 'logout'
  | 'user_signedup'
  | 'user_confirmation_requested'
  | 'user_recovery_requested'
  | 'user_repeated_signup'
  | 'user_invited'
  | 'user_modified'
  | 'user_deleted'
  | 'user_updated_password'
  | 'user_reauthenticate_requested'
  | 'token_refreshed';

const LOG_TYPES: Record<AuditAction, string> = {
  login: 'account',
  logout: 'account',
  user_signedup: 'team',
  user_confirmation_requested: 'user',
  user_recovery_requested: 'user',
  user_repeated_signup: 'user',
  user_invited: 'team',
  user_modified: 'user',
  user_deleted: 'team',
  user_updated_password: 'user',
  user_reauthenticate_requested: 'user',
  token_refreshed: 'token',
};

export interface AuditActor {
  id: string;
  name: string;
}

/** Parameters of one auth.audit_log_entries row, in GoTrue's payload shape. */
export function auditValues(
  action: AuditAction,
  actor: AuditActor,
  meta: RequestMeta,
  traits?: Record<string, unknown>,
): [string, string, string] {
  const payload = {
    actor_id: actor.id,
    actor_username: actor.name,
    actor_via_sso: false,
    log_type: LOG_TYPES[action],
    action,
    ...(traits ? { traits } : {}),
  };
  return [randomUUID(), JSON.stringify(payload), (meta.ip ?? '').slice(0, 64)];
}

export async function writeAudit(
  q: Queryable,
  action: AuditAction,
  actor: AuditActor,
  meta: RequestMeta,
  traits?: Record<string, unknown>,
) {
  await q.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address) values ('${NIL_UUID}', $1, $2::json, now(), $3)`,
    auditValues(action, actor, meta, traits),
  );
}

/** The service role acts as GoTrue's admin user. */
export const ADMIN_ACTOR: AuditActor = { id: NIL_UUID, name: 'service_role' };
