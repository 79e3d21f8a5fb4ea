/** @jest-environment node */
import { redisUrl } from '@/lib/env';
import { RateLimiter, rateLimitKey } from '@/lib/http/rate-limit';

afterEach(() => jest.useRealTimers());

test('the rate limiter lets `limit` hits through per window and key, then says how long to wait', async () => {
  jest.useFakeTimers({ now: 0 });
  const limiter = new RateLimiter('test', 2, 60_000);
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
  const key = (forwardedFor?: string) =>
    rateLimitKey(new Request('http://shop.test/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }));
  expect(key('203.0.113.9')).toBe('203.0.113.9');
  expect(key('192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
  expect(key('not an address')).toBe('unknown');
  expect(key()).toBe('unknown');
});

describe('REDIS_URL', () => {
  const saved = process.env.REDIS_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  });

  test('is a redis:// or rediss:// URL, and unset or blank means no Redis', () => {
    const read = (value: string | undefined) => {
      if (value === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = value;
      return redisUrl();
    };
    expect(read(undefined)).toBeUndefined();
    expect(read('  ')).toBeUndefined();
    expect(read('redis://127.0.0.1:6379/2')).toBe('redis://127.0.0.1:6379/2');
    expect(read('rediss://default:secret@cache.example.com:6380')).toBe('rediss://default:secret@cache.example.com:6380');
    for (const wrong of ['http://127.0.0.1:6379', 'redis://', '127.0.0.1:6379']) {
      expect(() => read(wrong)).toThrow('REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL');
    }
  });

  test('without it the limits count in this server’s memory and no Redis client is loaded', async () => {
    delete process.env.REDIS_URL;
    jest.resetModules();
    const loaded = jest.fn();
    jest.doMock('@/lib/redis/client.mjs', () => {
      loaded();
      return { redisClient: () => null };
    });
    const { RateLimiter: FreshLimiter } = await import('@/lib/http/rate-limit');
    const limiter = new FreshLimiter('test', 1, 60_000);
    expect(await limiter.hit('1.2.3.4')).toBe(0);
    expect(await limiter.hit('1.2.3.4')).toBeGreaterThan(0);
    expect(loaded).not.toHaveBeenCalled();
  });
});
