// The demo data in supabase/seed.sql: a believable catalogue with stable ids, a picture for every
// product, Pakistan's cities with every district town of Gilgit-Baltistan, couriers, coupons and reviews.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase();

const IMAGES = path.join(process.cwd(), 'public', 'images', 'products');

async function rows<T>(sql: string): Promise<T[]> {
  return (await t.db.query<T>(sql)).rows;
}

interface Product {
  id: number;
  slug: string;
  product_name: string;
  product_description: string;
  image_url: string;
  area: string;
  is_best_seller: boolean;
  is_active: boolean;
}
interface Variant {
  id: number;
  product_id: number;
  label: string;
  weight_grams: number;
  price: number;
  stock_quantity: number;
}

test('at least 24 products on sale, from the northern areas and beyond, with stable ids and slugs', async () => {
  const products = await rows<Product>('select * from public.products order by id');
  const active = products.filter((p) => p.is_active);
  expect(active.length).toBeGreaterThanOrEqual(24);
  expect(products.slice(0, 3).map((p) => [p.id, p.slug])).toEqual([
    [1, 'gilgit-dried-apricots'],
    [2, 'hunza-whole-dried-apricots'],
    [3, 'sweet-apricot-kernels'],
  ]);
  expect(new Set(active.map((p) => p.area))).toEqual(new Set(['northern_area', 'international']));
  expect(active.filter((p) => p.is_best_seller).length).toBeGreaterThanOrEqual(6);
  for (const word of [
    'apricot',
    'almond',
    'walnut',
    'mulberr',
    'cherr',
    'chilgoza',
    'fig',
    'raisin',
    'kernel',
    'oil',
    'apple',
    'honey',
    'cashew',
    'pistachio',
    'date',
  ]) {
    expect({ word, found: active.some((p) => `${p.slug} ${p.product_name}`.toLowerCase().includes(word)) }).toEqual({ word, found: true });
  }
  for (const product of products) expect(product.product_description.length).toBeGreaterThan(80);
});

test('every product has 2 to 4 weight variants at believable prices; bigger packs never cost more per gram (or ml)', async () => {
  const variants = await rows<Variant>(
    'select id, product_id, label, weight_grams, price, stock_quantity from public.product_variants order by product_id, weight_grams',
  );
  const byProduct = new Map<number, Variant[]>();
  for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  for (const [productId, list] of byProduct) {
    expect({ productId, count: list.length >= 2 && list.length <= 4 }).toEqual({ productId, count: true });
    // Bottled goods are compared per millilitre (the glass weighs the same whatever the size).
    const amount = (v: Variant) => Number(/(\d+)\s*ml/.exec(v.label)?.[1] ?? v.weight_grams);
    for (let i = 1; i < list.length; i += 1) {
      expect(list[i]!.price).toBeGreaterThan(list[i - 1]!.price);
      expect(list[i]!.price / amount(list[i]!)).toBeLessThanOrEqual(list[i - 1]!.price / amount(list[i - 1]!));
    }
    for (const v of list) {
      expect(Number.isInteger(v.price)).toBe(true);
      expect(v.price / (v.weight_grams / 1000)).toBeGreaterThanOrEqual(1000);
      expect(v.price / (v.weight_grams / 1000)).toBeLessThanOrEqual(25000);
    }
  }
  expect(variants.filter((v) => v.stock_quantity === 0).length).toBeGreaterThanOrEqual(3);
  expect(variants.every((v) => v.id === v.product_id * 10 + (byProduct.get(v.product_id)!.indexOf(v) + 1))).toBe(true);
});

test('every product has its picture: /images/products/<slug>.webp, 1024×1024 WebP under 60 KB', async () => {
  const products = await rows<Product>('select slug, image_url from public.products');
  expect(
    fs
      .readdirSync(IMAGES)
      .filter((f) => f.endsWith('.webp'))
      .sort(),
  ).toEqual(products.map((p) => `${p.slug}.webp`).sort());
  for (const product of products) {
    expect(product.image_url).toBe(`/images/products/${product.slug}.webp`);
    const file = path.join(IMAGES, `${product.slug}.webp`);
    expect(fs.statSync(file).size).toBeLessThan(60 * 1024);
    const meta = await sharp(file).metadata();
    expect({ slug: product.slug, format: meta.format, width: meta.width, height: meta.height }).toEqual({
      slug: product.slug,
      format: 'webp',
      width: 1024,
      height: 1024,
    });
  }
});

