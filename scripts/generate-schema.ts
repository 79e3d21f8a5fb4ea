// `npm run db:schema`: writes supabase/schema.sql, the current definition of everything the
// migrations make, read from the migrated database's catalog: the schemas' types, every table
// (columns, defaults, constraints, indexes, row-level security, comments, grants, policies,
// triggers), view and function (its full definition, comment and grants) of `public` and
// `private`, the policies and triggers the migrations put on the platform's tables (auth, storage),
// the storage buckets, the cron jobs and the tables in the Realtime publication. Objects come in
// name order and privileges are listed per role in a fixed order, so the file changes only when
// the schema does.
//
// Read it to see what the database does today; change supabase/migrations, never this file.
// The database is DATABASE_URL when set (it must already be migrated), otherwise a throw-away copy
// of the prepared PGlite snapshot (scripts/lib/migrated-database.ts).
// `npm run db:schema -- --check` exits 1 when the committed file differs from what it would write.
import fs from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from '@gilgit-dry-fruits/supabase-local/db/database';
import { openMigratedDatabase } from './lib/migrated-database.ts';

export const SCHEMA_FILE = path.join('supabase', 'schema.sql');
/** The project's own schemas; auth, storage, cron and extensions are the platform's (the shim's locally). */
const PROJECT_SCHEMAS = ['public', 'private'];
const PLATFORM_SCHEMAS = ['auth', 'storage'];

const PRIVILEGE_ORDER = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'USAGE', 'CREATE', 'EXECUTE'];

interface Grant {
  grantee: string;
  privilege: string;
  column: string | null;
  position: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ident = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

/** `grant … to …;` lines: one per role (and per set of columns), privileges in a fixed order. */
export function grantLines(grants: Grant[], on: string): string[] {
  const lines: string[] = [];
  const roles = [...new Set(grants.map((g) => g.grantee))].sort(byText);
  for (const role of roles) {
    const mine = grants.filter((g) => g.grantee === role);
    const whole = mine.filter((g) => g.column === null).map((g) => g.privilege);
    const privileges = [...new Set(whole)].sort((a, b) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b));
    if (privileges.length > 0) lines.push(`grant ${privileges.join(', ').toLowerCase()} on ${on} to ${role};`);
    const perColumn = mine.filter((g) => g.column !== null && !whole.includes(g.privilege));
    for (const privilege of PRIVILEGE_ORDER.filter((p) => perColumn.some((g) => g.privilege === p))) {
      const columns = perColumn
        .filter((g) => g.privilege === privilege)
        .sort((a, b) => a.position - b.position)
        .map((g) => ident(g.column!));
      lines.push(`grant ${privilege.toLowerCase()} (${columns.join(', ')}) on ${on} to ${role};`);
    }
  }
  return lines;
}

async function rows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

/** Privileges of catalog rows, owner's own left out; PUBLIC is `public`. */
const ACL = (acl: string, ownerColumn: string) => `
  cross join lateral aclexplode(${acl}) a
  left join pg_roles r on r.oid = a.grantee
  where a.grantee <> ${ownerColumn}`;

async function schemaSection(db: Queryable): Promise<string[]> {
  const schemas = await rows<{ name: string; comment: string | null }>(
    db,
    `select n.nspname as name, obj_description(n.oid, 'pg_namespace') as comment from pg_namespace n where n.nspname = 'private'`,
  );
  const grants = await rows<Grant & { schema: string }>(
    db,
    `select n.nspname as schema, coalesce(r.rolname, 'public') as grantee, a.privilege_type as privilege, null as column, 0 as position
       from pg_namespace n ${ACL('n.nspacl', 'n.nspowner')} and n.nspname = 'private'`,
  );
  return schemas.flatMap((s) => [
    `create schema ${s.name};`,
    ...(s.comment ? [`comment on schema ${s.name} is ${literal(s.comment)};`] : []),
    ...grantLines(
      grants.filter((g) => g.schema === s.name),
      `schema ${s.name}`,
    ),
    '',
  ]);
}

