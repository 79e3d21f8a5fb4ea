import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupabaseLocal, type SupabaseLocal } from '../start.ts';
import { PROJECT_ROOT } from '../testing/paths.ts';
import { preparePgliteSnapshot } from '../testing/pglite-snapshot.ts';
import { createDatabase, dropDatabase } from '../testing/test-backend.ts';

/**
 * Starts the backend in this process for a benchmark, in a new data directory, on a new PostgreSQL
 * database or a copy of the prepared PGlite snapshot. Its `stop` also removes the directory and the database.
 */
export async function startBenchBackend(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<SupabaseLocal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backend-'));
  const databaseUrl = kind === 'postgres' ? await createDatabase() : null;
  const backend = await startSupabaseLocal({
    env: {
      PROJECT_ROOT,
      DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: '0',
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_SNAPSHOT: await preparePgliteSnapshot() }),
    },
  });
  return {
    ...backend,
    async stop() {
      await backend.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropDatabase(databaseUrl);
    },
  };
}
