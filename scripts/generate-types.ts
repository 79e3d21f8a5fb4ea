// `npm run db:types`: writes lib/supabase/database.types.ts, the `Database` type in the Supabase
// CLI's shape (Tables with Row/Insert/Update/Relationships, Views, Functions with Args/Returns,
// Enums, CompositeTypes), read from the migrated database's catalog.
//
// The database is DATABASE_URL when set (it must already be migrated), otherwise a throw-away copy
// of the prepared PGlite snapshot (scripts/lib/migrated-database.ts).
// `npm run db:types -- --check` exits 1 when the committed file differs from what it would write.
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '@gilgit-dry-fruits/supabase-local/db/database';
import { openMigratedDatabase } from './lib/migrated-database.ts';

export const TYPES_FILE = path.join('lib', 'supabase', 'database.types.ts');
/** The PostgREST behaviour the types promise to postgrest-js (12: no maxAffected, no spread on to-many). */
const POSTGREST_VERSION = '12';
const SCHEMA = 'public';
const WIDTH = 80;

export interface TypeRef {
  /** pg_type.typname, e.g. int4, _text, order_status. */
  name: string;
  schema: string;
  /** pg_type.typtype: b base, e enum, c composite, d domain (already resolved to its base), p pseudo. */
  kind: string;
  /** For arrays, the element type. */
  element: TypeRef | null;
  /** For the row type of a table or view (a computed field's argument), where its Row type is. */
  rowOf?: 'Tables' | 'Views';
}

export interface Column {
  name: string;
  type: TypeRef;
  nullable: boolean;
  hasDefault: boolean;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  generated: boolean;
  updatable: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Relation {
  name: string;
  columns: Column[];
  relationships: Relationship[];
}

export interface View extends Relation {
  updatable: boolean;
}

export interface FunctionArg {
  name: string;
  type: TypeRef;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returns: TypeRef;
  returnsSet: boolean;
  /** Columns of RETURNS TABLE (…), if any. */
  tableColumns: FunctionArg[];
  /** Name of the table or view whose row type it returns, if any. */
  returnsRelation: string | null;
}

export interface Catalog {
  tables: Relation[];
  views: View[];
  functions: DbFunction[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; type: TypeRef }[] }[];
}

// ---------------------------------------------------------------------------------------------
// Reading the catalog

interface TypeRow {
  oid: number;
  name: string;
  schema: string;
  kind: string;
  element: number;
  base: number;
  relkind: string | null;
}

async function readTypes(db: Queryable): Promise<(oid: number) => TypeRef> {
  const { rows } = await db.query<TypeRow>(`
    select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype::text as kind,
           t.typelem::int as element, t.typbasetype::int as base, c.relkind::text as relkind
      from pg_type t join pg_namespace n on n.oid = t.typnamespace left join pg_class c on c.oid = t.typrelid`);
  const byOid = new Map(rows.map((r) => [Number(r.oid), r]));
  const resolve = (oid: number): TypeRef => {
    const row = byOid.get(Number(oid));
    if (!row) return { name: 'unknown', schema: '', kind: 'p', element: null };
    if (row.kind === 'd') return resolve(row.base);
    const isArray = row.name.startsWith('_') && Number(row.element) !== 0;
    const rowOf = row.relkind === 'v' || row.relkind === 'm' ? 'Views' : row.relkind && row.relkind !== 'c' ? 'Tables' : undefined;
    return { name: row.name, schema: row.schema, kind: row.kind, element: isArray ? resolve(row.element) : null, ...(rowOf && { rowOf }) };
  };
  return resolve;
}

