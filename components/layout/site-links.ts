import { LISTINGS, type ListingKey } from '@/lib/catalog/listing';

/** The storefront's navigation, shared by the header, the mobile menu and the footer. */
export interface SiteLink {
  href: string;
  label: string;
}

/** The words of the links (messages/, namespace Navigation), as useTranslations('Navigation') gives them. */
export type NavigationWords = (key: 'home' | 'contactUs' | 'allProducts' | `listings.${ListingKey}`) => string;

/** The listings but /shop (which is in the main links), in the menus' order. */
export const CATEGORY_KEYS = ['best-sellers', 'northern-area', 'international'] as const satisfies readonly ListingKey[];

/** Home, Shop and Contact Us, in the page's language. */
export function mainLinks(t: NavigationWords): SiteLink[] {
  return [
    { href: '/', label: t('home') },
    { href: LISTINGS.shop.path, label: t('listings.shop') },
    { href: '/contact-us', label: t('contactUs') },
  ];
}

/** The categories by their titles, in the page's language. */
export function categoryLinks(t: NavigationWords): SiteLink[] {
  return CATEGORY_KEYS.map((key) => ({ href: LISTINGS[key].path, label: t(`listings.${key}`) }));
}

const ACCOUNT_LINKS: readonly SiteLink[] = [
  { href: '/orders', label: 'My Orders' },
  { href: '/settings', label: 'Settings' },
];

/** The account menu's links; an admin also gets the shop's console. */
export function accountLinksFor(user: { isAdmin?: boolean }): readonly SiteLink[] {
  return user.isAdmin ? [...ACCOUNT_LINKS, { href: '/admin', label: 'Shop console' }] : ACCOUNT_LINKS;
}

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
