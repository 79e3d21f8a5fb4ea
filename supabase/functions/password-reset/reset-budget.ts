// How many reset requests one client may make, and how many mails all clients together may cause,
// per hour. Plain counters in the function's memory: it runs on Deno (hosted) as well as in the
// embedded backend, so it takes no Node-only library; an instance that restarts starts afresh.

const HOUR_MS = 60 * 60 * 1000;
/** Clients remembered at most; the oldest windows are dropped first beyond this. */
const MAX_CLIENTS = 10_000;

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';

export interface ResetBudgetLimits {
  /** Requests one client address may make per hour. */
  perClientPerHour: number;
  /** Requests that may lead to a mail per hour, from everyone together. */
  mailsPerHour: number;
}

interface Window {
  count: number;
  startedAt: number;
}

/** Fixed one-hour windows: one per client address and one for the whole project. */
export class ResetBudget {
  private readonly clients = new Map<string, Window>();
  private global: Window = { count: 0, startedAt: 0 };

  constructor(
    private readonly limits: ResetBudgetLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `client` may ask again, or 0 after counting this request. */
  takeClient(client: string): number {
    const now = this.now();
    let window = this.clients.get(client);
    if (!window || now - window.startedAt >= HOUR_MS) {
      this.clients.delete(client);
      window = { count: 0, startedAt: now };
      this.clients.set(client, window);
      if (this.clients.size > MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value!);
    }
    if (window.count >= this.limits.perClientPerHour) return secondsLeft(window, now);
    window.count += 1;
    return 0;
  }

  /** Seconds until the next mail may go out, or 0 after counting this one against the hour's budget. */
  takeMail(): number {
    const now = this.now();
    if (now - this.global.startedAt >= HOUR_MS) this.global = { count: 0, startedAt: now };
    if (this.global.count >= this.limits.mailsPerHour) return secondsLeft(this.global, now);
    this.global.count += 1;
    return 0;
  }
}

function secondsLeft(window: Window, now: number): number {
  return Math.max(1, Math.ceil((window.startedAt + HOUR_MS - now) / 1000));
}

/** The client's address as the platform's gateway reports it: the first X-Forwarded-For value. */
export function resetClientKey(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
