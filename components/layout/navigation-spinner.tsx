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

/** The address as the router has committed it, and as the browser shows it at a click. */
const addressOf = (pathname: string, search: URLSearchParams) => `${pathname}?${search.toString()}`;

function PendingNavigation() {
  const address = addressOf(usePathname(), useSearchParams());
  // The address a navigation started from: the spinner shows until the address is another one.
  const [leaving, setLeaving] = useState<string | null>(null);
  const [committed, setCommitted] = useState(address);
  if (committed !== address) {
    // A new address is committed (by a link, the router or history): whatever was pending is done.
    setCommitted(address);
    setLeaving(null);
  }
  const pending = leaving === address;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!startsClientNavigation(event)) return;
      const from = addressOf(window.location.pathname, new URLSearchParams(window.location.search));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setLeaving(from), SHOW_AFTER_MS);
    };
    const cancel = () => {
      clearTimeout(timer.current);
      setLeaving(null);
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
