import { JsonLdScript, LocalBusinessJsonLd, OrganizationJsonLd } from 'next-seo';
import { organizationJsonLdProps, storeJsonLdProps, webSiteJsonLd } from '@/lib/seo/json-ld';
import type { ShopSettings } from '@/lib/settings/types';

/**
 * The home page's structured data, rendered by next-seo on the server: the business (OnlineStore),
 * the site (WebSite, for the site name and its search) and the shop in Gilgit (Store). Google reads
 * the first two from the home page, and the spec puts the Store there only.
 */
export function HomeStructuredData({ origin, priceRange, settings }: { origin: string; priceRange?: string; settings: ShopSettings }) {
  return (
    <>
      <OrganizationJsonLd {...organizationJsonLdProps(origin, settings)} />
      <JsonLdScript data={webSiteJsonLd(origin)} scriptKey="website-jsonld" />
      <LocalBusinessJsonLd {...storeJsonLdProps(origin, settings, priceRange)} />
    </>
  );
}
