'use client';

import { useCallback, useEffect, useMemo } from 'react';
import type { PixelUserData } from '@/lib/pixel/hash';
import { isResetPasswordPath } from '@/lib/security/headers.mjs';

type PixelModule = typeof import('@/lib/pixel/pixel');
export type AccountPixelEvent = 'COMPLETE_REGISTRATION' | 'USER_LOGGED_IN';

/**
 * The Meta pixel when the shop has one (META_PIXEL_ID): its code is fetched only then, and the
 * pixel itself loads after the page's `load` event, never on /reset-password. Returns how the
 * account events are sent (queued by lib/pixel until the pixel has loaded).
 */
export function useMetaPixel(pixelId: string | null, pathname: string | null): (event: AccountPixelEvent, user?: PixelUserData) => void {
  const pixel = useMemo<Promise<PixelModule> | null>(
    () => (pixelId ? import('@/lib/pixel/pixel').then((module) => (module.configureMetaPixel(pixelId), module)) : null),
    [pixelId],
  );

  useEffect(() => {
    if (!pixel || isResetPasswordPath(pathname ?? '')) return;
    const load = () => void pixel.then((module) => module.loadMetaPixel());
    if (document.readyState === 'complete') {
      load();
      return;
    }
    window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, [pixel, pathname]);

  return useCallback((event, user) => void pixel?.then((module) => module.trackPixelEvent(module[event], user)), [pixel]);
}
