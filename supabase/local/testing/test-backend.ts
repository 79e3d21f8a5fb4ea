import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_JWT_SECRET, loadKeys, type BackendKeys } from '../keys.ts';
import { BACKEND_MAIN, PROJECT_ROOT } from './paths.ts';
import { pgliteSnapshotDir } from './pglite-snapshot.ts';

/** The Supabase CLI's well-known demo secret: test backends only. */
export const TEST_JWT_SECRET = DEMO_JWT_SECRET;

/** The keys of every test backend, known before one starts (they derive from TEST_JWT_SECRET). */
export function testKeys(): BackendKeys {
  return loadKeys(os.tmpdir(), TEST_JWT_SECRET, {});
}

export type TestDatabase = 'pglite' | 'postgres';

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  database: TestDatabase;
  /** Connection string of this backend's own PostgreSQL database (postgres leg only). */
  databaseUrl: string | null;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data directory (e.g. to test a restart); a new temporary one otherwise. */
  dataDir?: string;
  /** Reuse a PostgreSQL database (restart tests); a new one otherwise. */
  databaseUrl?: string;
}

/** Which database the integration suite runs on: TEST_DATABASE=postgres needs DATABASE_URL. */
export function testDatabase(): TestDatabase {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

/** Generous auth rate limits, so suites that sign in often are not throttled; rate-limit tests override them. */
const RELAXED_RATE_LIMITS = {
  AUTH_RATE_LIMIT_TOKEN: '100000',
  AUTH_RATE_LIMIT_OTP: '100000',
  AUTH_RATE_LIMIT_VERIFY: '100000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
  AUTH_EMAIL_MAX_FREQUENCY: '0',
  RESET_REQUESTS_PER_CLIENT_PER_HOUR: '100000',
  RESET_MAILS_PER_HOUR: '100000',
};

/**
 * Starts the real embedded backend as a child process on a free port, on a fresh copy of the
 * prepared PGlite snapshot or on a new PostgreSQL database, and waits until /health is 200.
 */
export async function startTestBackend(options: StartOptions = {}): Promise<TestBackend> {
  const database = testDatabase();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backend-'));
  const databaseUrl = database === 'postgres' ? (options.databaseUrl ?? (await createDatabase())) : null;
  const connectionFile = path.join(dataDir, 'supabase-local.json');
  fs.rmSync(connectionFile, { force: true });

  const env: Record<string, string> = {
    ...inheritedEnv(),
    PROJECT_ROOT,
    DATA_DIR: dataDir,
    SUPABASE_LOCAL_PORT: '0',
    SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
    SITE_URL: 'http://localhost:3000',
    ...RELAXED_RATE_LIMITS,
    // Scheduled jobs (expiring unpaid orders) would change data under the suites; a test that wants them turns this on.
    SUPABASE_LOCAL_CRON: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_SNAPSHOT: pgliteSnapshotDir() }),
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', BACKEND_MAIN], {
    cwd: PROJECT_ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const connection = await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}:\n${output}`);
      if (!fs.existsSync(connectionFile)) return null;
      const info = JSON.parse(fs.readFileSync(connectionFile, 'utf8')) as { url: string; anonKey: string; serviceRoleKey: string };
      const health = await fetch(`${info.url}/health`).catch(() => null);
      return health?.ok ? info : null;
    },
    60_000,
    () => output,
  );

  return {
    ...connection,
    dataDir,
    database,
    databaseUrl,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && !options.databaseUrl) await dropDatabase(databaseUrl);
    },
  };
}

function inheritedEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS'];
  return Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]!]));
}

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs: number, context: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`backend did not become healthy in ${timeoutMs} ms:\n${context()}`);
}

/** A fresh database on the PostgreSQL server named by DATABASE_URL. */
export async function createDatabase(): Promise<string> {
  const admin = adminUrl();
  const name = `shop_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return url;
}
