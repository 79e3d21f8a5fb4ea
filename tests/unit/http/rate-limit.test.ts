/** @jest-environment node */
import { RateLimiter, rateLimitKey } from '@/lib/http/rate-limit';

afterEach(() => jest.useRealTimers());

test('the rate limiter lets `limit` hits through per window and key, then says how long to wait', async () => {
  jest.useFakeTimers({ now: 0 });
  const limiter = new RateLimiter(2, 60_000);
  expect(await limiter.hit('1.2.3.4')).toBe(0);
  expect(await limiter.hit('1.2.3.4')).toBe(0);
  expect(await limiter.hit('1.2.3.4')).toBe(60);
  expect(await limiter.hit('5.6.7.8')).toBe(0);
  jest.advanceTimersByTime(59_500);
  expect(await limiter.hit('1.2.3.4')).toBe(1);
  jest.advanceTimersByTime(500);
  expect(await limiter.hit('1.2.3.4')).toBe(0);
});

test('requests are counted per client address (the entry the nearest proxy appended), else together', () => {
  const key = (forwardedFor?: string) => rateLimitKey(new Request('http://shop.test/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }));
  expect(key('203.0.113.9')).toBe('203.0.113.9');
  expect(key('192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
  expect(key('not an address')).toBe('unknown');
  expect(key()).toBe('unknown');
});
