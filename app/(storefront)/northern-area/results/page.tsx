import type { Metadata } from 'next';
import { ListingView } from '@/components/catalog/listing-view';
import { LISTINGS, parseListingQuery } from '@/lib/catalog/listing';
import { listCatalog } from '@/lib/catalog/queries';
import { listingMetadata } from '@/lib/seo/catalog-metadata';
import { siteOrigin } from '@/lib/seo/site-url';

/**
 * /northern-area with a query string (?q=, ?sort=, ?page=): next.config rewrites such requests here, so the
 * plain page stays static while searches, sorts and pages render on request (from the cached catalogue).
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const listing = LISTINGS['northern-area'];

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata(listing, parseListingQuery(await searchParams));
}

export default async function NorthernAreaResultsPage({ searchParams }: Props) {
  const query = parseListingQuery(await searchParams);
  return <ListingView listing={listing} query={query} catalog={await listCatalog()} origin={siteOrigin()} />;
}
