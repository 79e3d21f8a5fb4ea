'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { ShellUser } from '../auth/account-actions';
import { useShellUser } from './header-account';
import type { SiteLink } from './site-links';
import { useRouteDisclosure } from './use-route-disclosure';

const loadPanel = () => import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel }));
const MobileMenuPanel = lazy(loadPanel);

/** Below the md breakpoint, where the menu button shows. */
const SMALL_SCREEN = '(max-width: 47.99rem)';

/**
 * The menu of small screens: the search box (unless `search` is false), the main links, a Cart button with the count and the account controls.
 * It closes on a route change, a press outside it, Escape, and when one of its links is followed.
 * Its contents are not in the page's first load: a small screen fetches them once the page is idle,
 * a large one (where the button is hidden) never does; they are rendered from the first opening on.
 */
export function MobileMenu({ links, user, search = true }: { links: readonly SiteLink[]; user: ShellUser | null; search?: boolean }) {
  const { open, pathname, buttonProps, panelProps } = useRouteDisclosure();
  const shown = useShellUser(user);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  usePreloadOnSmallScreens();

  return (
    <div className="md:hidden">
      <button
        {...buttonProps}
        aria-label={shown.user ? `Menu (signed in as ${shown.user.email})` : 'Menu'}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-walnut-800 transition-colors hover:bg-walnut-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {shown.user && (
          // The phone header's sign that someone is signed in: their initial on the menu button.
          <span
            aria-hidden="true"
            data-testid="signed-in-badge"
            className="absolute top-0.5 inset-e-0.5 inline-flex size-5 items-center justify-center rounded-full bg-walnut-800 text-[0.7rem] leading-none font-bold text-snow uppercase ring-2 ring-snow"
          >
            {shown.user.email.charAt(0)}
          </span>
        )}
      </button>
      {open && <div aria-hidden="true" className="absolute inset-x-0 top-full z-40 h-dvh bg-walnut-950/35" />}
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel links={links} panel={panelProps} pathname={pathname} shown={shown} search={search} />
        </Suspense>
      )}
    </div>
  );
}

function usePreloadOnSmallScreens() {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(SMALL_SCREEN).matches) return;
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => void loadPanel(), 1000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => void loadPanel());
    return () => window.cancelIdleCallback(handle);
  }, []);
}
