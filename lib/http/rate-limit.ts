import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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
 * `limit` requests per key in each window of `windowMs`, counted by rate-limiter-flexible in this
 * server's memory (expired keys are dropped). Enough for one shop server; several instances behind
 * a load balancer would each count on their own, or share one of the library's stores.
 */
export class RateLimiter implements RateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(limit: number, windowMs: number) {
    this.limiter = new RateLimiterMemory({ points: limit, duration: Math.ceil(windowMs / 1000) });
  }

  async hit(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
}

/**
 * The key a request is counted under: the client's address, which the shop's server
 * (scripts/serve.mjs) has put alone in X-Forwarded-For from the socket or the trusted proxies.
 */
export function rateLimitKey(request: Pick<Request, 'headers'>): string {
  return clientIpFrom(request.headers) ?? 'unknown';
}
