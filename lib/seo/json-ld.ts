import { CURRENCY_CODE } from '@/lib/format/rupees';
import type { Product } from '@/lib/catalog/types';
import { OG_IMAGE, SITE_CONTACT, SITE_HOURS, SITE_LOCATION, SITE_NAME, SITE_STREET_ADDRESS, SOCIAL_LINKS } from './site';

/**
 * schema.org structured data for search engines, built as plain objects (pure; the origin is passed
 * in). Availability uses full schema.org URLs, as Google documents them.
 */

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export function availabilityOf(stockQuantity: number): string {
  return stockQuantity > 0 ? IN_STOCK : OUT_OF_STOCK;
}

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

/** A Product with one Offer per weight variant, priced in PKR. */
export function productJsonLd(product: Product & { images?: { url: string }[] }, origin: string): JsonLd {
  const url = absolute(`/product/${product.id}`, origin);
  const images = (product.images?.map((image) => image.url) ?? (product.imageUrl ? [product.imageUrl] : [])).map((src) => absolute(src, origin));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    sku: product.slug,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(product.origin ? { countryOfOrigin: product.origin } : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: `${product.name}, ${variant.label}`,
      sku: variant.sku,
      url,
      price: variant.price,
      priceCurrency: CURRENCY_CODE,
      availability: availabilityOf(variant.stockQuantity),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SITE_NAME },
    })),
  };
}

/** The shop in Gilgit as a Store (a LocalBusiness): address, contact points and opening hours. */
export function storeJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${absolute('/', origin)}#store`,
    name: SITE_NAME,
    url: absolute('/', origin),
    image: absolute(OG_IMAGE.url, origin),
    logo: absolute('/logo.png', origin),
    telephone: `+${SITE_CONTACT.whatsappNumber}`,
    email: SITE_CONTACT.email,
    currenciesAccepted: CURRENCY_CODE,
    paymentAccepted: 'Cash on delivery, bank transfer',
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE_STREET_ADDRESS,
      addressLocality: SITE_LOCATION.city,
      addressRegion: SITE_LOCATION.region,
      postalCode: SITE_LOCATION.postalCode,
      addressCountry: 'PK',
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...SITE_HOURS.days], opens: SITE_HOURS.opens, closes: SITE_HOURS.closes },
    ],
    areaServed: { '@type': 'Country', name: 'Pakistan' },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, origin),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<", ">" and "&" become \u escapes (so no text
 * can close the script or open a comment), and so do the line separators JSON allows but JS did not.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
