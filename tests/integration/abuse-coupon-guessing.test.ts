/**
 * Issue 31 §5: coupon codes cannot be guessed through checkout. A code that does not exist and a
 * live code that does not apply to this cart get one answer (status, words, and nothing of the
 * coupon's terms) from the quote, the shipping options and placing an order; and each client
 * address may try COUPON_MISSES_PER_CLIENT codes that do not apply per window, across the three
 * routes, while a code that applies is never counted.
 */
import { POST as quoteRoute } from '@/app/api/checkout/quote/route';
import { POST as shippingRoute } from '@/app/api/checkout/shipping-options/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import { COUPON_MISSES_PER_CLIENT } from '@/lib/checkout/order-limits';
import { TOO_MANY_COUPON_ATTEMPTS } from '@/lib/checkout/messages';
import type { PlacedOrder, Quote, ShippingOption } from '@/lib/checkout/types';
import { call, setUpShopBackend } from './api-support';
import { detailsBody, orderBody, setStock } from './checkout-support';

jest.mock('server-only', () => ({}));

const shop = setUpShopBackend();

beforeAll(async () => {
  await setStock(shop.service, 12, 1000);
  await setStock(shop.service, 13, 1000);
  const coupons: Record<string, unknown>[] = [
    { code: 'USEDUP31', type: 'fixed', discount_amount: 100, usage_limit: 1, used_count: 1, is_active: true },
    { code: 'PAUSED31', type: 'percentage', discount_percentage: 20, is_active: false },
    { code: 'LATER31', type: 'fixed', discount_amount: 200, starts_at: '2099-01-01T00:00:00Z', is_active: true },
  ];
  for (const coupon of coupons) {
    const { error } = await shop.service.from('coupons').insert(coupon);
    if (error) throw error;
  }
});

type Answer<T> = { ok: boolean; message?: string; code?: string } & T;

const quote = (body: unknown, forwardedFor: string) =>
  call<Answer<{ quote: Quote }>>(quoteRoute, '/api/checkout/quote', { method: 'POST', body, forwardedFor });
const shippingOptions = (body: unknown, forwardedFor: string) =>
  call<Answer<{ options: ShippingOption[] }>>(shippingRoute, '/api/checkout/shipping-options', { method: 'POST', body, forwardedFor });
let phone = 2_000_000;
const place = (couponCode: string, forwardedFor: string, items = [{ variantId: 12, quantity: 2 }]) =>
  call<Answer<{ order: PlacedOrder }>>(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody({ items, couponCode, details: detailsBody({ phone: `0346${phone++}` }) }),
    forwardedFor,
  });

const SMALL_CART = [{ variantId: 12, quantity: 1 }]; // Rs. 1,250: under GILGIT10's Rs. 2,000
const CART = [{ variantId: 12, quantity: 2 }]; // Rs. 2,500

// [why it does not apply, code, cart]
const REFUSED: [string, string, { variantId: number; quantity: number }[]][] = [
  ['does not exist', 'NOPE3131', CART],
  ['has expired', 'EID2025', [{ variantId: 13, quantity: 2 }]],
  ['is used up', 'USEDUP31', CART],
  ['is paused', 'PAUSED31', CART],
  ['has not started', 'LATER31', CART],
  ['needs a larger subtotal', 'GILGIT10', SMALL_CART],
];

let address = 0;
/** An address of its own, so each test counts from zero. */
const freshAddress = () => `198.51.100.${(address += 1)}`;

