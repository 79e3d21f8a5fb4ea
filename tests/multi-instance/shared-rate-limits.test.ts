// The shop's rate limits with REDIS_URL (lib/http/rate-limit-counter.ts) against a real Redis: two
// limiters of one name, as two instances hold, count together; a Redis that goes away leaves the
// limits counting in memory, without an error; once it is back they count in Redis again.
import { Problem } from '@/lib/errors/problem';
import { answerOf } from '@/lib/http/problems';
import { OncePerKeyRateLimit } from '@/lib/http/once-per-key-rate-limit';
import { RateLimiter } from '@/lib/http/rate-limit';
import { redisClient } from '@/lib/redis/client.mjs';
import { claimRedisDatabase, startRedisRelay, type RedisRelay, type TestRedis } from '../support/redis';

let redis: TestRedis;
let relay: RedisRelay;
const run = Date.now().toString(36);

beforeAll(async () => {
  redis = await claimRedisDatabase();
  relay = await startRedisRelay(redis.url);
  // The limits read REDIS_URL when they first count (through the relay, so the test can cut it).
  process.env.REDIS_URL = relay.url;
});

afterAll(async () => {
  delete process.env.REDIS_URL;
  redisClient(relay.url).destroy();
  await relay.close();
  await redis.release();
});

async function untilConnected(): Promise<void> {
  const client = redisClient(relay.url);
  for (let i = 0; i < 200 && !client.isReady; i += 1) await new Promise((r) => setTimeout(r, 25));
  expect(client.isReady).toBe(true);
}

test('two limiters of one name count together in Redis; another name counts apart', async () => {
  const first = new RateLimiter(`contact-${run}`, 3, 60_000);
  const second = new RateLimiter(`contact-${run}`, 3, 60_000);
  const other = new RateLimiter(`reviews-${run}`, 3, 60_000);
  await untilConnected();
  expect(await first.hit('203.0.113.7')).toBe(0);
  expect(await second.hit('203.0.113.7')).toBe(0);
  expect(await first.hit('203.0.113.7')).toBe(0);
  expect(await second.hit('203.0.113.7')).toBeGreaterThan(0);
  expect(await first.hit('203.0.113.7')).toBeGreaterThan(0);
  expect(await other.hit('203.0.113.7')).toBe(0);
  expect(await second.hit('198.51.100.4')).toBe(0);
});

test('an idempotency key counted by one instance is not counted again by another', async () => {
  const limit = () => new OncePerKeyRateLimit(`order-keys-${run}`, new RateLimiter(`orders-${run}`, 2, 60_000), 60_000);
  const [first, second] = [limit(), limit()];
  await first.enforce('203.0.113.7', 'order-a');
  await second.enforce('203.0.113.7', 'order-a');
  await second.enforce('203.0.113.7', 'order-b');
  await first.enforce('203.0.113.7', 'order-b');
  await expect(first.enforce('203.0.113.7', 'order-c')).rejects.toBeInstanceOf(Problem);
  const refusal = await second.enforce('203.0.113.7', 'order-c').then(
    () => null,
    (problem: Problem) => answerOf(problem),
  );
  expect(refusal).toMatchObject({ status: 429 });
});

test('while Redis is down the limits count in memory, never failing; then Redis counts again', async () => {
  const limiter = new RateLimiter(`tracking-${run}`, 2, 60_000);
  await untilConnected();
  expect(await limiter.hit('192.0.2.8')).toBe(0);

  await relay.cut();
  // In memory from here: two hits allowed, the third refused, and no error either way.
  expect(await limiter.hit('192.0.2.8')).toBe(0);
  expect(await limiter.hit('192.0.2.8')).toBe(0);
  expect(await limiter.hit('192.0.2.8')).toBeGreaterThan(0);

  await relay.restore();
  await untilConnected();
  // Redis still holds the one hit made before the outage: one more is allowed, then refused.
  expect(await limiter.hit('192.0.2.8')).toBe(0);
  expect(await limiter.hit('192.0.2.8')).toBeGreaterThan(0);
});
