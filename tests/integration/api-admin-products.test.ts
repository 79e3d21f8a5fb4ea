/**
 * The owner's catalogue console against the real embedded backend: admins only; products with their
 * weights, stock changes through admin_adjust_stock with their history, photos uploaded through a
 * signed Storage URL; bad input is a 4xx with a clear message and changes nothing; every change
 * expires the cached catalogue; a hidden product leaves the shop but its past orders still read.
 */
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[orderNumber]/route';
import { DELETE as removePhotoRoute, POST as photoRoute } from '@/app/api/admin/products/[id]/images/route';
import { PUT as updateRoute } from '@/app/api/admin/products/[id]/route';
import { PUT as variantRoute } from '@/app/api/admin/products/[id]/variants/[variantId]/route';
import { POST as stockRoute } from '@/app/api/admin/products/[id]/variants/[variantId]/stock/route';
import { POST as addVariantRoute } from '@/app/api/admin/products/[id]/variants/route';
import { POST as createRoute } from '@/app/api/admin/products/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import { PHOTO_REQUIRED, PHOTO_WRONG_TYPE, PRODUCT_CREATED, SKU_TAKEN, SLUG_TAKEN, VARIANT_NOT_FOUND } from '@/lib/catalog/messages';
import { getAdminProduct } from '@/lib/catalog/admin-queries';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { getProduct, listCatalog } from '@/lib/catalog/queries';
import type { PlacedOrder } from '@/lib/checkout/types';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { jarOf, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { call, shopRequest } from './api-support';
import { orderBody } from './checkout-support';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const shop = setUpAdminConsole();
beforeEach(() => revalidateTag.mockClear());

type Answer = { ok: boolean; message?: string; id?: number; stock?: number; url?: string; fieldErrors?: Record<string, string> };

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`.toUpperCase();
}

function productBody(overrides: Record<string, unknown> = {}) {
  const sku = unique('T');
  return {
    name: `Test Walnuts ${sku}`,
    description: 'Kernels from Nagar.',
    origin: 'Nagar',
    area: 'northern_area',
    bestSeller: true,
    active: true,
    sortOrder: 500,
    variants: [
      { sku: `${sku}-250`, label: '250 g', weightValue: 250, weightUnit: 'grams', price: 900, compareAtPrice: null, initialStock: 12 },
      { sku: `${sku}-1KG`, label: '1 kg', weightValue: 1, weightUnit: 'kg', price: 3200, compareAtPrice: 3600, initialStock: 0 },
    ],
    ...overrides,
  };
}

const create = (body: unknown, as: As = shop.admin) =>
  call<Answer>(createRoute, '/api/admin/products', { method: 'POST', body, jar: jarOf(as) });
const update = (id: number | string, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(updateRoute, { id: String(id) }), `/api/admin/products/${id}`, { method: 'PUT', body, jar: jarOf(as) });
const addVariant = (id: number, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(addVariantRoute, { id: String(id) }), `/api/admin/products/${id}/variants`, {
    method: 'POST',
    body,
    jar: jarOf(as),
  });
const editVariant = (id: number, variantId: number, body: unknown, as: As = shop.admin) =>
  call<Answer>(
    withParams(variantRoute, { id: String(id), variantId: String(variantId) }),
    `/api/admin/products/${id}/variants/${variantId}`,
    { method: 'PUT', body, jar: jarOf(as) },
  );
const adjust = (id: number, variantId: number, body: unknown, as: As = shop.admin) =>
  call<Answer>(
    withParams(stockRoute, { id: String(id), variantId: String(variantId) }),
    `/api/admin/products/${id}/variants/${variantId}/stock`,
    { method: 'POST', body, jar: jarOf(as) },
  );
const removePhoto = (id: number, url: string, as: As = shop.admin) =>
  call<Answer>(withParams(removePhotoRoute, { id: String(id) }), `/api/admin/products/${id}/images`, {
    method: 'DELETE',
    body: { url },
    jar: jarOf(as),
  });

async function upload(id: number, file: Blob | null, as: As = shop.admin): Promise<{ status: number; body: Answer }> {
  const base = shopRequest(`/api/admin/products/${id}/images`, { method: 'POST', jar: jarOf(as) });
  const form = new FormData();
  if (file) form.append('photo', file, 'phone.jpg');
  const headers = new Headers(base.headers);
  headers.delete('content-type');
  const request = new NextRequest(base.url, { method: 'POST', headers, body: form });
  const response = await withParams(photoRoute, { id: String(id) })(request);
  return { status: response.status, body: (await response.json()) as Answer };
}

const jpeg = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 150, g: 100, b: 50 } } })
    .jpeg()
    .toBuffer();

async function countProducts(): Promise<number> {
  const { count } = await shop.service.from('products').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

async function created(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await create(productBody(overrides));
  expect(answer).toMatchObject({ status: 200, body: { ok: true, message: PRODUCT_CREATED } });
  return answer.body.id!;
}

test('a guest gets 401 and a shopper 403 on every route; nothing changes', async () => {
  const id = await created();
  const variantId = (await getAdminProduct(shop.service as never, id))!.variants[0]!.id;
  const before = await countProducts();
  const shopper = (await signedUp()).jar;
  for (const as of ['guest', shopper] as const) {
    const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
    expect(await create(productBody(), as)).toMatchObject(expected);
    expect(await update(id, { ...productBody(), name: 'Hijacked', variants: undefined }, as)).toMatchObject(expected);
    expect(await addVariant(id, productBody().variants[0], as)).toMatchObject(expected);
    expect(await editVariant(id, variantId, { ...productBody().variants[0], price: 1 }, as)).toMatchObject(expected);
    expect(await adjust(id, variantId, { delta: -12, reason: 'spoilage' }, as)).toMatchObject(expected);
    expect(await upload(id, new Blob([await jpeg()], { type: 'image/jpeg' }), as)).toMatchObject(expected);
    expect(await removePhoto(id, '/images/x.webp', as)).toMatchObject(expected);
  }
  expect(await countProducts()).toBe(before);
  const product = (await getAdminProduct(shop.service as never, id))!;
  expect(product.name).not.toBe('Hijacked');
  expect(product.variants[0]).toMatchObject({ stock: 12, price: 900 });
  expect(product.photos).toEqual([]);
});

test('an shop.admin adds a product with two weights: in the shop at once, the opening stock in its history', async () => {
  const body = productBody();
  const id = await created(body);
  expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
  const inShop = await getProduct(id);
  expect(inShop).toMatchObject({
    name: body.name,
    slug: body.name
      .toLowerCase()
      .replace(/ /g, '-')
      .replace(/[^a-z0-9-]/g, ''),
  });
  expect(inShop!.variants.map((v) => v.sku)).toEqual([body.variants[0]!.sku, body.variants[1]!.sku]);
  expect((await listCatalog()).some((p) => p.id === id)).toBe(true);
  const product = (await getAdminProduct(shop.service as never, id))!;
  expect(product.variants.map((v) => v.stock)).toEqual([12, 0]);
  expect(product.history[product.variants[0]!.id]).toEqual([
    expect.objectContaining({ delta: 12, stockAfter: 12, reason: 'restock', note: 'Opening stock' }),
  ]);
});

test('bad input is a 4xx with a clear message and changes nothing', async () => {
  const before = await countProducts();
  const noWeights = await create(productBody({ variants: [] }));
  expect(noWeights).toMatchObject({ status: 400, body: { message: 'Add at least one weight.' } });
  const badPrice = await create(productBody({ variants: [{ ...productBody().variants[1], price: 10.5 }] }));
  expect(badPrice).toMatchObject({ status: 400, body: { message: 'Prices are whole rupees.' } });
  const compare = await create(productBody({ variants: [{ ...productBody().variants[1], compareAtPrice: 100 }] }));
  expect(compare).toMatchObject({ status: 400, body: { message: 'The compare-at price must be higher than the price.' } });
  const existing = await created();
  const { slug } = (await getAdminProduct(shop.service as never, existing))!;
  expect(await create(productBody({ slug }))).toMatchObject({
    status: 409,
    body: { message: SLUG_TAKEN, fieldErrors: { slug: SLUG_TAKEN } },
  });
  const takenSku = (await getAdminProduct(shop.service as never, existing))!.variants[0]!.sku;
  const clash = productBody();
  clash.variants[1]!.sku = takenSku;
  expect(await create(clash)).toMatchObject({ status: 409, body: { message: SKU_TAKEN } });
  expect(await countProducts()).toBe(before + 1);
  expect((await shop.service.from('products').select('id').eq('product_name', clash.name)).data).toEqual([]);
  expect(await update(existing, { ...productBody({ variants: undefined }), slug: 'Not A Slug' })).toMatchObject({ status: 400 });
  expect(await update('abc', productBody({ variants: undefined }))).toMatchObject({ status: 404 });
});

test('stock changes only through admin_adjust_stock, newest first in the history; refusals change nothing', async () => {
  const id = await created();
  const [small] = (await getAdminProduct(shop.service as never, id))!.variants;
  expect(await adjust(id, small!.id, { delta: 5, reason: 'restock', note: 'Orchard delivery' })).toMatchObject({
    status: 200,
    body: { stock: 17 },
  });
  expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
  expect(await adjust(id, small!.id, { delta: -2, reason: 'spoilage' })).toMatchObject({ status: 200, body: { stock: 15 } });
  expect(await adjust(id, small!.id, { delta: 0, reason: 'restock' })).toMatchObject({
    status: 400,
    body: { message: 'The change must be a whole number other than 0 (at most 100,000).' },
  });
  expect(await adjust(id, small!.id, { delta: -100, reason: 'correction' })).toMatchObject({
    status: 409,
    body: { message: 'Only 15 in stock; cannot remove 100.' },
  });
  expect(await adjust(id, small!.id, { delta: 1, reason: 'gift' })).toMatchObject({
    status: 400,
    body: { message: 'The reason must be restock, correction or spoilage.' },
  });
  expect(await adjust(id, 999_999, { delta: 1, reason: 'restock' })).toMatchObject({ status: 404, body: { message: VARIANT_NOT_FOUND } });
  const history = (await getAdminProduct(shop.service as never, id))!.history[small!.id]!;
  expect(history.map((m) => [m.delta, m.stockAfter, m.reason])).toEqual([
    [-2, 15, 'spoilage'],
    [5, 17, 'restock'],
    [12, 12, 'restock'],
  ]);
  // The stock column is not the admin's to write directly (column grants).
  const edited = await editVariant(id, small!.id, { ...productBody().variants[0], sku: small!.sku, price: 950, stock_quantity: 999 });
  expect(edited.status).toBe(200);
  expect((await getAdminProduct(shop.service as never, id))!.variants[0]).toMatchObject({ price: 950, stock: 15 });
});

test('weights are added and edited; a hidden weight leaves the shop', async () => {
  const id = await created();
  const sku = unique('ADD');
  expect(await addVariant(id, { sku, label: '500 g', weightValue: 500, weightUnit: 'grams', price: 1700, initialStock: 3 })).toMatchObject({
    status: 200,
  });
  const added = (await getAdminProduct(shop.service as never, id))!.variants.find((v) => v.sku === sku)!;
  expect(added).toMatchObject({ stock: 3, label: '500 g' });
  expect(
    await editVariant(id, added.id, { sku, label: '500 g', weightValue: 500, weightUnit: 'grams', price: 1700, active: false }),
  ).toMatchObject({ status: 200 });
  expect((await getProduct(id))!.variants.map((v) => v.sku)).not.toContain(sku);
});

test('a weight keeps its packed size: given on a new product, changed and cleared on edit; a partial size changes nothing', async () => {
  const { variants } = productBody();
  const body = productBody({ variants: [variants[0], { ...variants[1], lengthCm: 30, widthCm: 20, heightCm: 12 }] });
  const id = await created(body);
  const sizesOf = async () =>
    (await shop.service.from('product_variants').select('sku, length_cm, width_cm, height_cm').eq('product_id', id)).data;
  expect(await sizesOf()).toEqual(
    expect.arrayContaining([
      { sku: variants[0]!.sku, length_cm: null, width_cm: null, height_cm: null },
      { sku: variants[1]!.sku, length_cm: 30, width_cm: 20, height_cm: 12 },
    ]),
  );
  expect(await sizesOf()).toHaveLength(2);
  const [small, big] = (await getAdminProduct(shop.service as never, id))!.variants;
  expect(big).toMatchObject({ lengthCm: 30, widthCm: 20, heightCm: 12 });
  expect(small).toMatchObject({ lengthCm: null, widthCm: null, heightCm: null });

  const smallBody = { ...variants[0]!, sku: small!.sku };
  expect(await editVariant(id, small!.id, { ...smallBody, lengthCm: 25, widthCm: '18', heightCm: 9 })).toMatchObject({ status: 400 });
  expect(await editVariant(id, small!.id, { ...smallBody, lengthCm: 25, widthCm: 18, heightCm: 9 })).toMatchObject({ status: 200 });
  expect((await getAdminProduct(shop.service as never, id))!.variants[0]).toMatchObject({ lengthCm: 25, widthCm: 18, heightCm: 9 });

  const partial = await editVariant(id, small!.id, { ...smallBody, price: 990, lengthCm: 40, widthCm: 18, heightCm: '' });
  expect(partial).toMatchObject({
    status: 400,
    body: { message: 'Give all three sizes, or none.', fieldErrors: { heightCm: 'Give all three sizes, or none.' } },
  });
  expect(await editVariant(id, small!.id, { ...smallBody, lengthCm: 301, widthCm: 18, heightCm: 9 })).toMatchObject({
    status: 400,
    body: { message: 'The length is a whole number of cm from 1 to 300.' },
  });
  expect((await getAdminProduct(shop.service as never, id))!.variants[0]).toMatchObject({
    price: 900,
    lengthCm: 25,
    widthCm: 18,
    heightCm: 9,
  });

  const before = await countProducts();
  const fresh = productBody();
  const partialNew = { ...fresh, variants: [{ ...fresh.variants[0], lengthCm: 10 }, fresh.variants[1]] };
  expect(await create(partialNew)).toMatchObject({ status: 400, body: { message: 'Give all three sizes, or none.' } });
  expect(await countProducts()).toBe(before);

  expect(await editVariant(id, small!.id, { ...smallBody, lengthCm: '', widthCm: null })).toMatchObject({ status: 200 });
  expect(await sizesOf()).toContainEqual({ sku: small!.sku, length_cm: null, width_cm: null, height_cm: null });
  expect(await sizesOf()).toContainEqual({ sku: big!.sku, length_cm: 30, width_cm: 20, height_cm: 12 });
});

test('a photo from the phone is checked, resized, stored through a signed URL and shown; removing it takes it away', async () => {
  const id = await created();
  expect(await upload(id, null)).toMatchObject({ status: 400, body: { message: PHOTO_REQUIRED } });
  expect(await upload(id, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/jpeg' }))).toMatchObject({
    status: 415,
    body: { message: PHOTO_WRONG_TYPE },
  });
  const json = await call<Answer>(withParams(photoRoute, { id: String(id) }), `/api/admin/products/${id}/images`, {
    method: 'POST',
    body: {},
    jar: shop.admin,
  });
  expect(json).toMatchObject({ status: 415, body: { message: PHOTO_REQUIRED } });
  expect((await getAdminProduct(shop.service as never, id))!.photos).toEqual([]);

  const first = await upload(id, new Blob([await jpeg()], { type: 'image/jpeg' }));
  expect(first).toMatchObject({
    status: 200,
    body: { url: expect.stringMatching(new RegExp(`^/product-photos/${id}/[0-9a-f-]{36}\\.webp$`)) },
  });
  const second = await upload(id, new Blob([await jpeg()], { type: 'image/jpeg' }));
  expect((await getAdminProduct(shop.service as never, id))!.photos).toEqual([first.body.url, second.body.url]);
  expect((await getProduct(id))!.imageUrl).toBe(first.body.url);

  const name = first.body.url!.slice('/product-photos/'.length);
  const stored = await fetch(`${shop.backend.url}/storage/v1/object/public/product-images/${name}`);
  expect(stored.headers.get('content-type')).toBe('image/webp');
  const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
  const { data: objects } = await shop.service.storage.from('product-images').list(String(id));
  expect(objects!.length).toBe(2);

  expect(await removePhoto(id, first.body.url!)).toMatchObject({ status: 200 });
  expect((await getAdminProduct(shop.service as never, id))!.photos).toEqual([second.body.url]);
  expect((await fetch(`${shop.backend.url}/storage/v1/object/public/product-images/${name}`)).status).toBe(400);
  expect(await removePhoto(id, first.body.url!)).toMatchObject({ status: 404 });
});

// Storage stores what it is given (as hosted Storage does): the console's route is where a photo's
// bytes are read, so these never reach the bucket (security.md scenario 19).
test('the console refuses HTML renamed .jpg, an SVG with a script and a pixel flood before anything is stored', async () => {
  const id = await created();
  const html = new Blob(['<html><body><script>alert(document.cookie)</script></body></html>'], { type: 'image/jpeg' });
  const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
  const flood = new Blob(
    [
      await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    ],
    { type: 'image/png' },
  );
  for (const file of [html, svg, flood]) expect(await upload(id, file)).toMatchObject({ status: 415, body: { message: PHOTO_WRONG_TYPE } });
  expect((await getAdminProduct(shop.service as never, id))!.photos).toEqual([]);
  expect((await shop.service.storage.from('product-images').list(String(id))).data).toEqual([]);
});

test('a hidden product leaves the shop (404, listings) but its past orders still read in full', async () => {
  const id = await created();
  const variant = (await getAdminProduct(shop.service as never, id))!.variants[0]!;
  const placed = await call<{ order: PlacedOrder }>(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody({ items: [{ variantId: variant.id, quantity: 2 }] }),
  });
  expect(placed.status).toBe(201);
  const orderNumber = placed.body.order.orderNumber;

  const fields = { ...productBody({ variants: undefined }), name: (await getAdminProduct(shop.service as never, id))!.name, active: false };
  delete (fields as { variants?: unknown }).variants;
  expect(await update(id, fields)).toMatchObject({ status: 200 });
  expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
  expect(await getProduct(id)).toBeNull();
  expect((await listCatalog()).some((p) => p.id === id)).toBe(false);

  const order = await call<{ order: AdminOrderDetail }>(
    (request) => adminOrderRoute(request, { params: Promise.resolve({ orderNumber }) }),
    `/api/admin/orders/${orderNumber}`,
    { jar: shop.admin },
  );
  expect(order.status).toBe(200);
  expect(order.body.order.items).toEqual([
    expect.objectContaining({ productId: id, productName: fields.name, variantLabel: variant.label, quantity: 2, lineTotal: 1800 }),
  ]);
});
