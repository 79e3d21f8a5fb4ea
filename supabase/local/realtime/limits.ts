import { ConfigError, type Settings } from '../config.ts';

/**
 * Hosted Realtime's free-plan quotas (supabase.com/docs/guides/realtime/limits). Hosted counts most
 * of them per project; here each is counted per client (socket or address), so a stranger cannot
 * use up anyone else's budget.
 */
export interface RealtimeLimits {
  /** Sockets with a joined channel, per client address. */
  maxConcurrentClients: number;
  maxChannelsPerClient: number;
  /** Channel joins per second, per socket. */
  maxJoinsPerSecond: number;
  /** Messages a socket sends per second; a REST caller's broadcasts per second, per address. */
  maxEventsPerSecond: number;
  maxPayloadBytes: number;
  /** Presence track/untrack calls per channel in `presenceWindowMs` (hosted's CLIENT_PRESENCE_* defaults). */
  maxPresenceCallsPerWindow: number;
  presenceWindowMs: number;
  /** A socket that sends nothing (not even a heartbeat) for this long is closed, as Phoenix does. */
  idleTimeoutMs: number;
}

const DEFAULTS: Record<keyof RealtimeLimits, [string, number]> = {
  maxConcurrentClients: ['REALTIME_MAX_CONCURRENT_CLIENTS', 200],
  maxChannelsPerClient: ['REALTIME_MAX_CHANNELS_PER_CLIENT', 100],
  maxJoinsPerSecond: ['REALTIME_MAX_JOINS_PER_SECOND', 100],
  maxEventsPerSecond: ['REALTIME_MAX_EVENTS_PER_SECOND', 100],
  maxPayloadBytes: ['REALTIME_MAX_PAYLOAD_KB', 256],
  maxPresenceCallsPerWindow: ['REALTIME_MAX_PRESENCE_CALLS', 5],
  presenceWindowMs: ['REALTIME_PRESENCE_WINDOW_MS', 30_000],
  idleTimeoutMs: ['REALTIME_IDLE_TIMEOUT_MS', 60_000],
};

export function readRealtimeLimits(env: Settings): RealtimeLimits {
  const problems: string[] = [];
  const limits = {} as RealtimeLimits;
  for (const [field, [name, fallback]] of Object.entries(DEFAULTS) as [keyof RealtimeLimits, [string, number]][]) {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value <= 0) problems.push(`${name} must be a positive integer (got "${raw}")`);
    limits[field] = value;
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration of the embedded backend:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  limits.maxPayloadBytes *= 1000;
  return limits;
}

/** Counts events in fixed windows; `take` refuses once a window holds `max`. */
export class RateWindow {
  private windowStart = 0;
  private count = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs = 1000,
  ) {}

  take(amount = 1): boolean {
    this.roll();
    if (this.count + amount > this.max) return false;
    this.count += amount;
    return true;
  }

  /** Whether the current window is used up already. */
  exhausted(): boolean {
    this.roll();
    return this.count >= this.max;
  }

  private roll(): void {
    const now = Date.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
  }
}

/** Counters keyed by client address, forgotten when they reach zero. */
export class ClientCounter {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, delta: number): void {
    const next = this.get(key) + delta;
    if (next <= 0) this.counts.delete(key);
    else this.counts.set(key, next);
  }
}
