import { FavoritesLink } from '@/components/favorites/favorites-link';
import type { ShellUser } from '../auth/account-actions';
import { BrandLink } from './brand-link';
import { CartLink } from '../cart/cart-count';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/**
 * The storefront header: logo, main links, the cart with its count, and Sign In or the user menu.
 * Below the md breakpoint the links and account controls move into the mobile menu.
 */
export function SiteHeader({ user }: { user: ShellUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-sand/80 bg-snow/90 backdrop-blur-md">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <BrandLink />
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <NavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden md:block">
            <FavoritesLink />
          </div>
          <CartLink />
          <div className="hidden md:block">
            <HeaderAccount user={user} />
          </div>
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
