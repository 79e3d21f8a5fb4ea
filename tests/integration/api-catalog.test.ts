// The catalogue reads (lib/catalog/queries.ts) and route handlers (/api/catalog/variants,
// /api/revalidate) against the real embedded backend: only active products and variants, in the
// shop's order; live stock for the cart; the revalidation endpoint for admins only.
import { clientFor, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';
import { setUpShopBackend } from './api-support';

jest.mock('server-only', () => ({}));
const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const shop = setUpShopBackend();
type Queries = typeof import('@/lib/catalog/queries');
let queries: Queries;

beforeAll(async () => {
  queries = await import('@/lib/catalog/queries');
});

test('the catalogue: the 27 active products in the shop order, each with its active variants in order', async () => {
  const catalog = await queries.listCatalog();
  expect(catalog).toHaveLength(27);
  expect(catalog.map((p) => p.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  expect(catalog.find((p) => p.id === 28)).toBeUndefined();
  const chilgoza = catalog.find((p) => p.id === 12)!;
  expect(chilgoza).toMatchObject({
    name: 'Chilgoza Pine Nuts (Roasted)',
    area: 'northern_area',
    isBestSeller: true,
    imageUrl: '/images/products/chilgoza-pine-nuts.webp',
  });
  expect(chilgoza.variants.map((v) => [v.id, v.label, v.price, v.stockQuantity, v.weightGrams])).toEqual([
    [121, '250 g', 2900, 15, 250],
    [122, '500 g', 5600, 8, 500],
    [123, '1 kg', 10800, 0, 1000],
  ]);
});

test('one product with its gallery; an inactive or unknown id is null', async () => {
  const product = await queries.getProduct(1);
  expect(product).toMatchObject({
    id: 1,
    name: 'Gilgit Dried Apricots (Khubani)',
    images: [{ url: '/images/products/gilgit-dried-apricots.webp', alt: 'Gilgit Dried Apricots (Khubani)' }],
  });
  expect(await queries.getProduct(28)).toBeNull();
  expect(await queries.getProduct(99999)).toBeNull();
});

test('a deactivated variant disappears from the product', async () => {
  const service = shop.service;
  await service.from('product_variants').update({ is_active: false }).eq('id', 13);
  try {
    expect((await queries.getProduct(1))!.variants.map((v) => v.id)).toEqual([11, 12]);
  } finally {
    await service.from('product_variants').update({ is_active: true }).eq('id', 13);
  }
});

test('related products come from the same area, in stock first', async () => {
  const cashews = (await queries.getProduct(18))!;
  const related = await queries.listRelatedProducts(cashews);
  expect(related).toHaveLength(4);
  expect(related.every((p) => p.area === 'international' && p.id !== 18)).toBe(true);
});

test('GET /api/catalog/variants: live price and stock; inactive ones are absent; bad ids are a 400', async () => {
  const { GET } = await import('@/app/api/catalog/variants/route');
  const ok = await GET(new Request('http://localhost:3000/api/catalog/variants?ids=11,123,281'));
  expect(ok.status).toBe(200);
  expect((await ok.json()).variants).toEqual([
    { id: 11, productId: 1, productName: 'Gilgit Dried Apricots (Khubani)', label: '250 g', price: 650, stockQuantity: 80 },
    { id: 123, productId: 12, productName: 'Chilgoza Pine Nuts (Roasted)', label: '1 kg', price: 10800, stockQuantity: 0 },
  ]);
  for (const ids of ['', 'abc', '1,,2', '-1', '0', '1;select', `${'1,'.repeat(50)}1`, 'eq.11', '11)']) {
    const bad = await GET(new Request(`http://localhost:3000/api/catalog/variants?ids=${encodeURIComponent(ids)}`));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, message: expect.any(String) });
  }
});

describe('POST /api/revalidate', () => {
  let route: typeof import('@/app/api/revalidate/route');
  beforeAll(async () => {
    route = await import('@/app/api/revalidate/route');
  });
  beforeEach(() => revalidateTag.mockClear());

  async function tokenFor(role: 'admin' | null) {
    const email = uniqueEmail(role ?? 'shopper');
    const { error } = await shop.service.auth.admin.createUser({
      email,
      password: 'secret-password-1',
      email_confirm: true,
      ...(role ? { app_metadata: { role } } : {}),
    });
    if (error) throw error;
    const { data, error: signInError } = await clientFor(shop.backend).auth.signInWithPassword({ email, password: 'secret-password-1' });
    if (signInError) throw signInError;
    return data.session!.access_token;
  }
  const call = (headers: Record<string, string>, body?: unknown) =>
    route.POST(
      new Request('http://localhost:3000/api/revalidate', {
        method: 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  test('without credentials: 401; a shopper: 403; nothing is revalidated', async () => {
    expect((await call({})).status).toBe(401);
    expect((await call({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    const shopper = await tokenFor(null);
    const forbidden = await call({ authorization: `Bearer ${shopper}` }, { tags: ['catalog'] });
    expect(forbidden.status).toBe(403);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test('an admin expires the tags at once (all of them by default)', async () => {
    const admin = await tokenFor('admin');
    const one = await call({ authorization: `Bearer ${admin}` }, { tags: ['catalog'] });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ ok: true, revalidated: ['catalog'] });
    expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
    revalidateTag.mockClear();
    expect((await call({ authorization: `Bearer ${admin}` })).status).toBe(200);
    expect(revalidateTag.mock.calls).toEqual([
      ['catalog', { expire: 0 }],
      ['testimonials', { expire: 0 }],
      ['settings', { expire: 0 }],
      ['shipping', { expire: 0 }],
    ]);
    revalidateTag.mockClear();
    expect((await call({ authorization: `Bearer ${admin}` }, { tags: ['everything'] })).status).toBe(400);
    expect((await call({ authorization: `Bearer ${admin}` }, { tags: ['catalog'], extra: 1 })).status).toBe(400);
    // A body must say it is JSON, as on every route (the owner console sends Content-Type: application/json).
    const plain = await call({ authorization: `Bearer ${admin}`, 'content-type': 'text/plain' }, { tags: ['catalog'] });
    expect(plain.status).toBe(415);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

test("GET /api/catalog/product-ids: the active products' ids, which the shop's server lets through to /product/<id>", async () => {
  const { GET } = await import('@/app/api/catalog/product-ids/route');
  const { NextRequest } = await import('next/server');
  const response = await GET(new NextRequest('http://localhost:3000/api/catalog/product-ids'), { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { ok: boolean; ids: number[] };
  expect(body).toEqual({ ok: true, ids: Array.from({ length: 27 }, (_, i) => i + 1) });
  expect(body.ids).not.toContain(28);
});
