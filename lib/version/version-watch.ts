import { isVersionReply, SERVICE_WORKER_URL, VERSION_CHECK, VERSION_CHECK_INTERVAL_MS, VERSION_URL } from './protocol';

/** How long the page waits for the worker's answer to VERSION_CHECK. */
export const WORKER_REPLY_TIMEOUT_MS = 5_000;

/** The published version: GET /version.json, never from a cache. */
export async function fetchPublishedVersion(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(VERSION_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${VERSION_URL} answered ${response.status}`);
  const body = (await response.json()) as { version?: unknown };
  if (typeof body.version !== 'string') throw new Error(`GET ${VERSION_URL} sent no version`);
  return body.version;
}

/** The version the service worker was built with: VERSION_CHECK over a MessageChannel. */
export function askWorkerVersion(worker: Pick<ServiceWorker, 'postMessage'>, timeoutMs = WORKER_REPLY_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      reject(new Error(`The service worker did not answer ${VERSION_CHECK} within ${timeoutMs} ms`));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      channel.port1.close();
      if (isVersionReply(event.data)) resolve(event.data.version);
      else reject(new Error(`The service worker answered ${VERSION_CHECK} with ${JSON.stringify(event.data)}`));
    };
    worker.postMessage({ type: VERSION_CHECK }, [channel.port2]);
  });
}

export interface VersionWatchOptions {
  /** Called once the published version differs from the worker's. */
  onNewVersion: () => void;
  container?: Pick<ServiceWorkerContainer, 'register'>;
  fetchImpl?: typeof fetch;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  intervalMs?: number;
  log?: (message: string, error: unknown) => void;
}

/**
 * Registers /service-worker.js, then compares the published version with the worker's every hour
 * and whenever the page becomes visible. On a mismatch it reports the new version and asks the
 * browser to update the worker. Failures are only logged. Returns a function that stops watching.
 */
export function watchForNewVersion({
  onNewVersion,
  container = navigator.serviceWorker,
  fetchImpl = (input, init) => fetch(input, init),
  doc = document,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  log = (message, error) => console.error(message, error),
}: VersionWatchOptions): () => void {
  let stopped = false;
  let running: Promise<void> | null = null;
  let requestedAgain = false;
  const registration = container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    log('Service worker registration failed', error);
    return null;
  });

  async function compareVersions() {
    const current = await registration;
    const worker = current?.active;
    if (!current || !worker) return;
    const [published, workerVersion] = await Promise.all([fetchPublishedVersion(fetchImpl), askWorkerVersion(worker)]);
    if (published === workerVersion || stopped) return;
    onNewVersion();
    await current.update();
  }

  /** One check at a time; a check asked for while one runs happens right after it. */
  function check() {
    if (stopped) return;
    if (running) {
      requestedAgain = true;
      return;
    }
    running = compareVersions()
      .catch((error: unknown) => log('Version check failed', error))
      .finally(() => {
        running = null;
        if (requestedAgain) {
          requestedAgain = false;
          check();
        }
      });
  }

  const timer = setInterval(check, intervalMs);
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'visible') check();
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    stopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
