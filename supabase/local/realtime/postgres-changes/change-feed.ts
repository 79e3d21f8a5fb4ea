import { createHash } from 'node:crypto';
import { DatabaseError, quoteIdent, quoteLiteral, type Database } from '../../db/database.ts';
import type { JwtClaims } from '../../jwt.ts';
import { accessError, changePayload, errorPayload, identityOf, type ColumnAccess, type QueuedChange } from './change-payload.ts';
import { describeParams, parseSubscriptionParams, type SubscriptionParams } from './subscription-params.ts';
import { CHANGES_SQL } from './changes-sql.ts';
import { conditionName } from './sqlstate-names.ts';

/** One entry of the join payload's `config.postgres_changes`, as realtime-js sends it. */
export interface ChangeFilter {
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

/** What the server answers for each filter in the join reply's `response.postgres_changes`. */
export interface ChangeBinding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

export interface ChangeSubscription {
  bindings: ChangeBinding[];
  /** Later events are checked against these claims (the channel's `access_token` refresh). */
  updateClaims(claims: JwtClaims): void;
  unsubscribe(): void;
}

export interface ChangeFeed {
  subscribe(filters: ChangeFilter[], claims: JwtClaims, deliver: (payload: Record<string, unknown>) => void): Promise<ChangeSubscription>;
  close(): Promise<void>;
}

/** A subscription hosted Realtime would refuse; `message` is hosted's text. */
export class ChangeSubscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeSubscriptionError';
  }
}

const CHANNEL = 'supabase_local_changes';
const TRIGGER = 'supabase_local_changes';

/** The ids hosted gives each entry (a hash of the entry), echoed with the entry as the client sent it. */
export function changeBindings(filters: ChangeFilter[]): ChangeBinding[] {
  return filters.map((filter) => ({ ...filter, id: bindingId(filter) }));
}

function bindingId(filter: ChangeFilter): number {
  const canonical = JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest().readUInt32BE(0) >>> 5;
}

interface Binding {
  id: number;
  params: SubscriptionParams;
  relids: Set<number>;
}

interface Subscriber {
  bindings: Binding[];
  claims: JwtClaims;
  deliver: (payload: Record<string, unknown>) => void;
}

export async function startChangeFeed(db: Database): Promise<ChangeFeed> {
  await db.exec(CHANGES_SQL);
  // Changes queued while no feed ran have no subscriber to go to.
  await db.query('delete from supabase_local_changes.queue');
  const feed = new PostgresChangeFeed(db);
  feed.stopListening = await db.listen(CHANNEL, () => feed.drain());
  return feed;
}

class PostgresChangeFeed implements ChangeFeed {
  private readonly subscribers = new Set<Subscriber>();
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  stopListening: () => Promise<void> = async () => {};

  constructor(private readonly db: Database) {}

  async subscribe(
    filters: ChangeFilter[],
    claims: JwtClaims,
    deliver: (payload: Record<string, unknown>) => void,
  ): Promise<ChangeSubscription> {
    const bindings = changeBindings(filters);
    const prepared: Binding[] = [];
    for (const binding of bindings) {
      const parsed = parseSubscriptionParams(binding as unknown as Record<string, unknown>);
      if (!parsed.ok) throw new ChangeSubscriptionError(parsed.message);
      prepared.push({ id: binding.id, params: parsed.params, relids: await this.tablesFor(parsed.params, claims) });
    }
    const subscriber: Subscriber = { bindings: prepared, claims, deliver };
    this.subscribers.add(subscriber);
    return {
      bindings,
      updateClaims: (next) => void (subscriber.claims = next),
      unsubscribe: () => void this.subscribers.delete(subscriber),
    };
  }