async function typeSection(db: Queryable): Promise<string[]> {
  const types = await rows<{ name: string; kind: string; labels: string[]; base: string | null }>(
    db,
    `select format('%I.%I', n.nspname, t.typname) as name, t.typtype::text as kind,
            array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels,
            case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = any($1) and t.typtype in ('e', 'd')`,
    [PROJECT_SCHEMAS],
  );
  return types
    .sort((a, b) => byText(a.name, b.name))
    .map((t) =>
      t.kind === 'e' ? `create type ${t.name} as enum (${t.labels.map(literal).join(', ')});` : `create domain ${t.name} as ${t.base};`,
    );
}

interface Relation {
  oid: number;
  name: string;
  kind: string;
  rls: boolean;
  comment: string | null;
  view: string | null;
}

async function relationSection(db: Queryable): Promise<string[]> {
  const relations = await rows<Relation>(
    db,
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name, c.relkind::text as kind, c.relrowsecurity as rls,
            obj_description(c.oid, 'pg_class') as comment, case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as view
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm')`,
    [PROJECT_SCHEMAS],
  );
  const columns = await rows<{
    relid: number;
    name: string;
    type: string;
    notnull: boolean;
    def: string | null;
    identity: string;
    generated: string;
    comment: string | null;
  }>(
    db,
    `select a.attrelid::int as relid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
            pg_get_expr(d.adbin, d.adrelid) as def, a.attidentity::text as identity, a.attgenerated::text as generated,
            col_description(a.attrelid, a.attnum) as comment
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by a.attrelid, a.attnum`,
    [PROJECT_SCHEMAS],
  );
  const constraints = await rows<{ relid: number; name: string; def: string }>(
    db,
    `select co.conrelid::int as relid, co.conname as name, pg_get_constraintdef(co.oid) as def
       from pg_constraint co join pg_class c on c.oid = co.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and co.contype <> 'n'`,
    [PROJECT_SCHEMAS],
  );
  const indexes = await rows<{ relid: number; name: string; def: string }>(
    db,
    `select i.indrelid::int as relid, ic.relname as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_namespace n on n.oid = ic.relnamespace
      where n.nspname = any($1) and not exists (select 1 from pg_constraint co where co.conindid = i.indexrelid)`,
    [PROJECT_SCHEMAS],
  );
  const grants = await rows<Grant & { relid: number }>(
    db,
    `select c.oid::int as relid, coalesce(r.rolname, 'public') as grantee, a.privilege_type as privilege, null as column, 0 as position
       from pg_class c join pg_namespace n on n.oid = c.relnamespace ${ACL('c.relacl', 'c.relowner')} and n.nspname = any($1)
     union all
     select c.oid::int, coalesce(r.rolname, 'public'), a.privilege_type, att.attname::text, att.attnum::int
       from pg_attribute att join pg_class c on c.oid = att.attrelid join pg_namespace n on n.oid = c.relnamespace
       ${ACL('att.attacl', 'c.relowner')} and n.nspname = any($1) and att.attnum > 0`,
    [PROJECT_SCHEMAS],
  );
  const policies = await policyLines(db, PROJECT_SCHEMAS);
  const triggers = await triggerLines(db, PROJECT_SCHEMAS);

  const out: string[] = [];
  for (const rel of relations.sort((a, b) => byText(a.name, b.name))) {
    const mine = <T extends { relid: number }>(list: T[]) => list.filter((x) => Number(x.relid) === Number(rel.oid));
    const cols = mine(columns);
    if (rel.view !== null) {
      out.push(`create ${rel.kind === 'm' ? 'materialized view' : 'view'} ${rel.name} as`, rel.view.trimEnd().replace(/;?$/, ';'));
    } else {
      const lines = cols.map((c) => {
        const parts = [`  ${ident(c.name)} ${c.type}`];
        if (c.generated === 's') parts.push(`generated always as ${c.def} stored`);
        else if (c.def !== null) parts.push(`default ${c.def}`);
        if (c.identity === 'a') parts.push('generated always as identity');
        if (c.identity === 'd') parts.push('generated by default as identity');
        if (c.notnull) parts.push('not null');
        return parts.join(' ');
      });
      out.push(`create table ${rel.name} (`, lines.join(',\n'), ');');
      for (const c of mine(constraints).sort((a, b) => byText(a.name, b.name)))
        out.push(`alter table ${rel.name} add constraint ${ident(c.name)} ${c.def};`);
      for (const i of mine(indexes).sort((a, b) => byText(a.name, b.name))) out.push(`${i.def};`);
      if (rel.rls) out.push(`alter table ${rel.name} enable row level security;`);
    }
    if (rel.comment) out.push(`comment on table ${rel.name} is ${literal(rel.comment)};`);
    for (const c of cols.filter((col) => col.comment))
      out.push(`comment on column ${rel.name}.${ident(c.name)} is ${literal(c.comment!)};`);
    out.push(...grantLines(mine(grants), rel.name));
    out.push(...(policies.get(rel.name) ?? []), ...(triggers.get(rel.name) ?? []), '');
  }
  return out;
}

