'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** Below this a navigation feels instant and a spinner would only flicker. */
const SHOW_AFTER_MS = 150;

/**
 * Whether a click on `event.target` started a client-side navigation to another page of the shop.
 * Read after the click has been handled: next/link cancels the browser's own navigation
 * (defaultPrevented) exactly when the router takes over; other clicks on links are full page loads,
 * for which the browser shows its own progress.
 */
function startsClientNavigation(event: MouseEvent): boolean {
  if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return to.origin === here.origin && (to.pathname !== here.pathname || to.search !== here.search);
}

/**
 * The spinner while the next page loads (spec §2: pages load on demand with a spinner). A route-level
 * loading.tsx would do this too, but it wraps every page in a Suspense boundary that React outlines
 * into a hidden copy in the server HTML, which delays the first paint of every page; so the spinner
 * follows the navigation instead: it appears when a link to another page is clicked and goes when the
 * new address is committed (pathname or query changes) or the shopper goes back.
 */
export function NavigationSpinner() {
  // useSearchParams needs its own boundary, or the static pages would render on the client.
  return (
    <Suspense fallback={null}>
      <PendingNavigation />
    </Suspense>
  );
}

function PendingNavigation() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    setPending(false);
  }, [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!startsClientNavigation(event)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setPending(true), SHOW_AFTER_MS);
    };
    const cancel = () => {
      clearTimeout(timer.current);
      setPending(false);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', cancel);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', cancel);
    };
  }, []);

  if (!pending) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-24 z-40 flex justify-center" data-testid="navigation-spinner">
      <div className="rounded-full bg-white/95 p-3 shadow-lg shadow-walnut-900/10">
        <Spinner label="Loading page…" size={36} />
      </div>
    </div>
  );
}