  /** The published tables a binding covers, checked as hosted inserts realtime.subscription rows; installs their triggers. */
  private async tablesFor(params: SubscriptionParams, claims: JwtClaims): Promise<Set<number>> {
    const { rows } = await this.db.query<{ relid: number; schema_name: string; table_name: string }>(
      `select format('%I.%I', schemaname, tablename)::regclass::oid::int as relid, schemaname as schema_name, tablename as table_name
         from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime'
          and schemaname like (case $1 when '*' then '%' else $1 end) escape ''
          and tablename like (case $2 when '*' then '%' else $2 end) escape ''`,
      [params.schema, params.table],
    );
    if (rows.length === 0) {
      throw new ChangeSubscriptionError(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describeParams(params)}]`,
      );
    }
    try {
      await this.checkSubscription(rows, params, claims);
    } catch (error) {
      throw new ChangeSubscriptionError(
        `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describeParams(params)}]. Exception: ${postgrexMessage(error)}`,
      );
    }
    for (const row of rows) {
      await this.db.exec(
        `create or replace trigger ${TRIGGER} after insert or update or delete on ${quoteIdent(row.schema_name)}.${quoteIdent(row.table_name)} ` +
          'for each row execute function supabase_local_changes.capture_change()',
      );
    }
    return new Set(rows.map((r) => r.relid));
  }

  private async checkSubscription(tables: { relid: number }[], params: SubscriptionParams, claims: JwtClaims): Promise<void> {
    const role = typeof claims.role === 'string' ? claims.role : '';
    const { rows } = await this.db.query<{ exists: boolean }>('select pg_catalog.to_regrole($1) is not null as exists', [role]);
    if (!rows[0]?.exists) {
      throw new DatabaseError(
        'null value in column "claims_role" of relation "subscription" violates not-null constraint',
        '23502',
        null,
        null,
      );
    }
    for (const table of tables) {
      for (const condition of params.conditions) {
        await this.db.query('select supabase_local_changes.check_filter($1, $2, $3, $4, $5)', [
          table.relid,
          role,
          condition.column,
          condition.op,
          condition.value,
        ]);
      }
    }
  }

  /** Takes every queued change and delivers it; one drain at a time, again if notified meanwhile. */
  drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        try {
          for (const change of await this.takeQueued()) await this.dispatch(change);
        } catch (error) {
          console.error('[realtime] postgres changes:', (error as Error).message);
        }
      } while (this.drainAgain);
      this.draining = null;
    })();
    return this.draining;
  }

  private async takeQueued(): Promise<QueuedChange[]> {
    const { rows } = await this.db.query<{
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

  private async dispatch(change: QueuedChange): Promise<void> {
    const accessByRole = new Map<string, ColumnAccess[]>();
    for (const subscriber of [...this.subscribers]) {
      if (!this.subscribers.has(subscriber)) continue;
      const bindings = subscriber.bindings.filter(
        (b) => b.relids.has(change.relid) && (b.params.action === '*' || b.params.action === change.action),
      );
      if (bindings.length === 0) continue;
      const role = String(subscriber.claims.role ?? '');
      let columns = accessByRole.get(role);
      if (!columns) {
        columns = await this.columnAccess(change.relid, role);
        accessByRole.set(role, columns);
      }
      const error = accessError(change, columns);
      if (error) {
        deliverTo(subscriber, { ids: bindings.map((b) => b.id), data: errorPayload(change, error) });
        continue;
      }
      const ids: number[] = [];
      for (const binding of bindings) {
        if (await this.isVisible(change, binding, columns, subscriber.claims)) ids.push(binding.id);
      }
      if (ids.length > 0) deliverTo(subscriber, { ids, data: changePayload(change, columns) });
    }
  }

  private async columnAccess(relid: number, role: string): Promise<ColumnAccess[]> {
    const { rows } = await this.db.query<ColumnAccess>(
      `select a.attname as name, t.typname as type,
              coalesce(a.attnum = any(i.indkey::int2[]), false) as "isPrimaryKey",
              coalesce(pg_catalog.has_column_privilege($2, a.attrelid, a.attnum, 'SELECT'), false) as selectable
         from pg_catalog.pg_attribute a
         join pg_catalog.pg_type t on t.oid = a.atttypid
         left join pg_catalog.pg_index i on i.indrelid = a.attrelid and i.indisprimary
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [relid, role],
    );
    return rows;
  }

  /** The binding's filters, then (INSERT and UPDATE on a table with RLS) the subscriber's policies, as hosted's apply_rls. */
  private async isVisible(change: QueuedChange, binding: Binding, columns: ColumnAccess[], claims: JwtClaims): Promise<boolean> {
    if (binding.params.conditions.length > 0) {
      const row = change.action === 'DELETE' ? identityOf(change, columns) : (change.record ?? {});
      const { rows } = await this.db.query<{ passes: boolean }>(
        'select supabase_local_changes.passes_filters($1, $2::jsonb, $3::jsonb) as passes',
        [change.relid, JSON.stringify(row), JSON.stringify(binding.params.conditions)],
      );
      if (!rows[0]?.passes) return false;
    }
    if (!change.rlsEnabled || change.action === 'DELETE') return true;
    return this.policiesAllow(change, columns, claims);
  }

  private async policiesAllow(change: QueuedChange, columns: ColumnAccess[], claims: JwtClaims): Promise<boolean> {
    const record = change.record ?? {};
    const keys = columns
      .filter((c) => c.isPrimaryKey)
      .map((c) => `${quoteIdent(c.name)} = ${record[c.name] === null ? 'null' : quoteLiteral(textOf(record[c.name]))}`);
    try {
      return await this.db.transaction(
        async (tx) => {
          await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
            String(claims.role),
            JSON.stringify(claims),
          ]);
          const { rows } = await tx.query<{ visible: boolean }>(
            `select exists (select 1 from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} where ${keys.join(' and ')}) as visible`,
          );
          tx.rollback();
          return rows[0]?.visible === true;
        },
        { readOnly: true },
      );
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    await this.stopListening();
    await this.draining;
  }
}

/** A subscriber's failure to take a payload must not keep the change from the others. */
function deliverTo(subscriber: Subscriber, payload: Record<string, unknown>): void {
  try {
    subscriber.deliver(payload);
  } catch (error) {
    console.error('[realtime] postgres changes: delivering a change failed:', (error as Error).message);
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A database error as Postgrex prints it, the form hosted puts after "Exception:". */
function postgrexMessage(error: unknown): string {
  if (error instanceof DatabaseError) return `ERROR ${error.code} (${conditionName(error.code)}) ${error.message}`;
  return (error as Error).message;
}
