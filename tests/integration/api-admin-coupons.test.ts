/**
 * The owner's coupons against the real embedded backend: admins only; create, edit, pause and
 * resume with the table's limits and clear messages; the list's status comes from the checkout's
 * own rule, and a coupon made here is what the shopper's quote applies.
 */
import { POST as activeRoute } from '@/app/api/admin/coupons/[code]/active/route';
import { POST as editRoute } from '@/app/api/admin/coupons/[code]/route';
import { POST as createRoute } from '@/app/api/admin/coupons/route';
import { POST as quoteRoute } from '@/app/api/checkout/quote/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import { listAdminCoupons } from '@/lib/coupons/queries';
import { COUPON_MESSAGES } from '@/lib/coupons/schema';
import type { AdminCoupon } from '@/lib/coupons/types';
import { COUPON_EXISTS, COUPON_LIMIT_BELOW_USES, COUPON_NOT_FOUND } from '@/lib/coupons/messages';
import { ADMINS_ONLY } from '@/lib/http/messages';
import type { SupabaseClient } from '@supabase/supabase-js';
import { jarOf, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { call } from './api-support';
import { orderBody } from './checkout-support';

const shop = setUpAdminConsole();

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string> };
let serial = 0;
const freshCode = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

const fields = (overrides: Record<string, unknown> = {}) => ({
  description: 'Test coupon',
  type: 'percentage',
  discountPercentage: 20,
  discountAmount: null,
  maxDiscountAmount: 300,
  minSubtotal: 1000,
  startsAt: null,
  endsAt: null,
  usageLimit: 5,
  perCustomerLimit: 1,
  isActive: true,
  ...overrides,
});
const create = (body: unknown, as: As = shop.admin) =>
  call<Answer>(createRoute, '/api/admin/coupons', { method: 'POST', body, jar: jarOf(as) });
const edit = (code: string, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(editRoute, { code }), `/api/admin/coupons/${code}`, { method: 'POST', body, jar: jarOf(as) });
const setActive = (code: string, active: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(activeRoute, { code }), `/api/admin/coupons/${code}/active`, {
    method: 'POST',
    body: { active },
    jar: jarOf(as),
  });
const quote = (couponCode: string) =>
  call<{ quote: { discount: number; coupon: { valid: boolean; message: string | null } } }>(quoteRoute, '/api/checkout/quote', {
    method: 'POST',
    body: { items: [{ variantId: 12, quantity: 2 }], couponCode, cityId: 1 },
  });

async function coupon(code: string): Promise<AdminCoupon | undefined> {
  return (await listAdminCoupons(shop.service as unknown as SupabaseClient)).find((c) => c.code === code);
}

test('a guest gets 401 and a shopper 403 on every route; nothing is created or changed', async () => {
  const shopper = (await signedUp()).jar;
  const code = freshCode('G');
  for (const as of ['guest', shopper] as const) {
    const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
    expect(await create({ code, ...fields() }, as)).toMatchObject(expected);
    expect(await edit('GILGIT10', fields({ discountPercentage: 90 }), as)).toMatchObject(expected);
    expect(await setActive('GILGIT10', false, as)).toMatchObject(expected);
  }
  expect(await coupon(code)).toBeUndefined();
  expect(await coupon('GILGIT10')).toMatchObject({ discountPercentage: 10, isActive: true });
});

test('the owner creates a coupon (code upper-cased) and the shopper’s quote applies it with its cap', async () => {
  const code = freshCode('NEW');
  expect(await create({ code: ` ${code.toLowerCase()} `, ...fields() })).toMatchObject({
    status: 200,
    body: { message: `Coupon ${code} created.` },
  });
  expect(await coupon(code)).toMatchObject({
    type: 'percentage',
    discountPercentage: 20,
    maxDiscountAmount: 300,
    usedCount: 0,
    orders: 0,
    status: 'active',
  });
  // 2 × Rs. 1,250 = Rs. 2,500; 20 % is Rs. 500, capped at Rs. 300.
  expect((await quote(code.toLowerCase())).body.quote).toMatchObject({ discount: 300, coupon: { valid: true } });

  expect(await create({ code, ...fields({ type: 'fixed', discountAmount: 100 }) })).toMatchObject({
    status: 409,
    body: { message: COUPON_EXISTS },
  });
});

