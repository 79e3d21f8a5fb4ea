import { REDIRECT_AFTER_AUTH_KEY, safeRedirectTarget } from './redirect-target';

/**
 * redirectAfterAuth in the browser (spec §4): session storage, with local storage as the
 * fallback when session storage is unavailable, and both on iOS (where Safari may drop session
 * storage across the full page load the sign-in does there). Read once, then cleared everywhere.
 */
export interface RedirectStores {
  session: Storage | null;
  local: Storage | null;
  ios: boolean;
}

function browserRedirectStores(): RedirectStores {
  return { session: storageOrNull(() => window.sessionStorage), local: storageOrNull(() => window.localStorage), ios: isIOS() };
}

/** iPhone, iPod, iPad (including iPadOS, which reports itself as a Mac with touch). */
export function isIOS(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Stores a same-site target; returns it, or null (and stores nothing) when it is not one. */
export function storeRedirectAfterAuth(target: string, stores: RedirectStores = browserRedirectStores()): string | null {
  const safe = safeRedirectTarget(target);
  if (!safe) return null;
  const wroteSession = write(stores.session, safe);
  if (!wroteSession || stores.ios) write(stores.local, safe);
  return safe;
}

/** The stored target, if it is still a same-site path; the key is removed from both stores. */
export function takeRedirectAfterAuth(stores: RedirectStores = browserRedirectStores()): string | null {
  const raw = read(stores.session) ?? read(stores.local);
  clearRedirectAfterAuth(stores);
  return safeRedirectTarget(raw);
}

export function peekRedirectAfterAuth(stores: RedirectStores = browserRedirectStores()): string | null {
  return safeRedirectTarget(read(stores.session) ?? read(stores.local));
}

export function clearRedirectAfterAuth(stores: RedirectStores = browserRedirectStores()): void {
  for (const store of [stores.session, stores.local]) {
    try {
      store?.removeItem(REDIRECT_AFTER_AUTH_KEY);
    } catch {
      // Storage disabled: nothing was stored there.
    }
  }
}

function write(store: Storage | null, value: string): boolean {
  if (!store) return false;
  try {
    store.setItem(REDIRECT_AFTER_AUTH_KEY, value);
    return true;
  } catch {
    return false;
  }
}

function read(store: Storage | null): string | null {
  try {
    return store?.getItem(REDIRECT_AFTER_AUTH_KEY) ?? null;
  } catch {
    return null;
  }
}

function storageOrNull(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}
