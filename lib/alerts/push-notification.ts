/**
 * What the service worker (app/sw.ts) makes of a push: the notification for the payload the shop
 * sends (JSON {title, body, url, tag}, lib/providers/push/web-push-sender.ts), and the page a tap
 * opens, always one of the shop's own.
 */
export const PUSH_ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'Gilgit Dry Fruits';
const CONSOLE_PATH = '/admin';

export interface PushNotification {
  title: string;
  options: { body: string; tag?: string; icon: string; badge: string; data: { url: string } };
}

/** The notification for a push's text; an unreadable one still shows something and leads to the console. */
export function notificationOf(text: string | null): PushNotification {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>;
  } catch {
    payload = { body: text ?? '' };
  }
  const title = typeof payload.title === 'string' && payload.title.trim() ? payload.title : FALLBACK_TITLE;
  const body = typeof payload.body === 'string' ? payload.body : '';
  const url = typeof payload.url === 'string' ? payload.url : CONSOLE_PATH;
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined;
  return { title, options: { body, ...(tag ? { tag } : {}), icon: PUSH_ICON, badge: PUSH_ICON, data: { url } } };
}

/** The absolute URL of a path or URL of the shop (`origin`); anything elsewhere, or unreadable, is the console. */
export function sameOriginUrl(url: unknown, origin: string): string {
  const fallback = new URL(CONSOLE_PATH, origin).href;
  if (typeof url !== 'string' || !URL.canParse(url, origin)) return fallback;
  const resolved = new URL(url, origin);
  return resolved.origin === origin ? resolved.href : fallback;
}
