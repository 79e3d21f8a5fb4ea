/**
 * Checkout's route handlers against the real embedded backend: POST /api/checkout/quote,
 * /api/checkout/shipping-options and POST /api/orders (place_order), including the tampering cases:
 * prices and totals in the body are refused or ignored, bad quantities are 400 and change nothing.
 */
import { POST as quoteRoute } from '@/app/api/checkout/quote/route';
import { POST as shippingRoute } from '@/app/api/checkout/shipping-options/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import { PHONE_INVALID } from '@/lib/auth/schemas';
import { PRICES_CHANGED } from '@/lib/checkout/messages';
import { CART_INVALID, QUANTITY_INVALID } from '@/lib/checkout/schema';
import type { PlacedOrder, Quote, ShippingOption } from '@/lib/checkout/types';
import { call, mailTo, setUpShopBackend } from './api-support';
import { detailsBody, orderBody, ordersWithKey, setStock, stockOf } from './checkout-support';

const OWNER = 'owner.orders@gilgitdryfruits.test';
const shop = setUpShopBackend({ SHOP_OWNER_EMAIL: OWNER });

beforeAll(async () => {
  delete process.env.MAIL_API_URL;
  delete process.env.MAIL_API_KEY;
  shop.service = shop.service;
  const coupons: Record<string, unknown>[] = [
    { code: 'USEDUP1', type: 'fixed', discount_amount: 100, usage_limit: 1, used_count: 1, is_active: true },
    { code: 'SLEEPING', type: 'fixed', discount_amount: 100, usage_limit: null, used_count: 0, is_active: false },
  ];
  for (const coupon of coupons) {
    const { error } = await shop.service.from('coupons').insert(coupon);
    if (error) throw error;
  }
});

type Answer<T> = { ok: boolean; message: string; code?: string; fieldErrors?: Record<string, string> } & T;
const quote = (body: unknown) => call<Answer<{ quote: Quote }>>(quoteRoute, '/api/checkout/quote', { method: 'POST', body });
const place = (body: unknown) => call<Answer<{ order: PlacedOrder }>>(placeRoute, '/api/orders', { method: 'POST', body });

