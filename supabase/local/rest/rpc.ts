import { runRequest, type Database } from '../db/database.ts';
import { maxAffectedError, RestError, singularityError } from './errors.ts';
import { exceedsMaxAffected, type Preferences } from './prefer.ts';
import type { QueryParams, RowRange } from './query-params.ts';
import { MAX_ROWS } from './read.ts';
import { ReadQueryBuilder } from './read-query.ts';
import { bodySql, readRange, type Media } from './response.ts';
import type { Routine, SchemaCache } from './schema-cache.ts';
import { ident, Params, qualified } from './sql.ts';
import { GUC_COLUMNS, type GucRow } from './guc-response.ts';

export { findRoutine, type RpcArgs } from './rpc-routine.ts';
import type { RpcArgs } from './rpc-routine.ts';

export interface RpcStatement {
  routine: Routine;
  /** The negotiated `Accept`, part of the cache key anyway. */
  media: Media;
  sql: string;
  params: (string | null)[];
  offset: number;
  readOnly: boolean;
  /** Where this request's arguments go among the parameters (the statement is reused with new ones). */
  slots: { index: number; from: 'json' | 'single' | { name: string; variadic: boolean } }[];
}

export interface RpcResult {
  status: number;
  range: string;
  body: string | null;
  gucs: GucRow;
}

/**
 * PostgREST's `mainCall`. Named arguments are typed by `json_to_record` against the parameter types
 * (a JSON body) or cast one by one (GET and form arguments), and passed by name, so omitted ones take
 * their DEFAULT; a single unnamed parameter takes the body whole. Scalar results come back as JSON
 * scalars, composite ones through the same select/filter/order machinery as a table read.
 */
