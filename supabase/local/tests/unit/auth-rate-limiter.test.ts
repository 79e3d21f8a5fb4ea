/** @jest-environment node */
import { createEmailLimiter, perFiveMinutes, TokenBucketLimiter } from '../../auth/rate-limiter.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test('a bucket allows its burst at once, then refuses until it refills', () => {
  const time = clock();
  const limiter = new TokenBucketLimiter(30, 0.5, 100, time.now);
  const results = Array.from({ length: 31 }, () => limiter.take('203.0.113.1'));
  expect(results.slice(0, 30).every(Boolean)).toBe(true);
  expect(results[30]).toBe(false);
  time.advance(1999);
  expect(limiter.take('203.0.113.1')).toBe(false);
  time.advance(1);
  expect(limiter.take('203.0.113.1')).toBe(true);
  expect(limiter.take('203.0.113.1')).toBe(false);
});

test('each client IP has its own bucket', () => {
  const time = clock();
  const limiter = new TokenBucketLimiter(2, 0, 100, time.now);
  expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
  expect(limiter.take('b')).toBe(true);
});

test('memory stays bounded: the least recently used buckets are dropped', () => {
  const time = clock();
  const limiter = new TokenBucketLimiter(1, 0, 3, time.now);
  for (const key of ['a', 'b', 'c', 'd']) limiter.take(key);
  expect(limiter.size).toBe(3);
  expect(limiter.take('d')).toBe(false);
  expect(limiter.take('a')).toBe(true);
});

test("GoTrue's defaults: 150 token requests per 5 minutes is a burst of 30 refilled at 0.5/s", () => {
  const limiter = perFiveMinutes(150);
  expect(limiter.capacity).toBe(30);
  expect(limiter.perSecond).toBeCloseTo(0.5);
  expect(perFiveMinutes(30).capacity).toBe(30);
  expect(perFiveMinutes(100_000).capacity).toBeGreaterThan(30);
});

test('the project-wide mail budget counts every mail in the hour', () => {
  const time = clock();
  const limiter = createEmailLimiter(2, time.now);
  expect([limiter.take('project'), limiter.take('project'), limiter.take('project')]).toEqual([true, true, false]);
  time.advance(1800_000);
  expect(limiter.take('project')).toBe(true);
  expect(createEmailLimiter(0, time.now).take('project')).toBe(false);
});
