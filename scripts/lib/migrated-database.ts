// The migrated database the generators read (`npm run db:types`, `npm run db:schema`): DATABASE_URL
// when set (it must already be migrated), otherwise a throw-away copy of the prepared PGlite
// snapshot (built from supabase/migrations + seed.sql when missing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../supabase/local/db/database.ts';

export async function openMigratedDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { openPostgres } = await import('../../supabase/local/db/postgres.ts');
    const db = await openPostgres(process.env.DATABASE_URL, 1);
    return { db, close: () => db.close() };
  }
  const { preparePgliteSnapshot } = await import('../../tests/support/pglite-snapshot.ts');
  const { openPglite } = await import('../../supabase/local/db/pglite.ts');
  const snapshot = await preparePgliteSnapshot();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-generate-'));
  const db = await openPglite(dataDir, snapshot);
  return {
    db,
    close: async () => {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
