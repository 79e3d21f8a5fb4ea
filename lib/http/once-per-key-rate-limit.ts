import { RateLimiterRes } from 'rate-limiter-flexible';
import { Problem } from '@/lib/errors/problem';
import type { RateLimit } from './rate-limit';
import { lazyCounter, type Counter } from './rate-limit-counter';

/**
 * A per-client limit that counts each request key (e.g. an idempotency key) once per window, so a
 * retry of the same request is not a new one. Only keys the limit let through are remembered: the
 * memory grows no faster than the limit allows. Like the limit, the keys seen are kept in Redis
 * under `name` when REDIS_URL is set, so a retry that reaches another instance is not counted again.
 */
export class OncePerKeyRateLimit {
  private readonly counted: () => Promise<Counter>;

  constructor(
    name: string,
    private readonly limit: RateLimit,
    windowMs: number,
  ) {
    this.counted = lazyCounter(name, 1, windowMs);
  }

  /** Throws too_many_requests (with Retry-After) when `client` is over the limit with a key not counted yet. */
  async enforce(client: string, requestKey: string): Promise<void> {
    const key = `${client} ${requestKey}`;
    if (!(await this.claim(key))) return;
    const wait = await this.limit.hit(client);
    if (wait === 0) return;
    await (await this.counted()).delete(key);
    throw new Problem('too_many_requests', { headers: { 'Retry-After': String(wait) } });
  }

  /** True the first time `key` is seen in the window. */
  private async claim(key: string): Promise<boolean> {
    const counted = await this.counted();
    try {
      await counted.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }
}
