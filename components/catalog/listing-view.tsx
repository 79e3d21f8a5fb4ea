import { useLocale } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locales.mjs';
import { Link } from '@/components/i18n/link';
import { BreadcrumbStructuredData } from '@/components/seo/breadcrumb-structured-data';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { SearchIcon } from '@/components/ui/icons';
import {
  applyListing,
  LISTING_ORDER,
  LISTINGS,
  listingHref,
  MAX_SEARCH_LENGTH,
  type ListingDefinition,
  type ListingQuery,
} from '@/lib/catalog/listing';
import type { Product } from '@/lib/catalog/types';
import type { ProductSearch } from '@/lib/search/types';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumbs } from './breadcrumbs';
import { ListingLink } from './listing-link';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

function listingCrumbs(listing: ListingDefinition): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Shop', path: '/shop' },
  ];
  if (listing.key !== 'shop') crumbs.push({ name: listing.title, path: listing.path });
  return crumbs;
}

/**
 * A listing page: title band with the category links, the search and sort form (a plain GET form, so
 * it works before JavaScript loads), the product grid and the pages.
 */
export function ListingView({
  listing,
  query,
  catalog,
  search = null,
  origin,
}: {
  listing: ListingDefinition;
  query: ListingQuery;
  catalog: readonly Product[];
  /** What lib/search found for query.q (null without a search). */
  search?: ProductSearch | null;
  origin: string;
}) {
  const locale = useLocale();
  const result = applyListing(catalog, listing, query, search?.ids);
  const suggestion = result.total === 0 ? search?.suggestion : null;
  const crumbs = listingCrumbs(listing);
  const searching = query.q !== '';

  return (
    <>
      <BreadcrumbStructuredData crumbs={crumbs} origin={origin} />
      <section className="border-b border-sand bg-cream">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 sm:pb-14 lg:px-8">
          <Breadcrumbs crumbs={crumbs} />
          <p className="mt-8 text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">{listing.eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl font-bold tracking-tight text-walnut-950 sm:text-5xl">{listing.title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-walnut-600">{listing.intro}</p>
          <nav aria-label="Categories" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {LISTING_ORDER.map((key) => {
                const other = LISTINGS[key];
                const current = key === listing.key;
                return (
                  <li key={key}>
                    <Link
                      href={other.path}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-block rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                        current
                          ? 'bg-walnut-900 text-snow'
                          : 'bg-white text-walnut-800 ring-1 ring-sand hover:bg-apricot-50 hover:ring-apricot-200'
                      }`}
                    >
                      {key === 'shop' ? 'All products' : other.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <form
          action={localizedPath(listing.path, locale)}
          method="get"
          role="search"
          className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
        >
          <div className="flex w-full max-w-md items-end gap-2">
            <div className="flex-1">
              <label htmlFor="listing-search" className="text-sm font-semibold text-walnut-800">
                Search products
              </label>
              <div className="relative mt-1.5">
                <SearchIcon
                  width={18}
                  height={18}
                  className="pointer-events-none absolute top-1/2 inset-s-4 -translate-y-1/2 text-walnut-500"
                />
                <input
                  id="listing-search"
                  type="search"
                  name="q"
                  defaultValue={query.q}
                  key={query.q}
                  maxLength={MAX_SEARCH_LENGTH}
                  placeholder="Apricots, walnuts, honey…"
                  autoComplete="off"
                  className="h-11 w-full rounded-full border border-walnut-200 bg-white pe-4 ps-11 text-sm [unicode-bidi:plaintext] text-walnut-900 shadow-sm placeholder:text-walnut-500 hover:border-walnut-400 focus-visible:border-apricot-500"
                />
              </div>
            </div>
            <Button type="submit" size="sm" className="h-11">
              Search
            </Button>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor="listing-sort" className="text-sm font-semibold text-walnut-800">
              Sort by
            </label>
            <SortSelect key={query.sort} id="listing-sort" value={query.sort} />
          </div>
        </form>

        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2 border-b border-sand pb-4">
          <p className="text-sm text-walnut-600" data-testid="listing-count">
            {result.total === 0
              ? 'No products'
              : `Showing ${result.from}–${result.to} of ${result.total} ${result.total === 1 ? 'product' : 'products'}`}
            {searching && (
              <>
                {' for '}
                <span className="font-semibold text-walnut-900">“{query.q}”</span>
              </>
            )}
          </p>
          {searching && (
            <ListingLink
              href={listingHref(listing.path, { sort: query.sort })}
              className="text-sm font-semibold text-apricot-800 underline-offset-4 hover:underline"
            >
              Clear search
            </ListingLink>
          )}
        </div>

        {result.items.length > 0 ? (
          <div className="mt-8">
            <ProductGrid products={result.items} label={`${listing.title}: products`} />
            <Pagination path={listing.path} query={query} page={result.page} pageCount={result.pageCount} />
          </div>
        ) : (
          <div className="mx-auto mt-12 max-w-lg rounded-3xl border border-dashed border-walnut-200 bg-white p-10 text-center">
            <p className="font-display text-2xl font-bold text-walnut-950">Nothing found</p>
            <p className="mt-3 leading-relaxed text-walnut-600">
              {searching
                ? 'No product in this list matches your search. Try a shorter word, such as “apricot” or “almond”.'
                : 'There are no products here just now. Please check back soon.'}
            </p>
            {searching && result.total === 0 && (search?.ids.length ?? 0) > 0 && listing.key !== 'shop' && (
              <p className="mt-4">
                <ListingLink
                  href={listingHref('/shop', { q: query.q })}
                  className="font-semibold text-apricot-800 underline underline-offset-4"
                >
                  See what “{query.q}” finds in all products
                </ListingLink>
              </p>
            )}
            {suggestion && (
              <p className="mt-4 text-walnut-800">
                Did you mean{' '}
                <Link href={`/product/${suggestion.id}`} className="font-semibold text-apricot-800 underline underline-offset-4">
                  {suggestion.name}
                </Link>
                ?
              </p>
            )}
            <ButtonLink href="/shop" className="mt-6">
              Browse all products
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}
