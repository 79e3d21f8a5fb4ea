/** @jest-environment node */
import { startScheduledSends } from '../../../scripts/lib/scheduled-sends.mjs';

/**
 * `npm start`'s ticker that sends the hold's notices and the staff alerts, and runs the couriers'
 * tracking job, without a cron of the machine's own.
 */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function tick(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

const call = (url: string) => [
  url,
  { method: 'POST', headers: { Authorization: 'Bearer service-key', 'Content-Type': 'application/json' }, body: '{}' },
];

test('every interval it posts to /api/order-notices and /api/staff-alerts with the service-role key', async () => {
  const fetchImpl = jest.fn(async () => new Response('{"ok":true}', { status: 200 }));
  const stop = startScheduledSends({ shopUrl: 'http://localhost:3000', serviceRoleKey: 'service-key', intervalMs: 1000, fetchImpl });
  await tick(999);
  expect(fetchImpl).not.toHaveBeenCalled();
  await tick(1);
  expect(fetchImpl.mock.calls).toEqual([call('http://localhost:3000/api/order-notices'), call('http://localhost:3000/api/staff-alerts')]);
  await tick(2000);
  expect(fetchImpl).toHaveBeenCalledTimes(6);
  stop();
  await tick(5000);
  expect(fetchImpl).toHaveBeenCalledTimes(6);
});

test('a failing path is reported once until it succeeds, then again when it fails anew; the other path is unaffected', async () => {
  const answers = [500, 500, 200, 503];
  const fetchImpl = jest.fn(
    async (url: URL | RequestInfo) =>
      new Response('', { status: String(url).endsWith('/api/staff-alerts') ? (answers.shift() ?? 200) : 200 }),
  );
  const log = jest.fn();
  const stop = startScheduledSends({ shopUrl: 'http://shop', serviceRoleKey: 'k', intervalMs: 10, fetchImpl, log });
  await tick(40);
  stop();
  expect(log.mock.calls).toEqual([
    ['[scheduled sends] /api/staff-alerts could not send what waits: the shop answered 500'],
    ['[scheduled sends] /api/staff-alerts could not send what waits: the shop answered 503'],
  ]);
});

test('the couriers are asked about their parcels every 120th tick (two hours at one a minute), not before', async () => {
  const fetchImpl = jest.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response('{"ok":true}', { status: 200 }));
  const stop = startScheduledSends({ shopUrl: 'http://shop', serviceRoleKey: 'service-key', intervalMs: 10, fetchImpl });
  const courierCalls = () => fetchImpl.mock.calls.filter(([url]) => String(url) === 'http://shop/api/courier-sync');
  await tick(10 * 119);
  expect(courierCalls()).toHaveLength(0);
  await tick(10);
  expect(courierCalls()).toEqual([call('http://shop/api/courier-sync')]);
  await tick(10 * 120);
  expect(courierCalls()).toHaveLength(2);
  stop();
});
