/** A started server as scripts/lib/processes.mjs returns it: at least a promise of its exit. */
interface Started {
  exited: Promise<unknown>;
}

export interface Supervisor<P extends Started> {
  current(): P;
  /** Resolves with the last process once the restart budget is spent. */
  gaveUp: Promise<P>;
  release(): void;
}

export declare function supervise<P extends Started>(
  label: string,
  start: () => Promise<P>,
  options?: { maxRestarts?: number; windowMs?: number; log?: (message: string) => void },
): Promise<Supervisor<P>>;
