import { useTranslations } from 'next-intl';
import { FavoritesLink } from '@/components/favorites/favorites-link';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { HeaderSearch } from '@/components/search/header-search';
import type { ShellUser } from '../auth/account-actions';
import { BrandLink } from './brand-link';
import { CartLink } from '../cart/cart-count';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { mainLinks } from './site-links';

/**
 * The storefront header: logo, main links, the cart with its count, the language switch, and Sign In or the user menu.
 * Below the md breakpoint the links and account controls move into the mobile menu. The search box
 * (`search`, left out in the console) sits before the icons from the lg breakpoint, in a row of its
 * own under the header between md and lg (a tablet, where the links leave it no room), and at the top
 * of the mobile menu.
 */
export function SiteHeader({ user, search = true }: { user: ShellUser | null; search?: boolean }) {
  const t = useTranslations('Navigation');
  const links = mainLinks(t);
  return (
    <header className="sticky top-0 z-40 border-b border-sand/80 bg-snow/90 backdrop-blur-md">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <BrandLink />
        <nav aria-label={t('main')} className="ms-6 hidden md:block">
          <NavLinks links={links} />
        </nav>
        {search && (
          <div className="ms-4 hidden min-w-0 flex-1 justify-end lg:flex">
            <HeaderSearch placement="header" />
          </div>
        )}
        <div className="ms-auto flex items-center gap-1 sm:gap-2 lg:ms-3">
          <div className="hidden md:block">
            <FavoritesLink />
          </div>
          <LanguageSwitch className="hidden rounded-full px-3 py-2 text-[0.95rem] font-medium text-walnut-700 transition-colors hover:bg-walnut-100 hover:text-walnut-950 md:block" />
          <CartLink />
          <div className="hidden md:block">
            <HeaderAccount user={user} />
          </div>
          <MobileMenu links={links} user={user} search={search} />
        </div>
      </div>
      {search && (
        <div className="hidden justify-center border-t border-sand/80 px-6 py-2 md:flex lg:hidden">
          <HeaderSearch placement="row" />
        </div>
      )}
    </header>
  );
}
