import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './errors';
import { TOO_MANY_REQUESTS } from './messages';
import type { RateLimit } from './rate-limit';

/**
 * A per-client limit that counts each request key (e.g. an idempotency key) once per window, so a
 * retry of the same request is not a new one. Only keys the limit let through are remembered: the
 * memory grows no faster than the limit allows.
 */
export class OncePerKeyRateLimit {
  private readonly counted: RateLimiterMemory;

  constructor(
    private readonly limit: RateLimit,
    windowMs: number,
  ) {
    this.counted = new RateLimiterMemory({ points: 1, duration: Math.ceil(windowMs / 1000) });
  }

  /** Throws a 429 (with Retry-After) when `client` is over the limit with a key not counted yet. */
  async enforce(client: string, requestKey: string): Promise<void> {
    const key = `${client} ${requestKey}`;
    if (!(await this.claim(key))) return;
    const wait = await this.limit.hit(client);
    if (wait === 0) return;
    await this.counted.delete(key);
    throw new HttpError(429, TOO_MANY_REQUESTS, {}, { headers: { 'Retry-After': String(wait) } });
  }

  /** True the first time `key` is seen in the window. */
  private async claim(key: string): Promise<boolean> {
    try {
      await this.counted.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }
}
