import type { Queryable } from '../db/database.ts';

/** An auth.users row as `row_to_json` gives it: timestamps are ISO strings, jsonb parsed. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  phone_change: string | null;
  phone_change_sent_at: string | null;
  confirmed_at: string | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

/** A user with its identities, as every endpoint needs it for the response. */
export interface LoadedUser {
  user: UserRow;
  identities: IdentityRow[];
}

/** GoTrue writes the nil instance id on every row it creates. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE = 'authenticated';

/** The select list that yields `{u, identities}` for a user aliased `u`. */
export const USER_SELECT = `row_to_json(u.*) as u,
  coalesce((select json_agg(row_to_json(i.*) order by i.created_at, i.id) from auth.identities i where i.user_id = u.id), '[]'::json) as identities`;

interface LoadedRow {
  u: UserRow;
  identities: IdentityRow[];
}

function toLoadedUser(row: LoadedRow | undefined): LoadedUser | null {
  return row ? { user: row.u, identities: row.identities } : null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<LoadedUser | null> {
  const { rows } = await q.query<LoadedRow>(
    `select ${USER_SELECT} from auth.users u where lower(u.email) = $1 and u.is_sso_user = false and u.aud = '${AUDIENCE}' limit 1`,
    [email.toLowerCase()],
  );
  return toLoadedUser(rows[0]);
}

export async function findUserById(q: Queryable, id: string): Promise<LoadedUser | null> {
  const { rows } = await q.query<LoadedRow>(`select ${USER_SELECT} from auth.users u where u.id = $1`, [id]);
  return toLoadedUser(rows[0]);
}

/** Requires the user to exist (e.g. inside the transaction that just wrote it). */
export async function reloadUser(q: Queryable, id: string): Promise<LoadedUser> {
  const loaded = await findUserById(q, id);
  if (!loaded) throw new Error(`user ${id} vanished inside its own transaction`);
  return loaded;
}

export function isConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null;
}

export function isBanned(user: UserRow, now = Date.now()): boolean {
  return user.banned_until !== null && toMillis(user.banned_until) > now;
}

export function hasPassword(user: UserRow): boolean {
  return typeof user.encrypted_password === 'string' && user.encrypted_password !== '';
}

/** Postgres timestamps from row_to_json ("2026-01-01T10:00:00.123456+00:00") or text; ±infinity included. */
export function toMillis(timestamp: string): number {
  if (timestamp === 'infinity') return Number.POSITIVE_INFINITY;
  if (timestamp === '-infinity') return Number.NEGATIVE_INFINITY;
  const normalized = timestamp.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return Date.parse(normalized);
}

/** The JSON form GoTrue uses for times: UTC ISO 8601. */
export function toIso(timestamp: string | null): string | null {
  if (timestamp === null) return null;
  const ms = toMillis(timestamp);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : timestamp;
}

/** Merges metadata as GoTrue's UpdateUserMetaData: a key set to null is removed. */
export function mergeMetadata(current: Record<string, unknown> | null, updates: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
