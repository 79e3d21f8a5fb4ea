import type { Metadata } from 'next';
import { isPlainListing, listingHref, type ListingDefinition, type ListingQuery } from '@/lib/catalog/listing';
import { lowestPricedVariant } from '@/lib/catalog/pricing';
import type { ProductDetail } from '@/lib/catalog/types';
import { formatRupees } from '@/lib/format/rupees';
import { pageMetadata } from './metadata';

/**
 * Metadata of a listing page. The canonical link is the listing's path, with ?page=n from page 2 on;
 * searches and re-sorted lists are not indexed (they repeat the plain pages).
 */
export function listingMetadata(listing: ListingDefinition, query: ListingQuery): Promise<Metadata> {
  const title = query.q
    ? `Search results for “${query.q}”`
    : query.page > 1
      ? `${listing.metaTitle}, page ${query.page}`
      : listing.metaTitle;
  return pageMetadata({
    title,
    description: listing.metaDescription,
    path: listingHref(listing.path, { page: query.page }),
    noindex: !isPlainListing(query),
  });
}

/** Metadata of a product page: its name, a description that starts with the price, its photo. */
export function productMetadata(product: ProductDetail): Promise<Metadata> {
  const from = lowestPricedVariant(product.variants);
  const summary = product.description.length > 150 ? `${product.description.slice(0, 147).replace(/\s+\S*$/, '')}…` : product.description;
  const description = from ? `From ${formatRupees(from.price)} (${from.label}). ${summary}` : summary;
  const image = product.images[0];
  return pageMetadata({
    title: product.name,
    description,
    path: `/product/${product.id}`,
    image: image ? { url: image.url, alt: image.alt } : undefined,
  });
}
