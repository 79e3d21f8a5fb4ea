import { ConfigError, readBoolean, type Settings } from '../config.ts';

/**
 * PostgREST settings of the REST service, from the environment under PostgREST's own names. The
 * defaults are hosted Supabase's: only `public` exposed, no aggregates, no EXPLAIN, every
 * transaction committed and `Prefer: tx` ignored.
 */
export interface RestConfig {
  /** `PGRST_DB_SCHEMAS`: the exposed schemas; the first is the default profile. */
  schemas: string[];
  /** `PGRST_DB_AGGREGATES_ENABLED`: `count()`, `col.sum()` … in `select`. */
  aggregates: boolean;
  /** `PGRST_DB_PLAN_ENABLED`: `Accept: application/vnd.pgrst.plan` (supabase-js `.explain()`). */
  plan: boolean;
  /** `PGRST_DB_TX_END`: commit or roll back every transaction, and whether `Prefer: tx=` may override it. */
  txRollback: boolean;
  txAllowOverride: boolean;
  /** `PGRST_DB_CONFIG`: read the `pgrst.*` settings stored in the database (in-database-config.ts). */
  inDatabase: boolean;
}

const TX_END: Record<string, [rollback: boolean, allowOverride: boolean]> = {
  commit: [false, false],
  'commit-allow-override': [false, true],
  rollback: [true, false],
  'rollback-allow-override': [true, true],
};

export function readRestConfig(env: Settings): RestConfig {
  const problems: string[] = [];
  const schemas = (env.PGRST_DB_SCHEMAS ?? 'public')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (schemas.length === 0) problems.push('PGRST_DB_SCHEMAS must name at least one schema');
  const txEnd = (env.PGRST_DB_TX_END ?? 'commit').trim();
  const tx = TX_END[txEnd];
  if (!tx) problems.push(`PGRST_DB_TX_END must be one of ${Object.keys(TX_END).join(', ')} (got "${txEnd}")`);
  const config: RestConfig = {
    schemas,
    aggregates: readBoolean(env, 'PGRST_DB_AGGREGATES_ENABLED', false, problems),
    plan: readBoolean(env, 'PGRST_DB_PLAN_ENABLED', false, problems),
    txRollback: tx?.[0] ?? false,
    txAllowOverride: tx?.[1] ?? false,
    inDatabase: readBoolean(env, 'PGRST_DB_CONFIG', true, problems),
  };
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration of the embedded backend:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return config;
}
