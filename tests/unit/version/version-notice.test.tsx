import { act, fireEvent, render, screen } from '@testing-library/react';
import { VersionNotice } from '@/components/version/version-notice';
import { ensureMessageChannel, fakeContainer, fakeWorker, settle, versionResponse } from './fakes';

ensureMessageChannel();

let visibility: DocumentVisibilityState = 'visible';

function install({ published, running }: { published: string; running: string }) {
  const worker = fakeWorker(() => running);
  const { container, registration } = fakeContainer(worker);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const fetchMock = jest.fn(async () => versionResponse(published));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { container, registration, fetchMock };
}

async function becomeVisible() {
  visibility = 'visible';
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await settle(() => screen.queryByText('A new version is available!') !== null);
  });
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('on a mismatch with the worker, shows the banner; Refresh reloads', async () => {
  const { registration, fetchMock, container } = install({ published: '0.2.0+b', running: '0.1.0+a' });
  const reload = jest.fn();
  render(<VersionNotice enabled reload={reload} />);
  expect(container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  expect(screen.queryByText('A new version is available!')).toBeNull();

  await becomeVisible();
  expect(fetchMock).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  expect(screen.getByRole('status')).toHaveTextContent('A new version is available!');
  await act(() => settle(() => registration.update.mock.calls.length > 0));
  expect(registration.update).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('no banner when the worker runs the published version', async () => {
  const { fetchMock } = install({ published: '0.2.0+b', running: '0.2.0+b' });
  render(<VersionNotice enabled />);
  await becomeVisible();
  await act(() => settle(() => fetchMock.mock.calls.length > 0));
  await act(() => settle());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('A new version is available!')).toBeNull();
});

test('outside production builds it registers nothing', () => {
  const { container } = install({ published: 'a', running: 'b' });
  render(<VersionNotice enabled={false} />);
  expect(container.register).not.toHaveBeenCalled();
});
