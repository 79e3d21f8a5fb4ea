import { Link } from '@/components/i18n/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { Crumb } from '@/lib/seo/json-ld';

/** Where the page sits: Home › Shop › … ; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-walnut-600">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-walnut-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className="rounded underline-offset-4 transition-colors hover:text-walnut-950 hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRightIcon width={14} height={14} className="text-walnut-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
