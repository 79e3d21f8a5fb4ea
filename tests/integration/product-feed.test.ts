/**
 * The product feed against the real embedded backend: POST /api/admin/product-feed runs the
 * product-feed edge function as the signed-in admin; /feeds/google-merchant.xml and
 * /feeds/meta-catalog.csv then serve what it stored. Every active variant and every required field
 * is checked against the database; a price or stock change shows after the next run; guests,
 * shoppers and bad input change nothing; the function refuses non-admins called directly.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { POST as generateRoute } from '@/app/api/admin/product-feed/route';
import { GET as googleRoute } from '@/app/feeds/google-merchant.xml/route';
import { GET as metaRoute } from '@/app/feeds/meta-catalog.csv/route';
import { FEED_NO_PARAMETERS, FEED_NOT_ADMIN, FEED_NOT_GENERATED, FEED_SIGN_IN } from '@/lib/feeds/messages';
import type { FeedRun } from '@/lib/feeds/types';
import {
  FEED_NOT_ADMIN as FUNCTION_NOT_ADMIN,
  FEED_NOT_SIGNED_IN as FUNCTION_NOT_SIGNED_IN,
} from '@/supabase/functions/product-feed/index';
import { generateFeed } from '../../scripts/generate-feed';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { META_CATALOG_COLUMNS, parseCsv, readRssItems, type RssItem } from '../support/feed-readers';
import { signedInAdmin, signedUp } from './admin-support';
import { call, freshEmail, pointShopAt, SHOP_URL, type CallOptions, type CookieJar } from './api-support';

let backend: TestBackend;
let service: SupabaseClient;
let admin: CookieJar;
let adminId: string;
let shopper: CookieJar;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
  service = clientFor(backend, 'service');
  const owner = await signedInAdmin(service);
  admin = owner.jar;
  adminId = owner.id;
  shopper = (await signedUp('feed-shopper')).jar;
}, 120_000);
afterAll(() => backend?.stop());

let ip = 1;
const generate = (jar: CookieJar | undefined, options: CallOptions = {}) =>
  call<{ ok: boolean; message?: string; run?: FeedRun }>(generateRoute, '/api/admin/product-feed', {
    method: 'POST',
    body: {},
    jar,
    forwardedFor: `203.0.113.${ip++}`,
    ...options,
  });

async function feedText(route: typeof googleRoute | typeof metaRoute, path: string, headers: Record<string, string> = {}) {
  const { status, body, response } = await call<string>(route, path, { headers: { accept: '*/*', ...headers } });
  return { status, text: typeof body === 'string' ? body : JSON.stringify(body), headers: response.headers };
}

