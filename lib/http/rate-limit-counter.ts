import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisUrl } from '@/lib/env';

/** How long a count waits for Redis before it is made in this server's memory instead. */
const REDIS_TIMEOUT_MS = 500;

/** Counts points per key in a fixed window: rate-limiter-flexible's limiter, in memory or in Redis. */
export type Counter = Pick<RateLimiterAbstract, 'consume' | 'delete' | 'reward'>;

/**
 * A counter of `points` per key per `windowMs`, made on first use (importing a route reads no
 * configuration and opens no connection). With REDIS_URL the counts live in Redis under
 * `gdf:limit:<name>:<key>`, so every instance of the shop counts together; `name` keeps limits of
 * the same size apart. Without it, they live in this server's memory, as for a single server.
 *
 * When Redis is down, or slower than REDIS_TIMEOUT_MS, the same count goes to an in-memory limiter
 * (the library's insurance): a Redis outage never refuses a shopper and never answers 500, though
 * each instance then counts on its own until Redis is back.
 */
export function lazyCounter(name: string, points: number, windowMs: number): () => Promise<Counter> {
  let counter: Promise<Counter> | null = null;
  return () => (counter ??= createCounter(name, points, Math.ceil(windowMs / 1000)));
}

async function createCounter(name: string, points: number, duration: number): Promise<Counter> {
  const inMemory = new RateLimiterMemory({ points, duration });
  const url = redisUrl();
  if (!url) return inMemory;
  // Loaded only with REDIS_URL, so a single server never loads the Redis client.
  const { redisClient } = await import('@/lib/redis/client.mjs');
  const shared = new RateLimiterRedis({
    storeClient: redisClient(url),
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `gdf:limit:${name}`,
    points,
    duration,
    insuranceLimiter: inMemory,
  });
  return new RLWrapperTimeouts({ limiter: shared, timeoutMs: REDIS_TIMEOUT_MS });
}