test("cities cover Pakistan's provinces and every district town of Gilgit-Baltistan", async () => {
  const cities = await rows<{ city_name: string; district: string; province: string; shipping_zone: string }>(
    'select city_name, district, province, shipping_zone from public.cities',
  );
  expect(cities.length).toBeGreaterThanOrEqual(100);
  expect(new Set(cities.map((c) => c.province))).toEqual(
    new Set([
      'Gilgit-Baltistan',
      'Khyber Pakhtunkhwa',
      'Punjab',
      'Sindh',
      'Balochistan',
      'Islamabad Capital Territory',
      'Azad Jammu and Kashmir',
    ]),
  );
  const gb = cities.filter((c) => c.province === 'Gilgit-Baltistan');
  const districts = [
    'Gilgit',
    'Hunza',
    'Nagar',
    'Ghizer',
    'Gupis-Yasin',
    'Skardu',
    'Shigar',
    'Kharmang',
    'Roundu',
    'Ghanche',
    'Astore',
    'Diamer',
    'Darel',
    'Tangir',
  ];
  expect([...new Set(gb.map((c) => c.district))].sort()).toEqual([...districts].sort());
  for (const town of [
    'Gilgit',
    'Skardu',
    'Karimabad',
    'Aliabad',
    'Nagar',
    'Gahkuch',
    'Chilas',
    'Khaplu',
    'Shigar',
    'Gupis',
    'Yasin',
    'Tangir',
  ]) {
    expect(gb.map((c) => c.city_name)).toContain(town);
  }
  for (const town of ['Astore', 'Kharmang', 'Roundu', 'Darel']) expect(gb.some((c) => c.city_name.startsWith(town))).toBe(true);
  expect(gb.find((c) => c.city_name === 'Gilgit')!.shipping_zone).toBe('local');
  expect(gb.find((c) => c.city_name === 'Skardu')!.shipping_zone).toBe('regional');
  expect(cities.find((c) => c.city_name === 'Karachi')!.shipping_zone).toBe('national');
});

test('couriers: Leopards is the default, with rates for every zone, and at least two couriers', async () => {
  const methods = await rows<{ id: string; is_default: boolean; is_active: boolean; zones: string[] }>(`
    select m.id, m.is_default, m.is_active, array(select distinct r.zone::text from public.shipping_rates r where r.shipping_method_id = m.id order by 1) as zones
      from public.shipping_methods m order by m.sort_order`);
  expect(methods.filter((m) => m.is_default).map((m) => m.id)).toEqual(['leopard']);
  const couriers = methods.filter((m) => m.is_active && m.zones.length === 3);
  expect(couriers.map((m) => m.id)).toEqual(expect.arrayContaining(['leopard', 'tcs']));
  expect(couriers.length).toBeGreaterThanOrEqual(2);
});

test('payments, coupons and reviews for the demo', async () => {
  const methods = await rows<{ id: string; is_active: boolean }>('select id, is_active from public.payment_methods order by sort_order');
  expect(methods).toEqual([
    { id: 'cod', is_active: true },
    { id: 'bank_transfer', is_active: true },
    { id: 'jazzcash', is_active: true },
    { id: 'easypaisa', is_active: true },
    { id: 'raast', is_active: false },
  ]);
  const [gilgit10] = await rows<{ type: string; discount_percentage: string; max_discount_amount: number; is_active: boolean }>(
    "select type, discount_percentage, max_discount_amount, is_active from public.coupons where code = 'GILGIT10'",
  );
  expect(gilgit10).toEqual({ type: 'percentage', discount_percentage: '10.00', max_discount_amount: 1000, is_active: true });
  const reviews = await rows<{ approved: number; pending: number }>(
    'select count(*) filter (where is_approved)::int as approved, count(*) filter (where not is_approved)::int as pending from public.testimonials',
  );
  expect(reviews[0]!.approved).toBeGreaterThanOrEqual(6);
  expect(reviews[0]!.pending).toBeGreaterThanOrEqual(2);
});

test('new rows get fresh ids after the seeded ones', async () => {
  for (const table of ['cities', 'products', 'product_variants']) {
    const [row] = await rows<{ next: number; max: number }>(`
      select (select last_value from ${table === 'cities' ? 'public.cities_id_seq' : table === 'products' ? 'public.products_id_seq' : 'public.product_variants_id_seq'})::int as next,
             (select max(id) from public.${table})::int as max`);
    expect(row!.next).toBeGreaterThanOrEqual(row!.max);
  }
  expect(await rows('select 1 from auth.users')).toEqual([]);
});