async function policyLines(db: Queryable, schemas: string[]): Promise<Map<string, string[]>> {
  const policies = await rows<{
    rel: string;
    name: string;
    permissive: string;
    roles: string[];
    cmd: string;
    qual: string | null;
    check: string | null;
  }>(
    db,
    `select format('%I.%I', schemaname, tablename) as rel, policyname as name, permissive, roles::text[] as roles, cmd, qual, with_check as check
       from pg_policies where schemaname = any($1)`,
    [schemas],
  );
  const map = new Map<string, string[]>();
  for (const p of policies.sort((a, b) => byText(a.rel, b.rel) || byText(a.name, b.name))) {
    const line = [`create policy ${ident(p.name)} on ${p.rel}`];
    if (p.permissive !== 'PERMISSIVE') line.push('as restrictive');
    line.push(`for ${p.cmd.toLowerCase()} to ${[...p.roles].sort(byText).join(', ')}`);
    if (p.qual !== null) line.push(`using (${p.qual})`);
    if (p.check !== null) line.push(`with check (${p.check})`);
    map.set(p.rel, [...(map.get(p.rel) ?? []), `${line.join('\n  ')};`]);
  }
  return map;
}

async function triggerLines(db: Queryable, schemas: string[]): Promise<Map<string, string[]>> {
  const triggers = await rows<{ rel: string; name: string; def: string }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as rel, t.tgname as name, pg_get_triggerdef(t.oid) as def
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and not t.tgisinternal`,
    [schemas],
  );
  const map = new Map<string, string[]>();
  for (const t of triggers.sort((a, b) => byText(a.rel, b.rel) || byText(a.name, b.name)))
    map.set(t.rel, [...(map.get(t.rel) ?? []), `${t.def};`]);
  return map;
}

/** The migrations' policies and triggers on tables the platform makes (storage.objects, auth.users). */
async function platformSection(db: Queryable): Promise<string[]> {
  const policies = await policyLines(db, PLATFORM_SCHEMAS);
  const triggers = await triggerLines(db, PLATFORM_SCHEMAS);
  const tables = [...new Set([...policies.keys(), ...triggers.keys()])].sort(byText);
  return tables.flatMap((table) => [...(policies.get(table) ?? []), ...(triggers.get(table) ?? []), '']);
}

async function functionSection(db: Queryable): Promise<string[]> {
  const functions = await rows<{ oid: number; signature: string; def: string; comment: string | null }>(
    db,
    `select p.oid::int as oid, format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
            pg_get_functiondef(p.oid) as def, obj_description(p.oid, 'pg_proc') as comment
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1) and p.prokind in ('f', 'p')`,
    [PROJECT_SCHEMAS],
  );
  const grants = await rows<Grant & { oid: number }>(
    db,
    `select p.oid::int as oid, coalesce(r.rolname, 'public') as grantee, a.privilege_type as privilege, null as column, 0 as position
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       ${ACL("coalesce(p.proacl, acldefault('f', p.proowner))", 'p.proowner')} and n.nspname = any($1)`,
    [PROJECT_SCHEMAS],
  );
  return functions
    .sort((a, b) => byText(a.signature, b.signature))
    .flatMap((fn) => [
      `${fn.def.trimEnd()};`,
      ...(fn.comment ? [`comment on function ${fn.signature} is ${literal(fn.comment)};`] : []),
      ...grantLines(
        grants.filter((g) => Number(g.oid) === Number(fn.oid)),
        `function ${fn.signature}`,
      ),
      '',
    ]);
}

async function bucketSection(db: Queryable): Promise<string[]> {
  const buckets = await rows<{ id: string; public: boolean; size: string | null; types: string[] | null }>(
    db,
    `select id, public, file_size_limit::text as size, allowed_mime_types as types from storage.buckets order by id`,
  );
  return buckets.map(
    (b) =>
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values (${literal(b.id)}, ${literal(b.id)}, ${b.public}, ` +
      `${b.size ?? 'null'}, ${b.types ? `array[${b.types.map(literal).join(', ')}]` : 'null'});`,
  );
}

