'use client';

import Link from 'next/link';
import type { Ref } from 'react';
import { FavoritesMenuLink } from '@/components/favorites/favorites-link';
import { UserIcon } from '@/components/ui/icons';
import { useAccountActions, type ShellUser } from '../auth/account-actions';
import { CartMenuLink } from '../cart/cart-count';
import { AccountPlaceholder } from './header-account';
import { SignInButton, SignOutButton } from './sign-in-button';
import { accountLinksFor, isCurrentLink, MAIN_LINKS } from './site-links';
import { closeOnItem } from './use-route-disclosure';

const LINK_CLASS = 'block rounded-xl px-4 py-3 text-base font-medium transition-colors hover:bg-cream';

interface MobileMenuPanelProps {
  id: string;
  open: boolean;
  pathname: string;
  shown: { user: ShellUser | null; pending: boolean };
  close: () => void;
  ref: Ref<HTMLDivElement>;
}

/** The mobile menu's contents: the main links, a Cart button with the count and the account controls. */
export function MobileMenuPanel({ id, open, pathname, shown, close, ref }: MobileMenuPanelProps) {
  const { onSignIn, onSignOut } = useAccountActions();
  return (
    <div
      ref={ref}
      id={id}
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
  );
}
