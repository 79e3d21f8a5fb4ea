'use client';

import { useEffect, type RefObject } from 'react';
import { loadMetaPixel } from '@/lib/pixel/pixel';
import { isResetPasswordPath } from '@/lib/security/headers';

/** Ask again for the session this long before the access token expires (3 ticks of 30 s, spec §4, §9). */
export const REFRESH_MARGIN_MS = 90_000;
export const TICK_MS = 30_000;
/** Tabs of the shop tell each other about sign-in and sign-out on this channel. */
export const AUTH_CHANNEL = 'gdf-auth';

/**
 * Calls `recheck` when the tab regains focus or becomes visible (at most every 2 s) or is restored
 * from the back/forward cache, every 30 s
 * tick while the access token is within 90 s of expiring, and when another tab posts on the auth
 * channel. `channel` receives the BroadcastChannel, so the provider can post its own events.
 */
export function useSessionWatch(recheck: () => Promise<void>, expiresAt: RefObject<number | null>, channel: RefObject<BroadcastChannel | null>) {
  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 2000) return;
      last = Date.now();
      void recheck();
    };
    const tick = window.setInterval(() => {
      const expiry = expiresAt.current;
      if (document.visibilityState === 'visible' && expiry && expiry * 1000 - Date.now() < REFRESH_MARGIN_MS) void recheck();
    }, TICK_MS);
    // A page restored from the back/forward cache may show an old sign-in state.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void recheck();
    };
    window.addEventListener('focus', onReturn);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onReturn);
    if (typeof BroadcastChannel === 'function') {
      channel.current = new BroadcastChannel(AUTH_CHANNEL);
      channel.current.onmessage = () => void recheck();
    }
    return () => {
      window.clearInterval(tick);
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onReturn);
      channel.current?.close();
      channel.current = null;
    };
  }, [recheck, expiresAt, channel]);
}

/** Loads the ad pixel (when configured) after the page's `load` event, never on /reset-password. */
export function useMetaPixel(pixelId: string | null, pathname: string | null) {
  useEffect(() => {
    if (!pixelId || isResetPasswordPath(pathname ?? '')) return;
    if (document.readyState === 'complete') {
      loadMetaPixel();
      return;
    }
    const onLoad = () => loadMetaPixel();
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [pixelId, pathname]);
}
