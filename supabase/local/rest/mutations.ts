import type { OutgoingHttpHeaders } from 'node:http';
import { quoteLiteral, runRequest, type Database } from '../db/database.ts';
import {
  columnNotFound,
  maxAffectedError,
  representationsNotImplemented,
  RestError,
  singularityError,
  whereClauseRequired,
} from './errors.ts';
import type { Payload } from './payload.ts';
import { commonApplied, exceedsMaxAffected, preferenceApplied, type Applied, type Preferences } from './prefer.ts';
import type { QueryParams } from './query-params.ts';
import { ReadQueryBuilder } from './read-query.ts';
import { bodySql, contentRange, type Media } from './response.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { filterSql, ident, logicSql, Params, qualified } from './sql.ts';
import { applyGucs, GUC_COLUMNS, type GucRow } from './guc-response.ts';

/** `put`: PUT, the upsert of one row named by its whole primary key. */
export type MutationKind = 'insert' | 'update' | 'delete' | 'put';

export interface MutationStatement {
  kind: MutationKind;
  sql: string;
  params: (string | null)[];
  representation: boolean;
  /** Primary-key columns, when `return=headers-only` needs a Location. */
  locationKeys: string[] | null;
  mergeDuplicates: boolean;
  applied: Applied;
}

export interface MutationResult {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string | null;
}