describe('quote', () => {
  test('without a coupon: server prices, the local zone fee for Gilgit, the total', async () => {
    const { status, body } = await quote({ items: [{ variantId: 12, quantity: 2 }], cityId: 1 });
    expect(status).toBe(200);
    expect(body.quote).toMatchObject({ ok: true, subtotal: 2500, discount: 0, shippingFee: 180, total: 2680, coupon: null });
    expect(body.quote.lines).toEqual([
      expect.objectContaining({
        variantId: 12,
        quantity: 2,
        unitPrice: 1250,
        lineTotal: 2500,
        productName: 'Gilgit Dried Apricots (Khubani)',
      }),
    ]);
  });

  test('with GILGIT10 (10%, capped at Rs. 1,000): the spec rule, computed by the server', async () => {
    const small = await quote({ items: [{ variantId: 12, quantity: 2 }], cityId: 1, couponCode: 'gilgit10' });
    expect(small.body.quote).toMatchObject({
      subtotal: 2500,
      discount: 250,
      total: 2430,
      coupon: { code: 'GILGIT10', valid: true, discount: 250 },
    });
    const large = await quote({ items: [{ variantId: 13, quantity: 5 }], cityId: 1, couponCode: 'GILGIT10' });
    expect(large.body.quote).toMatchObject({ subtotal: 12000, discount: 1000 });
  });

  test('WELCOME300 is a fixed Rs. 300', async () => {
    const { body } = await quote({ items: [{ variantId: 13, quantity: 2 }], couponCode: 'WELCOME300' });
    expect(body.quote).toMatchObject({ subtotal: 4800, discount: 300, coupon: { valid: true, type: 'fixed' } });
  });

  // One answer whether the code exists or not (issue 31 §5; abuse-coupon-guessing.test.ts).
  test.each([
    ['unknown', 'NOPE123', [{ variantId: 12, quantity: 2 }]],
    ['expired', 'EID2025', [{ variantId: 13, quantity: 2 }]],
    ['used up', 'USEDUP1', [{ variantId: 12, quantity: 2 }]],
    ['switched off', 'SLEEPING', [{ variantId: 12, quantity: 2 }]],
    ['below its minimum', 'GILGIT10', [{ variantId: 11, quantity: 1 }]],
  ])('a coupon that is %s: no discount and one clear message', async (_what, code, items) => {
    const message = 'This coupon code is not valid.';
    const { status, body } = await quote({ items, couponCode: code });
    expect(status).toBe(200);
    expect(body.quote.discount).toBe(0);
    expect(body.quote.ok).toBe(false);
    expect(body.quote.coupon).toMatchObject({ valid: false, message });
  });

  test('each active shipping method with its fee and days for this weight and city', async () => {
    const { status, body } = await call<{ ok: true; options: ShippingOption[] }>(shippingRoute, '/api/checkout/shipping-options', {
      method: 'POST',
      body: { items: [{ variantId: 12, quantity: 2 }], cityId: 19 },
    });
    expect(status).toBe(200);
    expect(body.options.map((o) => [o.method, o.available, o.fee, o.collectedAtShop])).toEqual([
      ['leopard', true, 260, false],
      ['tcs', true, 360, false],
      ['postex', true, 280, false],
      ['pickup', false, null, true],
    ]);
    expect(body.options[0]).toMatchObject({
      name: 'Leopards Courier',
      estimatedDaysMin: 2,
      estimatedDaysMax: 5,
      freeShippingMinSubtotal: 10000,
    });
    // Times and thresholds are the fields above, never repeated in the description.
    for (const option of body.options) expect(option.description).not.toMatch(/\d|overnight|same day|next day/i);
  });
});

describe('place order', () => {
  test('a guest COD order: 201 with the server total, stock taken, both mails sent', async () => {
    const before = await stockOf(shop.service, 21);
    const email = `buyer.${Date.now()}@example.com`;
    const { status, body } = await place(orderBody({ items: [{ variantId: 21, quantity: 2 }], details: detailsBody({ email }) }));
    expect(status).toBe(201);
    expect(body.order).toMatchObject({
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      subtotal: 1900,
      shippingFee: 180,
      total: 2080,
    });
    expect(body.order.orderNumber).toMatch(/^GDF-\d{4}-[A-Z0-9]{6}$/);
    expect(await stockOf(shop.service, 21)).toBe(before - 2);
    const [mail] = await mailTo(shop.backend, email);
    expect(mail!.subject).toContain(body.order.orderNumber);
    expect(mail!.text).toContain('Rs. 2,080');
    expect((await mailTo(shop.backend, OWNER)).some((m) => m.subject.includes(body.order.orderNumber))).toBe(true);
  });

  test('the same idempotency key, twice in a row and twice at once: one order, stock taken once, one mail', async () => {
    const before = await stockOf(shop.service, 22);
    const email = `double.${Date.now()}@example.com`;
    const body = orderBody({ items: [{ variantId: 22, quantity: 1 }], details: detailsBody({ email }) });
    const [first, second] = await Promise.all([place(body), place(body)]);
    const third = await place(body);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set([first.body.order.orderNumber, second.body.order.orderNumber, third.body.order.orderNumber]).size).toBe(1);
    expect(await ordersWithKey(shop.service, body.idempotencyKey)).toHaveLength(1);
    expect(await stockOf(shop.service, 22)).toBe(before - 1);
    expect((await mailTo(shop.backend, email)).length).toBe(1);
  });

  test('out of stock: 409 with the product named, no order, stock and cart lines untouched', async () => {
    await setStock(shop.service, 31, 1);
    const body = orderBody({ items: [{ variantId: 31, quantity: 2 }] });
    const { status, body: answer } = await place(body);
    expect(status).toBe(409);
    expect(answer).toMatchObject({
      ok: false,
      code: 'insufficient_stock',
      message: 'Only 1 of Sweet Apricot Kernels (Khubani Giri) (250 g) left in stock.',
    });
    expect(await ordersWithKey(shop.service, body.idempotencyKey)).toEqual([]);
    expect(await stockOf(shop.service, 31)).toBe(1);
    await setStock(shop.service, 31, 0);
    expect((await place(orderBody({ items: [{ variantId: 31, quantity: 1 }] }))).body).toMatchObject({ code: 'out_of_stock' });
    await setStock(shop.service, 31, 45);
  });

  test('a coupon failure at placing: the same message, nothing placed', async () => {
    const body = orderBody({ couponCode: 'EID2025', items: [{ variantId: 13, quantity: 2 }] });
    const { status, body: answer } = await place(body);
    expect(status).toBe(400);
    expect(answer.message).toBe('This coupon code is not valid.');
    expect(await ordersWithKey(shop.service, body.idempotencyKey)).toEqual([]);
  });

  test('the delivery details are validated like sign-up, by the same schema', async () => {
    const { status, body } = await place(orderBody({ details: detailsBody({ phone: '12345', fullName: '' }) }));
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({ phone: PHONE_INVALID, fullName: 'Full name is required' });
  });
});

