import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

export interface MigrationReport {
  shimApplied: boolean;
  applied: string[];
  seeded: boolean;
}

/**
 * Brings a database to the project's schema: the Supabase shim, then every migration not yet
 * recorded in supabase_migrations.schema_migrations (each in its own transaction), then
 * seed.sql if the database had no migrations before this run. A squashed migration over a database
 * that ran everything it replaces is recorded instead of run (see `recordSquash`).
 */
export async function migrate(
  db: Database,
  supabaseDir: string,
  log: (line: string) => void = () => {},
  extraMigrationsDir: string | null = null,
): Promise<MigrationReport> {
  const shimApplied = await applyShim(db, shimFile(supabaseDir));
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  const seededBefore = (await db.query('select 1 from supabase_migrations.seed_files')).rowCount > 0;
  const fresh = done.size === 0 && !seededBefore;
  const applied: string[] = [];
  const migrations = listMigrations(path.join(supabaseDir, 'migrations'));
  const extra = extraMigrationsDir ? listMigrations(extraMigrationsDir) : [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    if (await recordSquash(db, migration, done)) {
      log(`recorded migration ${path.basename(migration.file)} in place of the ${migration.replaces.length} it replaces`);
      continue;
    }
    await applyMigration(db, migration);
    applied.push(migration.version);
    log(`applied migration ${path.basename(migration.file)}`);
  }
  const seedFile = path.join(supabaseDir, 'seed.sql');
  let seeded = false;
  if (fresh && fs.existsSync(seedFile)) {
    const sql = fs.readFileSync(seedFile, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
          ['supabase/seed.sql', sha256(sql)],
        );
      });
    } catch (error) {
      throw new Error(`Seed supabase/seed.sql failed: ${(error as Error).message}`);
    }
    seeded = true;
    log('applied seed.sql');
  }
  for (const migration of extra) {
    if (done.has(migration.version)) continue;
    await applyMigration(db, migration);
    applied.push(migration.version);
    log(`applied extra migration ${path.basename(migration.file)}`);
  }
  return { shimApplied, applied, seeded };
}

async function applyMigration(db: Database, migration: MigrationFile): Promise<void> {
  const sql = fs.readFileSync(migration.file, 'utf8');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        [sql],
      ]);
    });
  } catch (error) {
    throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`);
  }
}

/**
 * A squashed migration (one that lists `-- replaces <version>_<name>.sql` lines) over a database
 * that has every replaced version recorded: that database already has its schema, so the migration
 * is recorded without running, in place of the versions it replaces, as `supabase migration repair`
 * leaves a hosted project (docs/database.md). Returns false when none of them is recorded (the
 * migration is then applied as usual); a database with only some of them cannot be squashed.
 */
async function recordSquash(db: Database, migration: MigrationFile, done: Set<string>): Promise<boolean> {
  const replaced = migration.replaces.map((r) => r.version);
  const present = replaced.filter((version) => done.has(version));
  if (present.length === 0) return false;
  const file = path.basename(migration.file);
  if (present.length < replaced.length) {
    const missing = replaced.filter((version) => !done.has(version));
    throw new Error(
      `Migration ${file} replaces ${replaced.length} older migrations, and this database has only ${present.length} of them ` +
        `(missing ${missing.join(', ')}). Bring it up to date with the shop from before the squash first: ` +
        `check out the commit before ${file} was added (git checkout "$(git log -1 --format=%H --diff-filter=A -- supabase/migrations/${file})^"), ` +
        `start the backend once, then come back; or start from an empty database (a new DATA_DIR or DATABASE_URL).`,
    );
  }
  const sql = fs.readFileSync(migration.file, 'utf8');
  await db.transaction(async (tx) => {
    await tx.query('delete from supabase_migrations.schema_migrations where version = any($1::text[])', [replaced]);
    await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
      migration.version,
      migration.name,
      [sql],
    ]);
  });
  return true;
}

function shimFile(supabaseDir: string): string {
  return path.join(supabaseDir, 'local', 'db', 'shim.sql');
}

async function applyShim(db: Database, file: string): Promise<boolean> {
  const sql = fs.readFileSync(file, 'utf8');
  const hash = sha256(sql);
  const { rows } = await db.query<{ exists: boolean }>("select to_regclass('supabase_migrations.local_state') is not null as exists");
  if (rows[0]?.exists) {
    const current = await db.query<{ value: string }>("select value from supabase_migrations.local_state where key = 'shim_hash'");
    if (current.rows[0]?.value === hash) return false;
  }
  await retryRoleCollisions(() =>
    db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.exec('create table if not exists supabase_migrations.local_state (key text primary key, value text not null)');
      await tx.query(
        "insert into supabase_migrations.local_state (key, value) values ('shim_hash', $1) on conflict (key) do update set value = excluded.value",
        [hash],
      );
    }),
  );
  return true;
}

/**
 * The shim creates and grants the Supabase roles, which a PostgreSQL server shares among all its
 * databases: two backends starting at once on one server (two test runs) can update the same role
 * row together, and one gets "tuple concurrently updated". The shim is one transaction, so it is
 * simply run again.
 */
export async function retryRoleCollisions<T>(run: () => Promise<T>, attempts = 5, pauseMs = 100): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !/tuple concurrently updated/i.test((error as Error).message ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}

interface MigrationName {
  version: string;
  name: string;
}

export interface MigrationFile extends MigrationName {
  file: string;
  /** The migrations this one squashes: its `-- replaces <version>_<name>.sql` lines. */
  replaces: MigrationName[];
}

const REPLACES_LINE = /^-- replaces (\S+)$/gm;

function parseMigrationName(fileName: string): MigrationName {
  const match = /^(\d+)_(.+)\.sql$/.exec(fileName);
  if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${fileName}`);
  return { version: match[1]!, name: match[2]! };
}

export function listMigrations(dir: string): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      const replaces = [...fs.readFileSync(file, 'utf8').matchAll(REPLACES_LINE)].map((m) => parseMigrationName(m[1]!));
      return { ...parseMigrationName(f), file, replaces };
    });
}

/** Changes whenever the shim, a migration or the seed changes: the key of a prepared snapshot. */
export function schemaFingerprint(supabaseDir: string): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(shimFile(supabaseDir)));
  for (const m of listMigrations(path.join(supabaseDir, 'migrations'))) hash.update(path.basename(m.file)).update(fs.readFileSync(m.file));
  const seed = path.join(supabaseDir, 'seed.sql');
  if (fs.existsSync(seed)) hash.update(fs.readFileSync(seed));
  return hash.digest('hex').slice(0, 16);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
