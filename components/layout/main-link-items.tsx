import { Link } from '@/components/i18n/link';
import type { ReactNode } from 'react';
import { isCurrentLink, type SiteLink } from './site-links';

/**
 * The main links as list items, for the desktop header and the mobile menu: the current page's link
 * has aria-current="page" and, when given, the `currentMarker` after its label.
 */
export function MainLinkItems({
  links,
  pathname,
  linkClass,
  currentMarker,
}: {
  links: readonly SiteLink[];
  pathname: string;
  linkClass: (current: boolean) => string;
  currentMarker?: ReactNode;
}) {
  return links.map((link) => {
    const current = isCurrentLink(link.href, pathname);
    return (
      <li key={link.href}>
        <Link href={link.href} aria-current={current ? 'page' : undefined} className={linkClass(current)}>
          {link.label}
          {current && currentMarker}
        </Link>
      </li>
    );
  });
}
