import {
  applyListing,
  DEFAULT_QUERY,
  isPlainListing,
  listingHref,
  LISTINGS,
  normalizeSearch,
  PAGE_SIZE,
  paginate,
  paginationItems,
  parseListingQuery,
  sortProducts,
} from '@/lib/catalog/listing';
import { product, variant } from './fixtures';

const apricots = product({
  id: 1,
  name: 'Gilgit Dried Apricots (Khubani)',
  isBestSeller: true,
  variants: [variant({ price: 650 }), variant({ price: 1250, label: '500 g', weightGrams: 500 })],
});
const kernels = product({ id: 3, name: 'Sweet Apricot Kernels (Khubani Giri)', variants: [variant({ price: 900 })] });
const cashews = product({
  id: 18,
  name: 'Cashew Nuts (Kaju) W240',
  area: 'international',
  isBestSeller: true,
  createdAt: '2026-03-01T00:00:00Z',
  variants: [variant({ price: 1350 })],
});
const almonds = product({
  id: 22,
  name: 'California Almonds',
  area: 'international',
  createdAt: '2026-02-01T00:00:00Z',
  variants: [variant({ price: 850 })],
});
const retired = product({ id: 30, name: 'Mystery Box', variants: [] });
const catalog = [cashews, almonds, retired, kernels, apricots];

describe('search params (?q=, ?sort=, ?page=)', () => {
  test('defaults', () => {
    expect(parseListingQuery({})).toEqual({ q: '', sort: 'featured', page: 1 });
    expect(DEFAULT_QUERY).toEqual({ q: '', sort: 'featured', page: 1 });
  });

  test('valid values are kept', () => {
    expect(parseListingQuery({ q: ' apricot ', sort: 'price-desc', page: '3' })).toEqual({ q: 'apricot', sort: 'price-desc', page: 3 });
    expect(parseListingQuery({ sort: 'price-asc' }).sort).toBe('price-asc');
    expect(parseListingQuery({ sort: 'name' }).sort).toBe('name');
    expect(parseListingQuery({ sort: 'newest' }).sort).toBe('newest');
  });

  test('repeated parameters take the first', () => {
    expect(parseListingQuery({ q: ['walnut', 'x'], page: ['2', '9'] })).toEqual({ q: 'walnut', sort: 'featured', page: 2 });
  });

  test.each([['0'], ['-1'], ['1.5'], ['abc'], ['1e3'], ['99999'], ['']])('page %p falls back to 1', (page) => {
    expect(parseListingQuery({ page }).page).toBe(1);
  });

  test('an unknown sort falls back to featured', () => {
    expect(parseListingQuery({ sort: 'price;drop table' }).sort).toBe('featured');
    expect(parseListingQuery({ sort: 'id.desc' }).sort).toBe('featured');
  });

  test('the search text loses control characters, extra spaces and anything past 80 characters', () => {
    expect(normalizeSearch('  dried\t\napricots\u0000  ')).toBe('dried apricots');
    expect(normalizeSearch('a'.repeat(200))).toHaveLength(80);
  });

  test('links leave out the defaults', () => {
    expect(listingHref('/shop')).toBe('/shop');
    expect(listingHref('/shop', { q: '', sort: 'featured', page: 1 })).toBe('/shop');
    expect(listingHref('/shop', { q: 'dried apricot', sort: 'name', page: 2 })).toBe('/shop?q=dried+apricot&sort=name&page=2');
    expect(listingHref('/international', { page: 3 })).toBe('/international?page=3');
  });

  test('only the plain list is indexed', () => {
    expect(isPlainListing({ q: '', sort: 'featured', page: 2 })).toBe(true);
    expect(isPlainListing({ q: 'x', sort: 'featured', page: 1 })).toBe(false);
    expect(isPlainListing({ q: '', sort: 'name', page: 1 })).toBe(false);
  });
});

describe('search results', () => {
  test('only the products the search found, in its order unless another sort is asked', () => {
    const ids = (sort: 'featured' | 'price-desc') =>
      applyListing(catalog, LISTINGS.shop, { q: 'x', sort, page: 1 }, [30, 3, 99, 1]).items.map((p) => p.id);
    expect(ids('featured')).toEqual([30, 3, 1]);
    expect(ids('price-desc')).toEqual([3, 1, 30]);
  });

  test('a search within a listing keeps to the listing; nothing found is an empty page', () => {
    expect(
      applyListing(catalog, LISTINGS['best-sellers'], { q: 'x', sort: 'featured', page: 1 }, [30, 18, 1]).items.map((p) => p.id),
    ).toEqual([18, 1]);
    expect(applyListing(catalog, LISTINGS.shop, { q: 'x', sort: 'featured', page: 1 }, []).total).toBe(0);
  });
});

describe('sorting', () => {
  const ids = (list: { id: number }[]) => list.map((p) => p.id);

  test('featured is the shop order', () => {
    expect(ids(sortProducts(catalog, 'featured'))).toEqual([1, 3, 18, 22, 30]);
  });

  test('price low to high and high to low use the cheapest weight; products without a price go last', () => {
    expect(ids(sortProducts(catalog, 'price-asc'))).toEqual([1, 22, 3, 18, 30]);
    expect(ids(sortProducts(catalog, 'price-desc'))).toEqual([18, 3, 22, 1, 30]);
  });

  test('name A to Z, and newest first', () => {
    expect(ids(sortProducts(catalog, 'name'))).toEqual([22, 18, 1, 30, 3]);
    expect(ids(sortProducts(catalog, 'newest'))).toEqual([18, 22, 30, 3, 1]);
  });

  test('sorting does not change the list it was given', () => {
    const copy = [...catalog];
    sortProducts(catalog, 'price-desc');
    expect(catalog).toEqual(copy);
  });
});

describe('pages', () => {
  const many = Array.from({ length: 27 }, (_, i) => product({ id: i + 1, name: `Product ${i + 1}` }));

  test('12 per page', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(paginate(many, 1)).toMatchObject({ total: 27, page: 1, pageCount: 3, from: 1, to: 12 });
    expect(paginate(many, 3)).toMatchObject({ page: 3, from: 25, to: 27 });
    expect(paginate(many, 3).items).toHaveLength(3);
  });

  test('a page past the end shows the last page', () => {
    expect(paginate(many, 9)).toMatchObject({ page: 3, pageCount: 3 });
  });

  test('an empty list has one empty page', () => {
    expect(paginate([], 1)).toMatchObject({ total: 0, page: 1, pageCount: 1, from: 0, to: 0, items: [] });
  });

  test('page links', () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('the four listings', () => {
  test('shop holds everything; best sellers, northern area and international their own', () => {
    const ids = (key: keyof typeof LISTINGS) => applyListing(catalog, LISTINGS[key], DEFAULT_QUERY).items.map((p) => p.id);
    expect(ids('shop')).toEqual([1, 3, 18, 22, 30]);
    expect(ids('best-sellers')).toEqual([1, 18]);
    expect(ids('northern-area')).toEqual([1, 3, 30]);
    expect(ids('international')).toEqual([18, 22]);
    expect(LISTINGS['northern-area'].path).toBe('/northern-area');
  });

  test('search and sort within a listing', () => {
    const result = applyListing(catalog, LISTINGS.shop, { q: 'apricot', sort: 'price-desc', page: 1 }, [1, 3]);
    expect(result.items.map((p) => p.id)).toEqual([3, 1]);
    expect(result.total).toBe(2);
  });
});
