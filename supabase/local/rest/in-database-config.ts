import type { Settings } from '../config.ts';
import type { Queryable } from '../db/database.ts';

/** The PostgREST settings this backend has, by their in-database name (`pgrst.` + the name). */
const IN_DATABASE_NAMES = ['db_schemas', 'db_aggregates_enabled', 'db_plan_enabled', 'db_tx_end'];

/**
 * PostgREST's in-database configuration: the `pgrst.*` settings of the `authenticator` role, for
 * every database (`alter role authenticator set …`) and for this one (`… in database …`), the
 * database-specific value winning. A setting on the database alone has no effect, as in PostgREST.
 */
const IN_DATABASE_SQL = `
  select distinct on (name) name, value
  from (
    select s.setdatabase,
           substr(setting, 1, strpos(setting, '=') - 1) as name,
           substr(setting, strpos(setting, '=') + 1) as value
    from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) as setting
    where s.setrole = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
      and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
  ) settings
  where name = any($1::text[])
  order by name, setdatabase desc`;

/**
 * The in-database settings under their environment names (`pgrst.db_schemas` as `PGRST_DB_SCHEMAS`).
 * PostgREST lets them override the environment; `PGRST_DB_CONFIG=false` turns them off.
 */
export async function readInDatabaseSettings(db: Queryable): Promise<Settings> {
  const { rows } = await db.query<{ name: string; value: string }>(IN_DATABASE_SQL, [IN_DATABASE_NAMES.map((n) => `pgrst.${n}`)]);
  return Object.fromEntries(rows.map((r) => [`PGRST_${r.name.slice('pgrst.'.length).toUpperCase()}`, r.value]));
}
