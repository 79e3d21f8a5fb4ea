import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { VersionNotice } from '@/components/version/version-notice';
import { VERSION_CHECK_INTERVAL_MS } from '@/lib/version/protocol';
import { renderWithQuery } from '../support/render-with-query';
import { ensureMessageChannel, fakeContainer, fakeWorker, settle, versionResponse } from './fakes';

ensureMessageChannel();

let visibility: DocumentVisibilityState = 'visible';

function install({ published, running }: { published: string; running: string }) {
  let publishedVersion = published;
  const worker = fakeWorker(() => running);
  const { container, registration } = fakeContainer(worker);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const fetchMock = jest.fn(async () => versionResponse(publishedVersion));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { container, registration, fetchMock, worker, publish: (version: string) => (publishedVersion = version) };
}

async function show(state: DocumentVisibilityState) {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await settle();
  });
}

const banner = () => screen.queryByText('A new version is available!');

/** Until the worker's registration has reached the page (the check needs it). */
async function registered() {
  await act(async () => {
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  visibility = 'visible';
  focusManager.setFocused(undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('registers /service-worker.js for the whole site at load, and does not check then', async () => {
  const { container, fetchMock } = install({ published: '0.2.0+b', running: '0.1.0+a' });
  renderWithQuery(<VersionNotice enabled />);
  await act(() => settle());
  expect(container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(banner()).toBeNull();
});

test('when the page becomes visible and the worker is older: the banner, the worker updated; Refresh reloads', async () => {
  const { registration, fetchMock } = install({ published: '0.2.0+b', running: '0.1.0+a' });
  const reload = jest.fn();
  renderWithQuery(<VersionNotice enabled reload={reload} />);
  await registered();
  await show('hidden');
  expect(fetchMock).not.toHaveBeenCalled();
  await show('visible');
  await act(() => settle(() => banner() !== null));
  expect(fetchMock).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  expect(screen.getByRole('status')).toHaveTextContent('A new version is available!');
  expect(registration.update).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('no banner when the worker runs the published version', async () => {
  const { fetchMock, registration } = install({ published: '0.2.0+b', running: '0.2.0+b' });
  renderWithQuery(<VersionNotice enabled />);
  await registered();
  await show('visible');
  await act(() => settle(() => fetchMock.mock.calls.length > 0));
  await act(() => settle());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(banner()).toBeNull();
  expect(registration.update).not.toHaveBeenCalled();
});

test('checks every hour while the page is open', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  const { fetchMock, publish } = install({ published: '1.0.0+a', running: '1.0.0+a' });
  renderWithQuery(<VersionNotice enabled />);
  await act(() => settle());
  await act(async () => {
    jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS - 1);
    await settle();
  });
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(1);
    await settle(() => fetchMock.mock.calls.length > 0);
    await settle();
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(banner()).toBeNull();

  publish('1.0.1+b');
  await act(async () => {
    jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS);
    await settle(() => fetchMock.mock.calls.length > 1);
    // The page hears of the answer on the next timer tick.
    for (let tick = 0; tick < 20 && banner() === null; tick += 1) {
      jest.advanceTimersByTime(1);
      await settle();
    }
  });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(banner()).not.toBeNull();
});

test('a failed version check is only logged', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { fetchMock } = install({ published: '0.2.0+b', running: '0.1.0+a' });
  fetchMock.mockImplementationOnce(async () => versionResponse('', 503));
  renderWithQuery(<VersionNotice enabled />);
  await registered();
  await show('visible');
  await act(() => settle(() => logged.mock.calls.length > 0));
  expect(logged).toHaveBeenCalledWith('Version check failed:', expect.objectContaining({ status: 503 }));
  expect(banner()).toBeNull();
});

test('a failed registration is only logged, and no check runs', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { container, fetchMock } = install({ published: '0.2.0+b', running: '0.1.0+a' });
  container.register.mockImplementation(async () => Promise.reject(new Error('blocked')));
  renderWithQuery(<VersionNotice enabled />);
  await act(() => settle());
  await show('visible');
  await act(() => settle());
  expect(logged).toHaveBeenCalledWith('Service worker registration failed:', expect.objectContaining({ message: 'blocked' }));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('outside production builds it registers nothing', () => {
  const { container } = install({ published: 'a', running: 'b' });
  renderWithQuery(<VersionNotice enabled={false} />);
  expect(container.register).not.toHaveBeenCalled();
});
