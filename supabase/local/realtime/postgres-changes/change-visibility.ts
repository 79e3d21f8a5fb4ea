import { quoteIdent, quoteLiteral, type Database } from '../../db/database.ts';
import type { JwtClaims } from '../../jwt.ts';
import { identityOf, type ColumnAccess, type QueuedChange } from './change-payload.ts';
import type { FilterCondition } from './subscription-params.ts';

/** The table's columns with the role's SELECT privilege on each, in table order. */
export async function readColumnAccess(db: Database, relid: number, role: string): Promise<ColumnAccess[]> {
  const { rows } = await db.query<ColumnAccess>(
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

/** A binding's filters on the new row, or for a DELETE on the old values the change carries, as hosted's is_visible_through_filters. */
export async function passesFilters(
  db: Database,
  change: QueuedChange,
  conditions: FilterCondition[],
  columns: ColumnAccess[],
): Promise<boolean> {
  if (conditions.length === 0) return true;
  const row = change.action === 'DELETE' ? identityOf(change, columns) : (change.record ?? {});
  const { rows } = await db.query<{ passes: boolean }>('select supabase_local_changes.passes_filters($1, $2::jsonb, $3::jsonb) as passes', [
    change.relid,
    JSON.stringify(row),
    JSON.stringify(conditions),
  ]);
  return rows[0]?.passes === true;
}

/** Whether the subscriber's role, with its claims, may select the row by its primary key (hosted's walrus_rls_stmt). */
export async function policiesAllow(db: Database, change: QueuedChange, columns: ColumnAccess[], claims: JwtClaims): Promise<boolean> {
  const record = change.record ?? {};
  const keys = columns
    .filter((c) => c.isPrimaryKey)
    .map((c) => `${quoteIdent(c.name)} = ${record[c.name] === null ? 'null' : quoteLiteral(textOf(record[c.name]))}`);
  try {
    return await db.transaction(
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
  } catch (error) {
    // A policy that fails hides the row from this subscriber, as a failing RLS check hides it from a select.
    console.error('[realtime] postgres changes: checking RLS failed:', (error as Error).message);
    return false;
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
