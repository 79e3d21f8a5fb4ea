import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

/** jsdom has no MessageChannel; Node's behaves like the browser's for what the page uses. */
export function ensureMessageChannel() {
  if (typeof globalThis.MessageChannel === 'undefined') {
    (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
  }
}

/** A service worker that answers VERSION_CHECK on the transferred port, like app/sw.ts. */
export function fakeWorker(version: () => string | null) {
  const received: unknown[] = [];
  return {
    received,
    postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) {
      received.push(message);
      const port = Array.isArray(transfer) ? (transfer[0] as MessagePort | undefined) : undefined;
      const answer = version();
      if (port && answer !== null) {
        port.postMessage({ type: 'VERSION', version: answer });
        port.close();
      }
    },
  };
}

/** A ServiceWorkerContainer whose registration has the given active worker. */
export function fakeContainer(worker: ReturnType<typeof fakeWorker>) {
  const registration = { active: worker, update: jest.fn(async () => undefined) };
  const container = { register: jest.fn(async (_url: string | URL, _options?: RegistrationOptions) => registration) };
  return { container, registration };
}

export function versionResponse(version: string, status = 200) {
  return { ok: status >= 200 && status < 300, status, json: async () => ({ version }) } as unknown as Response;
}

/** Lets pending promise callbacks and MessagePort deliveries run (no timers involved). */
export async function settle(condition: () => boolean = () => false, turns = 50) {
  for (let i = 0; i < turns && !condition(); i += 1) {
    await new Promise<void>((resolve) => {
      const channel = new globalThis.MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
}