async function cronSection(db: Queryable): Promise<string[]> {
  const jobs = await rows<{ name: string; schedule: string; command: string }>(
    db,
    `select jobname as name, schedule, command from cron.job order by jobname`,
  );
  return jobs.map((j) => `select cron.schedule(${literal(j.name)}, ${literal(j.schedule)}, ${literal(j.command)});`);
}

/** The project's tables whose changes Realtime sends (the supabase_realtime publication). */
async function publicationSection(db: Queryable): Promise<string[]> {
  const tables = await rows<{ schema: string; name: string }>(
    db,
    `select schemaname as schema, tablename as name from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = any($1) order by schemaname, tablename`,
    [PROJECT_SCHEMAS],
  );
  return tables.map((t) => `alter publication supabase_realtime add table ${ident(t.schema)}.${ident(t.name)};`);
}

/**
 * The whole supabase/schema.sql for a migrated database. Read with an empty search_path, so every
 * name outside pg_catalog comes schema-qualified whatever the connection's settings.
 */
export function generateSchema(db: Database): Promise<string> {
  return db.transaction((tx) => renderSchema(tx), { readOnly: true, setup: "set local search_path = ''" });
}

async function renderSchema(db: Queryable): Promise<string> {
  const heading = (title: string) => ['', `-- ${'='.repeat(96)}`, `-- ${title}`, ''];
  const lines = [
    '-- Generated by `npm run db:schema` from the migrated database (scripts/generate-schema.ts): what every',
    "-- table, function, policy and grant of the shop's schemas is today, in name order. Do not edit by",
    '-- hand: change supabase/migrations and run the script again.',
    ...heading('Schemas'),
    ...(await schemaSection(db)),
    ...heading('Types'),
    ...(await typeSection(db)),
    ...heading('Tables and views'),
    ...(await relationSection(db)),
    ...heading("Policies and triggers on the platform's tables"),
    ...(await platformSection(db)),
    ...heading('Functions'),
    ...(await functionSection(db)),
    ...heading('Storage buckets'),
    ...(await bucketSection(db)),
    ...heading('Cron jobs'),
    ...(await cronSection(db)),
    ...heading('Realtime publication'),
    ...(await publicationSection(db)),
  ];
  return `${lines
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

async function main() {
  const check = process.argv.includes('--check');
  const target = path.resolve(process.cwd(), SCHEMA_FILE);
  const { db, close } = await openMigratedDatabase();
  let text: string;
  try {
    text = await generateSchema(db);
  } finally {
    await close();
  }
  if (check) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(`${SCHEMA_FILE} is out of date: run npm run db:schema`);
      process.exit(1);
    }
    console.log(`${SCHEMA_FILE} is up to date`);
    return;
  }
  fs.writeFileSync(target, text);
  console.log(`wrote ${SCHEMA_FILE}`);
}

if (process.argv[1]?.endsWith(path.join('scripts', 'generate-schema.ts'))) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