export function buildRpc(
  cache: SchemaCache,
  routine: Routine,
  args: RpcArgs,
  query: QueryParams,
  range: RowRange | undefined,
  media: Media,
  head: boolean,
  count: Preferences['count'],
  readOnly: boolean,
  aggregates = false,
): RpcStatement {
  const params = new Params();
  const slots: RpcStatement['slots'] = [];
  const slot = (from: RpcStatement['slots'][number]['from']) => {
    const placeholder = params.add(null);
    slots.push({ index: params.values.length - 1, from });
    return placeholder;
  };
  const fn = qualified(routine.schema, routine.name);
  let record: string | null = null;
  let call: string;
  if (routine.params.length === 1 && routine.params[0]!.name === '') {
    call = `${fn}(${slot('single')}::${routine.params[0]!.type})`;
  } else {
    const given = routine.params.filter((p) => args.keys.includes(p.name));
    const named = (p: Routine['params'][number], value: string) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := ${value}`;
    if (args.json !== null && given.length > 0) {
      const set = args.json.trimStart().startsWith('[') ? 'json_to_recordset' : 'json_to_record';
      record = `${set}(${slot('json')}::json) AS pgrst_body(${given.map((p) => `${ident(p.name)} ${p.type}`).join(', ')})`;
      call = `${fn}(${given.map((p) => named(p, `pgrst_body.${ident(p.name)}`)).join(', ')})`;
    } else {
      call = `${fn}(${given.map((p) => named(p, `${slot({ name: p.name, variadic: p.variadic })}::${p.type}`)).join(', ')})`;
    }
  }
  const counted = count === 'exact' || count === 'estimated';
  const composite = routine.returns === 'composite';
  const plainJson = !media.format || media.format === 'json';
  if (!composite && !routine.returnsSet && plainJson && !media.plan) {
    // One scalar (or void) value: no row set to aggregate, so the value is turned into JSON directly.
    const json =
      head || routine.returns === 'void'
        ? `${call}::text`
        : `coalesce(${media.stripNulls ? 'json_strip_nulls' : ''}(to_json(${call})), 'null')::text`;
    const sql = `SELECT ${counted ? '1' : 'null'}::bigint AS total_result_set, 1 AS page_total, ${json} AS body, ${GUC_COLUMNS}${record ? ` FROM ${record}` : ''}`;
    return { routine, media, sql, params: params.values, offset: 0, readOnly, slots };
  }
  const from = record ? `${record}, LATERAL ` : '';
  const source = composite
    ? `SELECT pgrst_call.* FROM ${from}${call} pgrst_call`
    : `SELECT pgrst_call.pgrst_scalar FROM ${from}(SELECT ${call} pgrst_scalar) pgrst_call`;
  const setOf = routine.returnsSet;
  const window = setOf ? { offset: range?.offset ?? 0, limit: Math.min(range?.limit ?? MAX_ROWS, MAX_ROWS) } : undefined;
  const target = { from: ident('pgrst_source'), qualifier: ident('pgrst_source'), table: routine.returnTable };
  let select: string;
  let countSql: string;
  if (composite) {
    const read = new ReadQueryBuilder(cache, query, params, aggregates).build(target, query.select, window);
    select = read.select;
    countSql = read.count;
  } else {
    const limit = window ? ` LIMIT ${params.add(String(window.limit))} OFFSET ${params.add(String(window.offset))}` : '';
    select = `SELECT * FROM ${target.from}${limit}`;
    countSql = `SELECT 1 FROM ${target.from}`;
  }
  const column = composite ? '_postgrest_t' : '_postgrest_t.pgrst_scalar';
  const body =
    head || routine.returns === 'void'
      ? "''::text"
      : bodySql({ ...media, singular: !setOf || media.singular }, media.format === 'csv' ? '_postgrest_t' : column);
  const sql =
    `WITH pgrst_source AS (${source})${counted ? `, pgrst_source_count AS (${countSql})` : ''} SELECT ` +
    `${counted ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint'} AS total_result_set, ` +
    `${setOf ? 'pg_catalog.count(_postgrest_t)' : '1'} AS page_total, ${body} AS body, ${GUC_COLUMNS} FROM (${select}) _postgrest_t`;
  return { routine, media, sql, params: params.values, offset: window?.offset ?? 0, readOnly, slots };
}

/** The statement's parameters with this request's arguments in their slots. */
export function rpcParams(statement: RpcStatement, args: RpcArgs): (string | null)[] {
  if (statement.slots.length === 0) return statement.params;
  const values = [...statement.params];
  for (const { index, from } of statement.slots) {
    if (from === 'json') values[index] = args.json;
    else if (from === 'single') values[index] = args.single;
    else {
      const given = args.direct?.get(from.name) ?? [];
      values[index] = from.variadic
        ? `{${given.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
        : (given.at(-1) ?? null);
    }
  }
  return values;
}

/** PGRST128: `max-affected` with `handling=strict` needs a function that returns a set. */
export function checkMaxAffectedRoutine(routine: Routine, prefer: Preferences): void {
  if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && !routine.returnsSet) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
}

interface RpcRow extends GucRow {
  total_result_set: string | null;
  page_total: string | number;
  body: string;
}

/**
 * Runs the call; rolled back (and refused) when a singular request got ≠ 1 row or a strict
 * `max-affected` was exceeded, and rolled back when `db-tx-end` / `Prefer: tx=rollback` say so.
 */
export async function executeRpc(
  db: Database,
  statement: RpcStatement,
  args: RpcArgs,
  media: Media,
  head: boolean,
  setup: string,
  prefer: Preferences,
  rollback: boolean,
): Promise<RpcResult> {
  const refused = (rows: number) => (media.singular && rows !== 1) || exceedsMaxAffected(prefer, rows);
  const { rows } = await runRequest<RpcRow>(db, statement.sql, rpcParams(statement, args), {
    readOnly: statement.readOnly,
    setup,
    commit: (result) => !rollback && !refused(Number((result.rows[0] as unknown as RpcRow).page_total)),
  });
  const row = rows[0]!;
  const pageTotal = Number(row.page_total);
  if (media.singular && pageTotal !== 1) throw singularityError(pageTotal);
  if (exceedsMaxAffected(prefer, pageTotal)) throw maxAffectedError(pageTotal);
  const total = row.total_result_set === null ? null : Number(row.total_result_set);
  const { status, range } = readRange(statement.offset, pageTotal, total);
  if (statement.routine.returns === 'void') return { status: 204, range, body: null, gucs: row };
  return { status, range, body: head ? null : row.body, gucs: row };
}

export function rpcReadOnly(routine: Routine, method: string): boolean {
  return method !== 'POST' || routine.volatility !== 'volatile';
}
