// npm run bench:startup — how long the embedded backend takes to answer /health 200 as a separate
// process, the way `npm start` runs it:
//   1. a fresh data directory (PGlite initdb, shim, migrations, seed): the one wait a new machine has;
//   2. reopening that directory, three times (budget ≤ 3 s each, docs/performance.md);
//   3. with DATABASE_URL, a fresh PostgreSQL database and reopening it.
// Every figure is wall-clock from spawn to the first 200 from /health, including Node and tsx start-up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase } from '@gilgit-dry-fruits/supabase-local/testing';
import { describeMachine, loadProcesses } from './bench-support';

const REOPEN_BUDGET_MS = 3000;
const REOPENS = 3;

const processes = await loadProcesses();

async function timeStart(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const backend = await processes.startBackend(processes.baseEnv({ SUPABASE_LOCAL_PORT: '0', ...env }), { quiet: true });
  const elapsed = performance.now() - started;
  await processes.stop(backend);
  return elapsed;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

async function measure(label: string, env: Record<string, string>): Promise<boolean> {
  const fresh = await timeStart(env);
  const reopens: number[] = [];
  for (let i = 0; i < REOPENS; i += 1) reopens.push(await timeStart(env));
  const worst = Math.max(...reopens);
  const met = worst <= REOPEN_BUDGET_MS;
  console.log(
    `${label.padEnd(10)} fresh ${seconds(fresh).padStart(8)}   reopen ${reopens.map(seconds).join(', ')}   ` +
      `worst reopen / budget ${(worst / REOPEN_BUDGET_MS).toFixed(2)} (${met ? 'met' : 'MISSED'})`,
  );
  return met;
}

console.log(`bench:startup ${new Date().toISOString()}`);
console.log(describeMachine({ withMemory: false }));
console.log(`budget: reopening an existing data directory ≤ ${seconds(REOPEN_BUDGET_MS)}\n`);

const results: boolean[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
try {
  results.push(await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const databaseUrl = await createDatabase();
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-pg-'));
  try {
    results.push(await measure('postgres', { DATA_DIR: pgDataDir, DATABASE_URL: databaseUrl }));
  } finally {
    fs.rmSync(pgDataDir, { recursive: true, force: true });
    await dropDatabase(databaseUrl);
  }
} else {
  console.log('postgres   skipped (set DATABASE_URL to measure it)');
}

process.exit(results.every(Boolean) ? 0 : 1);
