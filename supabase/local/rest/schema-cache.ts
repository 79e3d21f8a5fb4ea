import type { Database } from '../db/database.ts';
import { INTROSPECTION_SQL, type RawCatalog } from './introspection.ts';
import { buildRelationships, type Relationship } from './relationship-cache.ts';

export type { Relationship } from './relationship-cache.ts';

/** What PostgREST's schema cache holds for one exposed schema: relations, keys, relationships, functions. */
export interface Column {
  name: string;
  /** Declared type with modifiers, e.g. `numeric(10,2)`, as `format_type` prints it. */
  type: string;
  /** `json`/`jsonb` columns take `->` paths directly; others go through `to_jsonb`. */
  isJson: boolean;
  /** The DEFAULT expression, used for `Prefer: missing=default`. */
  defaultSql: string | null;
}

export interface Table {
  schema: string;
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  /** A view's primary key is the view columns that show its base table's primary key. */
  primaryKey: string[];
  /** A column's domain has a data representation (a cast to or from json/text), which this backend does not apply. */
  represented: boolean;
}

interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  description: string | null;
  params: RoutineParam[];
  volatility: 'volatile' | 'stable' | 'immutable';
  returnsSet: boolean;
  returns: 'void' | 'scalar' | 'composite';
  /** The exposed table (of the function's schema) whose row type the function returns: its result can embed. */
  returnTable: string | null;
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  /** Relationships by origin table, to targets in this schema (PostgREST's `RelationshipsMap`). */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  /** Roles PostgREST's authenticator may switch to, and every role that exists. */
  switchableRoles: Set<string>;
  existingRoles: Set<string>;
}

/** Reads the cache of every exposed schema in one round trip, with the database's own connection. */
export async function loadSchemaCaches(db: Database, schemas: string[]): Promise<Map<string, SchemaCache>> {
  const { rows } = await db.query<{ cache: string }>(INTROSPECTION_SQL, [schemas]);
  const raw = JSON.parse(rows[0]!.cache) as RawCatalog;
  const byOid = new Map<number, Table>();
  for (const t of raw.tables ?? []) {
    byOid.set(Number(t.oid), {
      schema: t.schema,
      name: t.name,
      isView: t.kind === 'v' || t.kind === 'm',
      columns: new Map(),
      primaryKey: [],
      represented: false,
    });
  }
  for (const c of raw.columns ?? []) {
    const table = byOid.get(Number(c.rel));
    if (table && c.represented) table.represented = true;
    table?.columns.set(c.name, {
      name: c.name,
      type: c.type,
      isJson: c.base === 'json' || c.base === 'jsonb',
      defaultSql: c.default,
    });
  }
  const relationships = buildRelationships(raw, byOid);
  const existingRoles = new Set(raw.roles ?? []);
  const switchableRoles = new Set(raw.switchable ?? []);
  const caches = new Map<string, SchemaCache>();
  for (const schema of schemas) {
    caches.set(schema, {
      schema,
      tables: new Map(),
      relationships: relationships.get(schema) ?? new Map(),
      routines: new Map(),
      existingRoles,
      switchableRoles,
    });
  }
  for (const table of byOid.values()) caches.get(table.schema)?.tables.set(table.name, table);
  for (const r of raw.routines ?? []) {
    const cache = caches.get(r.schema);
    if (!cache) continue;
    const args = r.args ?? [];
    const inputs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    if (!isCallable(inputs)) continue;
    const hasOutputs = args.some((a) => a.mode === 'o' || a.mode === 't' || a.mode === 'b');
    const returned = r.retrel === null ? undefined : byOid.get(Number(r.retrel));
    const routine: Routine = {
      schema: r.schema,
      name: r.name,
      description: r.description,
      params: inputs.map((a, i) => ({
        name: a.name,
        type: a.type,
        hasDefault: i >= inputs.length - r.ndefaults,
        variadic: a.mode === 'v',
      })),
      volatility: r.volatility === 'v' ? 'volatile' : r.volatility === 's' ? 'stable' : 'immutable',
      returnsSet: r.retset,
      returns: r.rettype === 'void' ? 'void' : r.rettyptype === 'c' || (r.rettype === 'record' && hasOutputs) ? 'composite' : 'scalar',
      returnTable: returned && returned.schema === r.schema ? returned.name : null,
    };
    cache.routines.set(r.name, [...(cache.routines.get(r.name) ?? []), routine]);
  }
  for (const cache of caches.values()) for (const overloads of cache.routines.values()) overloads.sort(compareOverloads);
  return caches;
}

/** Types a single unnamed parameter may have: PostgREST fills it with the whole request body. */
const UNNAMED_PARAM_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'];

/**
 * PostgREST leaves out of its cache a function with an unnamed parameter, unless it is the only
 * unnamed one and of a type the request body can fill.
 */
function isCallable(inputs: { name: string; type: string }[]): boolean {
  const unnamed = inputs.filter((a) => a.name === '');
  return unnamed.length === 0 || (unnamed.length === 1 && UNNAMED_PARAM_TYPES.includes(unnamed[0]!.type));
}

/**
 * PostgREST's order of overloads (its `Ord Routine`): fewer parameters first, then by description
 * (none first), then by the parameters' names, types and whether each is required.
 */
function compareOverloads(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  if (a.description !== b.description) {
    if (a.description === null) return -1;
    if (b.description === null) return 1;
    return compareText(a.description, b.description);
  }
  for (let i = 0; i < a.params.length; i++) {
    const [p, q] = [a.params[i]!, b.params[i]!];
    const byField = compareText(p.name, q.name) || compareText(p.type, q.type) || Number(!p.hasDefault) - Number(!q.hasDefault);
    if (byField !== 0) return byField;
  }
  return 0;
}

/** Ordinal order, as Haskell compares Text (not the locale's). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The cache of one schema (the benchmark's direct statements). */
export async function loadSchemaCache(db: Database, schema = 'public'): Promise<SchemaCache> {
  return (await loadSchemaCaches(db, [schema])).get(schema)!;
}