describe('tampering', () => {
  test.each([
    ['a negative quantity', [{ variantId: 41, quantity: -1 }], QUANTITY_INVALID],
    ['a zero quantity', [{ variantId: 41, quantity: 0 }], QUANTITY_INVALID],
    ['a fractional quantity', [{ variantId: 41, quantity: 1.5 }], QUANTITY_INVALID],
    ['a huge quantity', [{ variantId: 41, quantity: 1e9 }], QUANTITY_INVALID],
    ['a quantity as text', [{ variantId: 41, quantity: '1e3' }], QUANTITY_INVALID],
    ['a missing quantity', [{ variantId: 41 }], QUANTITY_INVALID],
    ['a price in the line', [{ variantId: 41, quantity: 1, price: 1 }], CART_INVALID],
  ])('%s: 400, no order, no stock change', async (_what, items, message) => {
    const before = await stockOf(shop.service, 41);
    const body = orderBody({ items });
    const { status, body: answer } = await place(body);
    expect(status).toBe(400);
    expect(answer.message).toBe(message);
    expect(await ordersWithKey(shop.service, body.idempotencyKey)).toEqual([]);
    expect(await stockOf(shop.service, 41)).toBe(before);
    expect((await quote({ items })).status).toBe(400);
  });

  test('a forged discount, subtotal and total have no effect: the server prices the order', async () => {
    const body = {
      ...orderBody({ items: [{ variantId: 42, quantity: 1 }] }),
      discount: 2500,
      discountAmount: 2500,
      subtotal: 1,
      total: 1,
      price: 1,
    };
    const { status, body: answer } = await place(body);
    expect(status).toBe(201);
    expect(answer.order).toMatchObject({ subtotal: 2500, discount: 0, total: 2650 });
    expect(await ordersWithKey(shop.service, body.idempotencyKey)).toEqual([
      expect.objectContaining({ subtotal: 2500, discount: 0, total: 2650 }),
    ]);
  });

  test('a total from the browser that differs from the server: 409 "prices changed", nothing placed', async () => {
    const body = orderBody({ expectedTotal: 1 });
    const { status, body: answer } = await place(body);
    expect(status).toBe(409);
    expect(answer).toMatchObject({ code: 'prices_changed', message: PRICES_CHANGED });
    expect(await ordersWithKey(shop.service, body.idempotencyKey)).toEqual([]);
    const right = await place({ ...body, expectedTotal: 1250 + 150 });
    expect(right.status).toBe(201);
  });
});
