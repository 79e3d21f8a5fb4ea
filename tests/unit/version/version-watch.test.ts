/** @jest-environment node */
import { VERSION_CHECK_INTERVAL_MS, VERSION_URL } from '@/lib/version/protocol';
import { askWorkerVersion, watchForNewVersion } from '@/lib/version/version-watch';
import { fakeContainer, fakeWorker, settle, versionResponse } from './fakes';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setup({ published = '1.0.0+b', running = '1.0.0+a' as string | null } = {}) {
  let workerVersion = running;
  let publishedVersion = published;
  const worker = fakeWorker(() => workerVersion);
  const { container, registration } = fakeContainer(worker);
  const fetchImpl = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => versionResponse(publishedVersion));
  const doc = new FakeDocument();
  const onNewVersion = jest.fn();
  const log = jest.fn();
  const stop = watchForNewVersion({ onNewVersion, container: container as never, fetchImpl: fetchImpl as never, doc: doc as never, log });
  return {
    worker,
    container,
    registration,
    fetchImpl,
    doc,
    onNewVersion,
    log,
    stop,
    setWorkerVersion: (v: string | null) => (workerVersion = v),
    setPublished: (v: string) => (publishedVersion = v),
  };
}

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

test('registers /service-worker.js for the whole site and does not check before the first hour', async () => {
  const t = setup();
  await settle();
  expect(t.container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  expect(t.fetchImpl).not.toHaveBeenCalled();
  t.stop();
});

test('checks every hour; a mismatch updates the worker and reports the new version', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  const t = setup({ published: '1.0.0+new', running: '1.0.0+new' });
  await settle();
  jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS - 1);
  expect(t.fetchImpl).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await settle(() => t.worker.received.length > 0 && t.fetchImpl.mock.calls.length > 0);
  await settle();
  expect(t.fetchImpl).toHaveBeenCalledWith(VERSION_URL, expect.objectContaining({ cache: 'no-store' }));
  expect(t.onNewVersion).not.toHaveBeenCalled();
  expect(t.registration.update).not.toHaveBeenCalled();

  t.setPublished('1.0.1+newer');
  jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS);
  await settle(() => t.registration.update.mock.calls.length > 0);
  expect(t.onNewVersion).toHaveBeenCalledTimes(1);
  expect(t.registration.update).toHaveBeenCalledTimes(1);
  expect(t.fetchImpl).toHaveBeenCalledTimes(2);
  t.stop();
});

test('checks when the page becomes visible, not when it is hidden', async () => {
  const t = setup({ published: '1.0.0+b', running: '1.0.0+a' });
  await settle();
  t.doc.show('hidden');
  await settle();
  expect(t.fetchImpl).not.toHaveBeenCalled();
  t.doc.show('visible');
  await settle(() => t.onNewVersion.mock.calls.length > 0);
  expect(t.fetchImpl).toHaveBeenCalledTimes(1);
  expect(t.onNewVersion).toHaveBeenCalledTimes(1);
  expect(t.registration.update).toHaveBeenCalledTimes(1);
  t.stop();
});

test('a check asked for while one is running runs right after it, not never', async () => {
  const t = setup({ published: '1.0.0+a', running: '1.0.0+a' });
  await settle();
  t.doc.show('visible');
  t.setPublished('1.0.0+b');
  t.doc.show('visible');
  await settle(() => t.onNewVersion.mock.calls.length > 0);
  expect(t.fetchImpl).toHaveBeenCalledTimes(2);
  expect(t.onNewVersion).toHaveBeenCalledTimes(1);
  t.stop();
});

test('a failed version check is only logged', async () => {
  const t = setup();
  t.fetchImpl.mockImplementationOnce(async () => versionResponse('', 503));
  await settle();
  t.doc.show('visible');
  await settle(() => t.log.mock.calls.length > 0);
  expect(t.log).toHaveBeenCalledWith('Version check failed', expect.objectContaining({ message: 'GET /version.json answered 503' }));
  expect(t.onNewVersion).not.toHaveBeenCalled();
  t.stop();
});

test('a failed registration is only logged, and no check runs', async () => {
  const log = jest.fn();
  const fetchImpl = jest.fn();
  const doc = new FakeDocument();
  const stop = watchForNewVersion({
    onNewVersion: jest.fn(),
    container: { register: jest.fn(async () => Promise.reject(new Error('blocked'))) } as never,
    fetchImpl: fetchImpl as never,
    doc: doc as never,
    log,
  });
  await settle();
  doc.show('visible');
  await settle();
  expect(log).toHaveBeenCalledWith('Service worker registration failed', expect.objectContaining({ message: 'blocked' }));
  expect(fetchImpl).not.toHaveBeenCalled();
  stop();
});

test('after stop, visibility changes no longer check', async () => {
  const t = setup();
  await settle();
  t.stop();
  t.doc.show('visible');
  await settle();
  expect(t.fetchImpl).not.toHaveBeenCalled();
});
