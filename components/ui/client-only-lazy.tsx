'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A component whose code loads after the page has hydrated, and renders nothing on the server or
 * until its code has arrived. React's own lazy(), so the page carries no loader library of its own.
 */
export function clientOnlyLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function ClientOnly(props: Props) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
