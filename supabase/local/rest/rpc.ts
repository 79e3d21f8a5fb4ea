import { runRequest, type Database } from '../db/database.ts';
import { RestError, singularityError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { QueryParams, RowRange } from './query-params.ts';
import { MAX_ROWS } from './read.ts';
import { ReadQueryBuilder } from './read-query.ts';
import { bodySql, readRange, type Media } from './response.ts';
import { closestName, type Routine, type SchemaCache } from './schema-cache.ts';
import { ident, Params, qualified } from './sql.ts';

export interface RpcStatement {
  routine: Routine;
  sql: string;
  params: (string | null)[];
  offset: number;
  readOnly: boolean;
  /** The single unnamed json/jsonb parameter takes the whole body. */
  wholeBody: boolean;
  /** Which parameter carries the arguments (JSON text), so a cached statement can take new ones. */
  argsParam: number | null;
}

export interface RpcResult {
  status: number;
  range: string;
  body: string | null;
}

/**
 * Finds the function a call means, as PostgREST's `findProc`: the given argument names must cover
 * the required parameters and stay within all parameters; a single unnamed json/jsonb parameter
 * takes the whole body when nothing else matches (POST only).
 */
export function findRoutine(cache: SchemaCache, name: string, keys: string[], post: boolean): { routine: Routine; wholeBody: boolean } {
  const candidates = cache.routines.get(name) ?? [];
  const given = new Set(keys);
  const matches = candidates.filter((r) => {
    if (r.params.some((p) => p.name === '')) return false;
    const names = new Set(r.params.map((p) => p.name));
    return r.params.every((p) => p.hasDefault || given.has(p.name)) && keys.every((k) => names.has(k));
  });
  if (matches.length === 1) return { routine: matches[0]!, wholeBody: false };
  if (matches.length > 1) {
    throw new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${matches
      .map((r) => `${cache.schema}.${name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`).join(', ')}`, null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  }
  const unnamed = candidates.filter((r) => post && r.params.length === 1 && r.params[0]!.name === '' && ['json', 'jsonb'].includes(r.params[0]!.type));
  if (unnamed.length === 1) return { routine: unnamed[0]!, wholeBody: true };
  const sorted = [...keys].sort();
  const args = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const withArgs = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  let hint: string | null = null;
  if (candidates.length > 0) {
    hint = `Perhaps you meant to call the function ${cache.schema}.${name}(${[...candidates[0]!.params.map((p) => p.name)].sort().join(', ')})`;
  } else {
    const near = closestName(name, cache.routines.keys());
    if (near) hint = `Perhaps you meant to call the function ${cache.schema}.${near}`;
  }
  throw new RestError(404, 'PGRST202', `Could not find the function ${cache.schema}.${name}${args} in the schema cache`,
    `Searched for the function ${cache.schema}.${name}${withArgs}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint);
}

/**
 * PostgREST's `mainCall`: arguments are typed by `json_to_record` against the parameter types and
 * passed by name, so omitted ones take their DEFAULT. Scalar results come back as JSON scalars,
 * composite ones through the same select/filter/order machinery as a table read.
 */
export function buildRpc(
  cache: SchemaCache,
  routine: Routine,
  wholeBody: boolean,
  argsJson: string | null,
  keys: string[],
  query: QueryParams,
  range: RowRange | undefined,
  media: Media,
  head: boolean,
  count: Preferences['count'],
  readOnly: boolean,
): RpcStatement {
  const params = new Params();
  const fn = qualified(cache.schema, routine.name);
  const given = routine.params.filter((p) => keys.includes(p.name));
  let record: string | null = null;
  let args = '';
  const argsParam = wholeBody || given.length > 0 ? 0 : null;
  if (wholeBody) {
    args = `${params.add(argsJson ?? '{}')}::${routine.params[0]!.type}`;
  } else if (given.length > 0) {
    record = `json_to_record(${params.add(argsJson)}::json) AS pgrst_body(${given.map((p) => `${ident(p.name)} ${p.type}`).join(', ')})`;
    args = given.map((p) => `${ident(p.name)} := pgrst_body.${ident(p.name)}`).join(', ');
  }
  const from = record ? `${record}, LATERAL ` : '';
  const composite = routine.returns === 'composite';
  if (!composite && !routine.returnsSet) {
    // One scalar (or void) value: no row set to aggregate, so the value is turned into JSON directly.
    const value = `${fn}(${args})`;
    const json = head || routine.returns === 'void' ? `${value}::text` : `coalesce(to_json(${value})::text, 'null')`;
    const sql = `SELECT null::bigint AS total_result_set, 1 AS page_total, ${json} AS body${record ? ` FROM ${record}` : ''}`;
    return { routine, sql, params: params.values, offset: 0, readOnly, wholeBody, argsParam };
  }
  const call = composite
    ? `SELECT pgrst_call.* FROM ${from}${fn}(${args}) pgrst_call`
    : `SELECT pgrst_call.pgrst_scalar FROM ${from}(SELECT ${fn}(${args}) pgrst_scalar) pgrst_call`;
  const setOf = routine.returnsSet;
  const window = setOf ? { offset: range?.offset ?? 0, limit: Math.min(range?.limit ?? MAX_ROWS, MAX_ROWS) } : undefined;
  const source = { from: ident('pgrst_source'), qualifier: ident('pgrst_source'), table: routine.returnTable };
  let select: string;
  let countSql: string;
  if (composite) {
    const read = new ReadQueryBuilder(cache, query, params).build(source, query.select, window);
    select = read.select;
    countSql = read.count;
  } else {
    const limit = window ? ` LIMIT ${params.add(String(window.limit))} OFFSET ${params.add(String(window.offset))}` : '';
    select = `SELECT * FROM ${source.from}${limit}`;
    countSql = `SELECT 1 FROM ${source.from}`;
  }
  const counted = setOf && (count === 'exact' || count === 'estimated');
  const column = composite ? '_postgrest_t' : '_postgrest_t.pgrst_scalar';
  const single = !setOf || media.singular;
  const body = head || routine.returns === 'void' ? "''::text" : bodySql({ singular: single, stripNulls: media.stripNulls }, column);
  const sql = `WITH pgrst_source AS (${call})${counted ? `, pgrst_source_count AS (${countSql})` : ''} SELECT `
    + `${counted ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint'} AS total_result_set, `
    + `${setOf ? 'pg_catalog.count(_postgrest_t)' : '1'} AS page_total, ${body} AS body FROM (${select}) _postgrest_t`;
  return { routine, sql, params: params.values, offset: window?.offset ?? 0, readOnly, wholeBody, argsParam };
}

interface RpcRow {
  total_result_set: string | null;
  page_total: string | number;
  body: string;
}

export async function executeRpc(db: Database, statement: RpcStatement, media: Media, head: boolean, setup: string): Promise<RpcResult> {
  const { rows } = await runRequest<RpcRow>(db, statement.sql, statement.params, {
    readOnly: statement.readOnly,
    setup,
    commit: (result) => !media.singular || Number((result.rows[0] as unknown as RpcRow).page_total) === 1,
  });
  const row = rows[0]!;
  const pageTotal = Number(row.page_total);
  if (media.singular && pageTotal !== 1) throw singularityError(pageTotal);
  const total = row.total_result_set === null ? null : Number(row.total_result_set);
  const { status, range } = readRange(statement.offset, pageTotal, total);
  if (statement.routine.returns === 'void') return { status: 204, range, body: null };
  return { status, range, body: head ? null : row.body };
}

export function rpcReadOnly(routine: Routine, method: string): boolean {
  return method !== 'POST' || routine.volatility !== 'volatile';
}
