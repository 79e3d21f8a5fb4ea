import type { RawCatalog } from './introspection.ts';
import type { Table } from './schema-cache.ts';
import { viewKeys, type ViewKey } from './view-keys.ts';

type Cardinality = 'one-to-many' | 'many-to-one' | 'one-to-one' | 'many-to-many';

/** The junction table of a many-to-many relationship: (origin column, junction column) and (target column, junction column) pairs. */
interface Junction {
  schema: string;
  table: string;
  constraint1: string;
  constraint2: string;
  sourceColumns: [string, string][];
  targetColumns: [string, string][];
}

/** A relationship from foreign keys (PostgREST's `Relationship`): `columns` pairs the origin's columns with the target's. */
interface KeyRelationship {
  kind: 'key';
  schema: string;
  table: string;
  foreignSchema: string;
  foreignTable: string;
  isSelf: boolean;
  cardinality: Cardinality;
  /** The foreign key's name (the junction's two names are in `junction`). */
  constraint: string;
  columns: [string, string][];
  junction: Junction | null;
  /** One-to-one: whether the origin is the referenced side. */
  isParent: boolean;
  tableIsView: boolean;
  foreignTableIsView: boolean;
}

/** A function `fn(origin) returns [setof] target`, embedded under the function's name. */
interface ComputedRelationship {
  kind: 'computed';
  functionSchema: string;
  function: string;
  table: string;
  foreignSchema: string;
  foreignTable: string;
  toOne: boolean;
  isSelf: boolean;
}

export type Relationship = KeyRelationship | ComputedRelationship;

/**
 * Every relationship between exposed relations, grouped by the schema of the request that may use
 * them and by origin: foreign keys both ways, one-to-one when the key columns are unique, the keys
 * views inherit from their base tables, junction tables (many-to-many) and computed relationships.
 * Also sets each exposed table's and view's primary key.
 */
export function buildRelationships(raw: RawCatalog, byOid: Map<number, Table>): Map<string, Map<string, Relationship[]>> {
  const constraints = raw.constraints ?? [];
  const uniques = new Map<number, Set<string>>();
  for (const con of constraints) {
    const rel = Number(con.rel);
    if (con.kind === 'p') {
      const table = byOid.get(rel);
      if (table) table.primaryKey = con.cols.map(([, name]) => name);
    }
    if (con.kind !== 'f') uniques.set(rel, (uniques.get(rel) ?? new Set()).add(attnumSet(con.cols)));
  }
  const keys = viewKeys(raw, byOid);
  for (const [view, key] of keys.primaryKeys) byOid.get(view)!.primaryKey = key;

  const toOne: KeyRelationship[] = [];
  for (const con of constraints) {
    if (con.kind !== 'f' || con.frel === null || !con.fcols) continue;
    const table = Number(con.rel);
    const foreign = Number(con.frel);
    const oneToOne = uniques.get(table)?.has(attnumSet(con.cols)) ?? false;
    const add = (from: number, to: number, columns: [string, string][], isSelf: boolean) => {
      const t = byOid.get(from);
      const f = byOid.get(to);
      if (!t || !f) return;
      toOne.push({
        kind: 'key',
        schema: t.schema,
        table: t.name,
        foreignSchema: f.schema,
        foreignTable: f.name,
        isSelf,
        cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
        constraint: con.name,
        columns,
        junction: null,
        isParent: false,
        tableIsView: t.isView,
        foreignTableIsView: f.isView,
      });
    };
    const names = con.cols.map(([, c], i) => [c, con.fcols![i]![1]] as [string, string]);
    add(table, foreign, names, table === foreign);
    const fromViews = keys.foreignKeys.get(`${table}:${con.name}`) ?? [];
    const toViews = keys.referencedKeys.get(`${foreign}:${con.name}`) ?? [];
    for (const v of fromViews)
      for (const cols of combinations(v))
        add(
          v.view,
          foreign,
          cols.map((c, i) => [c, names[i]![1]]),
          false,
        );
    for (const w of toViews)
      for (const cols of combinations(w))
        add(
          table,
          w.view,
          names.map(([c], i) => [c, cols[i]!]),
          false,
        );
    for (const v of fromViews) {
      for (const vCols of combinations(v)) {
        for (const w of toViews)
          for (const wCols of combinations(w))
            add(
              v.view,
              w.view,
              vCols.map((c, i) => [c, wCols[i]!]),
              v.view === w.view,
            );
      }
    }
  }
  const tables = new Map([...byOid.values()].map((t) => [`${t.schema}.${t.name}`, t]));
  return group([...toOne, ...manyToMany(toOne, tables), ...toOne.map(inverse)], computed(raw, byOid));
}

function attnumSet(cols: [number, string][]): string {
  return cols
    .map(([n]) => n)
    .sort((a, b) => a - b)
    .join(',');
}

/** A view may show one key column several times: every choice of view columns is a relationship. */
function combinations(key: ViewKey): string[][] {
  let result: string[][] = [[]];
  for (const [, viewColumns] of key.columns) result = result.flatMap((prefix) => viewColumns.map((c) => [...prefix, c]));
  return result;
}