async function runCount(): Promise<number> {
  const { count, error } = await service.from('product_feed_runs').select('id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? 0;
}

interface VariantRow {
  sku: string;
  label: string;
  price: number;
  stock_quantity: number;
  weight_grams: number;
  products: { id: number; product_name: string; product_description: string; image_url: string | null; area: string };
}

/** Every active variant of an active product, straight from the database. */
async function activeVariants(): Promise<VariantRow[]> {
  const { data, error } = await service
    .from('product_variants')
    .select(
      'sku, label, price, stock_quantity, weight_grams, products!inner(id, product_name, product_description, image_url, area, is_active)',
    )
    .eq('is_active', true)
    .eq('products.is_active', true);
  if (error) throw new Error(error.message);
  return data as unknown as VariantRow[];
}

const one = (item: RssItem, name: string) => {
  expect(item[name]).toHaveLength(1);
  return item[name]![0]!;
};

describe('before the first run', () => {
  test('a guest gets 401 and a shopper 403, and nothing is generated', async () => {
    expect(await generate(undefined)).toMatchObject({ status: 401, body: { ok: false, message: FEED_SIGN_IN } });
    expect(await generate(shopper)).toMatchObject({ status: 403, body: { ok: false, message: FEED_NOT_ADMIN } });
    expect(await runCount()).toBe(0);
  });

  test('the feed URLs answer 404 with a clear message', async () => {
    const google = await feedText(googleRoute, '/feeds/google-merchant.xml');
    expect(google.status).toBe(404);
    expect(google.text.trim()).toBe(FEED_NOT_GENERATED.google);
    expect(google.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(google.headers.get('cache-control')).toBe('no-store');
    const meta = await feedText(metaRoute, '/feeds/meta-catalog.csv');
    expect(meta.status).toBe(404);
    expect(meta.text.trim()).toBe(FEED_NOT_GENERATED.meta);
  });

  test('bad input is refused with a clear message and generates nothing', async () => {
    expect(await generate(admin, { body: { dryRun: true } })).toMatchObject({
      status: 400,
      body: { ok: false, message: FEED_NO_PARAMETERS },
    });
    expect(await generate(admin, { body: [1, 2] })).toMatchObject({ status: 400 });
    expect((await generate(admin, { body: 'not json' })).status).toBe(400);
    expect((await generate(admin, { body: '{}', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect(await runCount()).toBe(0);
  });
});

describe('an admin generates the feeds', () => {
  let run: FeedRun;
  let variants: VariantRow[];

  beforeAll(async () => {
    const { status, body } = await generate(admin);
    expect(status).toBe(200);
    run = body.run!;
    variants = await activeVariants();
  });

  test('the run is recorded: when, who, how many items, and its warnings', async () => {
    expect(run).toMatchObject({ itemCount: variants.length, productCount: new Set(variants.map((v) => v.products.id)).size });
    expect(run.createdBy).toMatch(/^owner\./);
    expect(Date.now() - Date.parse(run.createdAt)).toBeLessThan(60_000);
    const { data } = await service.from('product_feed_runs').select('*').eq('id', run.id).single();
    expect(data).toMatchObject({
      created_by: adminId,
      item_count: variants.length,
      google_path: 'google-merchant.rss',
      meta_path: 'meta-catalog.csv',
    });
    const outOfStock = variants
      .filter((v) => v.stock_quantity === 0)
      .map((v) => v.sku)
      .sort();
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(
      run.warnings
        .filter((w) => w.code === 'out_of_stock')
        .flatMap((w) => w.itemIds)
        .sort(),
    ).toEqual(outOfStock);
    expect(run.preview.map((p) => p.id)).toEqual(['GDA-250G', 'GDA-500G', 'GDA-1KG', 'HWA-500G', 'HWA-1KG']);
  });

  test('the Google feed has one item per active variant, every required field as in the database', async () => {
    const { status, text, headers } = await feedText(googleRoute, '/feeds/google-merchant.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">/);
    const items = readRssItems(text);
    expect(items.map((item) => one(item, 'id')).sort()).toEqual(variants.map((v) => v.sku).sort());
    for (const variant of variants) {
      const item = items.find((i) => i.id?.[0] === variant.sku)!;
      const product = variant.products;
      expect({
        sku: variant.sku,
        title: one(item, 'title'),
        description: one(item, 'description'),
        link: one(item, 'link'),
        image: one(item, 'image_link'),
        availability: one(item, 'availability'),
        price: one(item, 'price'),
        group: one(item, 'item_group_id'),
        brand: one(item, 'brand'),
        condition: one(item, 'condition'),
        identifiers: one(item, 'identifier_exists'),
        weight: one(item, 'shipping_weight'),
        type: one(item, 'product_type'),
      }).toEqual({
        sku: variant.sku,
        title: `${product.product_name} – ${variant.label}`,
        description: product.product_description,
        link: `${SHOP_URL}/product/${product.id}?variant=${variant.sku}`,
        image: `${SHOP_URL}${product.image_url}`,
        availability: variant.stock_quantity > 0 ? 'in_stock' : 'out_of_stock',
        price: `${variant.price}.00 PKR`,
        group: String(product.id),
        brand: 'Gilgit Dry Fruits',
        condition: 'new',
        identifiers: 'no',
        weight: `${variant.weight_grams} g`,
        type: product.area === 'northern_area' ? 'Dry Fruits & Nuts > Northern Area Local' : 'Dry Fruits & Nuts > International',
      });
    }
    expect(text).not.toContain('FHC-1KG');
  });

  test('the Meta CSV has the exact columns and one row per active variant, as in the database', async () => {
    const { status, text, headers } = await feedText(metaRoute, '/feeds/meta-catalog.csv');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(META_CATALOG_COLUMNS);
    expect(rows).toHaveLength(variants.length);
    for (const variant of variants) {
      const product = variant.products;
      expect(rows.find((row) => row[0] === variant.sku)).toEqual([
        variant.sku,
        `${product.product_name} – ${variant.label}`,
        product.product_description,
        variant.stock_quantity > 0 ? 'in stock' : 'out of stock',
        'new',
        `${variant.price}.00 PKR`,
        `${SHOP_URL}/product/${product.id}?variant=${variant.sku}`,
        `${SHOP_URL}${product.image_url}`,
        'Gilgit Dry Fruits',
        String(product.id),
      ]);
    }
  });

  test('an unchanged file is a 304 to a conditional request', async () => {
    const first = await feedText(googleRoute, '/feeds/google-merchant.xml');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await feedText(googleRoute, '/feeds/google-merchant.xml', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  test('a price or stock change shows after the next generation, and a product taken off sale leaves the feeds', async () => {
    expect((await service.from('product_variants').update({ price: 777, stock_quantity: 0 }).eq('sku', 'GDA-250G')).error).toBeNull();
    expect((await service.from('product_variants').update({ stock_quantity: 12 }).eq('sku', 'DBM-250G')).error).toBeNull();
    expect((await service.from('products').update({ is_active: false }).eq('id', 27)).error).toBeNull();
    const before = readRssItems((await feedText(googleRoute, '/feeds/google-merchant.xml')).text).find((i) => i.id?.[0] === 'GDA-250G')!;
    expect([one(before, 'price'), one(before, 'availability')]).toEqual(['650.00 PKR', 'in_stock']);

    const { status, body } = await generate(admin);
    expect(status).toBe(200);
    expect(body.run!.itemCount).toBe(run.itemCount - 2);
    const items = readRssItems((await feedText(googleRoute, '/feeds/google-merchant.xml')).text);
    const changed = items.find((i) => i.id?.[0] === 'GDA-250G')!;
    expect([one(changed, 'price'), one(changed, 'availability')]).toEqual(['777.00 PKR', 'out_of_stock']);
    expect(
      one(
        items.find((i) => i.id?.[0] === 'DBM-250G')!,
        'availability',
      ),
    ).toBe('in_stock');
    expect(items.some((i) => ['DCR-250G', 'DCR-500G'].includes(i.id![0]!))).toBe(false);
    const csv = parseCsv((await feedText(metaRoute, '/feeds/meta-catalog.csv')).text);
    expect(csv.find((row) => row[0] === 'GDA-250G')?.slice(3, 6)).toEqual(['out of stock', 'new', '777.00 PKR']);
    expect(await runCount()).toBe(2);
  });
});

describe('the product-feed function called directly', () => {
  const invoke = (token: string, body = '{}') =>
    fetch(`${backend.url}/functions/v1/product-feed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body,
    });

  test('refuses the anon key (401) and a shopper (403), accepts the service-role key as a scheduled run', async () => {
    const before = await runCount();
    const anon = await invoke(backend.anonKey);
    expect([anon.status, (await anon.json()).message]).toEqual([401, FUNCTION_NOT_SIGNED_IN]);
    const client = clientFor(backend);
    const email = freshEmail('feed-direct');
    await service.auth.admin.createUser({ email, password: 'apricot6', email_confirm: true });
    const { data } = await client.auth.signInWithPassword({ email, password: 'apricot6' });
    const forbidden = await invoke(data.session!.access_token);
    expect([forbidden.status, (await forbidden.json()).message]).toEqual([403, FUNCTION_NOT_ADMIN]);
    expect(await runCount()).toBe(before);

    const badBody = await invoke(backend.serviceRoleKey, '{"items":[]}');
    expect(badBody.status).toBe(400);
    expect(await runCount()).toBe(before);

    const scheduled = await invoke(backend.serviceRoleKey);
    expect(scheduled.status).toBe(200);
    const { run } = (await scheduled.json()) as { run: { created_by: string | null; created_by_email: string | null } };
    expect(run).toMatchObject({ created_by: null, created_by_email: null });
    expect(await runCount()).toBe(before + 1);
  });

  test('npm run feed generates once with the service-role key and prints the summary; a wrong key is refused', async () => {
    const before = await runCount();
    const line = await generateFeed({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, embedded: true, source: 'test' });
    expect(line).toMatch(/^Product feed generated at \S+: \d+ items from \d+ products, \d+ warnings\.$/);
    await expect(generateFeed({ url: backend.url, serviceRoleKey: backend.anonKey, embedded: true, source: 'test' })).rejects.toThrow(
      `The product feed was not generated (401): ${FUNCTION_NOT_SIGNED_IN}`,
    );
    expect(await runCount()).toBe(before + 1);
  });

  test('the feed files cannot be overwritten with the anon key', async () => {
    const original = (await feedText(metaRoute, '/feeds/meta-catalog.csv')).text;
    const anon = clientFor(backend);
    const { error } = await anon.storage
      .from('product-feeds')
      .upload('meta-catalog.csv', 'id\r\nFAKE\r\n', { contentType: 'text/csv', upsert: true });
    expect(error).not.toBeNull();
    expect((await feedText(metaRoute, '/feeds/meta-catalog.csv')).text).toBe(original);
  });

  test('only the newest 100 runs are kept', async () => {
    const rows = Array.from({ length: 105 }, (_, i) => ({
      item_count: i,
      product_count: 1,
      google_path: 'google-merchant.rss',
      meta_path: 'meta-catalog.csv',
    }));
    expect((await service.from('product_feed_runs').insert(rows)).error).toBeNull();
    expect(await runCount()).toBe(100);
  });
});
