import { runRequest, type Database, type RequestOptions } from '../db/database.ts';
import type { Media } from './response.ts';

/**
 * Hosted Supabase loads pg_stat_statements, so Postgres computes query identifiers and `verbose`
 * plans show "Query Identifier". Only a superuser may turn that on; it must happen before the role switch.
 */
const COMPUTE_QUERY_ID = `do $$ begin
  if (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    perform set_config('compute_query_id', 'on', true);
  end if;
end $$`;

/**
 * `Accept: application/vnd.pgrst.plan` (`db-plan-enabled`): the request's main statement under
 * EXPLAIN with the asked format and options, run in the request's transaction; one line per row.
 */
export async function executePlan(
  db: Database,
  sql: string,
  params: (string | null)[],
  media: Media,
  options: RequestOptions,
): Promise<string> {
  const plan = media.plan!;
  const explain = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())].join(', ');
  const setup = `${COMPUTE_QUERY_ID}; ${options.setup}`;
  const { rows } = await runRequest<Record<string, unknown>>(db, `EXPLAIN (${explain}) ${sql}`, params, { ...options, setup });
  return rows.map((row) => `${String(Object.values(row)[0])}\n`).join('');
}
