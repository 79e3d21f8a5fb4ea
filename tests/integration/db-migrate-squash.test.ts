// The squashed baseline (supabase/migrations/20261129000000_baseline.sql) and databases made before
// it: an empty database gets the baseline applied; one that ran all the migrations it replaces gets
// it recorded in their place without running it, keeping its data; one that ran only some of them
// is refused with what to do. The same on PGlite and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@gilgit-dry-fruits/supabase-local/db/database';
import { listMigrations, migrate, type MigrationFile } from '@gilgit-dry-fruits/supabase-local/db/migrate';
import { openPostgres } from '@gilgit-dry-fruits/supabase-local/db/postgres';
import { createDatabase, dropDatabase, PROJECT_ROOT, testDatabase } from '@gilgit-dry-fruits/supabase-local/testing';
import { openPgliteInChild } from '../fixtures/db/pglite-child';

const SUPABASE_DIR = path.join(PROJECT_ROOT, 'supabase');
const baseline = listMigrations(path.join(SUPABASE_DIR, 'migrations')).find((m) => m.replaces.length > 0) as MigrationFile;

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  if (testDatabase() === 'postgres') {
    const url = await createDatabase();
    db = await openPostgres(url, 2);
    close = async () => {
      await db.close();
      await dropDatabase(url);
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-squash-'));
    db = await openPgliteInChild(dataDir, '');
    close = async () => {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
}, 120_000);
afterAll(() => close?.());

async function recordedVersions(): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
  return rows.map((r) => r.version);
}

/** Makes the record say the database was built by `versions` (of the replaced migrations) instead of the baseline. */
async function recordAsBuiltBy(versions: string[]): Promise<void> {
  await db.query('delete from supabase_migrations.schema_migrations where version = $1', [baseline.version]);
  for (const version of versions) {
    const { name } = baseline.replaces.find((r) => r.version === version)!;
    await db.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
      version,
      name,
      ['-- as applied before the squash'],
    ]);
  }
}

test('the baseline lists the 31 migrations it replaces, none of which is still a file', () => {
  expect(baseline.replaces).toHaveLength(31);
  expect(baseline.replaces[0]).toEqual({ version: '20261121120000', name: 'create_types_and_helpers' });
  const files = listMigrations(path.join(SUPABASE_DIR, 'migrations')).map((m) => m.version);
  expect(files.filter((version) => baseline.replaces.some((r) => r.version === version))).toEqual([]);
  expect(files[0]).toBe(baseline.version);
});

test('an empty database gets the baseline applied, then the seed', async () => {
  const report = await migrate(db, SUPABASE_DIR);
  expect(report.applied[0]).toBe(baseline.version);
  expect(report.seeded).toBe(true);
  expect(await recordedVersions()).toEqual(report.applied);
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.products');
  expect(rows[0]!.n).toBeGreaterThan(0);
}, 120_000);

test('a database that ran every replaced migration gets the baseline recorded without running it, and keeps its data', async () => {
  const later = (await recordedVersions()).filter((version) => version !== baseline.version);
  await recordAsBuiltBy(baseline.replaces.map((r) => r.version));
  await db.query("update public.products set product_name = 'Kept across the squash' where id = 1");
  const lines: string[] = [];

  // Running the baseline again would fail on its first `create type`.
  const report = await migrate(db, SUPABASE_DIR, (line) => lines.push(line));

  expect(report.applied).toEqual([]);
  expect(report.seeded).toBe(false);
  expect(lines).toContain(`recorded migration ${path.basename(baseline.file)} in place of the 31 it replaces`);
  expect(await recordedVersions()).toEqual([baseline.version, ...later]);
  const { rows } = await db.query<{ product_name: string }>('select product_name from public.products where id = 1');
  expect(rows[0]!.product_name).toBe('Kept across the squash');
}, 120_000);

test('a database that ran only some of the replaced migrations is refused with what to do, and left as it was', async () => {
  const some = baseline.replaces.slice(0, 5).map((r) => r.version);
  await recordAsBuiltBy(some);

  const failure = migrate(db, SUPABASE_DIR);

  await expect(failure).rejects.toThrow(/replaces 31 older migrations, and this database has only 5 of them/);
  await expect(failure).rejects.toThrow(/git checkout .*--diff-filter=A -- supabase\/migrations\/20261129000000_baseline\.sql/);
  await expect(failure).rejects.toThrow(/or start from an empty database/);
  expect((await recordedVersions()).filter((version) => version <= baseline.version)).toEqual(some);
}, 120_000);
