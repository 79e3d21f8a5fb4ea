/**
 * The product feeds, built from the catalogue: Google Merchant Center's RSS 2.0 (the `g:`
 * vocabulary) and Meta's catalogue CSV, one item per active weight of an active product, plus the
 * warnings an owner should act on. Pure: no I/O, no Deno or Node API (see feed-text.ts).
 */
import { absoluteUrl, charCount, csvRows, escapeXml, formatPrice, plainText, truncate } from './feed-text.ts';

/** The bucket the function writes and the names the shop's /feeds routes read. */
export const FEED_BUCKET = 'product-feeds';
/** Stored as text/plain: storage hosts are not asked to serve XML documents; the shop serves it as XML. */
export const GOOGLE_FEED_OBJECT = 'google-merchant.rss';
export const META_FEED_OBJECT = 'meta-catalog.csv';

/** A description shorter than this (in characters, after white space is tidied) is flagged. */
export const SHORT_DESCRIPTION_CHARS = 50;
/** Own-label goods: the shop's name is the brand (Google accepts it for goods without a maker's brand). */
const FEED_BRAND = 'Gilgit Dry Fruits';
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
] as const;
const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;
const MAX_ADDITIONAL_IMAGES = 10;
const PREVIEW_ITEMS = 5;
const PRODUCT_TYPES: Record<string, string> = {
  northern_area: 'Dry Fruits & Nuts > Northern Area Local',
  international: 'Dry Fruits & Nuts > International',
};

interface CatalogueVariant {
  sku: string;
  label: string;
  weightGrams: number;
  /** Whole rupees. */
  price: number;
  stockQuantity: number;
  /** The barcode, when the goods carry one (loose dry fruit has none). */
  gtin: string | null;
}

export interface CatalogueProduct {
  id: number;
  name: string;
  description: string;
  /** The product's main photo; null falls back to the first gallery photo. */
  imageUrl: string | null;
  /** Gallery photos in their order. */
  galleryUrls: string[];
  area: string;
  /** The active variants, in the shop's order. */
  variants: CatalogueVariant[];
}

interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  additionalImageLinks: string[];
  inStock: boolean;
  price: string;
  itemGroupId: string;
  brand: string;
  gtin: string | null;
  size: string;
  shippingWeight: string;
  productType: string;
}

type FeedWarningCode = 'missing_image' | 'short_description' | 'out_of_stock' | 'empty_feed';

export interface FeedWarning {
  code: FeedWarningCode;
  message: string;
  /** The feed ids (SKUs) it concerns. */
  itemIds: string[];
}

export interface FeedPreviewItem {
  id: string;
  title: string;
  price: string;
  availability: 'in_stock' | 'out_of_stock';
  link: string;
  imageLink: string | null;
}

export interface ProductFeeds {
  items: FeedItem[];
  googleXml: string;
  metaCsv: string;
  warnings: FeedWarning[];
  productCount: number;
  preview: FeedPreviewItem[];
}

/** Both feeds and their warnings, for the catalogue as it is now. */
export function buildProductFeeds(products: readonly CatalogueProduct[], siteUrl: string): ProductFeeds {
  const listed = products.filter((product) => product.variants.length > 0);
  const items = listed.flatMap((product) => toFeedItems(product, siteUrl));
  return {
    items,
    googleXml: buildGoogleFeed(items, siteUrl),
    metaCsv: buildMetaFeed(items),
    warnings: validateCatalogue(listed),
    productCount: listed.length,
    preview: items.slice(0, PREVIEW_ITEMS).map((item) => ({
      id: item.id,
      title: item.title,
      price: item.price,
      availability: item.inStock ? 'in_stock' : 'out_of_stock',
      link: item.link,
      imageLink: item.imageLink,
    })),
  };
}

