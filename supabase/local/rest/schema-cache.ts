import type { Database } from '../db/database.ts';

/** What PostgREST's schema cache holds, for the one exposed schema: relations, keys and functions. */
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
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
}

/** A foreign key `table(columns) → foreignTable(foreignColumns)` between two exposed relations. */
export interface ForeignKey {
  constraint: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  name: string;
  params: RoutineParam[];
  volatility: 'volatile' | 'stable' | 'immutable';
  returnsSet: boolean;
  returns: 'void' | 'scalar' | 'composite';
  /** The exposed table whose row type the function returns (enables embedding on its result). */
  returnTable: string | null;
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
  /** Roles PostgREST's authenticator may switch to, and every role that exists. */
  switchableRoles: Set<string>;
  existingRoles: Set<string>;
}

interface RawCache {
  tables: { name: string; kind: string }[] | null;
  columns: { table: string; name: string; type: string; base: string; default: string | null }[] | null;
  constraints: { name: string; kind: 'p' | 'u' | 'f'; table: string; columns: string[]; ftable: string | null; fschema: string | null; fcolumns: string[] | null }[] | null;
  routines: {
    name: string;
    volatility: 'v' | 's' | 'i';
    retset: boolean;
    rettype: string;
    rettyptype: string;
    rettable: string | null;
    rettableschema: string | null;
    ndefaults: number;
    args: { name: string; type: string; mode: string }[] | null;
  }[] | null;
  roles: string[] | null;
  switchable: string[] | null;
}

/** One round trip; `$1` is the exposed schema. JSON so both drivers return the same shape. */
const INTROSPECTION_SQL = `
with rels as (
  select c.oid, c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select json_build_object(
  'tables', (select json_agg(json_build_object('name', relname, 'kind', relkind)) from rels),
  'columns', (
    select json_agg(json_build_object(
      'table', r.relname, 'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'base', coalesce(bt.typname, t.typname)::text, 'default', pg_get_expr(d.adbin, d.adrelid)
    ) order by r.relname, a.attnum)
    from rels r
    join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  ),
  'constraints', (
    select json_agg(json_build_object(
      'name', con.conname, 'kind', con.contype, 'table', r.relname,
      'columns', (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'ftable', fc.relname, 'fschema', fn.nspname,
      'fcolumns', (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n)
    ))
    from pg_constraint con join rels r on r.oid = con.conrelid
    left join pg_class fc on fc.oid = con.confrelid left join pg_namespace fn on fn.oid = fc.relnamespace
    where con.contype in ('p', 'u', 'f')
  ),
  'routines', (
    select json_agg(json_build_object(
      'name', p.proname, 'volatility', p.provolatile, 'retset', p.proretset,
      'rettype', format_type(p.prorettype, null), 'rettyptype', rt.typtype,
      'rettable', rc.relname, 'rettableschema', rn.nspname, 'ndefaults', p.pronargdefaults,
      'args', (select json_agg(json_build_object(
                 'name', coalesce(p.proargnames[a.i], ''), 'type', format_type(a.t, null),
                 'mode', coalesce(p.proargmodes[a.i], 'i')) order by a.i)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(t, i))
    ))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r', 'v', 'm', 'f', 'p')
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = $1 and p.prokind = 'f'
  ),
  'roles', (select json_agg(rolname) from pg_roles),
  'switchable', (select json_agg(r.rolname) from pg_auth_members m join pg_roles r on r.oid = m.roleid
                 join pg_roles u on u.oid = m.member where u.rolname = 'authenticator')
)::text as cache`;

/** Reads the cache with the database's own superuser connection (never inside a request). */
export async function loadSchemaCache(db: Database, schema = 'public'): Promise<SchemaCache> {
  const { rows } = await db.query<{ cache: string }>(INTROSPECTION_SQL, [schema]);
  const raw = JSON.parse(rows[0]!.cache) as RawCache;
  const tables = new Map<string, Table>();
  for (const t of raw.tables ?? []) {
    tables.set(t.name, { name: t.name, isView: t.kind === 'v' || t.kind === 'm', columns: new Map(), primaryKey: [], uniqueKeys: [] });
  }
  for (const c of raw.columns ?? []) {
    tables.get(c.table)?.columns.set(c.name, {
      name: c.name,
      type: c.type,
      isJson: c.base === 'json' || c.base === 'jsonb',
      defaultSql: c.default,
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const con of raw.constraints ?? []) {
    const table = tables.get(con.table);
    if (!table) continue;
    if (con.kind === 'p') table.primaryKey = con.columns;
    if (con.kind === 'p' || con.kind === 'u') table.uniqueKeys.push(con.columns);
    if (con.kind === 'f' && con.fschema === schema && con.ftable && tables.has(con.ftable)) {
      foreignKeys.push({ constraint: con.name, table: con.table, columns: con.columns, foreignTable: con.ftable, foreignColumns: con.fcolumns ?? [] });
    }
  }
  const routines = new Map<string, Routine[]>();
  for (const r of raw.routines ?? []) {
    const args = r.args ?? [];
    const inputs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const hasOutputs = args.some((a) => a.mode === 'o' || a.mode === 't' || a.mode === 'b');
    const routine: Routine = {
      name: r.name,
      params: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= inputs.length - r.ndefaults })),
      volatility: r.volatility === 'v' ? 'volatile' : r.volatility === 's' ? 'stable' : 'immutable',
      returnsSet: r.retset,
      returns: r.rettype === 'void' ? 'void' : r.rettyptype === 'c' || (r.rettype === 'record' && hasOutputs) ? 'composite' : 'scalar',
      returnTable: r.rettableschema === schema ? r.rettable : null,
    };
    routines.set(r.name, [...(routines.get(r.name) ?? []), routine]);
  }
  return {
    schema,
    tables,
    foreignKeys,
    routines,
    existingRoles: new Set(raw.roles ?? []),
    switchableRoles: new Set(raw.switchable ?? []),
  };
}

/** PostgREST suggests the closest table name; a small edit distance does the same job. */
export function closestName(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
