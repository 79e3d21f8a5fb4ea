import type { ChildProcess } from 'node:child_process';

/** A server started by run(): its process, a promise of its exit code or signal, and its output so far. */
export interface Proc {
  child: ChildProcess;
  exited: Promise<number | NodeJS.Signals>;
  output(): string;
}

export declare const ROOT: string;
export declare function buildIsCurrent(env: Record<string, string | undefined>, root?: string): boolean;
/** The built shop on `port` (server/serve.mjs); resolves once it answers. */
export declare function startNext(env: Record<string, string | undefined>, port: number, options?: { quiet?: boolean }): Promise<Proc>;
/** SIGTERM, then SIGKILL after 10 s; nothing for a process that has already exited. */
export declare function stop(proc: Proc | null | undefined): Promise<void>;
export declare function baseEnv(extra?: Record<string, string>): Record<string, string | undefined>;
