import type {
  BreadcrumbJsonLdProps,
  LocalBusinessJsonLdProps,
  MerchantReturnPolicy,
  OrganizationJsonLdProps,
  PostalAddress,
  ProductJsonLdProps,
} from 'next-seo';
import type { Product, ProductImage } from '@/lib/catalog/types';
import { CURRENCY_CODE, formatRupees } from '@/lib/format/rupees';
import type { ShopSettings } from '@/lib/settings/types';
import { OG_IMAGE, SITE_DESCRIPTION, SITE_LOCATION, SITE_NAME } from './site';

/**
 * The shop's domain (products, crumbs, the brand constants) as props of next-seo's JSON-LD
 * components, which build and serialize the schema.org objects (components/seo/*). Pure: the origin
 * is passed in. Availability and condition use the full schema.org URLs, as Google's docs write them
 * (next-seo passes them through unchanged).
 */

export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** Spec §4: InStock when stock_quantity is above 0, otherwise OutOfStock. */
export function availabilityOf(stockQuantity: number): typeof IN_STOCK | typeof OUT_OF_STOCK {
  return stockQuantity > 0 ? IN_STOCK : OUT_OF_STOCK;
}

/**
 * The returns section of the terms (/terms#returns): opened or unwanted food is not taken back;
 * damaged, spoiled, wrong or missing items reported within 48 hours are replaced or refunded from
 * photos, without sending anything back. In Google's vocabulary that is "returns not permitted".
 */
const RETURN_POLICY = {
  applicableCountry: 'PK',
  returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
} as const satisfies Omit<MerchantReturnPolicy, '@type'>;
const RETURN_POLICY_PATH = '/terms#returns';

export interface Crumb {
  name: string;
  path: string;
}

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

/**
 * next-seo escapes "</script>", "<!--" and "-->", but "</script " and "</script/" end a script
 * element too. Such text has no place in a product name or description; its "<" becomes a
 * full-width "＜", which reads the same and cannot close the tag. Everything else is left as is.
 */
const SCRIPT_END = /<(?=\/script[\s/])/gi;

export function withoutScriptEnds<T>(value: T): T {
  if (typeof value === 'string') return value.replace(SCRIPT_END, '\uFF1C') as T;
  if (Array.isArray(value)) return value.map(withoutScriptEnds) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutScriptEnds(item)])) as T;
  }
  return value;
}

const sellerOf = (origin: string) => ({ '@type': 'Organization' as const, name: SITE_NAME, url: absolute('/', origin) });

/** A Product with one Offer per weight, priced in PKR, sold new by the shop. */
export function productJsonLdProps(product: Product & { images?: readonly ProductImage[] }, origin: string): ProductJsonLdProps {
  const url = absolute(`/product/${product.id}`, origin);
  const photos = product.images?.length ? product.images.map((image) => image.url) : product.imageUrl ? [product.imageUrl] : [];
  const seller = sellerOf(origin);
  return withoutScriptEnds({
    name: product.name,
    description: product.description,
    url,
    sku: product.slug,
    ...(photos.length ? { image: photos.map((src) => absolute(src, origin)) } : {}),
    brand: SITE_NAME,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer' as const,
      url,
      sku: variant.sku,
      price: variant.price,
      priceCurrency: CURRENCY_CODE,
      availability: availabilityOf(variant.stockQuantity),
      itemCondition: 'https://schema.org/NewCondition' as const,
      seller,
      hasMerchantReturnPolicy: { ...RETURN_POLICY },
      // The page shows a compare-at price struck through; Google's name for it is StrikethroughPrice.
      ...(variant.compareAtPrice !== null && variant.compareAtPrice > variant.price
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification' as const,
              priceType: 'https://schema.org/StrikethroughPrice' as const,
              price: variant.compareAtPrice,
              priceCurrency: CURRENCY_CODE,
            },
          }
        : {}),
    })),
  });
}

