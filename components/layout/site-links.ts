import { LISTINGS } from '@/lib/catalog/listing';

/** The storefront's navigation, shared by the header, the mobile menu and the footer. */
export interface SiteLink {
  href: string;
  label: string;
}

export const MAIN_LINKS: readonly SiteLink[] = [
  { href: '/', label: 'Home' },
  { href: LISTINGS.shop.path, label: LISTINGS.shop.title },
  { href: '/contact-us', label: 'Contact Us' },
];

const ACCOUNT_LINKS: readonly SiteLink[] = [
  { href: '/orders', label: 'My Orders' },
  { href: '/settings', label: 'Settings' },
];

/** The account menu's links; an admin also gets the shop's console. */
export function accountLinksFor(user: { isAdmin?: boolean }): readonly SiteLink[] {
  return user.isAdmin ? [...ACCOUNT_LINKS, { href: '/admin', label: 'Shop console' }] : ACCOUNT_LINKS;
}

/** The listings but /shop (which is in MAIN_LINKS), by their titles. */
export const CATEGORY_LINKS: readonly SiteLink[] = (['best-sellers', 'northern-area', 'international'] as const).map((key) => ({
  href: LISTINGS[key].path,
  label: LISTINGS[key].title,
}));

/**
 * Without an auth provider around them (the header rendered on its own), Sign In and Sign Out are
 * links to these addresses; `?signin=1` opens the sign-in dialog on any page.
 */
export const SIGN_IN_FALLBACK_HREF = '/?signin=1';
export const SIGN_OUT_FALLBACK_HREF = '/?signout=1';

/** Whether `href` is the page at `pathname` (Home only matches exactly). */
export function isCurrentLink(href: string, pathname: string | null): boolean {
  if (!pathname) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