export async function introspect(db: Queryable): Promise<Catalog> {
  const typeOf = await readTypes(db);
  const relations = (
    await db.query<{ oid: number; name: string; kind: string; updatable: boolean }>(
      `
    select c.oid::int as oid, c.relname as name, c.relkind::text as kind,
           (c.relkind = 'v' and pg_relation_is_updatable(c.oid, false) & 20 = 20) as updatable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
      [SCHEMA],
    )
  ).rows;
  const columns = (
    await db.query<{
      relid: number;
      name: string;
      type: number;
      notnull: boolean;
      hasdef: boolean;
      identity: string;
      generated: string;
      updatable: boolean;
    }>(
      `
    select a.attrelid::int as relid, a.attname as name, a.atttypid::int as type, a.attnotnull as notnull, a.atthasdef as hasdef,
           a.attidentity::text as identity, a.attgenerated::text as generated,
           (c.relkind <> 'v' or pg_column_is_updatable(c.oid, a.attnum, false)) as updatable
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped`,
      [SCHEMA],
    )
  ).rows;
  const uniques = (
    await db.query<{ relid: number; cols: string[] }>(
      `
    select i.indrelid::int as relid, array(select a.attname::text from unnest(i.indkey::int2[]) k join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k order by a.attname) as cols
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and i.indisunique and i.indpred is null`,
      [SCHEMA],
    )
  ).rows;
  const foreignKeys = (
    await db.query<{ relid: number; name: string; cols: string[]; target: string; target_cols: string[] }>(
      `
    select con.conrelid::int as relid, con.conname as name,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(num, pos) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.pos) as cols,
           ref.relname as target,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(num, pos) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.pos) as target_cols
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
      join pg_class ref on ref.oid = con.confrelid join pg_namespace rn on rn.oid = ref.relnamespace
     where con.contype = 'f' and sn.nspname = $1 and rn.nspname = $1`,
      [SCHEMA],
    )
  ).rows;

  const uniqueSets = new Map<number, string[]>();
  for (const u of uniques) {
    const list = uniqueSets.get(Number(u.relid)) ?? [];
    list.push([...u.cols].sort().join(','));
    uniqueSets.set(Number(u.relid), list);
  }
  const relationFor = (oid: number): Relation => {
    const cols = columns
      .filter((c) => Number(c.relid) === Number(oid))
      .map((c) => ({
        name: c.name,
        type: typeOf(c.type),
        nullable: !c.notnull,
        hasDefault: c.hasdef,
        identity: c.identity === 'a' ? ('ALWAYS' as const) : c.identity === 'd' ? ('BY DEFAULT' as const) : null,
        generated: c.generated !== '' && c.generated !== null,
        updatable: c.updatable,
      }));
    const rels = foreignKeys
      .filter((fk) => Number(fk.relid) === Number(oid))
      .map((fk) => ({
        foreignKeyName: fk.name,
        columns: fk.cols,
        isOneToOne: (uniqueSets.get(Number(oid)) ?? []).includes([...fk.cols].sort().join(',')),
        referencedRelation: fk.target,
        referencedColumns: fk.target_cols,
      }));
    return { name: relations.find((r) => Number(r.oid) === Number(oid))!.name, columns: cols, relationships: rels };
  };

  const functions = (
    await db.query<{
      name: string;
      argnames: string[] | null;
      argtypes: number[];
      argmodes: string[] | null;
      ndefaults: number;
      rettype: number;
      retset: boolean;
      retrel: string | null;
    }>(
      `
    select p.proname::text as name, p.proargnames::text[] as argnames,
           coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as argtypes,
           p.proargmodes::text[] as argmodes, p.pronargdefaults::int as ndefaults,
           p.prorettype::int as rettype, p.proretset as retset,
           (select c.relname from pg_type t join pg_class c on c.oid = t.typrelid join pg_namespace cn on cn.oid = c.relnamespace
             where t.oid = p.prorettype and cn.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')) as retrel
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype and p.prorettype <> 'event_trigger'::regtype`,
      [SCHEMA],
    )
  ).rows;

  const catalog: Catalog = { tables: [], views: [], functions: [], enums: [], compositeTypes: [] };
  for (const r of relations) {
    if (r.kind === 'v' || r.kind === 'm') catalog.views.push({ ...relationFor(r.oid), updatable: r.kind === 'v' && r.updatable });
    else catalog.tables.push(relationFor(r.oid));
  }
  for (const fn of functions) {
    const types = fn.argtypes.map(Number);
    const modes = fn.argmodes ?? types.map(() => 'i');
    const names = fn.argnames ?? types.map(() => '');
    const inputs = types
      .map((t, i) => ({ type: t, mode: modes[i]!, name: names[i] ?? '' }))
      .filter((a) => ['i', 'b', 'v'].includes(a.mode));
    const firstDefault = inputs.length - Number(fn.ndefaults);
    catalog.functions.push({
      name: fn.name,
      args: inputs.map((a, i) => ({ name: a.name, type: typeOf(a.type), hasDefault: i >= firstDefault })),
      returns: typeOf(fn.rettype),
      returnsSet: fn.retset,
      tableColumns: types
        .map((t, i) => ({ type: t, mode: modes[i]!, name: names[i] ?? '' }))
        .filter((a) => a.mode === 't')
        .map((a) => ({ name: a.name, type: typeOf(a.type), hasDefault: false })),
      returnsRelation: fn.retrel,
    });
  }
  const enums = (
    await db.query<{ name: string; values: string[] }>(
      `
    select t.typname as name, array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as values
      from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = $1 and t.typtype = 'e'`,
      [SCHEMA],
    )
  ).rows;
  catalog.enums = enums.map((e) => ({ name: e.name, values: e.values }));
  const composites = (
    await db.query<{ name: string; attname: string; type: number; num: number }>(
      `
    select t.typname as name, a.attname, a.atttypid::int as type, a.attnum::int as num
      from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c'
     order by t.typname, a.attnum`,
      [SCHEMA],
    )
  ).rows;
  for (const row of composites) {
    let entry = catalog.compositeTypes.find((c) => c.name === row.name);
    if (!entry) catalog.compositeTypes.push((entry = { name: row.name, attributes: [] }));
    entry.attributes.push({ name: row.attname, type: typeOf(row.type) });
  }
  return catalog;
}

// ---------------------------------------------------------------------------------------------
// Rendering (pure)

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const quote = (text: string) => JSON.stringify(text);
const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name));

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'name',
  'char',
]);

export function tsType(type: TypeRef): string {
  if (type.element) return `${tsType(type.element)}[]`.replace(/^(.*\|.*)\[\]$/, '($1)[]');
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  if (type.schema === SCHEMA && type.kind === 'e') return `Database[${quote(SCHEMA)}]["Enums"][${quote(type.name)}]`;
  if (type.schema === SCHEMA && type.kind === 'c' && type.rowOf)
    return `Database[${quote(SCHEMA)}][${quote(type.rowOf)}][${quote(type.name)}]["Row"]`;
  if (type.schema === SCHEMA && type.kind === 'c') return `Database[${quote(SCHEMA)}]["CompositeTypes"][${quote(type.name)}]`;
  return 'unknown';
}

const nullable = (ts: string, isNullable: boolean) => (isNullable && ts !== 'unknown' ? `${ts} | null` : ts);

function block(indent: string, header: string, lines: string[], empty = '[_ in never]: never'): string[] {
  const inner = lines.length > 0 ? lines : [`${indent}  ${empty}`];
  return [`${indent}${header}: {`, ...inner, `${indent}}`];
}

function columnLines(indent: string, columns: Column[], mode: 'Row' | 'Insert' | 'Update', view = false): string[] {
  return [...columns].sort(byName).map((c) => {
    if (mode !== 'Row' && (c.identity === 'ALWAYS' || c.generated || (view && !c.updatable))) return `${indent}${key(c.name)}?: never`;
    const optional = mode === 'Update' || (mode === 'Insert' && (view || c.nullable || c.hasDefault || c.identity !== null));
    return `${indent}${key(c.name)}${optional ? '?' : ''}: ${nullable(tsType(c.type), view && mode !== 'Row' ? true : c.nullable)}`;
  });
}

function relationshipLines(indent: string, relationships: Relationship[]): string[] {
  if (relationships.length === 0) return [`${indent}Relationships: []`];
  const sorted = [...relationships].sort((a, b) =>
    a.foreignKeyName < b.foreignKeyName ? -1 : a.foreignKeyName > b.foreignKeyName ? 1 : 0,
  );
  return [
    `${indent}Relationships: [`,
    ...sorted.flatMap((r) => [
      `${indent}  {`,
      `${indent}    foreignKeyName: ${quote(r.foreignKeyName)}`,
      `${indent}    columns: [${r.columns.map(quote).join(', ')}]`,
      `${indent}    isOneToOne: ${r.isOneToOne}`,
      `${indent}    referencedRelation: ${quote(r.referencedRelation)}`,
      `${indent}    referencedColumns: [${r.referencedColumns.map(quote).join(', ')}]`,
      `${indent}  },`,
    ]),
    `${indent}]`,
  ];
}

function returnType(fn: DbFunction, catalog: Catalog): string {
  if (fn.tableColumns.length > 0) {
    const fields = fn.tableColumns.map((c) => `${key(c.name)}: ${tsType(c.type)}`).join('; ');
    return `{ ${fields} }${fn.returnsSet ? '[]' : ''}`;
  }
  const relation = fn.returnsRelation ? [...catalog.tables, ...catalog.views].find((r) => r.name === fn.returnsRelation) : undefined;
  if (relation) {
    const fields = [...relation.columns]
      .sort(byName)
      .map((c) => `${key(c.name)}: ${nullable(tsType(c.type), c.nullable)}`)
      .join('; ');
    return `{ ${fields} }${fn.returnsSet ? '[]' : ''}`;
  }
  return `${tsType(fn.returns)}${fn.returnsSet ? '[]' : ''}`;
}

function functionLines(indent: string, fn: DbFunction, catalog: Catalog): string[] {
  const args = [...fn.args]
    .filter((a) => a.name !== '')
    .sort(byName)
    .map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type)}`);
  const argsText = args.length === 0 ? 'never' : `{ ${args.join('; ')} }`;
  const returns = returnType(fn, catalog);
  const oneLine = `${indent}${key(fn.name)}: { Args: ${argsText}; Returns: ${returns} }`;
  if (oneLine.length <= WIDTH) return [oneLine];
  const argsBlock =
    args.length === 0 || `${indent}  Args: ${argsText}`.length <= WIDTH
      ? [`${indent}  Args: ${argsText}`]
      : [`${indent}  Args: {`, ...args.map((a) => `${indent}    ${a}`), `${indent}  }`];
  return [`${indent}${key(fn.name)}: {`, ...argsBlock, `${indent}  Returns: ${returns}`, `${indent}}`];
}

