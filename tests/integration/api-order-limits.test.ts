/**
 * Issue 15 §3 at the shop's edge: POST /api/orders places at most ORDERS_PER_CLIENT new orders per
 * client address per window (429 with Retry-After beyond; a retry with the same idempotency key is
 * not counted again), and the database's guest limits (abuse-guest-orders.test.ts) reach shoppers
 * as a 429 with their message, through the route and through the anon key alike. The database
 * counts each shopper's own address when the order comes through the shop (its forwarding key), and
 * one shared budget for direct callers it cannot tell apart (issue 27 §3): neither pauses the other.
 */
import { POST as placeRoute } from '@/app/api/orders/route';
import type { PlacedOrder } from '@/lib/checkout/types';
import { ORDERS_PER_CLIENT } from '@/lib/checkout/order-limits';
import { TOO_MANY_REQUESTS } from '@/lib/http/messages';
import { clientFor } from '@gilgit-dry-fruits/supabase-local/testing';
import { call, setUpShopBackend } from './api-support';
import { detailsBody, freshKey, orderBody, setStock } from './checkout-support';

jest.mock('server-only', () => ({}));

const shop = setUpShopBackend();

beforeAll(async () => {
  await setStock(shop.service, 12, 1000);
});

type Answer = { ok: boolean; order?: PlacedOrder; message?: string; code?: string };

let phone = 1_000_000;
/** A guest order from `address`, each with a phone of its own unless one is given. */
const place = (address: string, overrides: Record<string, unknown> = {}) =>
  call<Answer>(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody({ details: detailsBody({ phone: `0345${phone++}` }), ...overrides }),
    forwardedFor: address,
  });

test(`one client address places ${ORDERS_PER_CLIENT} orders in the window; a retry is not counted; the next new order is a 429, another address still orders`, async () => {
  const address = '203.0.113.41';
  let last: { key: string; order: PlacedOrder } | null = null;
  for (let i = 0; i < ORDERS_PER_CLIENT; i += 1) {
    const key = freshKey();
    const { status, body } = await place(address, { idempotencyKey: key });
    expect(status).toBe(201);
    last = { key, order: body.order! };
    if (i === 0) {
      // The double click and the lost response: the same key again is the same order, not a new one.
      const again = await call<Answer>(placeRoute, '/api/orders', {
        method: 'POST',
        body: orderBody({ details: detailsBody({ phone: `0345${phone - 1}` }), idempotencyKey: key }),
        forwardedFor: address,
      });
      expect(again.status).toBe(201);
      expect(again.body.order!.orderNumber).toBe(body.order!.orderNumber);
    }
  }

  const refused = await place(address);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe(TOO_MANY_REQUESTS);
  expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);

  // The last order's retry still answers with its order: it was counted when it was placed.
  const retry = await call<Answer>(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody({ details: detailsBody({ phone: `0345${phone - 2}` }), idempotencyKey: last!.key }),
    forwardedFor: address,
  });
  expect(retry.status).toBe(201);
  expect(retry.body.order!.orderNumber).toBe(last!.order.orderNumber);

  // The database counted those 30 under this shopper's address, not the shop's: another address orders.
  expect((await place('203.0.113.42')).status).toBe(201);
});

test("a phone with 10 unconfirmed guest orders gets a 429 with the database's words, from the shop and from the anon key", async () => {
  const samePhone = { details: detailsBody({ phone: '0346-7654321' }) };
  for (let i = 0; i < 10; i += 1) expect((await place(`198.51.100.${i + 1}`, samePhone)).status).toBe(201);

  const refused = await place('198.51.100.20', samePhone);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({
    code: 'phone_order_limit',
    message: 'This phone number already has 10 orders waiting for our confirmation call. Please wait for our call before placing another.',
  });

  const direct = await clientFor(shop.backend, 'anon').rpc('place_order', {
    items: [{ variant_id: 12, quantity: 1 }],
    contact: {
      full_name: 'Sana Baig',
      phone: '0346-7654321',
      email: 'sana@example.pk',
      address: 'House 4, Jutial',
      postal_code: '15100',
      city_id: 1,
    },
    idempotency_key: freshKey(),
  });
  expect(direct.error).toMatchObject({ code: 'P0001', details: 'phone_order_limit' });
  const { count } = await shop.service.from('orders').select('*', { count: 'exact', head: true }).eq('phone', '+923467654321');
  expect(count).toBe(10);
});

test("direct callers share one budget whatever X-Forwarded-For they make up; their flood never pauses the shop's guests", async () => {
  const anon = clientFor(shop.backend, 'anon');
  const direct = (i: number) =>
    anon
      .rpc('place_order', {
        items: [{ variant_id: 12, quantity: 1 }],
        contact: { full_name: 'Bot Buyer', phone: `0347${2_000_000 + i}`, address: 'House 1, Jutial', postal_code: '15100', city_id: 1 },
        idempotency_key: freshKey(),
      })
      .setHeader('X-Forwarded-For', `10.66.${i}.1`);
  for (let i = 0; i < 30; i += 1) expect((await direct(i)).error).toBeNull();
  const refused = await direct(30);
  expect(refused.error).toMatchObject({ code: 'P0001', details: 'client_order_limit' });

  const guest = await place('203.0.113.77');
  expect(guest.status).toBe(201);
  expect(guest.body.order).toMatchObject({ status: 'pending' });
});