describe('one answer whether the code exists or not', () => {
  test('the quote: the same coupon, the same problem, nothing of the coupon row', async () => {
    const answers = [];
    for (const [, code, items] of REFUSED) {
      const { status, body } = await quote({ items, couponCode: code, cityId: 1 }, freshAddress());
      expect(status).toBe(200);
      expect(body.quote.discount).toBe(0);
      const { coupon, problems } = body.quote;
      answers.push({ status, coupon: { ...coupon, code: '*' }, problems });
    }
    expect(answers[0]).toEqual({
      status: 200,
      coupon: expect.objectContaining({ code: '*', valid: false, problem: 'coupon_not_found', message: 'This coupon code is not valid.' }),
      problems: [{ code: 'coupon_not_found', message: 'This coupon code is not valid.' }],
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  test('placing the order: the same 400 and words, nothing placed', async () => {
    const answers = [];
    for (const [, code, items] of REFUSED) {
      const { status, body } = await place(code, freshAddress(), items);
      answers.push({ status, body });
    }
    expect(answers[0]).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'coupon_not_found', message: 'This coupon code is not valid.' }),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  test('a code that applies still gets its discount and terms', async () => {
    const { body } = await quote({ items: CART, couponCode: 'GILGIT10', cityId: 1 }, freshAddress());
    expect(body.quote.coupon).toMatchObject({ code: 'GILGIT10', valid: true, type: 'percentage', discount: 250 });
  });
});

describe(`${COUPON_MISSES_PER_CLIENT} codes that do not apply per client address`, () => {
  const miss = (i: number) => ({ items: CART, couponCode: `GUESS${i}`, cityId: 1 });

  test('the next code is refused before it is looked up, even a live one; no coupon, or another address, still quotes', async () => {
    const client = freshAddress();
    for (let i = 0; i < COUPON_MISSES_PER_CLIENT; i += 1) {
      const { status, body } = await quote(miss(i), client);
      expect(status).toBe(200);
      expect(body.quote.coupon?.valid).toBe(false);
    }
    for (const code of ['GUESS99', 'GILGIT10']) {
      const refused = await quote({ items: CART, couponCode: code, cityId: 1 }, client);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ ok: false, code: 'too_many_coupon_attempts', message: TOO_MANY_COUPON_ATTEMPTS });
      expect(refused.body).not.toHaveProperty('quote');
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const withoutCoupon = await quote({ items: CART, cityId: 1 }, client);
    expect(withoutCoupon.status).toBe(200);
    const elsewhere = await quote(miss(0), freshAddress());
    expect(elsewhere.status).toBe(200);
  });

  test('a shopper retyping a code that applies is never counted', async () => {
    const client = freshAddress();
    for (let i = 0; i < COUPON_MISSES_PER_CLIENT * 3; i += 1) {
      const { status, body } = await quote({ items: CART, couponCode: 'gilgit10', cityId: 1 }, client);
      expect(status).toBe(200);
      expect(body.quote.coupon?.valid).toBe(true);
    }
    for (let i = 0; i < COUPON_MISSES_PER_CLIENT; i += 1) expect((await quote(miss(i), client)).status).toBe(200);
    expect((await quote(miss(99), client)).status).toBe(429);
  });

  test('the shipping options and placing an order count in the same budget', async () => {
    const client = freshAddress();
    const half = COUPON_MISSES_PER_CLIENT / 2;
    for (let i = 0; i < half; i += 1) {
      const { status } = await shippingOptions(miss(i), client);
      expect(status).toBe(200);
    }
    for (let i = 0; i < COUPON_MISSES_PER_CLIENT - half; i += 1) {
      const { status, body } = await place(`GUESS${i}`, client);
      expect(status).toBe(400);
      expect(body.code).toBe('coupon_not_found');
    }
    expect((await shippingOptions(miss(99), client)).status).toBe(429);
    const refusedOrder = await place('GUESS99', client);
    expect(refusedOrder.status).toBe(429);
    expect(refusedOrder.body.code).toBe('too_many_coupon_attempts');
    // An order without a coupon goes ahead.
    const order = await call<Answer<{ order: PlacedOrder }>>(placeRoute, '/api/orders', {
      method: 'POST',
      body: orderBody({ details: detailsBody({ phone: `0346${phone++}` }) }),
      forwardedFor: client,
    });
    expect(order.status).toBe(201);
  });

  test('shipping options and orders with a code that applies are not counted', async () => {
    const client = freshAddress();
    for (let i = 0; i < COUPON_MISSES_PER_CLIENT + 2; i += 1) {
      const { status } = await shippingOptions({ items: CART, couponCode: 'GILGIT10', cityId: 1 }, client);
      expect(status).toBe(200);
    }
    const placed = await place('GILGIT10', client);
    expect(placed.status).toBe(201);
    expect(placed.body.order.discount).toBe(250);
    for (let i = 0; i < COUPON_MISSES_PER_CLIENT; i += 1) expect((await quote(miss(i), client)).status).toBe(200);
    expect((await quote(miss(99), client)).status).toBe(429);
  });
});