/** A table with foreign keys to two tables, whose key columns are all in its primary key, joins them. */
function manyToMany(toOne: KeyRelationship[], tables: Map<string, Table>): KeyRelationship[] {
  const result: KeyRelationship[] = [];
  const byJunction = new Map<string, KeyRelationship[]>();
  for (const rel of toOne) {
    if (rel.cardinality !== 'many-to-one') continue;
    const key = `${rel.schema}.${rel.table}`;
    byJunction.set(key, [...(byJunction.get(key) ?? []), rel]);
  }
  for (const [key, rels] of byJunction) {
    const junction = tables.get(key)!;
    const pk = new Set(junction.primaryKey);
    for (const a of rels) {
      for (const b of rels) {
        if (a.constraint === b.constraint || ![...a.columns, ...b.columns].every(([c]) => pk.has(c))) continue;
        result.push({
          kind: 'key',
          schema: a.foreignSchema,
          table: a.foreignTable,
          foreignSchema: b.foreignSchema,
          foreignTable: b.foreignTable,
          isSelf: a.foreignSchema === b.foreignSchema && a.foreignTable === b.foreignTable,
          cardinality: 'many-to-many',
          constraint: '',
          columns: [],
          isParent: false,
          tableIsView: a.foreignTableIsView,
          foreignTableIsView: b.foreignTableIsView,
          junction: {
            schema: junction.schema,
            table: junction.name,
            constraint1: a.constraint,
            constraint2: b.constraint,
            sourceColumns: a.columns.map(([j, o]) => [o, j]),
            targetColumns: b.columns.map(([j, t]) => [t, j]),
          },
        });
      }
    }
  }
  return result;
}

/** Many-to-one read the other way is one-to-many; one-to-one stays one-to-one with the parent side flipped. */
function inverse(rel: KeyRelationship): KeyRelationship {
  return {
    ...rel,
    schema: rel.foreignSchema,
    table: rel.foreignTable,
    foreignSchema: rel.schema,
    foreignTable: rel.table,
    cardinality: rel.cardinality === 'many-to-one' ? 'one-to-many' : 'one-to-one',
    isParent: rel.cardinality === 'one-to-one' ? !rel.isParent : false,
    columns: rel.columns.map(([a, b]) => [b, a]),
    tableIsView: rel.foreignTableIsView,
    foreignTableIsView: rel.tableIsView,
  };
}

function computed(raw: RawCatalog, byOid: Map<number, Table>): ComputedRelationship[] {
  const result: ComputedRelationship[] = [];
  for (const fn of raw.computed ?? []) {
    const table = byOid.get(Number(fn.arg));
    const target = byOid.get(Number(fn.ret));
    if (!table || !target || table.schema !== fn.schema) continue;
    result.push({
      kind: 'computed',
      functionSchema: fn.schema,
      function: fn.name,
      table: table.name,
      foreignSchema: target.schema,
      foreignTable: target.name,
      toOne: fn.single,
      isSelf: fn.arg === fn.ret,
    });
  }
  return result;
}

/**
 * By request schema and origin, in PostgREST's order. A relationship is found from the schema its
 * target is in; a computed relationship named like a target table replaces the foreign-key
 * relationships to that table.
 */
function group(keyRels: KeyRelationship[], computedRels: ComputedRelationship[]): Map<string, Map<string, Relationship[]>> {
  const bySchema = new Map<string, Map<string, Relationship[]>>();
  const add = (schema: string, rel: Relationship) => {
    const origins = bySchema.get(schema) ?? bySchema.set(schema, new Map()).get(schema)!;
    origins.set(rel.table, [...(origins.get(rel.table) ?? []), rel]);
  };
  const overridden = new Set(computedRels.map((rel) => `${rel.functionSchema}.${rel.table}->${rel.functionSchema}.${rel.function}`));
  for (const rel of keyRels) {
    if (rel.schema !== rel.foreignSchema || overridden.has(`${rel.schema}.${rel.table}->${rel.foreignSchema}.${rel.foreignTable}`))
      continue;
    add(rel.schema, rel);
  }
  const seen = new Set<string>();
  for (const rel of computedRels.reverse()) {
    const key = `${rel.functionSchema}.${rel.table}->${rel.function}`;
    if (seen.has(key)) continue;
    seen.add(key);
    add(rel.functionSchema, rel);
  }
  for (const origins of bySchema.values()) for (const rels of origins.values()) rels.sort(compareRelationships);
  return bySchema;
}

const CARDINALITY_ORDER: Cardinality[] = ['one-to-many', 'many-to-one', 'one-to-one', 'many-to-many'];

/** Haskell's derived `Ord` on PostgREST's `Relationship`, which orders PGRST201's `details`. */
function compareRelationships(a: Relationship, b: Relationship): number {
  if (a.kind !== b.kind) return a.kind === 'key' ? -1 : 1;
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  if (a.kind === 'computed' || b.kind === 'computed') return text(a.foreignTable, b.foreignTable);
  return (
    text(a.foreignSchema, b.foreignSchema) ||
    text(a.foreignTable, b.foreignTable) ||
    Number(a.isSelf) - Number(b.isSelf) ||
    CARDINALITY_ORDER.indexOf(a.cardinality) - CARDINALITY_ORDER.indexOf(b.cardinality) ||
    text(
      a.junction ? `${a.junction.schema}.${a.junction.table}` : a.constraint,
      b.junction ? `${b.junction.schema}.${b.junction.table}` : b.constraint,
    ) ||
    text(a.junction?.constraint1 ?? '', b.junction?.constraint1 ?? '') ||
    text(a.junction?.constraint2 ?? '', b.junction?.constraint2 ?? '') ||
    text(JSON.stringify(a.columns), JSON.stringify(b.columns))
  );
}
