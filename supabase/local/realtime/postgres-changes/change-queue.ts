import type { Database } from '../../db/database.ts';
import type { QueuedChange } from './change-payload.ts';

/** Takes (deletes) every queued change, rendered as hosted renders rows; changes of dropped tables are skipped. */
export async function takeQueuedChanges(db: Database): Promise<QueuedChange[]> {
  const { rows } = await db.query<{
    id: string;
    relid: number;
    schema_name: string | null;
    table_name: string | null;
    action: QueuedChange['action'];
    commit_timestamp: string;
    record: Record<string, unknown> | null;
    old_record: Record<string, unknown> | null;
    rls_enabled: boolean;
    replica_identity: string;
  }>(
    `with taken as (delete from supabase_local_changes.queue returning *)
     select t.id::text, t.relid::int, n.nspname as schema_name, c.relname as table_name, t.action,
            to_char(t.changed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp,
            supabase_local_changes.render_row(t.relid, t.record) as record,
            supabase_local_changes.render_row(t.relid, t.old_record) as old_record,
            c.relrowsecurity as rls_enabled, c.relreplident::text as replica_identity
       from taken t
       left join pg_catalog.pg_class c on c.oid = t.relid
       left join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      order by t.id`,
  );
  return rows
    .filter((r) => r.schema_name !== null && r.table_name !== null)
    .map((r) => ({
      id: r.id,
      relid: r.relid,
      schema: r.schema_name!,
      table: r.table_name!,
      action: r.action,
      commitTimestamp: r.commit_timestamp,
      record: r.record,
      oldRecord: r.old_record,
      rlsEnabled: r.rls_enabled,
      replicaIdentity: r.replica_identity,
    }));
}
