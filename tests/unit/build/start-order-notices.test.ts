/** @jest-environment node */
import { startOrderNoticeTicker } from '../../../scripts/lib/order-notices.mjs';

/** `npm start`'s ticker that sends the confirmation hold's notices without a cron of the machine's own. */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function tick(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

test('every interval it posts to /api/order-notices with the service-role key', async () => {
  const fetchImpl = jest.fn(async () => new Response('{"ok":true}', { status: 200 }));
  const stop = startOrderNoticeTicker({ shopUrl: 'http://localhost:3000', serviceRoleKey: 'service-key', intervalMs: 1000, fetchImpl });
  await tick(999);
  expect(fetchImpl).not.toHaveBeenCalled();
  await tick(1);
  expect(fetchImpl).toHaveBeenCalledWith('http://localhost:3000/api/order-notices', {
    method: 'POST',
    headers: { Authorization: 'Bearer service-key', 'Content-Type': 'application/json' },
    body: '{}',
  });
  await tick(2000);
  expect(fetchImpl).toHaveBeenCalledTimes(3);
  stop();
  await tick(5000);
  expect(fetchImpl).toHaveBeenCalledTimes(3);
});

test('a failing shop is reported once until a round succeeds, then again when it fails anew', async () => {
  const answers = [500, 500, 200, 503];
  const fetchImpl = jest.fn(async () => new Response('', { status: answers.shift() ?? 200 }));
  const log = jest.fn();
  const stop = startOrderNoticeTicker({ shopUrl: 'http://shop', serviceRoleKey: 'k', intervalMs: 10, fetchImpl, log });
  await tick(40);
  stop();
  expect(log.mock.calls).toEqual([
    ['[order notices] could not send the waiting notices: the shop answered 500'],
    ['[order notices] could not send the waiting notices: the shop answered 503'],
  ]);
});
