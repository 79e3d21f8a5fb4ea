'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Ask again for the session this long before the access token expires (3 ticks of 30 s, spec §4, §9). */
const REFRESH_MARGIN_MS = 90_000;
const TICK_MS = 30_000;
/** Tabs of the shop tell each other about sign-in and sign-out on this channel. */
const AUTH_CHANNEL = 'gdf-auth';

/**
 * Calls `recheck` when the tab regains focus or becomes visible (at most every 2 s) or is restored
 * from the back/forward cache, every 30 s tick while the access token is within 90 s of expiring,
 * and when another tab posts on the auth channel. Returns how this tab tells the others about its
 * own sign-in and sign-out.
 */
export function useSessionWatch(recheck: RefObject<() => Promise<void>>, expiresAt: RefObject<number | null>): (event: string) => void {
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 2000) return;
      last = Date.now();
      void recheck.current();
    };
    const tick = window.setInterval(() => {
      const expiry = expiresAt.current;
      if (document.visibilityState === 'visible' && expiry && expiry * 1000 - Date.now() < REFRESH_MARGIN_MS) void recheck.current();
    }, TICK_MS);
    // A page restored from the back/forward cache may show an old sign-in state.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void recheck.current();
    };
    window.addEventListener('focus', onReturn);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onReturn);
    const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : null;
    if (tabs) tabs.onmessage = () => void recheck.current();
    channel.current = tabs;
    return () => {
      window.clearInterval(tick);
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onReturn);
      tabs?.close();
      channel.current = null;
    };
  }, [recheck, expiresAt]);

  return useCallback((event: string) => channel.current?.postMessage(event), []);
}
