import { LISTING_KEYS } from './listing-keys.mjs';
import { lowestPricedVariant } from './pricing';
import type { Product } from './types';

/**
 * The four listing pages and the rules of a listing: which products it holds, the search, the sort
 * orders and the pages. Pure: the same rules run on the server page and in the tests.
 *
 * A listing reads the whole (small) active catalogue once — one cached request — and searches,
 * sorts and pages it here. The search text therefore never reaches PostgREST: no operator, wildcard
 * or quote a shopper types can change the query.
 */

/** A listing's name, which is also its path (`/${key}`): lib/catalog/listing-keys.mjs. */
export type ListingKey = (typeof LISTING_KEYS)[number];

export interface ListingDefinition {
  key: ListingKey;
  path: string;
  /** The page title and breadcrumb label. */
  title: string;
  eyebrow: string;
  intro: string;
  metaTitle: string;
  metaDescription: string;
  includes(product: Product): boolean;
}

export const LISTINGS: Readonly<Record<ListingKey, ListingDefinition>> = {
  shop: {
    key: 'shop',
    path: '/shop',
    title: 'Shop',
    metaTitle: 'Shop All Dry Fruits and Nuts',
    eyebrow: 'The whole harvest',
    intro: 'Every dry fruit, nut and mountain staple we sell, packed fresh in Gilgit when you order.',
    metaDescription:
      'Shop dried apricots, almonds, walnuts, mulberries, chilgoza and more from Gilgit-Baltistan, with prices in rupees and delivery across Pakistan.',
    includes: () => true,
  },
  'best-sellers': {
    key: 'best-sellers',
    path: '/best-sellers',
    title: 'Best Sellers',
    metaTitle: 'Best-Selling Dry Fruits and Nuts',
    eyebrow: 'Ordered again and again',
    intro: 'The dry fruits and nuts our customers come back for, season after season.',
    metaDescription:
      'Our best-selling dry fruits and nuts: Gilgit apricots, almond and walnut kernels, chilgoza, cashews, pistachios and Ajwa dates.',
    includes: (product) => product.isBestSeller,
  },
  'northern-area': {
    key: 'northern-area',
    path: '/northern-area',
    title: 'Northern Area Local',
    metaTitle: 'Northern Area Local Dry Fruits from Gilgit-Baltistan',
    eyebrow: 'Grown in Gilgit-Baltistan',
    intro: 'Apricots, mulberries, walnuts, cherries, chilgoza and honey from the valleys of Gilgit, Hunza, Nagar and Diamer.',
    metaDescription:
      'Truly local dry fruits from Gilgit-Baltistan: Hunza apricots, apricot kernels, mulberries, walnuts, chilgoza pine nuts and wild mountain honey.',
    includes: (product) => product.area === 'northern_area',
  },
  international: {
    key: 'international',
    path: '/international',
    title: 'International',
    metaTitle: 'International Dry Fruits and Nuts',
    eyebrow: 'From beyond our valleys',
    intro: 'Favourites from farther away, chosen and checked with the same care as our own harvest.',
    metaDescription:
      'Imported dry fruits and nuts, chosen with care: cashews, pistachios, Ajwa and Medjool dates, figs, raisins and hazelnuts.',
    includes: (product) => product.area === 'international',
  },
};

export const LISTING_ORDER: readonly ListingKey[] = LISTING_KEYS;

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
  { value: 'newest', label: 'Newest first' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
const DEFAULT_SORT: SortKey = 'featured';
export const PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 80;
const MAX_PAGE = 9999;

export interface ListingQuery {
  q: string;
  sort: SortKey;
  page: number;
}

export const DEFAULT_QUERY: ListingQuery = { q: '', sort: DEFAULT_SORT, page: 1 };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The search text as the shop keeps it: no control characters, single spaces, at most 80 characters. */
export function normalizeSearch(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
}

/** Reads ?q=, ?sort= and ?page=; anything unknown or malformed falls back to the default. */
export function parseListingQuery(params: SearchParams): ListingQuery {
  const sortValue = first(params.sort);
  const sort = SORT_OPTIONS.some((option) => option.value === sortValue) ? (sortValue as SortKey) : DEFAULT_SORT;
  const pageText = first(params.page).trim();
  const page = /^\d{1,4}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  return { q: normalizeSearch(first(params.q)), sort, page };
}

/** The link to a listing with the given query; defaults are left out, so page 1 unsorted is the plain path. */
export function listingHref(path: string, query: Partial<ListingQuery> = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function fromPrice(product: Product): number | null {
  return lowestPricedVariant(product.variants)?.price ?? null;
}

function byFeatured(a: Product, b: Product): number {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}

/** A sorted copy. Products with no price on offer go last in the price orders. */
export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  const list = [...products];
  switch (sort) {
    case 'price-asc':
    case 'price-desc': {
      const direction = sort === 'price-asc' ? 1 : -1;
      return list.sort((a, b) => {
        const pa = fromPrice(a);
        const pb = fromPrice(b);
        if (pa === null || pb === null) return pa === pb ? byFeatured(a, b) : pa === null ? 1 : -1;
        return (pa - pb) * direction || byFeatured(a, b);
      });
    }
    case 'name':
      return list.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
    case 'newest':
      return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    default:
      return list.sort(byFeatured);
  }
}

export interface ListingPage {
  items: Product[];
  total: number;
  /** The page shown: the asked one, or the last when it asked beyond the end. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown (0 and 0 when empty). */
  from: number;
  to: number;
}

export function paginate(items: readonly Product[], page: number, pageSize = PAGE_SIZE): ListingPage {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return { items: slice, total, page: current, pageCount, from: slice.length ? start + 1 : 0, to: start + slice.length };
}

/**
 * One page of a listing: its products, sorted. With a search, only the products the search found
 * (`foundIds`, best first: lib/search) and, unsorted, in the search's order.
 */
export function applyListing(
  catalog: readonly Product[],
  listing: ListingDefinition,
  query: ListingQuery,
  foundIds: readonly number[] = [],
): ListingPage {
  const listed = catalog.filter((product) => listing.includes(product));
  if (!query.q) return paginate(sortProducts(listed, query.sort), query.page);
  const rank = new Map(foundIds.map((id, position) => [id, position]));
  const found = listed.filter((product) => rank.has(product.id));
  const ordered = query.sort === DEFAULT_SORT ? found.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!) : sortProducts(found, query.sort);
  return paginate(ordered, query.page);
}

/** Whether a query asks for anything but the plain first page (such pages are not indexed). */
export function isPlainListing(query: ListingQuery): boolean {
  return !query.q && query.sort === DEFAULT_SORT;
}

/** Page numbers to offer: all of them up to 7, else the first, the last and the two around the current, with gaps. */
export function paginationItems(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) items.push('gap');
    items.push(n);
  });
  return items;
}
