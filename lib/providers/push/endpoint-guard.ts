/**
 * The push services the shop will post to (SSRF guard): a subscription's endpoint comes from a
 * browser, so the server only ever sends to the push services browsers use, over https on the
 * default port, or to the sandboxes' push service (sandboxes/push) below SANDBOXES_URL.
 * - Chrome, Edge on Android, Opera, Samsung Internet, Brave: Firebase Cloud Messaging;
 * - Firefox: Mozilla's autopush;
 * - Safari (macOS 13+, iOS 16.4+ home-screen apps): Apple's web push service;
 * - Edge on Windows: the Windows Push Notification Services.
 */
const EXACT_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
const HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

/** The sandboxes' push service's endpoints: `${SANDBOXES_URL}/push/send/<device id>`. */
const SANDBOX_PUSH_SEND_PATH = '/push/send/';
const SANDBOX_DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const MAX_ENDPOINT_LENGTH = 2048;

/** Whether the shop may post to this endpoint: a known push service's, or the sandboxes' (given their URL). */
export function isAllowedPushEndpoint(endpoint: string, sandboxesUrl: string | null): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (sandboxesUrl && isSandboxEndpoint(url, sandboxesUrl)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}

function isSandboxEndpoint(url: URL, sandboxesUrl: string): boolean {
  let sandbox: URL;
  try {
    sandbox = new URL(sandboxesUrl);
  } catch {
    return false;
  }
  const prefix = `${sandbox.pathname.replace(/\/$/, '')}${SANDBOX_PUSH_SEND_PATH}`;
  return (
    url.origin === sandbox.origin &&
    url.search === '' &&
    url.pathname.startsWith(prefix) &&
    SANDBOX_DEVICE_ID.test(url.pathname.slice(prefix.length))
  );
}
