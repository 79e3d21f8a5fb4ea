import { runRequest, type Database, type RequestOptions } from '../db/database.ts';
import type { Media } from './response.ts';

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
  const { rows } = await runRequest<Record<string, unknown>>(db, `EXPLAIN (${explain}) ${sql}`, params, options);
  return rows.map((row) => `${String(Object.values(row)[0])}\n`).join('');
}
