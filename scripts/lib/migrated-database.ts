// The migrated database the generators read (`npm run db:types`, `npm run db:schema`): DATABASE_URL
// when set (it must already be migrated), otherwise a throw-away copy of the prepared PGlite
// snapshot (built from supabase/migrations + seed.sql when missing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@gilgit-dry-fruits/supabase-local/db/database';

export async function openMigratedDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { openPostgres } = await import('@gilgit-dry-fruits/supabase-local/db/postgres');
    const db = await openPostgres(process.env.DATABASE_URL, 1);
    return { db, close: () => db.close() };
  }
  const { preparePgliteSnapshot } = await import('@gilgit-dry-fruits/supabase-local/testing');
  const { openPglite } = await import('@gilgit-dry-fruits/supabase-local/db/pglite');
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
