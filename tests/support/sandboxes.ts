import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '@gilgit-dry-fruits/supabase-local/testing';

export interface TestSandboxes {
  /** SANDBOXES_URL: the wallet sandbox answers below `${url}/payments`. */
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the sandboxes service (sandboxes/main.ts) as a child process, on a free port unless one is
 * given, and waits until it says where it answers. Its state lives in `dataDir` (a new temporary one
 * unless given, e.g. to test a restart); `shopUrl` is where it posts webhooks (the shop's SITE_URL).
 */
export async function startTestSandboxes(options: { dataDir?: string; port?: number; shopUrl?: string } = {}): Promise<TestSandboxes> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sandboxes-'));
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SANDBOXES_PORT: String(options.port ?? 0) };
  if (options.shopUrl) env.SITE_URL = options.shopUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandboxes/main.ts'], {
    cwd: PROJECT_ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandboxes did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const ready = /\[sandboxes\] ready at (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandboxes exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
