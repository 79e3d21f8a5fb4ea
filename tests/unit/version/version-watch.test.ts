/** @jest-environment node */
import { askWorkerVersion } from '@/lib/version/version-watch';
import { fakeWorker } from './fakes';

afterEach(() => {
  jest.useRealTimers();
});

test('the worker answers VERSION_CHECK over a MessageChannel', async () => {
  const worker = fakeWorker(() => '2.0.0+x');
  await expect(askWorkerVersion(worker)).resolves.toBe('2.0.0+x');
  expect(worker.received).toEqual([{ type: 'VERSION_CHECK' }]);
});

test('a worker that never answers is an error after the timeout', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  const silent = fakeWorker(() => null);
  const answer = askWorkerVersion(silent, 5_000);
  jest.advanceTimersByTime(5_000);
  await expect(answer).rejects.toThrow('did not answer VERSION_CHECK');
});
