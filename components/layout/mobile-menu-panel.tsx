'use client';

import { LanguageSwitch } from '@/components/i18n/language-switch';
import { Link } from '@/components/i18n/link';
import { FavoritesMenuLink } from '@/components/favorites/favorites-link';
import { HeaderSearch } from '@/components/search/header-search';
import { UserIcon } from '@/components/ui/icons';
import { splitLocale } from '@/lib/i18n/locales.mjs';
import { useAccountActions, type ShellUser } from '../auth/account-actions';
import { CartMenuLink } from '../cart/cart-count';
import { AccountPlaceholder } from './header-account';
import { SignInButton, SignOutButton } from './sign-in-button';
import { MainLinkItems } from './main-link-items';
import { accountLinksFor, type SiteLink } from './site-links';
import type { DisclosurePanelProps } from './use-route-disclosure';

const LINK_CLASS = 'block rounded-xl px-4 py-3 text-base font-medium transition-colors hover:bg-cream';

interface MobileMenuPanelProps {
  links: readonly SiteLink[];
  panel: DisclosurePanelProps;
  pathname: string;
  shown: { user: ShellUser | null; pending: boolean };
  search: boolean;
}

/** The mobile menu's contents: the search box (unless left out), the main links, a Cart button with the count, the language switch and the account controls. */
export function MobileMenuPanel({ links, panel, pathname, shown, search }: MobileMenuPanelProps) {
  const { onSignIn, onSignOut } = useAccountActions();
  return (
    <div
      {...panel}
      className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-sand bg-snow px-4 pt-3 pb-6 shadow-2xl shadow-walnut-900/15"
    >
      {search && (
        <div className="mb-3">
          <HeaderSearch placement="menu" />
        </div>
      )}
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          <MainLinkItems
            links={links}
            pathname={splitLocale(pathname).path}
            linkClass={(current) => `${LINK_CLASS} ${current ? 'bg-cream text-walnut-950' : 'text-walnut-800'}`}
          />
        </ul>
      </nav>
      <CartMenuLink className="mt-4" />
      <FavoritesMenuLink className="mt-1" />
      <LanguageSwitch className={`${LINK_CLASS} mt-1 text-walnut-800`} />
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
                <SignOutButton onSignOut={onSignOut} className={`${LINK_CLASS} w-full text-start text-walnut-800`} />
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
