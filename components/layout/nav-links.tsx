'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentLink, MAIN_LINKS } from './site-links';

/** The desktop header's main links; the current page is marked with aria-current. */
export function NavLinks() {
  const pathname = usePathname();
  return (
    <ul className="flex items-center gap-1">
      {MAIN_LINKS.map((link) => {
        const current = isCurrentLink(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={`relative rounded-full px-4 py-2 text-[0.95rem] font-medium transition-colors hover:bg-walnut-100 hover:text-walnut-950 ${current ? 'text-walnut-950' : 'text-walnut-700'}`}
            >
              {link.label}
              {current && <span aria-hidden="true" className="absolute inset-x-4 -bottom-0.5 h-0.5 rounded-full bg-apricot-500" />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
