import { ListingView } from '@/components/catalog/listing-view';
import { DEFAULT_QUERY, LISTINGS } from '@/lib/catalog/listing';
import { listCatalog } from '@/lib/catalog/queries';
import { listingMetadata } from '@/lib/seo/catalog-metadata';
import { siteOrigin } from '@/lib/seo/site-url';

/** Static, regenerated when the catalogue changes (tag `catalog`) or at most a minute after. */
export const revalidate = 60;

const listing = LISTINGS['shop'];

export const generateMetadata = () => listingMetadata(listing, DEFAULT_QUERY);

export default async function ShopPage() {
  return <ListingView listing={listing} query={DEFAULT_QUERY} catalog={await listCatalog()} origin={siteOrigin()} />;
}
