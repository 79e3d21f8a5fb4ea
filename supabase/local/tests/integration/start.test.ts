import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackendKeys } from '../../keys.ts';
import { PROJECT_ROOT } from '../../testing/paths.ts';
import { pgliteSnapshotDir } from '../../testing/pglite-snapshot.ts';
import { createDatabase, dropDatabase, testDatabase, testKeys, TEST_JWT_SECRET } from '../../testing/test-backend.ts';

// startSupabaseLocal, the package's one start function, as a program that embeds the backend calls it
// (tests/fixtures/start-in-process.ts). PGlite cannot run inside Jest, so the program is a child process.
const PROGRAM = path.join(PROJECT_ROOT, 'supabase', 'local', 'tests', 'fixtures', 'start-in-process.ts');

interface Started {
  url: string;
  keys: BackendKeys;
  connectionFile: string;
  lines: string[];
  answer: number;
}

const running: ChildProcess[] = [];

function run(settings: Record<string, string>) {
  // Its own environment holds a setting that would be refused, so reading it instead of `settings` fails.
  const child = spawn(process.execPath, ['--import', 'tsx', PROGRAM, JSON.stringify(settings)], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', SUPABASE_LOCAL_PORT: 'not-a-port' } as Record<string, string> as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = new Promise<Started>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('\n')) resolve(JSON.parse(stdout.split('\n')[0]!) as Started);
    });
    void exited.then((code) => reject(new Error(`the program exited (${code}):\n${stderr}`)));
  });
  return { child, exited, started, stderr: () => stderr };
}

let dataDir: string;
let databaseUrl: string | null = null;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-in-process-'));
  if (testDatabase() === 'postgres') databaseUrl = await createDatabase();
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(databaseUrl);
});

test('it serves every API in the calling process with the settings it is given, and stop() closes it', async () => {
  const program = run({
    PROJECT_ROOT,
    DATA_DIR: dataDir,
    SUPABASE_LOCAL_PORT: '0',
    SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
    SUPABASE_LOCAL_CRON: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_SNAPSHOT: pgliteSnapshotDir() }),
  });
  const started = await program.started;
  expect(started.keys).toEqual(testKeys());
  expect(started.answer).toBe(42);
  expect(started.lines[0]).toBe(databaseUrl ? 'starting on PostgreSQL (DATABASE_URL)' : `starting on PGlite in ${dataDir}`);
  expect(started.connectionFile).toBe(path.join(dataDir, 'supabase-local.json'));

  const health = await fetch(`${started.url}/health`);
  expect(health.status).toBe(200);
  const rest = await fetch(`${started.url}/rest/v1/cities?select=city_name&id=eq.1`, {
    headers: { apikey: started.keys.anonKey, Authorization: `Bearer ${started.keys.anonKey}` },
  });
  expect(await rest.json()).toEqual([{ city_name: 'Gilgit' }]);

  program.child.kill('SIGTERM');
  expect(await program.exited).toBe(0);
  await expect(fetch(`${started.url}/health`)).rejects.toThrow();
});

test('invalid settings are refused before it listens, each one named', async () => {
  const elsewhere = path.join(dataDir, 'refused');
  const program = run({ PROJECT_ROOT, DATA_DIR: elsewhere, SUPABASE_LOCAL_PORT: '-1', SMTP_URL: 'ftp://mail.example.com' });
  await expect(program.started).rejects.toThrow(/Invalid configuration of the embedded backend/);
  expect(await program.exited).not.toBe(0);
  expect(program.stderr()).toContain('SUPABASE_LOCAL_PORT must be a non-negative integer (got "-1")');
  expect(program.stderr()).toContain('SMTP_URL must start with smtp:// or smtps://');
  expect(fs.existsSync(elsewhere)).toBe(false);
});
