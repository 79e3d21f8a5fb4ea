'use client';

import Link from 'next/link';
import { useId } from 'react';
import { FavoritesMenuLink } from '@/components/favorites/favorites-link';
import { CloseIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { useAccountActions, type ShellUser } from './account-actions';
import { CartMenuLink } from './cart-count';
import { AccountPlaceholder, useShellUser } from './header-account';
import { SignInButton, SignOutButton } from './sign-in-button';
import { accountLinksFor, isCurrentLink, MAIN_LINKS } from './site-links';
import { closeOnItem, useRouteDisclosure } from './use-route-disclosure';

const LINK_CLASS = 'block rounded-xl px-4 py-3 text-base font-medium transition-colors hover:bg-cream';

/**
 * The menu of small screens: the main links, a Cart button with the count and the account controls.
 * It closes on a route change, a press outside it, Escape, and when one of its links is followed.
 */
export function MobileMenu({ user }: { user: ShellUser | null }) {
  const { open, pathname, toggle, close, buttonRef, panelRef } = useRouteDisclosure();
  const { onSignIn, onSignOut } = useAccountActions();
  const shown = useShellUser(user);
  const panelId = useId();

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={shown.user ? `Menu (signed in as ${shown.user.email})` : 'Menu'}
        onClick={toggle}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-walnut-800 transition-colors hover:bg-walnut-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {shown.user && (
          // The phone header's sign that someone is signed in: their initial on the menu button.
          <span
            aria-hidden="true"
            data-testid="signed-in-badge"
            className="absolute top-0.5 right-0.5 inline-flex size-5 items-center justify-center rounded-full bg-walnut-800 text-[0.7rem] leading-none font-bold text-snow uppercase ring-2 ring-snow"
          >
            {shown.user.email.charAt(0)}
          </span>
        )}
      </button>
      {open && <div aria-hidden="true" className="absolute inset-x-0 top-full z-40 h-dvh bg-walnut-950/35" />}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onClick={(event) => closeOnItem(event, close)}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-sand bg-snow px-4 pt-3 pb-6 shadow-2xl shadow-walnut-900/15"
      >
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {MAIN_LINKS.map((link) => {
              const current = isCurrentLink(link.href, pathname);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                   
                    aria-current={current ? 'page' : undefined}
                    className={`${LINK_CLASS} ${current ? 'bg-cream text-walnut-950' : 'text-walnut-800'}`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <CartMenuLink className="mt-4" />
        <FavoritesMenuLink className="mt-1" />
        <div className="mt-4 border-t border-sand pt-4">
          {shown.pending ? (
            <AccountPlaceholder className="w-full" />
          ) : shown.user ? (
            <>
              <p className="flex items-center gap-2 px-4 pb-2 text-sm text-walnut-600">
                <UserIcon width={18} height={18} />
                <span className="truncate font-semibold text-walnut-900">{shown.user.email}</span>
              </p>
              <ul className="space-y-1">
                {accountLinksFor(shown.user).map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={`${LINK_CLASS} text-walnut-800`}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <SignOutButton onSignOut={onSignOut} className={`${LINK_CLASS} w-full text-left text-walnut-800`} />
                </li>
              </ul>
            </>
          ) : (
            <SignInButton onSignIn={onSignIn} className="w-full py-3 text-base" />
          )}
        </div>
      </div>
    </div>
  );
}
