import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { schemaFingerprint } from '../db/migrate.ts';
import { BACKEND_MAIN, PROJECT_ROOT } from './paths.ts';

const SNAPSHOTS = path.join(PROJECT_ROOT, '.cache', 'pglite');

/** A migrated and seeded PGlite directory for the current schema; test backends copy it instead of running initdb. */
export function pgliteSnapshotDir(): string {
  return path.join(SNAPSHOTS, schemaFingerprint(path.join(PROJECT_ROOT, 'supabase')));
}

/** Builds the snapshot once per schema version (initdb + migrations + seed), then reuses it. */
export async function preparePgliteSnapshot(): Promise<string> {
  const target = pgliteSnapshotDir();
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return target;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-snapshot-'));
  const child = spawn(process.execPath, ['--import', 'tsx', BACKEND_MAIN], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PROJECT_ROOT,
      DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: '0',
    } as Record<string, string> as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const connectionFile = path.join(dataDir, 'supabase-local.json');
  const deadline = Date.now() + 180_000;
  while (!fs.existsSync(connectionFile)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`could not prepare the PGlite snapshot:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the snapshot backend did not stop cleanly (${code}):\n${output}`);

  fs.mkdirSync(SNAPSHOTS, { recursive: true });
  const staging = `${target}.${process.pid}.tmp`;
  fs.renameSync(path.join(dataDir, 'pglite'), staging);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    if (!fs.existsSync(path.join(target, 'PG_VERSION'))) throw error;
    fs.rmSync(staging, { recursive: true, force: true });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return target;
}
