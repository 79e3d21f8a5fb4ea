/**
 * Postgres Changes (hosted Realtime's postgres_changes extension) without logical replication, which
 * PGlite lacks: a subscription installs an AFTER ROW trigger on each published table it covers, the
 * trigger queues the row and notifies, and the feed takes the queue and, per subscriber, applies the
 * event, the filters and RLS with the subscriber's claims as hosted's apply_rls does.
 */
import { DatabaseError, quoteIdent, type Database } from '../../db/database.ts';
import type { JwtClaims } from '../../jwt.ts';
import { accessError, changePayload, errorPayload, type ColumnAccess, type QueuedChange } from './change-payload.ts';
import { takeQueuedChanges } from './change-queue.ts';
import {
  ChangeSubscriptionError,
  changeBindings,
  type ChangeFeed,
  type ChangeFilter,
  type ChangeSubscription,
} from './change-subscription.ts';
import { passesFilters, policiesAllow, readColumnAccess } from './change-visibility.ts';
import { describeParams, parseSubscriptionParams, type SubscriptionParams } from './subscription-params.ts';
import { CHANGES_SQL } from './changes-sql.ts';
import { conditionName } from './sqlstate-names.ts';

const CHANNEL = 'supabase_local_changes';
const TRIGGER = 'supabase_local_changes';

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

/** Applies the feed's SQL (idempotent) and listens for queued changes. */
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
          for (const change of await takeQueuedChanges(this.db)) await this.dispatch(change);
        } catch (error) {
          console.error('[realtime] postgres changes:', (error as Error).message);
        }
      } while (this.drainAgain);
      this.draining = null;
    })();
    return this.draining;
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
        columns = await readColumnAccess(this.db, change.relid, role);
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

  /** The binding's filters, then (INSERT and UPDATE on a table with RLS) the subscriber's policies, as hosted's apply_rls. */
  private async isVisible(change: QueuedChange, binding: Binding, columns: ColumnAccess[], claims: JwtClaims): Promise<boolean> {
    if (!(await passesFilters(this.db, change, binding.params.conditions, columns))) return false;
    if (!change.rlsEnabled || change.action === 'DELETE') return true;
    return policiesAllow(this.db, change, columns, claims);
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

/** A database error as Postgrex prints it, the form hosted puts after "Exception:". */
function postgrexMessage(error: unknown): string {
  if (error instanceof DatabaseError) return `ERROR ${error.code} (${conditionName(error.code)}) ${error.message}`;
  return (error as Error).message;
}