/** Home › Shop › …, each crumb's absolute URL; next-seo numbers the positions 1..n. */
export function breadcrumbJsonLdProps(crumbs: readonly Crumb[], origin: string): BreadcrumbJsonLdProps {
  return withoutScriptEnds({ items: crumbs.map((crumb) => ({ name: crumb.name, item: absolute(crumb.path, origin) })) });
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The street is the owner's pickup address (left out until it is set); the town is always Gilgit 15100. */
function addressOf(settings: ShopSettings): Omit<PostalAddress, '@type'> {
  return {
    ...(settings.pickupAddress ? { streetAddress: settings.pickupAddress } : {}),
    addressLocality: SITE_LOCATION.city,
    addressRegion: SITE_LOCATION.region,
    postalCode: SITE_LOCATION.postalCode,
    addressCountry: 'PK',
  };
}

/** The telephone, e-mail and profiles the owner has set; nothing for what is not set. */
function contactsOf(settings: ShopSettings) {
  return {
    ...(settings.whatsappNumber ? { telephone: settings.whatsappNumber } : {}),
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings.socialLinks.length > 0 ? { sameAs: settings.socialLinks.map((link) => link.href) } : {}),
  };
}

/** "Rs. 450 – Rs. 10,800": the cheapest and the dearest weight on sale; undefined with no products. */
export function priceRangeOf(catalog: readonly Product[]): string | undefined {
  const prices = catalog.flatMap((product) => product.variants.map((variant) => variant.price));
  if (prices.length === 0) return undefined;
  return `${formatRupees(Math.min(...prices))} – ${formatRupees(Math.max(...prices))}`;
}

/** The shop in Gilgit as a Store (a LocalBusiness): address, contact points, the hours it opens every day. */
export function storeJsonLdProps(origin: string, settings: ShopSettings, priceRange?: string): LocalBusinessJsonLdProps {
  return withoutScriptEnds({
    type: 'Store',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: absolute('/', origin),
    image: absolute(OG_IMAGE.url, origin),
    ...contactsOf(settings),
    address: addressOf(settings),
    openingHoursSpecification: [{ dayOfWeek: EVERY_DAY, opens: settings.hours.opens, closes: settings.hours.closes }],
    ...(priceRange ? { priceRange } : {}),
    currenciesAccepted: CURRENCY_CODE,
    paymentAccepted: settings.bankAccount ? 'Cash on delivery, bank transfer' : 'Cash on delivery',
    areaServed: SITE_LOCATION.country,
  });
}

/**
 * The business as an OnlineStore (Google's Organization subtype for shops): logo, profiles, the
 * customer-service contact and the store-wide return policy.
 */
export function organizationJsonLdProps(origin: string, settings: ShopSettings): OrganizationJsonLdProps {
  const { telephone, email } = contactsOf(settings);
  return withoutScriptEnds({
    type: 'OnlineStore',
    name: SITE_NAME,
    url: absolute('/', origin),
    logo: absolute('/logo.png', origin),
    description: SITE_DESCRIPTION,
    ...contactsOf(settings),
    address: addressOf(settings),
    ...(telephone || email
      ? { contactPoint: [{ contactType: 'customer service', ...(telephone ? { telephone } : {}), ...(email ? { email } : {}) }] }
      : {}),
    hasMerchantReturnPolicy: { ...RETURN_POLICY, merchantReturnLink: absolute(RETURN_POLICY_PATH, origin) },
  });
}

/** next-seo has no WebSite component; this is the data its JsonLdScript serializes. */
export interface WebSiteJsonLd {
  '@context': 'https://schema.org';
  '@type': 'WebSite';
  name: string;
  url: string;
  potentialAction: { '@type': 'SearchAction'; target: { '@type': 'EntryPoint'; urlTemplate: string }; 'query-input': string };
}

/** The site's name for search results, and its search: /shop?q= filters the catalogue by name. */
export function webSiteJsonLd(origin: string): WebSiteJsonLd {
  return withoutScriptEnds({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute('/', origin),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute('/shop', origin)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}
