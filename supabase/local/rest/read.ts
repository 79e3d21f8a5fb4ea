import { runRequest, type Database, type Transaction } from '../db/database.ts';
import { singularityError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { QueryParams, RowRange } from './query-params.ts';
import { ReadQueryBuilder, type ReadSource } from './read-query.ts';
import { bodySql, readRange, type Media } from './response.ts';
import type { SchemaCache } from './schema-cache.ts';
import { Params } from './sql.ts';
import { GUC_COLUMNS, type GucRow } from './guc-response.ts';

/** `db-max-rows`: hosted Supabase caps every read at 1000 rows. */
export const MAX_ROWS = 1000;

/** A prepared read: the SQL and its parameters, reusable for identical requests. */
export interface ReadStatement {
  /** The negotiated `Accept`, part of the cache key anyway. */
  media: Media;
  sql: string;
  params: (string | null)[];
  offset: number;
  count: Preferences['count'];
  /** For `count=planned|estimated`: EXPLAIN of the count query, with its own parameters. */
  explain: { sql: string; params: (string | null)[] } | null;
}

export interface ReadResult {
  status: number;
  range: string;
  body: string;
  gucs: GucRow;
}

interface MainRow extends GucRow {
  total_result_set: string | null;
  page_total: string;
  body: string;
}

/** The top-level window after `limit`/`offset`/`Range` and the max-rows cap. */
export function cappedRange(range: RowRange | undefined): RowRange {
  const base = range ?? { offset: 0, limit: null };
  return { offset: base.offset, limit: base.limit === null ? MAX_ROWS : Math.min(base.limit, MAX_ROWS) };
}

/**
 * PostgREST's `mainRead`: the rows as one JSON text, the page size and, when asked, the total in the
 * same statement (`WITH pgrst_source AS (…), pgrst_source_count AS (…) SELECT …`).
 */
export function buildRead(
  cache: SchemaCache,
  query: QueryParams,
  source: ReadSource,
  range: RowRange,
  media: Media,
  head: boolean,
  count: Preferences['count'],
  aggregates = false,
): ReadStatement {
  const params = new Params();
  const read = new ReadQueryBuilder(cache, query, params, aggregates).build(source, query.select, range);
  const counted = count === 'exact' || count === 'estimated';
  const countSql = count === 'estimated' ? `${read.count} LIMIT ${MAX_ROWS + 1}` : read.count;
  const countCte = counted ? `, pgrst_source_count AS (${countSql})` : '';
  const total = counted ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint';
  const body = head ? "''::text" : bodySql(media);
  const sql =
    `WITH pgrst_source AS (${read.select})${countCte} SELECT ${total} AS total_result_set, ` +
    `pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body, ${GUC_COLUMNS} FROM (SELECT * FROM pgrst_source) _postgrest_t`;
  let explain: ReadStatement['explain'] = null;
  if (count === 'planned' || count === 'estimated') {
    const explainParams = new Params();
    const plain = new ReadQueryBuilder(cache, query, explainParams, aggregates).build(source, query.select, undefined);
    explain = { sql: `EXPLAIN (FORMAT JSON) ${plain.count}`, params: explainParams.values };
  }
  return { media, sql, params: params.values, offset: range.offset, count, explain };
}

/**
 * Runs a read as one request transaction (read only). A singular request with ≠ 1 row fails with
 * 406; planned and estimated counts need a second statement (EXPLAIN) in the same transaction.
 */
export async function executeRead(db: Database, statement: ReadStatement, media: Media, setup: string): Promise<ReadResult> {
  if (!statement.explain) {
    const { rows } = await runRequest<MainRow>(db, statement.sql, statement.params, { readOnly: true, setup });
    return readResult(rows[0]!, statement, media, null);
  }
  const explain = statement.explain;
  return db.transaction(
    async (tx) => {
      const { rows } = await tx.query<MainRow>(statement.sql, statement.params);
      const exact = rows[0]!.total_result_set === null ? null : Number(rows[0]!.total_result_set);
      const planned = statement.count === 'planned' || (exact !== null && exact > MAX_ROWS) ? await plannedRows(tx, explain) : null;
      return readResult(rows[0]!, statement, media, planned);
    },
    { readOnly: true, setup, textParams: true },
  );
}

function readResult(row: MainRow, statement: ReadStatement, media: Media, planned: number | null): ReadResult {
  const pageTotal = Number(row.page_total);
  if (media.singular && pageTotal !== 1) throw singularityError(pageTotal);
  let total = row.total_result_set === null ? null : Number(row.total_result_set);
  if (statement.count === 'planned') total = planned;
  else if (statement.count === 'estimated' && planned !== null) total = Math.max(total ?? 0, planned);
  const { status, range } = readRange(statement.offset, pageTotal, total);
  return { status, range, body: row.body, gucs: row };
}

async function plannedRows(tx: Transaction, explain: NonNullable<ReadStatement['explain']>): Promise<number | null> {
  const { rows } = await tx.query<Record<string, unknown>>(explain.sql, explain.params);
  const value = Object.values(rows[0] ?? {})[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[];
  const planned = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof planned === 'number' ? planned : null;
}
