// The search as the shop serves it (lib/search, /api/search/suggest) against the real embedded
// backend: suggestions from public.search_products with each product's card fields, the matching
// listings and the way to all results; "did you mean"; odd input refused; a client typing faster
// than a person is slowed; searches kept per text until the catalogue changes; misses counted for
// the console, at most 10 a minute per client.
import { GET as suggestRoute } from '@/app/api/search/suggest/route';
import { SEARCH_TEXT_MESSAGE } from '@/lib/search/suggest-schema';
import type { SearchSuggestions } from '@/lib/search/types';
import { call, setUpShopBackend } from './api-support';

jest.mock('server-only', () => ({}));
const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const shop = setUpShopBackend();
type Answer = { ok: boolean; message?: string } & SearchSuggestions;
const suggest = (q: string, forwardedFor = '203.0.113.10') =>
  call<Answer>(suggestRoute, `/api/search/suggest?q=${encodeURIComponent(q)}`, { forwardedFor });

test('Roman Urdu, Urdu script and typos suggest the products with their photo, price and stock', async () => {
  for (const q of ['badaam', 'بادام', 'almund']) {
    const answer = await suggest(q);
    expect(answer.status).toBe(200);
    expect(answer.body.products.length).toBeGreaterThan(0);
    expect(answer.body.products[0]!.name).toMatch(/Almond/);
  }
  const apricots = await suggest('khobani');
  expect(apricots.body.products[0]).toEqual({
    id: 1,
    name: 'Gilgit Dried Apricots (Khubani)',
    href: '/product/1',
    imageUrl: '/images/products/gilgit-dried-apricots.webp',
    priceFrom: expect.any(Number),
    inStock: true,
  });
  expect(apricots.body).toMatchObject({ resultsHref: '/shop?q=khobani', suggestion: null });
  expect(apricots.body.total).toBeGreaterThanOrEqual(apricots.body.products.length);
  expect((await suggest('dried')).body.products).toHaveLength(6);
});

test('listings whose name matches are offered; nothing found offers the nearest product', async () => {
  expect((await suggest('best')).body.listings).toEqual([{ title: 'Best Sellers', href: '/best-sellers' }]);
  const near = await suggest('wallnuttss kernal');
  expect(near.body).toMatchObject({ products: [], total: 0, suggestion: { name: expect.stringMatching(/Walnut/) } });
});

test('an empty or overlong text is a 400 with the words to show; a client asking faster than typing is slowed', async () => {
  const empty = await suggest('   ');
  expect(empty).toMatchObject({ status: 400, body: { message: SEARCH_TEXT_MESSAGE, fieldErrors: { q: SEARCH_TEXT_MESSAGE } } });
  expect(await suggest('a'.repeat(400))).toMatchObject({ status: 400 });
  let status = 200;
  for (let i = 0; i < 125 && status === 200; i += 1) status = (await suggest(`almond ${i % 5}`, '203.0.113.99')).status;
  expect(status).toBe(429);
  expect((await suggest('almond', '203.0.113.98')).status).toBe(200);
});

test('a search is kept per text until the catalogue changes', async () => {
  const { searchProducts } = await import('@/lib/search/products');
  const { revalidateTags } = await import('@/lib/cache/revalidation');
  const first = await searchProducts('Honey');
  expect(first.ids.length).toBeGreaterThan(0);
  expect(await searchProducts('  honey ')).toBe(first);
  await shop.service.from('products').update({ product_name: 'Wild Mountain Honey Comb' }).eq('id', first.ids[0]!);
  await shop.service.from('products').insert({ slug: 'acacia-honey', product_name: 'Acacia Honey', area: 'international' });
  expect(await searchProducts('honey')).toBe(first);
  revalidateTags(['catalog']);
  expect((await searchProducts('honey')).ids).toHaveLength(first.ids.length + 1);
});

test('a search that found nothing is counted for the console, at most 10 a minute per client', async () => {
  const { countSearchMiss } = await import('@/app/[locale]/(storefront)/listing-results-page');
  const request = (address: string) => ({ headers: new Headers({ 'x-forwarded-for': address }) });
  for (let i = 0; i < 12; i += 1) await countSearchMiss('Saffron!', request('198.51.100.7'));
  await countSearchMiss('saffron', request('198.51.100.8'));
  const { data } = await shop.service.from('search_misses').select('query, searches').eq('query', 'saffron');
  expect(data).toEqual([{ query: 'saffron', searches: 11 }]);
});
