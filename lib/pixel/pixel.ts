import type { PixelUserData } from './hash';

/**
 * The Meta (advertising) pixel, only when the shop has a pixel id (META_PIXEL_ID). It is loaded
 * after the page's `load` event (no third-party request before it) and never on /reset-password,
 * whose address carries a one-time token. Two events come from accounts (spec §7):
 * CompleteRegistration after sign-up and the custom UserLoggedIn after sign-in, each with the
 * shopper's email and phone normalised and SHA-256 hashed (./hash.ts) as advanced matching.
 */
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

export type PixelEvent = { name: 'CompleteRegistration'; custom: false } | { name: 'UserLoggedIn'; custom: true };
export const COMPLETE_REGISTRATION: PixelEvent = { name: 'CompleteRegistration', custom: false };
export const USER_LOGGED_IN: PixelEvent = { name: 'UserLoggedIn', custom: true };

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};
type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

let configuredId: string | null = null;
let pending: Array<{ event: PixelEvent; user?: PixelUserData }> = [];

/** Remembers the pixel id (null: no pixel). Events tracked before the pixel loads wait for it. */
export function configureMetaPixel(id: string | null): void {
  configuredId = id && /^\d{5,20}$/.test(id) ? id : null;
  if (!configuredId) pending = [];
}

export function isMetaPixelLoaded(win: Window = window): boolean {
  return typeof (win as PixelWindow).fbq === 'function';
}

/** Injects Meta's script (the standard queueing stub, then fbevents.js), inits the pixel and sends PageView. */
export function loadMetaPixel(win: Window = window): void {
  const w = win as PixelWindow;
  if (!configuredId || typeof w.fbq === 'function') return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  w._fbq ??= fbq;
  const script = win.document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  win.document.head.appendChild(script);
  fbq('init', configuredId);
  fbq('track', 'PageView');
  const waiting = pending;
  pending = [];
  for (const item of waiting) send(fbq, item.event, item.user);
}

/** Sends an account event (queued until the pixel loads; nothing without a pixel id). */
export function trackPixelEvent(event: PixelEvent, user?: PixelUserData, win: Window = window): void {
  if (!configuredId) return;
  const fbq = (win as PixelWindow).fbq;
  if (typeof fbq !== 'function') {
    pending.push({ event, user });
    return;
  }
  send(fbq, event, user);
}

function send(fbq: Fbq, event: PixelEvent, user?: PixelUserData) {
  // Advanced matching: init again with the hashed email and phone, then the event.
  if (user && (user.em || user.ph)) fbq('init', configuredId, user);
  fbq(event.custom ? 'trackCustom' : 'track', event.name);
}
