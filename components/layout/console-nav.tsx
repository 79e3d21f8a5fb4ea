'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const SECTIONS = [
  { href: '/admin', label: 'Today' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/coupons', label: 'Coupons' },
  { href: '/admin/shipping', label: 'Shipping' },
  { href: '/admin/product-feed', label: 'Product feed' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/alerts', label: 'Alerts' },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The console's sections: one row of tabs that scrolls sideways on a phone rather than wrapping. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Shop console" className="border-b border-sand bg-white">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {SECTIONS.map((section) => {
          const current = isCurrent(pathname, section.href);
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold transition-colors ${
                  current ? 'border-apricot-600 text-walnut-950' : 'border-transparent text-walnut-600 hover:text-walnut-900'
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
