// place_order through the embedded backend with supabase-js, as the shop's server calls it: the
// flash sale and the client retry storm (docs/security.md §7, scenarios 1 and 7) end to end.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
beforeAll(async () => {
  backend = await startTestBackend();
  anon = clientFor(backend);
  service = clientFor(backend, 'service');
});
afterAll(() => backend?.stop());

const contact = {
  full_name: 'Flash Buyer',
  phone: '0355-1234567',
  email: 'flash.buyer@example.pk',
  address: 'House 9, Danyore',
  postal_code: '15200',
  city_id: 3,
};

async function variantWithStock(stock: number): Promise<number> {
  const product = await service
    .from('products')
    .insert({ slug: `flash-${randomUUID().slice(0, 8)}`, product_name: 'Flash sale chilgoza', area: 'northern_area' })
    .select('id')
    .single();
  expect(product.error).toBeNull();
  const variant = await service
    .from('product_variants')
    .insert({
      product_id: product.data!.id,
      sku: `FL-${randomUUID().slice(0, 8).toUpperCase()}`,
      label: '250 g',
      weight_value: 250,
      weight_unit: 'grams',
      price: 2900,
      stock_quantity: stock,
    })
    .select('id')
    .single();
  expect(variant.error).toBeNull();
  return variant.data!.id;
}

test('200 concurrent guests buy the last 5: exactly 5 orders, stock 0, 195 clean out-of-stock errors, no 5xx', async () => {
  const variant = await variantWithStock(5);
  const results = await Promise.all(
    Array.from({ length: 200 }, () =>
      anon.rpc('place_order', { items: [{ variant_id: variant, quantity: 1 }], contact, idempotency_key: `flash-${randomUUID()}` }),
    ),
  );
  const ok = results.filter((r) => !r.error);
  const refused = results.filter((r) => r.error);
  expect(ok).toHaveLength(5);
  expect(refused).toHaveLength(195);
  for (const r of refused) {
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'P0001', details: 'out_of_stock' });
  }
  const stock = await service.from('product_variants').select('stock_quantity').eq('id', variant).single();
  expect(stock.data!.stock_quantity).toBe(0);
  const lines = await service.from('order_items').select('quantity').eq('variant_id', variant);
  expect(lines.data!.reduce((sum, l) => sum + l.quantity, 0)).toBe(5);
});

test('a retried request (same idempotency key, 3 times, also at once) makes one order and answers identically', async () => {
  const variant = await variantWithStock(10);
  const args = { items: [{ variant_id: variant, quantity: 2 }], contact, idempotency_key: `retry-${randomUUID()}` };
  const answers = await Promise.all([1, 2, 3].map(() => anon.rpc('place_order', args)));
  answers.push(await anon.rpc('place_order', args));
  for (const a of answers) expect(a.error).toBeNull();
  expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
  const stock = await service.from('product_variants').select('stock_quantity').eq('id', variant).single();
  expect(stock.data!.stock_quantity).toBe(8);
});
