import { listingHref, paginationItems, type ListingQuery } from '@/lib/catalog/listing';
import { ListingLink } from './listing-link';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

const ITEM = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors';

/** Previous / numbered / Next page links that keep the search and the sort (Previous and Next only where there is one). */
export function Pagination({ path, query, page, pageCount }: { path: string; query: ListingQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => listingHref(path, { ...query, page: n });
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-1.5">
      {page > 1 && (
        <ListingLink href={href(page - 1)} rel="prev" className={`${ITEM} gap-1 text-walnut-800 hover:bg-walnut-100`}>
          <ChevronLeftIcon width={18} height={18} />
          Previous
        </ListingLink>
      )}
      <ol className="flex items-center gap-1">
        {paginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-walnut-400">
              …
            </li>
          ) : (
            <li key={item}>
              <ListingLink
                href={href(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${ITEM} ${item === page ? 'bg-walnut-900 text-snow' : 'text-walnut-800 hover:bg-walnut-100'}`}
              >
                {item}
              </ListingLink>
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <ListingLink href={href(page + 1)} rel="next" className={`${ITEM} gap-1 text-walnut-800 hover:bg-walnut-100`}>
          Next
          <ChevronRightIcon width={18} height={18} />
        </ListingLink>
      )}
    </nav>
  );
}
