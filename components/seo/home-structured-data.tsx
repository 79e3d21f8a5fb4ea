import { JsonLdScript, LocalBusinessJsonLd, OrganizationJsonLd } from 'next-seo';
import { organizationJsonLdProps, storeJsonLdProps, webSiteJsonLd } from '@/lib/seo/json-ld';

/**
 * The home page's structured data, rendered by next-seo on the server: the business (OnlineStore),
 * the site (WebSite, for the site name and its search) and the shop in Gilgit (Store). Google reads
 * the first two from the home page, and the spec puts the Store there only.
 */
export function HomeStructuredData({ origin, priceRange }: { origin: string; priceRange?: string }) {
  return (
    <>
      <OrganizationJsonLd {...organizationJsonLdProps(origin)} />
      <JsonLdScript data={webSiteJsonLd(origin)} scriptKey="website-jsonld" />
      <LocalBusinessJsonLd {...storeJsonLdProps(origin, priceRange)} />
    </>
  );
}
