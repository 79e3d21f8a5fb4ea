import { Link } from '@/components/i18n/link';

const TAB = 'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors';
const PAGE_LINK = 'font-semibold text-apricot-800 underline underline-offset-4';

export interface ListTab {
  label: string;
  count: number;
  href: string;
  current: boolean;
}

/** A console list's tabs, each with its count; one row that scrolls sideways on a phone. */
export function ListTabs({ label, tabs, className = '' }: { label: string; tabs: readonly ListTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={`-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 ${className}`}>
      <ul className="flex gap-2">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={`${TAB} ${tab.current ? 'border-walnut-900 bg-walnut-900 text-white' : 'border-sand bg-white text-walnut-800 hover:border-walnut-300'}`}
            >
              {tab.label} <span className={tab.current ? 'text-white' : 'text-walnut-600'}>{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Page 2 of 5" between the links to the pages before and after (nothing when there is one page). */
export function ListPager({
  page,
  pageCount,
  hrefFor,
  previousLabel,
  nextLabel,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={PAGE_LINK}>
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-walnut-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={PAGE_LINK}>
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
