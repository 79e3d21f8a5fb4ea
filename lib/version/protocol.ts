/**
 * The update-notice protocol shared by the page and the service worker (app/sw.ts): the page asks
 * the worker `{type: 'VERSION_CHECK'}` over a MessageChannel and the worker answers
 * `{type: 'VERSION', version}`; the published version comes from GET /version.json as `{version}`.
 */
export const VERSION_CHECK = 'VERSION_CHECK';
export const VERSION_REPLY = 'VERSION';
export const VERSION_URL = '/version.json';
export const SERVICE_WORKER_URL = '/service-worker.js';

/** How often an open page asks for the published version (1 hour); also whenever it becomes visible. */
export const VERSION_CHECK_INTERVAL_MS = 3_600_000;

export interface VersionCheckMessage {
  type: typeof VERSION_CHECK;
}

export interface VersionReplyMessage {
  type: typeof VERSION_REPLY;
  version: string;
}

export function isVersionCheck(data: unknown): data is VersionCheckMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === VERSION_CHECK;
}

export function isVersionReply(data: unknown): data is VersionReplyMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === VERSION_REPLY &&
    typeof (data as { version?: unknown }).version === 'string'
  );
}
