import { IMPORT_RETRY_DELAY_MS, isChunkLoadError, reloadOnceForChunkError, RELOAD_GUARD_MS, retryImport } from '@/lib/version/chunk-load';

const chunkError = () =>
  Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js from module 7'), { name: 'ChunkLoadError' });

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

test('recognises chunk-load failures of Turbopack, webpack and native import()', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed.'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/y.js'))).toBe(true);
  expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
  expect(isChunkLoadError('ChunkLoadError: boom')).toBe(true);
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
});

test('retries a failed import 3 times, 1 s apart, and returns the module once it loads', async () => {
  jest.useFakeTimers();
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(chunkError())
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValue('module');
  const result = retryImport(load);
  await jest.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(IMPORT_RETRY_DELAY_MS - 1);
  expect(load).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(load).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(IMPORT_RETRY_DELAY_MS);
  expect(load).toHaveBeenCalledTimes(3);
  await expect(result).resolves.toBe('module');
});

test('gives up after the third retry with the last error', async () => {
  jest.useFakeTimers();
  const load = jest.fn<Promise<string>, []>().mockImplementation(async () => {
    throw chunkError();
  });
  const result = retryImport(load);
  const outcome = expect(result).rejects.toMatchObject({ name: 'ChunkLoadError' });
  await jest.advanceTimersByTimeAsync(IMPORT_RETRY_DELAY_MS * 3);
  await outcome;
  expect(load).toHaveBeenCalledTimes(4);
});

test('does not retry errors that are not chunk-load failures', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValue(new SyntaxError('Unexpected token'));
  await expect(retryImport(load)).rejects.toThrow('Unexpected token');
  expect(load).toHaveBeenCalledTimes(1);
});

test('reloads once for a chunk failure, and not again within the guard window', () => {
  const reload = jest.fn();
  const start = 1_000_000_000;
  expect(reloadOnceForChunkError(reload, start)).toBe(true);
  expect(reloadOnceForChunkError(reload, start + 1_000)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reloadOnceForChunkError(reload, start + RELOAD_GUARD_MS)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});
