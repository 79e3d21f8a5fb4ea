// POST /api/stock-alerts against the real embedded backend: "notify me when it is back" is stored
// for a sold-out weight only, once per contact, in the contact's normal form; bad input changes
// nothing; request_stock_alert() throttles a contact even when called straight through the API.
import { clientFor } from '@gilgit-dry-fruits/supabase-local/testing';
import { setUpShopBackend, shopperPost } from './api-support';

jest.mock('server-only', () => ({}));

const SOLD_OUT = 123; // Chilgoza, 1 kg (seed: no stock)
const IN_STOCK = 121; // Chilgoza, 250 g

const shop = setUpShopBackend();
let POST: typeof import('@/app/api/stock-alerts/route').POST;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/stock-alerts/route'));
});

let ip = 10;
async function send(body: unknown): Promise<{ status: number; body: { message?: string; fieldErrors?: Record<string, string> } }> {
  const response = await POST(shopperPost('/api/stock-alerts', JSON.stringify(body), `203.0.113.${ip++}`));
  return { status: response.status, body: await response.json() };
}

async function alertsFor(contact: string) {
  const { data, error } = await shop.service.from('stock_alerts').select('variant_id, channel, contact').eq('contact', contact);
  if (error) throw new Error(error.message);
  return data;
}

test('an e-mail address or a mobile number is stored in its normal form, once', async () => {
  expect((await send({ variantId: SOLD_OUT, contact: '  Ayesha.Khan@Example.PK ' })).status).toBe(201);
  expect((await send({ variantId: SOLD_OUT, contact: 'ayesha.khan@example.pk' })).status).toBe(201);
  expect(await alertsFor('ayesha.khan@example.pk')).toEqual([
    { variant_id: SOLD_OUT, channel: 'email', contact: 'ayesha.khan@example.pk' },
  ]);
  const whatsapp = await send({ variantId: SOLD_OUT, contact: '0355-7654321' });
  expect(whatsapp).toEqual({ status: 201, body: expect.objectContaining({ message: expect.stringContaining('We will let you know') }) });
  expect(await alertsFor('+923557654321')).toEqual([{ variant_id: SOLD_OUT, channel: 'whatsapp', contact: '+923557654321' }]);
});

test('a weight in stock (409), an unknown weight (404) and a contact in the wrong shape (400) store nothing', async () => {
  expect((await send({ variantId: IN_STOCK, contact: 'instock@example.pk' })).status).toBe(409);
  expect((await send({ variantId: 999999, contact: 'unknown@example.pk' })).status).toBe(404);
  const bad = await send({ variantId: SOLD_OUT, contact: 'call me' });
  expect(bad.status).toBe(400);
  expect(bad.body.fieldErrors?.contact).toMatch(/Pakistani mobile number/);
  expect((await send({ variantId: 'x', contact: 'x@example.pk' })).status).toBe(400);
  expect(await alertsFor('instock@example.pk')).toEqual([]);
  expect(await alertsFor('unknown@example.pk')).toEqual([]);
});

test('one contact is throttled to five new alerts an hour, also when it calls the function directly', async () => {
  const service = shop.service;
  const variants = [101, 102, 112, 262, 271];
  await service.from('stock_alerts').insert(variants.map((variant_id) => ({ variant_id, channel: 'email', contact: 'busy@example.pk' })));
  const anon = clientFor(shop.backend);
  const direct = await anon.rpc('request_stock_alert', { variant_id: SOLD_OUT, channel: 'email', contact: 'busy@example.pk' });
  expect(direct.data).toBe('too_many');
  expect((await send({ variantId: SOLD_OUT, contact: 'busy@example.pk' })).status).toBe(429);
  const wrongShape = await anon.rpc('request_stock_alert', { variant_id: SOLD_OUT, channel: 'email', contact: 'Not An Email' });
  expect(wrongShape.error?.code).toBe('22023');
  expect(await alertsFor('busy@example.pk')).toHaveLength(5);
});
