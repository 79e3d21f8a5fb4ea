/**
 * The `data` of a `postgres_changes` push as hosted Realtime builds it (`realtime.apply_rls` and
 * `Realtime.Adapters.Changes`), for one change as seen by one role.
 */

export interface QueuedChange {
  id: string;
  relid: number;
  schema: string;
  table: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  commitTimestamp: string;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  rlsEnabled: boolean;
  /** pg_class.relreplident: `d` default (primary key), `f` full, `n` nothing, `i` index. */
  replicaIdentity: string;
}

/** A column of the table with what the subscriber's role may see of it. */
export interface ColumnAccess {
  name: string;
  type: string;
  isPrimaryKey: boolean;
  selectable: boolean;
}

/** Hosted drops values over 64 bytes, and says so, when a change is larger than this (poll_max_record_bytes). */
const MAX_RECORD_BYTES = 1024 * 1024;
const MAX_VALUE_BYTES_WHEN_TOO_LARGE = 64;

const NO_PRIMARY_KEY = 'Error 400: Bad Request, no primary key';
const UNAUTHORIZED = 'Error 401: Unauthorized';
const PAYLOAD_TOO_LARGE = 'Error 413: Payload Too Large';

/** The old values a change carries, as logical decoding gives them for the table's replica identity. */
export function identityOf(change: QueuedChange, columns: ColumnAccess[]): Record<string, unknown> {
  const old = change.oldRecord ?? {};
  if (change.replicaIdentity === 'f') return old;
  if (change.replicaIdentity === 'n') return {};
  const keys = new Set(columns.filter((c) => c.isPrimaryKey).map((c) => c.name));
  return Object.fromEntries(Object.entries(old).filter(([name]) => keys.has(name)));
}

/** The error a role gets instead of the row, or null when it may see it. */
export function accessError(change: QueuedChange, columns: ColumnAccess[]): string | null {
  if (change.action === 'DELETE') return null;
  const keys = columns.filter((c) => c.isPrimaryKey);
  if (keys.length === 0) return NO_PRIMARY_KEY;
  if (keys.some((c) => !c.selectable)) return UNAUTHORIZED;
  return null;
}

export function errorPayload(change: QueuedChange, error: string): Record<string, unknown> {
  return withRecords(change, { columns: [], commit_timestamp: null, errors: [error] }, {}, {});
}

export function changePayload(change: QueuedChange, columns: ColumnAccess[]): Record<string, unknown> {
  const visible = columns.filter((c) => c.selectable);
  const tooLarge = Buffer.byteLength(JSON.stringify([change.record, change.oldRecord])) > MAX_RECORD_BYTES;
  const pick = (values: Record<string, unknown>, names: string[]) => {
    const picked: Record<string, unknown> = {};
    for (const name of names) {
      if (!(name in values)) continue;
      if (tooLarge && Buffer.byteLength(JSON.stringify(values[name])) > MAX_VALUE_BYTES_WHEN_TOO_LARGE) continue;
      picked[name] = values[name];
    }
    return picked;
  };
  const visibleNames = visible.map((c) => c.name);
  const identity = identityOf(change, columns);
  // On a table with RLS a deleted row cannot be checked against the policies: only its key is sent.
  const oldNames =
    change.action === 'DELETE' && change.rlsEnabled ? visible.filter((c) => c.isPrimaryKey).map((c) => c.name) : visibleNames;
  return withRecords(
    change,
    {
      columns: visible.map((c) => ({ name: c.name, type: c.type })),
      commit_timestamp: change.commitTimestamp,
      errors: tooLarge ? [PAYLOAD_TOO_LARGE] : null,
    },
    pick(change.record ?? {}, visibleNames),
    pick(identity, oldNames),
  );
}

function withRecords(
  change: QueuedChange,
  head: { columns: unknown; commit_timestamp: string | null; errors: string[] | null },
  record: Record<string, unknown>,
  oldRecord: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = { ...head };
  if (change.action !== 'INSERT') data.old_record = oldRecord;
  if (change.action !== 'DELETE') data.record = record;
  data.schema = change.schema;
  data.table = change.table;
  data.type = change.action;
  return data;
}
