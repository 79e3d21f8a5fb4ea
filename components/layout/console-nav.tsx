'use client';

import { useShopPathname } from '@/components/i18n/use-locale';
import { Link } from '@/components/i18n/link';
import { isOwnerOnlyPath, type TeamRole } from '@/lib/auth/team';
import { BADGE_WORDS } from '@/lib/live/messages';

/** What waits for the owner, counted by the layout: orders to confirm, unread messages, reviews to check. */
export interface ConsoleCounts {
  orders: number;
  messages: number;
  reviews: number;
}

const SECTIONS = [
  { href: '/admin', label: 'Today' },
  { href: '/admin/orders', label: 'Orders', counts: 'orders' },
  { href: '/admin/couriers', label: 'Couriers' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/messages', label: 'Messages', counts: 'messages' },
  { href: '/admin/reviews', label: 'Reviews', counts: 'reviews' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/search', label: 'Search' },
  { href: '/admin/coupons', label: 'Coupons' },
  { href: '/admin/shipping', label: 'Shipping' },
  { href: '/admin/product-feed', label: 'Product feed' },
  { href: '/admin/staff', label: 'Staff' },
  { href: '/admin/activity', label: 'Activity' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/alerts', label: 'Alerts' },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * A section's name with its count: read as one phrase ("Orders, 3 waiting"), shown as the name and
 * a small number. Nothing is added when the count is 0.
 */
function Counted({ label, count, words }: { label: string; count: number; words: (count: number) => string }) {
  return (
    <>
      <span className="sr-only">{`${label}, ${words(count)}`}</span>
      <span aria-hidden="true">{label}</span>
      <span
        aria-hidden="true"
        className="ms-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-apricot-800 px-1.5 text-xs leading-5 font-bold text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}

/**
 * The console's sections: one row of tabs that scrolls sideways on a phone rather than wrapping.
 * Each tab is `relative`, so a count's screen-reader words (absolutely positioned) stay inside the
 * row's scrolling box instead of widening the page when the tab is scrolled out of sight.
 * Orders, Messages and Reviews carry what waits in them (the layout counts; the live console
 * refreshes the counts when something changes). Staff do not see the owner's tabs
 * (lib/auth/team.ts, OWNER_ONLY_PATHS).
 */
export function AdminNav({ counts, role }: { counts: ConsoleCounts | null; role: TeamRole }) {
  const pathname = useShopPathname();
  const sections = role === 'owner' ? SECTIONS : SECTIONS.filter((section) => !isOwnerOnlyPath(section.href));
  return (
    <nav aria-label="Shop console" className="border-b border-sand bg-white">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {sections.map((section) => {
          const current = isCurrent(pathname, section.href);
          const count = 'counts' in section && counts ? counts[section.counts] : 0;
          return (
            <li key={section.href} className="relative shrink-0">
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold transition-colors ${
                  current ? 'border-apricot-600 text-walnut-950' : 'border-transparent text-walnut-600 hover:text-walnut-900'
                }`}
              >
                {count > 0 && 'counts' in section ? (
                  <Counted label={section.label} count={count} words={BADGE_WORDS[section.counts]} />
                ) : (
                  section.label
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
