import type { Metadata } from 'next';
import { ListingView } from '@/components/catalog/listing-view';
import { parseListingQuery, type ListingDefinition } from '@/lib/catalog/listing';
import { listCatalog } from '@/lib/catalog/queries';
import { listingMetadata } from '@/lib/seo/catalog-metadata';
import { siteOrigin } from '@/lib/seo/site-url';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The search twin of a listing (<listing>/results): next.config rewrites a listing's requests with a
 * query string (?q=, ?sort=, ?page=) there, so the plain page stays static while searches, sorts and
 * pages render on request (from the cached catalogue).
 */
export function listingResultsPage(listing: ListingDefinition) {
  return {
    generateMetadata: async ({ searchParams }: Props): Promise<Metadata> => listingMetadata(listing, parseListingQuery(await searchParams)),
    ResultsPage: async function ListingResultsPage({ searchParams }: Props) {
      const query = parseListingQuery(await searchParams);
      return <ListingView listing={listing} query={query} catalog={await listCatalog()} origin={siteOrigin()} />;
    },
  };
}
