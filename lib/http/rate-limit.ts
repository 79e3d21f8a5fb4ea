import { RateLimiterRes } from 'rate-limiter-flexible';
import { clientIpFrom } from '@/lib/request/client-ip';
import { lazyCounter, type Counter } from './rate-limit-counter';

/**
 * Per-client limits of the public forms (contact, reviews, tracking), applied by lib/http/route.ts
 * after the input is valid.
 */
export interface RateLimit {
  /** Counts one request under `key`; the seconds to wait when over the limit, else 0. */
  hit(key: string): number | Promise<number>;
}

/**
 * `limit` requests per key in each window of `windowMs`, counted by rate-limiter-flexible: in this
 * server's memory, or with REDIS_URL in Redis for all the shop's instances together under `name`
 * (lib/http/rate-limit-counter.ts).
 */
export class RateLimiter implements RateLimit {
  private readonly counter: () => Promise<Counter>;

  constructor(name: string, limit: number, windowMs: number) {
    this.counter = lazyCounter(name, limit, windowMs);
  }

  async hit(key: string): Promise<number> {
    const counter = await this.counter();
    try {
      await counter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  /** Takes back one request counted under `key` (one that turned out to be a shopper's own). */
  async giveBack(key: string): Promise<void> {
    await (await this.counter()).reward(key, 1);
  }
}

/**
 * The key a request is counted under: the client's address, which the shop's server
 * (scripts/serve.mjs) has put alone in X-Forwarded-For from the socket or the trusted proxies.
 */
export function rateLimitKey(request: Pick<Request, 'headers'>): string {
  return clientIpFrom(request.headers) ?? 'unknown';
}
