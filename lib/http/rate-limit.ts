import { clientIpFrom } from '@/lib/auth/client-ip';

/**
 * Per-client limits of the public forms (contact, reviews, tracking), applied by lib/http/route.ts
 * after the input is valid. `hit` may become async (a shared store) without changing the routes.
 */
export interface RateLimit {
  /** Counts one request under `key`; the seconds to wait when over the limit, else 0. */
  hit(key: string): number | Promise<number>;
}

/**
 * A fixed-window counter per key, in this server's memory. Enough for one shop server; several
 * instances behind a load balancer would each count on their own.
 */
export class RateLimiter implements RateLimit {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): number {
    const now = this.now();
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    if (entry.count >= this.limit) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    entry.count += 1;
    return 0;
  }
}

/** The key a request is counted under: the client's IP as the nearest proxy (or Next) saw it. */
export function rateLimitKey(request: Pick<Request, 'headers'>): string {
  return clientIpFrom(request.headers) ?? 'unknown';
}
