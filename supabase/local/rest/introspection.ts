/** What one introspection round trip returns (JSON, so both database drivers give the same shape). */
export interface RawCatalog {
  tables: { oid: number; schema: string; name: string; kind: string }[] | null;
  columns: { rel: number; num: number; name: string; type: string; base: string; default: string | null; represented: boolean }[] | null;
  /** Primary, unique and foreign keys of every table outside the system schemas (views may expose private tables). */
  constraints:
    | {
        name: string;
        kind: 'p' | 'u' | 'f';
        rel: number;
        cols: [number, string][];
        frel: number | null;
        fcols: [number, string][] | null;
      }[]
    | null;
  /** The `_RETURN` rule of every exposed view, as `pg_node_tree` text. */
  views: { oid: number; action: string }[] | null;
  /** Functions of one table row type returning a table row type: computed relationships. */
  computed: { schema: string; name: string; arg: number; ret: number; single: boolean }[] | null;
  routines:
    | {
        schema: string;
        name: string;
        volatility: 'v' | 's' | 'i';
        retset: boolean;
        rettype: string;
        rettyptype: string;
        retrel: number | null;
        ndefaults: number;
        description: string | null;
        args: { name: string; type: string; mode: string }[] | null;
      }[]
    | null;
  roles: string[] | null;
  switchable: string[] | null;
}

/**
 * `$1` is the exposed schemas. Column defaults follow PostgREST's schema cache: an identity column
 * BY DEFAULT takes its sequence, a generated column none, a domain its own default.
 */
export const INTROSPECTION_SQL = `
with rels as (
  select c.oid, n.nspname, c.relname, c.relkind, c.reltype from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
),
-- Domains with an implicit cast function to or from json/text: PostgREST's data representations.
represented as (
  select case when s.typtype = 'd' then c.castsource else c.casttarget end as typ
  from pg_cast c join pg_type s on s.oid = c.castsource join pg_type t on t.oid = c.casttarget
  where c.castcontext = 'i' and c.castmethod = 'f'
    and ((s.typtype = 'd' and c.casttarget in ('json'::regtype, 'text'::regtype))
      or (t.typtype = 'd' and c.castsource in ('json'::regtype, 'text'::regtype)))
)
select json_build_object(
  'tables', (select json_agg(json_build_object('oid', oid::int8, 'schema', nspname, 'name', relname, 'kind', relkind)) from rels),
  'columns', (
    select json_agg(json_build_object(
      'rel', r.oid::int8, 'num', a.attnum, 'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'base', coalesce(bt.typname, t.typname)::text, 'represented', a.atttypid in (select typ from represented),
      'default', case
        when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', r.nspname, r.relname), a.attname))
        when a.attgenerated = 's' then null
        when d.adbin is null and t.typtype = 'd' then pg_get_expr(t.typdefaultbin, 0)
        else pg_get_expr(d.adbin, d.adrelid)
      end
    ) order by r.relname, a.attnum)
    from rels r
    join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  ),
  'constraints', (
    select json_agg(json_build_object(
      'name', con.conname, 'kind', con.contype, 'rel', con.conrelid::int8,
      'cols', (select json_agg(json_build_array(a.attnum, a.attname) order by k.i) from unnest(con.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'frel', nullif(con.confrelid, 0)::int8,
      'fcols', (select json_agg(json_build_array(a.attnum, a.attname) order by k.i) from unnest(con.confkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n)
    ) order by con.conrelid, con.conname)
    from pg_constraint con join pg_namespace cn on cn.oid = con.connamespace
    where con.contype in ('p', 'u', 'f') and con.conparentid = 0 and con.conrelid <> 0
      and cn.nspname not in ('pg_catalog', 'information_schema')
  ),
  'views', (
    select json_agg(json_build_object('oid', r.oid::int8, 'action', rw.ev_action::text))
    from rels r join pg_rewrite rw on rw.ev_class = r.oid and rw.rulename = '_RETURN'
    where r.relkind in ('v', 'm')
  ),
  'computed', (
    select json_agg(json_build_object('schema', pn.nspname, 'name', p.proname, 'arg', arg.oid::int8, 'ret', ret.oid::int8,
      'single', not p.proretset or p.prorows = 1))
    from pg_proc p join pg_namespace pn on pn.oid = p.pronamespace
    join rels arg on arg.reltype = p.proargtypes[0]
    join rels ret on ret.reltype = p.prorettype
    where p.pronargs = 1 and p.prokind = 'f'
  ),
  'routines', (
    select json_agg(json_build_object(
      'schema', n.nspname, 'name', p.proname, 'volatility', p.provolatile, 'retset', p.proretset,
      'rettype', format_type(p.prorettype, null), 'rettyptype', rt.typtype, 'retrel', rc.oid::int8, 'ndefaults', p.pronargdefaults,
      'description', obj_description(p.oid, 'pg_proc'),
      'args', (select json_agg(json_build_object(
                 'name', coalesce(p.proargnames[a.i], ''), 'type', format_type(a.t, null),
                 'mode', coalesce(p.proargmodes[a.i], 'i')) order by a.i)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(t, i))
    ))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join rels rc on rc.oid = rt.typrelid
    where n.nspname = any($1::text[]) and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
  ),
  'roles', (select json_agg(rolname) from pg_roles),
  'switchable', (select json_agg(r.rolname) from pg_auth_members m join pg_roles r on r.oid = m.roleid
                 join pg_roles u on u.oid = m.member where u.rolname = 'authenticator')
)::text as cache`;