function unionLines(indent: string, name: string, values: string[]): string[] {
  const oneLine = `${indent}${key(name)}: ${values.map(quote).join(' | ')}`;
  if (oneLine.length <= WIDTH) return [oneLine];
  return [`${indent}${key(name)}:`, ...values.map((v) => `${indent}  | ${quote(v)}`)];
}

/** The whole database.types.ts file for a catalog. */
export function renderDatabaseTypes(catalog: Catalog): string {
  const i3 = '      ';
  const tables = [...catalog.tables]
    .sort(byName)
    .flatMap((t) => [
      `${i3}${key(t.name)}: {`,
      ...block(`${i3}  `, 'Row', columnLines(`${i3}    `, t.columns, 'Row')),
      ...block(`${i3}  `, 'Insert', columnLines(`${i3}    `, t.columns, 'Insert')),
      ...block(`${i3}  `, 'Update', columnLines(`${i3}    `, t.columns, 'Update')),
      ...relationshipLines(`${i3}  `, t.relationships),
      `${i3}}`,
    ]);
  const views = [...catalog.views]
    .sort(byName)
    .flatMap((v) => [
      `${i3}${key(v.name)}: {`,
      ...block(`${i3}  `, 'Row', columnLines(`${i3}    `, v.columns, 'Row', true)),
      ...(v.updatable
        ? [
            ...block(`${i3}  `, 'Insert', columnLines(`${i3}    `, v.columns, 'Insert', true)),
            ...block(`${i3}  `, 'Update', columnLines(`${i3}    `, v.columns, 'Update', true)),
          ]
        : []),
      ...relationshipLines(`${i3}  `, v.relationships),
      `${i3}}`,
    ]);
  const grouped = new Map<string, DbFunction[]>();
  for (const fn of [...catalog.functions].sort(byName)) grouped.set(fn.name, [...(grouped.get(fn.name) ?? []), fn]);
  const functions = [...grouped.values()].flatMap((overloads) => {
    if (overloads.length === 1) return functionLines(i3, overloads[0]!, catalog);
    const variants = overloads.map((fn) =>
      functionLines('', { ...fn, name: '_' }, catalog)
        .join(' ')
        .replace(/^_: /, ''),
    );
    return [`${i3}${key(overloads[0]!.name)}:`, ...variants.map((v) => `${i3}  | ${v}`)];
  });
  const enums = [...catalog.enums].sort(byName).flatMap((e) => unionLines(i3, e.name, e.values));
  const composites = [...catalog.compositeTypes]
    .sort(byName)
    .flatMap((c) => [
      `${i3}${key(c.name)}: {`,
      ...c.attributes.map((a) => `${i3}  ${key(a.name)}: ${nullable(tsType(a.type), true)}`),
      `${i3}}`,
    ]);
  const constants = [...catalog.enums].sort(byName).flatMap((e) => {
    const oneLine = `      ${key(e.name)}: [${e.values.map(quote).join(', ')}],`;
    return oneLine.length <= WIDTH ? [oneLine] : [`      ${key(e.name)}: [`, ...e.values.map((v) => `        ${quote(v)},`), '      ],'];
  });

  return [
    '// Generated by `npm run db:types` from the migrated database (scripts/generate-types.ts).',
    '// Do not edit by hand: change supabase/migrations and run the script again.',
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
    '  // Tells createClient<Database>() which PostgREST features the server supports.',
    '  __InternalSupabase: {',
    `    PostgrestVersion: ${quote(POSTGREST_VERSION)}`,
    '  }',
    `  ${key(SCHEMA)}: {`,
    ...block('    ', 'Tables', tables),
    ...block('    ', 'Views', views),
    ...block('    ', 'Functions', functions),
    ...block('    ', 'Enums', enums),
    ...block('    ', 'CompositeTypes', composites),
    '  }',
    '}',
    '',
    `type PublicSchema = Database[${quote(SCHEMA)}]`,
    'type TablesAndViews = PublicSchema["Tables"] & PublicSchema["Views"]',
    '',
    '/** The row type of a table or view, e.g. `Tables<"products">`. */',
    'export type Tables<Name extends keyof TablesAndViews> = TablesAndViews[Name] extends { Row: infer Row } ? Row : never',
    '',
    '/** What an insert into a table may send, e.g. `TablesInsert<"testimonials">`. */',
    'export type TablesInsert<Name extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][Name]["Insert"]',
    '',
    '/** What an update of a table may send. */',
    'export type TablesUpdate<Name extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][Name]["Update"]',
    '',
    '/** The values of an enum type, e.g. `Enums<"order_status">`. */',
    'export type Enums<Name extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][Name]',
    '',
    'export type CompositeTypes<Name extends keyof PublicSchema["CompositeTypes"]> = PublicSchema["CompositeTypes"][Name]',
    '',
    "/** The enum values at run time, in the database's order. */",
    'export const Constants = {',
    `  ${key(SCHEMA)}: {`,
    '    Enums: {',
    ...constants,
    '    },',
    '  },',
    '} as const',
    '',
  ].join('\n');
}

export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  return renderDatabaseTypes(await introspect(db));
}

// ---------------------------------------------------------------------------------------------
// Command line

async function main() {
  const check = process.argv.includes('--check');
  const target = path.resolve(process.cwd(), TYPES_FILE);
  const { db, close } = await openMigratedDatabase();
  let text: string;
  try {
    text = await generateDatabaseTypes(db);
  } finally {
    await close();
  }
  if (check) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(`${TYPES_FILE} is out of date: run npm run db:types`);
      process.exit(1);
    }
    console.log(`${TYPES_FILE} is up to date`);
    return;
  }
  fs.writeFileSync(target, text);
  console.log(`wrote ${TYPES_FILE}`);
}

if (process.argv[1]?.endsWith(path.join('scripts', 'generate-types.ts'))) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
