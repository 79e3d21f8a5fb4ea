import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { isVersionReply, SERVICE_WORKER_URL, VERSION_CHECK, VERSION_CHECK_INTERVAL_MS, VERSION_URL } from './protocol';

/** How long the page waits for the worker's answer to VERSION_CHECK. */
const WORKER_REPLY_TIMEOUT_MS = 5_000;
const VERSION_CHECK_FAILED = 'Version check failed';
const REGISTRATION_FAILED = 'Service worker registration failed';

/** The published version: GET /version.json, never from a cache. */
async function fetchPublishedVersion(): Promise<string> {
  const body = await callApi<{ version?: unknown }>(VERSION_URL, { fallbackMessage: `GET ${VERSION_URL} failed` });
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

type Registration = Pick<ServiceWorkerRegistration, 'update'> & { active: Pick<ServiceWorker, 'postMessage'> | null };

/** At page load: registers /service-worker.js for the whole site (a failure is only logged). */
export function serviceWorkerQuery(container: Pick<ServiceWorkerContainer, 'register'>) {
  return queryOptions({
    queryKey: ['version', 'service-worker'],
    queryFn: () => container.register(SERVICE_WORKER_URL, { scope: '/' }) as Promise<Registration>,
    staleTime: Infinity,
    retry: false,
    meta: { errorMessage: REGISTRATION_FAILED },
  });
}

/**
 * Whether a newer version than the worker's is published; on a mismatch the browser is asked to
 * update the worker. Asked every hour and whenever the page becomes visible (React Query's interval
 * and focus refetch), never at load: the worker was just registered. A failure is only logged.
 */
export function newVersionQuery(registration: Registration | undefined) {
  return queryOptions({
    queryKey: ['version', 'new-version'],
    queryFn: async () => {
      const worker = registration?.active;
      if (!registration || !worker) return false;
      const [published, running] = await Promise.all([fetchPublishedVersion(), askWorkerVersion(worker)]);
      if (published === running) return false;
      await registration.update();
      return true;
    },
    initialData: false,
    refetchOnMount: false,
    refetchOnWindowFocus: true,
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    retry: false,
    meta: { errorMessage: VERSION_CHECK_FAILED },
  });
}
