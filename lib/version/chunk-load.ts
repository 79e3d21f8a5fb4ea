/**
 * Chunk-load failures: after a new deployment an open page may ask for a JavaScript chunk of the old
 * build that the server no longer has. The spec wants such loads retried 3 times, 1 s apart, and the
 * error screen's Try Again to reload the page.
 *
 * - retryImport wraps a dynamic import, e.g. `dynamic(() => retryImport(() => import('./dialog')))`.
 * - reloadOnceForChunkError is what the page-wide listener (components/version/chunk-error-reloader)
 *   does when a chunk failure escapes: one full reload, never a loop.
 */

export const IMPORT_RETRIES = 3;
export const IMPORT_RETRY_DELAY_MS = 1_000;

/** Turbopack ("Failed to load chunk …", name ChunkLoadError), webpack ("Loading chunk 12 failed.") and browsers' native import() errors. */
const CHUNK_LOAD_MESSAGE =
  /ChunkLoadError|Loading (?:CSS )?chunk \S+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_LOAD_MESSAGE.test(error);
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_LOAD_MESSAGE.test(message));
}

/**
 * Runs `load`; when it fails with a chunk-load error, tries again up to `retries` more times,
 * `delayMs` apart. Other errors are thrown at once.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  { retries = IMPORT_RETRIES, delayMs = IMPORT_RETRY_DELAY_MS }: { retries?: number; delayMs?: number } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries || !isChunkLoadError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

const RELOAD_KEY = 'gdf:chunk-reload-at';
/** A second chunk failure within this window after a reload is left alone (no reload loop). */
export const RELOAD_GUARD_MS = 30_000;

let lastReloadInMemory = 0;

/** Reloads the page unless it was reloaded for a chunk failure in the last 30 s. True when it reloads. */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  const last = Math.max(lastReloadInMemory, Number(readStored() ?? 0));
  if (now - last < RELOAD_GUARD_MS) return false;
  lastReloadInMemory = now;
  writeStored(String(now));
  reload();
  return true;
}

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(RELOAD_KEY);
  } catch {
    return null;
  }
}

function writeStored(value: string) {
  try {
    window.sessionStorage.setItem(RELOAD_KEY, value);
  } catch {
    // Storage unavailable (private mode): the in-memory guard still prevents a loop in this page.
  }
}
