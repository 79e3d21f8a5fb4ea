/** @jest-environment node */
import type { ConsoleHint } from '@/lib/live/hints';
import { consoleEventStream, eventFrame, HEARTBEAT_MS, RETRY_MS } from '@/lib/live/event-stream';

jest.mock('server-only', () => ({}));

/** A stream over a listener the test drives by hand, and what became of it. */
function openStream() {
  const controller = new AbortController();
  const sent: { send: ((hint: ConsoleHint) => void) | null; stopped: number; ended: number } = { send: null, stopped: 0, ended: 0 };
  const body = consoleEventStream({
    listen: (send) => {
      sent.send = send;
      return () => void (sent.stopped += 1);
    },
    signal: controller.signal,
    onEnd: () => void (sent.ended += 1),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const read = async () => {
    const { done, value } = await reader.read();
    return done ? null : decoder.decode(value);
  };
  return { controller, sent, reader, read };
}

afterEach(() => jest.useRealTimers());

test('a frame carries the event name and only the table, as one line of JSON', () => {
  expect(eventFrame({ kind: 'change', table: 'orders' })).toBe('event: change\ndata: {"table":"orders"}\n\n');
  expect(eventFrame({ kind: 'ready' })).toBe('event: ready\ndata: {}\n\n');
});

test('the stream starts with retry:, then sends each hint as it comes', async () => {
  const { sent, read, controller } = openStream();
  expect(await read()).toBe(`retry: ${RETRY_MS}\n\n`);
  sent.send!({ kind: 'ready' });
  sent.send!({ kind: 'change', table: 'contact_messages' });
  expect(await read()).toBe('event: ready\ndata: {}\n\n');
  expect(await read()).toBe('event: change\ndata: {"table":"contact_messages"}\n\n');
  controller.abort();
});

test('a heartbeat comment comes every 25 seconds', async () => {
  jest.useFakeTimers();
  const { read, controller } = openStream();
  await read();
  jest.advanceTimersByTime(HEARTBEAT_MS);
  expect(await read()).toBe(': heartbeat\n\n');
  jest.advanceTimersByTime(HEARTBEAT_MS);
  expect(await read()).toBe(': heartbeat\n\n');
  expect(HEARTBEAT_MS).toBe(25_000);
  controller.abort();
});

test('the request aborting ends the stream once: the listener stops, the slot is released, no more heartbeats', async () => {
  jest.useFakeTimers();
  const { sent, read, controller } = openStream();
  await read();
  controller.abort();
  controller.abort();
  expect(await read()).toBeNull();
  expect({ stopped: sent.stopped, ended: sent.ended }).toEqual({ stopped: 1, ended: 1 });
  expect(jest.getTimerCount()).toBe(0);
  sent.send!({ kind: 'ready' });
});

test('the reader cancelling ends it the same way', async () => {
  const { sent, reader, read, controller } = openStream();
  await read();
  await reader.cancel();
  controller.abort();
  expect({ stopped: sent.stopped, ended: sent.ended }).toEqual({ stopped: 1, ended: 1 });
});

test('a request already aborted gets an ended stream', async () => {
  const controller = new AbortController();
  controller.abort();
  let ended = 0;
  const body = consoleEventStream({ listen: () => () => undefined, signal: controller.signal, onEnd: () => void (ended += 1) });
  const reader = body.getReader();
  expect((await reader.read()).value).toBeDefined();
  expect((await reader.read()).done).toBe(true);
  expect(ended).toBe(1);
});
