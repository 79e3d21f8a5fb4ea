'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates, true after: what only this browser
 * knows (localStorage, the address, browser features) is shown from then on, never in the server's
 * HTML, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
