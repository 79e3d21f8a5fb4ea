import type { Metadata } from 'next';
import { ListingView } from '@/components/catalog/listing-view';
import { parseListingQuery, type ListingDefinition } from '@/lib/catalog/listing';
import { headers } from 'next/headers';
import { NOT_KEPT_META_NAME } from '@/lib/cache/kept-pages.mjs';
import { listCatalog } from '@/lib/catalog/queries';
import { RateLimiter, rateLimitKey } from '@/lib/http/rate-limit';
import { recordSearchMiss } from '@/lib/search/misses';
import { searchProducts } from '@/lib/search/products';
import { listingMetadata } from '@/lib/seo/catalog-metadata';
import { siteOrigin } from '@/lib/seo/site-url';

/** Searches that found nothing, counted at most 10 a minute per client: a stranger cannot flood the console's list. */
const missesPerClient = new RateLimiter('search-misses', 10, 60_000);

export async function countSearchMiss(text: string, request: Pick<Request, 'headers'>): Promise<void> {
  if ((await missesPerClient.hit(rateLimitKey(request))) === 0) await recordSearchMiss(text);
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The search twin of a listing (<listing>/results): next.config rewrites a listing's requests with a
 * query string (?q=, ?sort=, ?page=) there, so the plain page stays static while searches, sorts and
 * pages render on request (from the cached catalogue; searches by lib/search, kept per text), and
 * the shop's server keeps each rendered page for a minute (server/kept-search-pages.mjs).
 */
export function listingResultsPage(listing: ListingDefinition) {
  return {
    generateMetadata: async ({ searchParams }: Props): Promise<Metadata> => listingMetadata(listing, parseListingQuery(await searchParams)),
    ResultsPage: async function ListingResultsPage({ searchParams }: Props) {
      const query = parseListingQuery(await searchParams);
      const [catalog, search] = await Promise.all([listCatalog(), query.q ? searchProducts(query.q) : null]);
      const missed = search !== null && search.ids.length === 0;
      if (missed) void countSearchMiss(search.query, { headers: await headers() });
      return (
        <>
          {/* The server keeps these pages a minute (server/kept-search-pages.mjs), but a miss is counted each time it is asked. */}
          {missed && <meta name={NOT_KEPT_META_NAME} content="a search that found nothing" />}
          <ListingView listing={listing} query={query} catalog={catalog} search={search} origin={siteOrigin()} />
        </>
      );
    },
  };
}