/** One item per variant: the variant's SKU is its id, the product its group. */
function toFeedItems(product: CatalogueProduct, siteUrl: string): FeedItem[] {
  const photos = photosOf(product).map((url) => absoluteUrl(url, siteUrl));
  const name = plainText(product.name);
  return product.variants.map((variant) => {
    const title = truncate(`${name} – ${plainText(variant.label)}`, MAX_TITLE);
    return {
      id: variant.sku,
      title,
      description: truncate(plainText(product.description) || title, MAX_DESCRIPTION),
      link: absoluteUrl(`/product/${product.id}?variant=${encodeURIComponent(variant.sku)}`, siteUrl),
      imageLink: photos[0] ?? null,
      additionalImageLinks: photos.slice(1, 1 + MAX_ADDITIONAL_IMAGES),
      inStock: variant.stockQuantity > 0,
      price: formatPrice(variant.price),
      itemGroupId: String(product.id),
      brand: FEED_BRAND,
      gtin: variant.gtin ? plainText(variant.gtin) : null,
      size: plainText(variant.label),
      shippingWeight: `${variant.weightGrams} g`,
      productType: PRODUCT_TYPES[product.area] ?? 'Dry Fruits & Nuts',
    };
  });
}

/** What the owner should fix or know: no photo, a thin description, a weight out of stock, an empty feed. */
function validateCatalogue(products: readonly CatalogueProduct[]): FeedWarning[] {
  const warnings: FeedWarning[] = [];
  if (!products.some((product) => product.variants.length > 0)) {
    warnings.push({
      code: 'empty_feed',
      message: 'No product is on sale, so both feeds are empty: Google and Meta will remove every item.',
      itemIds: [],
    });
  }
  for (const product of products) {
    const name = plainText(product.name);
    const skus = product.variants.map((variant) => variant.sku);
    if (photosOf(product).length === 0) {
      warnings.push({
        code: 'missing_image',
        message: `${name} has no photo: Google and Meta reject items without an image.`,
        itemIds: skus,
      });
    }
    const length = charCount(plainText(product.description));
    if (length < SHORT_DESCRIPTION_CHARS) {
      const fallback = length === 0 ? ' The title is sent instead.' : '';
      warnings.push({
        code: 'short_description',
        message: `${name} has a description of ${length} characters (fewer than ${SHORT_DESCRIPTION_CHARS}): a few sentences help shoppers and ads.${fallback}`,
        itemIds: skus,
      });
    }
    for (const variant of product.variants) {
      if (variant.stockQuantity <= 0) {
        warnings.push({
          code: 'out_of_stock',
          message: `${name} – ${plainText(variant.label)} has no stock: it is listed as out of stock.`,
          itemIds: [variant.sku],
        });
      }
    }
  }
  return warnings;
}

/** Google Merchant Center's RSS 2.0 feed. */
function buildGoogleFeed(items: readonly FeedItem[], siteUrl: string): string {
  const element = (name: string, value: string) => `      <g:${name}>${escapeXml(value)}</g:${name}>\n`;
  const entries = items.map((item) => {
    let xml = '    <item>\n';
    xml += element('id', item.id) + element('title', item.title) + element('description', item.description) + element('link', item.link);
    if (item.imageLink) xml += element('image_link', item.imageLink);
    for (const extra of item.additionalImageLinks) xml += element('additional_image_link', extra);
    xml += element('availability', item.inStock ? 'in_stock' : 'out_of_stock') + element('price', item.price);
    xml += element('item_group_id', item.itemGroupId) + element('brand', item.brand) + element('condition', 'new');
    xml += item.gtin ? element('gtin', item.gtin) + element('identifier_exists', 'yes') : element('identifier_exists', 'no');
    xml += element('size', item.size) + element('shipping_weight', item.shippingWeight) + element('product_type', item.productType);
    return `${xml}    </item>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n` +
    '  <channel>\n' +
    `    <title>${escapeXml(FEED_BRAND)}</title>\n` +
    `    <link>${escapeXml(absoluteUrl('/', siteUrl))}</link>\n` +
    `    <description>${escapeXml(`Dry fruits and nuts from ${FEED_BRAND}, priced in PKR`)}</description>\n` +
    entries.join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}

/** Meta's catalogue CSV: the header row of META_COLUMNS, then one row per item. */
function buildMetaFeed(items: readonly FeedItem[]): string {
  const rows = items.map((item) => [
    item.id,
    item.title,
    item.description,
    item.inStock ? 'in stock' : 'out of stock',
    'new',
    item.price,
    item.link,
    item.imageLink ?? '',
    item.brand,
    item.itemGroupId,
  ]);
  return csvRows([[...META_COLUMNS], ...rows]);
}

function photosOf(product: CatalogueProduct): string[] {
  const urls = [product.imageUrl, ...product.galleryUrls].filter((url): url is string => Boolean(url?.trim()));
  return [...new Set(urls)];
}
