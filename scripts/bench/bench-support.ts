// What the benchmarks share: the process helpers of scripts/lib/processes.mjs, a free loopback port
// and the line that says which machine a report was measured on.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { preparePgliteSnapshot } from '@gilgit-dry-fruits/supabase-local/testing';

export interface Proc {
  child: import('node:child_process').ChildProcess;
  exited: Promise<unknown>;
  output: () => string;
}

export interface Processes {
  run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, options?: { quiet?: boolean; cwd?: string }): Proc;
  startBackend(
    env: NodeJS.ProcessEnv,
    options?: { quiet?: boolean },
  ): Promise<Proc & { url: string; anonKey: string; serviceRoleKey: string }>;
  startSandboxes(env: NodeJS.ProcessEnv, options?: { quiet?: boolean }): Promise<Proc & { url: string }>;
  walletsInSandboxUnlessSet(env: Record<string, string | undefined>): Record<string, string>;
  buildIfNeeded(env: NodeJS.ProcessEnv): void;
  buildIsCurrent(env: NodeJS.ProcessEnv): boolean;
  startNext(env: NodeJS.ProcessEnv, port: number, options?: { quiet?: boolean }): Promise<Proc>;
  stop(proc: Proc | undefined): Promise<void>;
  baseEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
}

/** scripts/lib/processes.mjs of the project the benchmark runs in (the working directory). */
export async function loadProcesses(): Promise<Processes> {
  return (await import(pathToFileURL(path.join(process.cwd(), 'scripts', 'lib', 'processes.mjs')).href)) as Processes;
}

/** The embedded backend on `port` over a new data directory `dataDir`, restored from the PGlite snapshot. */
export async function startSnapshotBackend(
  processes: Processes,
  { dataDir, port, siteUrl }: { dataDir: string; port: number; siteUrl: string },
) {
  return processes.startBackend(
    processes.baseEnv({
      DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: String(port),
      PGLITE_SNAPSHOT: await preparePgliteSnapshot(),
      SITE_URL: siteUrl,
    }),
    { quiet: true },
  );
}

/** A loopback port nothing listens on, other than the `reserved` ones. */
export async function freePort(reserved: ReadonlySet<number> = new Set()): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: p } = server.address() as net.AddressInfo;
        server.close(() => resolve(p));
      });
    });
    if (!reserved.has(port)) return port;
  }
}

/** "machine: <cpu> × <count>, [<memory> GiB, ]Node <version>, load <1, 5 and 15 minutes>". */
export function describeMachine({ withMemory }: { withMemory: boolean }): string {
  const memory = withMemory ? `${Math.round(os.totalmem() / 2 ** 30)} GiB, ` : '';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, ${memory}Node ${process.version}, load ${load}`;
}
