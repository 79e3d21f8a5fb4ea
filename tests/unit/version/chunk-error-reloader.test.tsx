import { render } from '@testing-library/react';
import { ChunkErrorReloader } from '@/components/version/chunk-error-reloader';
import * as chunkLoad from '@/lib/version/chunk-load';

jest.mock('@/lib/version/chunk-load', () => ({
  ...jest.requireActual('@/lib/version/chunk-load'),
  reloadOnceForChunkError: jest.fn(() => true),
}));

const reloadOnce = chunkLoad.reloadOnceForChunkError as jest.Mock;

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

afterEach(() => reloadOnce.mockClear());

test('an unhandled chunk-load rejection or error reloads the page; other errors do not', () => {
  const { unmount } = render(<ChunkErrorReloader />);
  window.dispatchEvent(rejection(new Error('Cannot read properties of null')));
  window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is not a function') }));
  expect(reloadOnce).not.toHaveBeenCalled();

  window.dispatchEvent(rejection(Object.assign(new Error('Failed to load chunk /a.js'), { name: 'ChunkLoadError' })));
  expect(reloadOnce).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught ChunkLoadError: Loading chunk 7 failed.' }));
  expect(reloadOnce).toHaveBeenCalledTimes(2);

  unmount();
  window.dispatchEvent(rejection(new Error('Loading chunk 9 failed.')));
  expect(reloadOnce).toHaveBeenCalledTimes(2);
});
