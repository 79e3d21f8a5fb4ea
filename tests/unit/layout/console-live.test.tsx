import { act } from '@testing-library/react';
import { ConsoleLive } from '@/components/layout/console-live';
import { renderWithQuery } from '../support/render-with-query';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useParams: () => ({}), useRouter: () => ({ refresh: mockRefresh }) }));

/** EventSource as the browser gives it, driven by the test: open streams, their events, their end. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data = '{}') {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
    });
  }

  /** The shop answered with an error status: the browser gives up on this stream. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;
const open = () => FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}

function renderLive() {
  const view = renderWithQuery(<ConsoleLive />);
  const invalidated = jest.spyOn(view.client, 'invalidateQueries');
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...view, keys };
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  mockRefresh.mockClear();
  Object.assign(window, { EventSource: FakeEventSource });
  setOnline(true);
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
});
afterEach(() => jest.useRealTimers());

test('it opens one stream on the live route', () => {
  renderLive();
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/admin/live']);
});

test('hints that come together make one refresh, 250 ms after the last, of the lists that show those tables', () => {
  const { keys } = renderLive();
  latest().emit('change', '{"table":"orders"}');
  advance(200);
  latest().emit('change', '{"table":"contact_messages"}');
  advance(249);
  expect(mockRefresh).not.toHaveBeenCalled();
  advance(1);
  expect(mockRefresh).toHaveBeenCalledTimes(1);
  expect(keys()).toEqual([
    ['admin', 'orders'],
    ['admin', 'order'],
    ['admin', 'messages'],
  ]);
});

test('ready catches up on everything; a hint naming no console table is ignored', () => {
  const { keys } = renderLive();
  latest().emit('change', '{"table":"profiles"}');
  latest().emit('change', 'not json');
  advance(1000);
  expect(mockRefresh).not.toHaveBeenCalled();
  latest().emit('ready');
  advance(250);
  expect(mockRefresh).toHaveBeenCalledTimes(1);
  expect(keys()).toEqual([
    ['admin', 'orders'],
    ['admin', 'order'],
    ['admin', 'messages'],
    ['admin', 'reviews'],
  ]);
});

test('a hidden tab lets go of its stream; shown again it opens a new one, whose ready catches up', () => {
  renderLive();
  const first = latest();
  setHidden(true);
  expect(open()).toEqual([]);
  setHidden(false);
  expect(latest()).not.toBe(first);
  expect(open()).toEqual([latest()]);
  latest().emit('ready');
  advance(250);
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

test('offline, hints wait; back online, a new stream catches up on them', () => {
  const { keys } = renderLive();
  setOnline(false);
  latest().emit('change', '{"table":"orders"}');
  advance(1000);
  expect(mockRefresh).not.toHaveBeenCalled();
  const before = latest();
  setOnline(true);
  expect(latest()).not.toBe(before);
  expect(open()).toEqual([latest()]);
  latest().emit('ready');
  advance(250);
  expect(mockRefresh).toHaveBeenCalledTimes(1);
  expect(keys()).toContainEqual(['admin', 'orders']);
});

test('a stream the shop refused is tried again 30 seconds later', () => {
  renderLive();
  latest().refuse();
  advance(29_999);
  expect(FakeEventSource.opened).toHaveLength(1);
  advance(1);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(open()).toEqual([latest()]);
});

test('leaving the console closes the stream and refreshes nothing more', () => {
  const { unmount } = renderLive();
  latest().emit('change', '{"table":"orders"}');
  unmount();
  advance(1000);
  expect(open()).toEqual([]);
  expect(mockRefresh).not.toHaveBeenCalled();
});