test('bad input is a 400 with the field’s message, and nothing is written', async () => {
  const code = freshCode('BAD');
  const cases: [Record<string, unknown>, string, string][] = [
    [{ code: 'A!' }, 'code', COUPON_MESSAGES.code],
    [{ code: 'AB' }, 'code', COUPON_MESSAGES.code],
    [{ code, discountPercentage: 120 }, 'discountPercentage', COUPON_MESSAGES.percentage],
    [{ code, discountPercentage: 0 }, 'discountPercentage', COUPON_MESSAGES.percentage],
    [{ code, discountPercentage: 12.345 }, 'discountPercentage', COUPON_MESSAGES.percentage],
    [{ code, type: 'fixed', discountPercentage: null, discountAmount: null }, 'discountAmount', COUPON_MESSAGES.amount],
    [{ code, maxDiscountAmount: 0 }, 'maxDiscountAmount', COUPON_MESSAGES.maxDiscount],
    [{ code, minSubtotal: -1 }, 'minSubtotal', COUPON_MESSAGES.minSubtotal],
    [{ code, startsAt: '2026-02-30T10:00' }, 'startsAt', COUPON_MESSAGES.date],
    [{ code, startsAt: '2026-12-01T10:00', endsAt: '2026-12-01T10:00' }, 'endsAt', COUPON_MESSAGES.endsAfterStart],
    [{ code, usageLimit: 0 }, 'usageLimit', COUPON_MESSAGES.usageLimit],
    [{ code, perCustomerLimit: 1.5 }, 'perCustomerLimit', COUPON_MESSAGES.perCustomerLimit],
    [{ code, description: 'x'.repeat(301) }, 'description', COUPON_MESSAGES.description],
  ];
  for (const [overrides, field, message] of cases) {
    const answer = await create({ code: overrides.code, ...fields(overrides) });
    expect({ overrides, status: answer.status, field: answer.body.fieldErrors?.[field] }).toEqual({
      overrides,
      status: 400,
      field: message,
    });
  }
  expect(await create({ code, ...fields(), usedCount: 0 })).toMatchObject({ status: 400 });
  expect(await coupon(code)).toBeUndefined();
  expect(await coupon('A!')).toBeUndefined();
});

test('dates are Pakistan time; a scheduled coupon is refused at checkout until it starts', async () => {
  const code = freshCode('LATER');
  expect((await create({ code, ...fields({ startsAt: '2099-01-01T09:00', endsAt: '2099-01-31T21:30' }) })).status).toBe(200);
  expect(await coupon(code)).toMatchObject({
    startsAt: new Date('2099-01-01T04:00:00Z').toISOString().replace('.000Z', '+00:00'),
    status: 'scheduled',
  });
  // Checkout answers it as it answers a code that does not exist (issue 31 §5).
  expect((await quote(code)).body.quote.coupon).toMatchObject({ valid: false, message: 'This coupon code is not valid.' });

  expect((await edit(code, fields({ startsAt: '2020-01-01T00:00', endsAt: '2020-06-01T00:00' }))).status).toBe(200);
  expect((await coupon(code))!.status).toBe('expired');
});

test('edit saves every field but the code; pause and resume; unknown codes are a 404', async () => {
  const code = freshCode('EDIT');
  await create({ code, ...fields() });
  expect(
    await edit(code, fields({ type: 'fixed', discountPercentage: null, discountAmount: 150, usageLimit: null, perCustomerLimit: null })),
  ).toMatchObject({
    status: 200,
    body: { message: `Coupon ${code} saved.` },
  });
  expect(await coupon(code)).toMatchObject({
    type: 'fixed',
    discountAmount: 150,
    discountPercentage: null,
    usageLimit: null,
    perCustomerLimit: null,
  });
  expect((await quote(code)).body.quote.discount).toBe(150);

  expect(await setActive(code, false)).toMatchObject({ status: 200, body: { message: expect.stringContaining('paused') } });
  expect((await coupon(code))!.status).toBe('paused');
  expect((await quote(code)).body.quote.coupon).toMatchObject({ valid: false, message: 'This coupon code is not valid.' });
  expect(await setActive(code, true)).toMatchObject({ status: 200 });
  expect((await coupon(code))!.status).toBe('active');

  expect(await setActive(code, 'no')).toMatchObject({ status: 400 });
  expect(await edit('NOSUCHCODE', fields())).toMatchObject({ status: 404, body: { message: COUPON_NOT_FOUND } });
  expect(await setActive('NOSUCHCODE', false)).toMatchObject({ status: 404, body: { message: COUPON_NOT_FOUND } });
  expect(await edit('bad code!', fields())).toMatchObject({ status: 404, body: { message: COUPON_NOT_FOUND } });
});

test('the list counts uses and orders; the use limit cannot go below the uses made; used up shows', async () => {
  const code = freshCode('USED');
  await create({ code, ...fields({ usageLimit: 2, perCustomerLimit: null }) });
  const placed = await call(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody({ items: [{ variantId: 12, quantity: 2 }], couponCode: code }),
  });
  expect(placed.status).toBe(201);
  expect(await coupon(code)).toMatchObject({ usedCount: 1, orders: 1, cancelledOrders: 0, status: 'active' });

  const below = await edit(code, fields({ usageLimit: null, perCustomerLimit: null }));
  expect(below.status).toBe(200);
  await shop.service.from('coupons').update({ used_count: 3 }).eq('code', code);
  expect(await edit(code, fields({ usageLimit: 2, perCustomerLimit: null }))).toMatchObject({
    status: 400,
    body: { message: COUPON_LIMIT_BELOW_USES(3), fieldErrors: { usageLimit: COUPON_LIMIT_BELOW_USES(3) } },
  });
  expect((await coupon(code))!.usageLimit).toBeNull();
  expect((await edit(code, fields({ usageLimit: 3, perCustomerLimit: null }))).status).toBe(200);
  expect((await coupon(code))!.status).toBe('used_up');
});