const SOURCE = ident('pgrst_source');
const INSERTED = "nullif(current_setting('pgrst.inserted', true), '')::int";
const countInserted = (delta: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(${INSERTED}, 0) ${delta} 1)::text, true) <> '${delta === '+' ? '0' : '-1'}'`;

/**
 * POST (insert/upsert), PATCH and DELETE as PostgREST's `mutatePlanToQuery` + `mainWrite` build them:
 * only the payload's keys are written (DEFAULTs apply to the rest), values are coerced by
 * `json_to_recordset` against the column types, and the response is read back from `pgrst_source`.
 */
export function buildMutation(
  cache: SchemaCache,
  table: Table,
  kind: MutationKind,
  query: QueryParams,
  payload: Payload | null,
  prefer: Preferences,
  media: Media,
  aggregates = false,
): MutationStatement {
  if (table.represented) throw representationsNotImplemented(table.name);
  const params = new Params();
  const target = qualified(table.schema, table.name);
  const keys = payload?.keys ?? [];
  for (const key of keys) if (!table.columns.has(key)) throw columnNotFound(table.name, key);
  const representation = prefer.return === 'representation';
  const locationKeys = kind === 'insert' && prefer.return === 'headers-only' ? table.primaryKey : null;

  if (kind === 'put') checkPut(table, query);
  const rootWhere =
    kind === 'put'
      ? []
      : [
          ...query.filters.filter((f) => f.path === '').map((f) => filterSql(target, f.filter, (n) => table.columns.get(n), params)),
          ...query.logic.filter((l) => l.path === '').map((l) => logicSql(target, l.tree, (n) => table.columns.get(n), params)),
        ];
  if ((kind === 'update' || kind === 'delete') && rootWhere.length === 0 && (kind === 'delete' || keys.length > 0)) {
    throw whereClauseRequired(kind === 'update' ? 'UPDATE' : 'DELETE');
  }
  const embedQuery: QueryParams = {
    ...query,
    filters: query.filters.filter((f) => f.path !== ''),
    logic: query.logic.filter((l) => l.path !== ''),
    order: new Map([...query.order].filter(([path]) => path !== '')),
    ranges: new Map([...query.ranges].filter(([path]) => path !== '')),
  };
  const reader = new ReadQueryBuilder(cache, embedQuery, params, aggregates);
  const read = representation ? reader.build({ from: SOURCE, qualifier: SOURCE, table: table.name }, query.select, undefined) : null;
  const returning = read
    ? read.neededColumns === 'all'
      ? `${target}.*`
      : [...read.neededColumns].map((c) => `${target}.${ident(c)}`).join(', ') || '1'
    : locationKeys && locationKeys.length > 0
      ? locationKeys.map((c) => `${target}.${ident(c)}`).join(', ')
      : '1';

  const applyDefaults = prefer.missing === 'default';
  const onConflict =
    kind === 'insert' && prefer.resolution ? (query.onConflict ?? (table.primaryKey.length > 0 ? table.primaryKey : null)) : null;
  const mergeDuplicates = (onConflict !== null && prefer.resolution === 'merge-duplicates') || kind === 'put';
  let mutation: string;
  if (kind === 'put') {
    const columns = keys.map(ident).join(', ');
    const matches = query.filters.map((f) => filterSql('_', f.filter, (n) => table.columns.get(n), params));
    mutation =
      `INSERT INTO ${target}(${columns}) SELECT ${columns} FROM ${recordSource(table, keys, payload!, params, false)}` +
      ` WHERE ${[countInserted('+'), ...matches].join(' AND ')} ON CONFLICT(${table.primaryKey.map(ident).join(', ')}) ` +
      `DO UPDATE SET ${keys.map((k) => `${ident(k)} = EXCLUDED.${ident(k)}`).join(', ')} WHERE ${countInserted('-')}`;
  } else if (kind === 'insert') {
    const columns = keys.map(ident).join(', ');
    const into = keys.length > 0 ? `${target}(${columns})` : target;
    mutation = `INSERT INTO ${into} SELECT ${columns} FROM ${recordSource(table, keys, payload!, params, applyDefaults)}`;
    if (mergeDuplicates) mutation += ` WHERE ${countInserted('+')}`;
    if (onConflict) {
      mutation += ` ON CONFLICT(${onConflict.map(ident).join(', ')}) `;
      mutation +=
        mergeDuplicates && keys.length > 0
          ? `DO UPDATE SET ${keys.map((k) => `${ident(k)} = EXCLUDED.${ident(k)}`).join(', ')} WHERE ${countInserted('-')}`
          : 'DO NOTHING';
    }
  } else if (kind === 'update' && keys.length === 0) {
    mutation = `SELECT ${returning} FROM ${target} WHERE false`;
  } else if (kind === 'update') {
    const set = keys.map((k) => `${ident(k)} = pgrst_body.${ident(k)}`).join(', ');
    mutation =
      `UPDATE ${target} SET ${set} FROM (SELECT * FROM ${recordSource(table, keys, payload!, params, applyDefaults)} LIMIT 1) pgrst_body` +
      ` WHERE ${rootWhere.join(' AND ')}`;
  } else {
    mutation = `DELETE FROM ${target} WHERE ${rootWhere.join(' AND ')}`;
  }
  if (!(kind === 'update' && keys.length === 0)) mutation += ` RETURNING ${returning}`;

  const select = read ? read.select : `SELECT * FROM ${SOURCE}`;
  const body = read ? bodySql(media) : locationKeys ? bodySql({ singular: false, stripNulls: false }) : "''::text";
  const sql =
    `WITH ${SOURCE} AS (${mutation}) SELECT pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body, ` +
    `${mergeDuplicates ? INSERTED : 'null::int'} AS inserted, ${GUC_COLUMNS} FROM (${select}) _postgrest_t`;
  const applied: Applied = { ...commonApplied(prefer), return: prefer.return };
  if (kind === 'insert' && (table.primaryKey.length > 0 || query.onConflict)) applied.resolution = prefer.resolution;
  if (kind === 'insert' || kind === 'update') applied.missing = prefer.missing;
  if (kind === 'update' || kind === 'delete') applied.maxAffected = prefer.maxAffected;
  return { kind, sql, params: params.values, representation, locationKeys, mergeDuplicates, applied };
}

/**
 * PUT names one row by its whole primary key with `eq` filters and nothing else (405 PGRST105), and
 * takes no limit or offset (400 PGRST114).
 */
function checkPut(table: Table, query: QueryParams): void {
  if (query.ranges.has('')) throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  const root = query.filters.filter((f) => f.path === '');
  const names = new Set(root.map((f) => f.filter.field.name));
  const pk = new Set(table.primaryKey);
  const exact = root.every(
    (f) => !f.filter.negate && f.filter.field.json.length === 0 && f.filter.operation.kind === 'simple' && f.filter.operation.op === 'eq',
  );
  if (query.logic.length > 0 || pk.size === 0 || !exact || names.size !== pk.size || [...names].some((n) => !pk.has(n))) {
    throw new RestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  }
}

/** `json_to_recordset($n) AS _(col type, …)`; with `missing=default`, absent keys take the column DEFAULT. */
function recordSource(table: Table, keys: string[], payload: Payload, params: Params, applyDefaults: boolean): string {
  const typed = keys.map((k) => `${ident(k)} ${table.columns.get(k)!.type}`).join(', ');
  const body = params.add(payload.json);
  if (keys.length === 0) return `json_array_elements(${body}::json) _`;
  const defaults = applyDefaults ? keys.filter((k) => table.columns.get(k)!.defaultSql !== null) : [];
  if (defaults.length === 0) return `json_to_recordset(${body}::json) AS _(${typed})`;
  const build = defaults.map((k) => `${quoteLiteral(k)}, ${table.columns.get(k)!.defaultSql}`).join(', ');
  return `jsonb_to_recordset((SELECT jsonb_agg(jsonb_build_object(${build}) || elem) FROM jsonb_array_elements(${body}::jsonb) elem)) AS _(${typed})`;
}

interface MutationRow extends GucRow {
  page_total: string;
  body: string;
  inserted: number | string | null;
}

/**
 * Runs the statement. It is rolled back when a singular request touched ≠ 1 row (`failNotSingular`),
 * when an update or delete touched more rows than `max-affected` allows with `handling=strict`
 * (`failExceedsMaxAffectedPref`), or when `db-tx-end` / `Prefer: tx=rollback` say so.
 */
export async function executeMutation(
  db: Database,
  statement: MutationStatement,
  table: Table,
  prefer: Preferences,
  media: Media,
  setup: string,
  rollback: boolean,
): Promise<MutationResult> {
  const touched = (row: MutationRow) => Number(row.page_total);
  const limited = statement.kind === 'update' || statement.kind === 'delete';
  const put = statement.kind === 'put';
  const refused = (n: number) => (put ? n !== 1 : media.singular && n !== 1) || (limited && exceedsMaxAffected(prefer, n));
  const { rows } = await runRequest<MutationRow>(db, statement.sql, statement.params, {
    readOnly: false,
    setup,
    commit: (result) => !rollback && !refused(touched(result.rows[0] as unknown as MutationRow)),
  });
  const row = rows[0]!;
  const n = touched(row);
  if (put && n !== 1) throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  if (media.singular && n !== 1) throw singularityError(n);
  if (limited && exceedsMaxAffected(prefer, n)) throw maxAffectedError(n);
  const total = prefer.count === 'exact' || prefer.count === 'estimated' ? n : null;
  const headers: OutgoingHttpHeaders = {};
  const applied = preferenceApplied(statement.applied);
  if (applied) headers['Preference-Applied'] = applied;
  const body = statement.representation ? row.body : null;
  if (put) return { ...applyGucs(row, body === null ? 204 : Number(row.inserted) > 0 ? 201 : 200, headers), body };
  if (statement.kind === 'insert') {
    headers['Content-Range'] = contentRange(1, 0, total);
    if (statement.locationKeys && statement.locationKeys.length > 0 && n === 1) {
      headers.Location = location(table.name, statement.locationKeys, JSON.parse(row.body)[0]);
    }
    const inserted = row.inserted === null ? null : Number(row.inserted);
    return { ...applyGucs(row, statement.mergeDuplicates && (inserted ?? 0) <= 0 ? 200 : 201, headers), body };
  }
  headers['Content-Range'] = statement.kind === 'update' ? contentRange(0, n - 1, total) : contentRange(1, 0, total);
  return { ...applyGucs(row, body === null ? 204 : 200, headers), body };
}

function location(table: string, keys: string[], row: Record<string, unknown>): string {
  const query = keys.map((k) => {
    const value = row[k];
    return `${encodeURIComponent(k)}=${value === null ? 'is.null' : `eq.${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`}`;
  });
  return `/${table}?${query.join('&')}`;
}
