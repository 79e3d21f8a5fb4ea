import 'server-only';
import webpush from 'web-push';
import { isAllowedPushEndpoint } from './endpoint-guard';
import type { PushDevice, PushMessage, PushSender } from './push-sender';

/** A day: an alert not delivered by then (the phone off) is no longer news. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** The push services take 4 KB of encrypted payload; the words are cut well below that. */
const MAX_TITLE_CHARS = 120;
const MAX_BODY_CHARS = 500;

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  /** VAPID's `sub`: a mailto: or https: URL (web-push refuses others). */
  subject: string;
  /** The sandboxes' URL, whose push service the endpoint guard also allows (null: none). */
  sandboxesUrl: string | null;
}

/**
 * Web Push with the `web-push` library: it encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID header (RFC 8292); the request itself goes out with fetch, so that it follows no redirect, has
 * a timeout, and reaches the sandboxes' push service over plain http as it reaches the real ones over
 * https (web-push's own sendNotification speaks https only).
 */
export function webPushSender(settings: WebPushSettings): PushSender {
  const vapidDetails = { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey };
  return {
    publicKey: settings.publicKey,
    async send(device: PushDevice, message: PushMessage) {
      if (!isAllowedPushEndpoint(device.endpoint, settings.sandboxesUrl))
        throw new Error('refused to post to the endpoint: not a known push service');
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payloadOf(message)),
        { vapidDetails, TTL: TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers: headersOf(request.headers),
          body: new Uint8Array(request.body),
          redirect: 'manual',
          cache: 'no-store',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`could not reach the push service: ${(error as Error).message}`);
      }
      const answer = (await response.text().catch(() => '')).slice(0, 300);
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status >= 200 && response.status < 300) return 'sent';
      throw new Error(`the push service answered ${response.status}${answer ? `: ${answer}` : ''}`);
    },
  };
}

/** web-push's headers as fetch takes them; fetch sets Content-Length itself. */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** What the service worker (app/sw.ts) reads from a push: JSON {title, body, url, tag}. */
function payloadOf(message: PushMessage): PushMessage {
  return {
    title: message.title.slice(0, MAX_TITLE_CHARS),
    body: message.body.slice(0, MAX_BODY_CHARS),
    url: message.url,
    ...(message.tag ? { tag: message.tag } : {}),
  };
}
