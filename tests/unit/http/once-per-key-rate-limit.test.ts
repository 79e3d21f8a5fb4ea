/** @jest-environment node */
import { Problem } from '@/lib/errors/problem';
import { TOO_MANY_REQUESTS } from '@/lib/http/messages';
import { OncePerKeyRateLimit } from '@/lib/http/once-per-key-rate-limit';
import { RateLimiter } from '@/lib/http/rate-limit';
import { answered } from '../support/problem-answer';

afterEach(() => jest.useRealTimers());

test('each request key counts once per client; a new key over the limit is a 429 with Retry-After, and is not remembered', async () => {
  jest.useFakeTimers({ now: 0 });
  const limit = new OncePerKeyRateLimit('test-keys', new RateLimiter('test', 2, 60_000), 60_000);
  await limit.enforce('1.2.3.4', 'order-a');
  await limit.enforce('1.2.3.4', 'order-a');
  await limit.enforce('1.2.3.4', 'order-a');
  await limit.enforce('1.2.3.4', 'order-b');
  const refusal = await limit.enforce('1.2.3.4', 'order-c').catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(Problem);
  expect(answered(refusal)).toMatchObject({ status: 429, message: TOO_MANY_REQUESTS, headers: { 'Retry-After': '60' } });
  // Still refused: the refused key was not kept as counted.
  await expect(limit.enforce('1.2.3.4', 'order-c').catch(answered)).resolves.toMatchObject({ status: 429 });
  // A retry of a counted key, and another client, still go through.
  await limit.enforce('1.2.3.4', 'order-b');
  await limit.enforce('5.6.7.8', 'order-c');
  jest.advanceTimersByTime(60_000);
  await limit.enforce('1.2.3.4', 'order-c');
});
