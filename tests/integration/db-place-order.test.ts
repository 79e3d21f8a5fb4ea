// place_order at the SQL level, as the API calls it (one transaction per request, role and JWT
// claims set locally). On PostgreSQL the concurrent cases run on up to 60 connections at once; on
// PGlite (one connection) the same cases run serialised and must give the same result.
import { contact, createVariant, newKey, type OrderSummary, placeOrderArgs, stockOf, trustPhone } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, scalar, setUpMigratedDatabase } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const t = setUpMigratedDatabase(60);
beforeAll(async () => {
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  // The guests here share one phone and place hundreds of orders: a regular customer's phone, so
  // the limits on new phones (abuse-guest-orders.test.ts) do not stop these checks of place_order.
  await trustPhone(t.db);
});

const place = (caller: Caller, args: Record<string, unknown>) => rpcAs<OrderSummary>(t.db, caller, 'place_order', args);

/** Everything place_order may change, to prove that a refused call changed nothing. */
async function state() {
  const count = (table: string) => scalar(t.db, `select count(*) as value from public.${table}`);
  return {
    orders: await count('orders'),
    items: await count('order_items'),
    events: await count('order_events'),
    movements: await count('stock_movements'),
    stock: await scalar(t.db, 'select sum(stock_quantity) as value from public.product_variants'),
    coupons: await scalar(t.db, 'select sum(used_count) as value from public.coupons'),
  };
}

async function settled<T>(calls: (() => Promise<T>)[]) {
  const results = await Promise.allSettled(calls.map((call) => call()));
  const ok = results.filter((r): r is PromiseFulfilledResult<Awaited<T>> => r.status === 'fulfilled').map((r) => r.value);
  const errors = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => r.reason as { code: string; detail: string; message: string });
  return { ok, errors };
}

test('200 concurrent buyers of a variant with 5 in stock: exactly 5 orders, stock 0, the rest a clear out-of-stock error', async () => {
  const variant = await createVariant(t.db, { stock: 5 });
  const { ok, errors } = await settled(
    Array.from({ length: 200 }, () => () => place(ANON, placeOrderArgs([{ variant_id: variant, quantity: 1 }]))),
  );
  expect(ok).toHaveLength(5);
  expect(errors).toHaveLength(195);
  for (const error of errors) {
    expect({ code: error.code, detail: error.detail }).toEqual({ code: 'P0001', detail: 'out_of_stock' });
    expect(error.message).toMatch(/out of stock/);
  }
  expect(await stockOf(t.db, variant)).toBe(0);
  expect(await scalar(t.db, 'select coalesce(sum(quantity), 0) as value from public.order_items where variant_id = $1', [variant])).toBe(5);
  expect(await scalar(t.db, 'select coalesce(sum(delta), 0) as value from public.stock_movements where variant_id = $1', [variant])).toBe(
    -5,
  );
  expect(new Set(ok.map((o) => o.order_number)).size).toBe(5);
  for (const order of ok) expect(order.order_number).toMatch(/^GDF-\d{4}-[A-HJ-NP-Z2-9]{6}$/);
});

test('the same idempotency key sent 3 times, one after another and at once, makes one order and one stock change', async () => {
  const variant = await createVariant(t.db, { stock: 10, price: 700 });
  const args = placeOrderArgs([{ variant_id: variant, quantity: 2 }]);
  const first = await place(ANON, args);
  const again = [await place(ANON, args), await place(ANON, args)];
  expect(again).toEqual([first, first]);

  const concurrentArgs = placeOrderArgs([{ variant_id: variant, quantity: 1 }]);
  const { ok, errors } = await settled([1, 2, 3].map(() => () => place(ANON, concurrentArgs)));
  expect(errors).toEqual([]);
  expect(new Set(ok.map((o) => o.id)).size).toBe(1);

  expect(await scalar(t.db, 'select count(*) as value from public.order_items where variant_id = $1', [variant])).toBe(2);
  expect(await stockOf(t.db, variant)).toBe(10 - 2 - 1);
  expect(first.total).toBe(first.subtotal + first.shipping_fee);
  expect(first.subtotal).toBe(1400);
});

test('a key reused for a different cart, or by another customer, is refused and changes nothing', async () => {
  const variant = await createVariant(t.db, { stock: 10 });
  const args = placeOrderArgs([{ variant_id: variant, quantity: 1 }]);
  await place(ANON, args);
  const before = await state();
  const changedCart = await errorOf(() => place(ANON, { ...args, items: [{ variant_id: variant, quantity: 2 }] }));
  expect(changedCart).toMatchObject({ code: 'P0001', detail: 'idempotency_key_reused' });
  const user = await createUser(t.db);
  const otherCaller = await errorOf(() => place(user, args));
  expect(otherCaller).toMatchObject({ code: 'P0001', detail: 'idempotency_key_reused' });
  expect(await state()).toEqual(before);
});

describe('bad carts are refused with a clear error and change nothing', () => {
  const cases: [string, unknown, string][] = [
    ['quantity 0', [{ variant_id: 11, quantity: 0 }], 'invalid_quantity'],
    ['quantity -1', [{ variant_id: 11, quantity: -1 }], 'invalid_quantity'],
    ['quantity 1.5', [{ variant_id: 11, quantity: 1.5 }], 'invalid_quantity'],
    ['quantity 10^9', [{ variant_id: 11, quantity: 1e9 }], 'invalid_quantity'],
    ['quantity "1e3"', [{ variant_id: 11, quantity: '1e3' }], 'invalid_quantity'],
    ['quantity "2"', [{ variant_id: 11, quantity: '2' }], 'invalid_quantity'],
    ['quantity missing', [{ variant_id: 11 }], 'invalid_quantity'],
    ['quantity null', [{ variant_id: 11, quantity: null }], 'invalid_quantity'],
    [
      '101 of one variant over two lines',
      [
        { variant_id: 11, quantity: 60 },
        { variant_id: 11, quantity: 41 },
      ],
      'invalid_quantity',
    ],
    ['variant missing', [{ quantity: 1 }], 'invalid_variant'],
    ['variant "11" as text', [{ variant_id: '11', quantity: 1 }], 'invalid_variant'],
    ['variant 0', [{ variant_id: 0, quantity: 1 }], 'invalid_variant'],
    ['unknown variant', [{ variant_id: 987654, quantity: 1 }], 'variant_not_found'],
    [
      'a known and an unknown variant',
      [
        { variant_id: 11, quantity: 1 },
        { variant_id: 987654, quantity: 1 },
      ],
      'variant_not_found',
    ],
    ['a forged price', [{ variant_id: 11, quantity: 1, price: 1 }], 'invalid_items'],
    ['a forged unit_price and total', [{ variant_id: 11, quantity: 1, unit_price: 1, line_total: 1 }], 'invalid_items'],
    ['an empty cart', [], 'empty_cart'],
    ['not a list', { variant_id: 11, quantity: 1 }, 'invalid_items'],
    ['a line that is not an object', [11], 'invalid_items'],
    ['51 lines', Array.from({ length: 51 }, (_, i) => ({ variant_id: 11 + i, quantity: 1 })), 'too_many_items'],
    ['an out-of-stock variant', [{ variant_id: 101, quantity: 1 }], 'out_of_stock'],
    [
      'more than the stock',
      [
        { variant_id: 11, quantity: 1 },
        { variant_id: 121, quantity: 16 },
      ],
      'insufficient_stock',
    ],
    ['a variant of an inactive product', [{ variant_id: 281, quantity: 1 }], 'variant_inactive'],
  ];
  test.each(cases)('%s', async (_name, items, detail) => {
    const before = await state();
    const error = await errorOf(() => place(ANON, placeOrderArgs(items, { coupon_code: 'GILGIT10' })));
    expect({ code: error.code, detail: error.detail }).toEqual({ code: 'P0001', detail });
    expect(error.message.length).toBeGreaterThan(10);
    expect(() => JSON.parse(error.hint ?? '')).not.toThrow();
    expect(await state()).toEqual(before);
  });
});

describe('bad contact details and choices are refused and change nothing', () => {
  const cases: [string, Record<string, unknown>, string, string | null][] = [
    ['no contact', { contact: null }, 'invalid_contact', 'contact'],
    ['a landline', { contact: contact({ phone: '05811-920000' }) }, 'invalid_contact', 'phone'],
    ['a 12-digit phone', { contact: contact({ phone: '+92 300 12345678' }) }, 'invalid_contact', 'phone'],
    ['a phone as a number', { contact: contact({ phone: 3001234567 }) }, 'invalid_contact', 'phone'],
    ['no name', { contact: contact({ full_name: '  ' }) }, 'invalid_contact', 'full_name'],
    ['no address', { contact: contact({ address: '' }) }, 'invalid_contact', 'address'],
    ['an unknown city', { contact: contact({ city_id: 999999 }) }, 'city_not_found', 'city_id'],
    ['a bad email', { contact: contact({ email: 'not-an-email' }) }, 'invalid_contact', 'email'],
    ['a blank town', { contact: contact({ town: ' ' }) }, 'invalid_contact', 'town'],
    ['a town of 61 characters', { contact: contact({ town: 't'.repeat(61) }) }, 'invalid_contact', 'town'],
    ['a bad postal code', { contact: contact({ postal_code: '151' }) }, 'invalid_contact', 'postal_code'],
    ['another country', { contact: contact({ country: 'India' }) }, 'invalid_contact', 'country'],
    ['an extra field', { contact: contact({ total: 1 }) }, 'invalid_contact', 'total'],
    ['no idempotency key', { idempotency_key: null }, 'invalid_idempotency_key', null],
    ['a short idempotency key', { idempotency_key: 'abc' }, 'invalid_idempotency_key', null],
    ['an unknown shipping method', { shipping_method: 'camel' }, 'shipping_method_unavailable', null],
    ['a switched-off payment method', { payment_method: 'raast' }, 'payment_method_unavailable', null],
    ['an unknown payment method', { payment_method: 'bitcoin' }, 'payment_method_unavailable', null],
    ['cash on delivery where there is none', { contact: contact({ city_id: 22 }) }, 'cod_unavailable', null],
    ['pickup far from Gilgit', { shipping_method: 'pickup', contact: contact({ city_id: 29 }) }, 'shipping_unavailable_for_city', null],
    ['an unknown coupon', { coupon_code: 'NOPE' }, 'coupon_not_found', null],
    // a live coupon that does not apply is answered as an unknown one (issue 31 §5)
    ['an expired coupon', { coupon_code: 'EID2025' }, 'coupon_not_found', null],
    ['a coupon under its minimum', { coupon_code: 'WELCOME300' }, 'coupon_not_found', null],
  ];
  test.each(cases)('%s', async (_name, overrides, detail, field) => {
    const before = await state();
    const error = await errorOf(() => place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], overrides)));
    expect({ code: error.code, detail: error.detail }).toEqual({ code: 'P0001', detail });
    if (field) expect(JSON.parse(error.hint!)).toEqual({ field });
    expect(await state()).toEqual(before);
  });
});

test('prices, discount, weight and shipping come from the database', async () => {
  const order = await place(
    ANON,
    placeOrderArgs(
      [
        { variant_id: 13, quantity: 1 },
        { variant_id: 62, quantity: 2 },
      ],
      {
        coupon_code: ' gilgit10 ',
        contact: contact({ city_id: 29, phone: '+92 300 765-4321', email: ' Ali@Example.PK ' }),
      },
    ),
  );
  // 1 kg apricots 2,400 + 2 × 500 g almond kernels 2,200 = 6,800; 10 % = 680; 2 kg to Lahore (national) 550.
  expect(order).toMatchObject({
    subtotal: 6800,
    discount: 680,
    shipping_fee: 550,
    total: 6670,
    weight_kg: 2,
    item_count: 3,
    coupon_code: 'GILGIT10',
  });
  expect(order.items.map((i) => [i.variant_id, i.unit_price, i.quantity, i.line_total])).toEqual([
    [13, 2400, 1, 2400],
    [62, 2200, 2, 4400],
  ]);
  const [row] = await t.db
    .query<{ phone: string; email: string; city_name: string; user_id: string | null; status: string; payment_status: string }>(
      'select phone, email, city_name, user_id, status, payment_status from public.orders where id = $1',
      [order.id],
    )
    .then((r) => r.rows);
  expect(row).toEqual({
    phone: '+923007654321',
    email: 'ali@example.pk',
    city_name: 'Lahore',
    user_id: null,
    status: 'pending',
    payment_status: 'cod_pending',
  });
  const events = await t.db.query('select status, actor from public.order_events where order_id = $1', [order.id]);
  expect(events.rows).toEqual([{ status: 'pending', actor: 'customer' }]);
});

test('a guest orders by phone alone: no e-mail is stored, and a retry returns the same order', async () => {
  const args = placeOrderArgs([{ variant_id: 12, quantity: 1 }], { contact: contact({ email: undefined }) });
  const order = await place(ANON, args);
  expect(await place(ANON, args)).toEqual(order);
  const { rows } = await t.db.query('select email, phone, user_id from public.orders where id = $1', [order.id]);
  expect(rows).toEqual([{ email: null, phone: '+923551234567', user_id: null }]);
});

test("a town not on the list ships as its nearest listed city: zone, remote surcharge and cash on delivery are the city's", async () => {
  // Phander (18) is a remote Gilgit-Baltistan valley without cash on delivery.
  const near = (payment: string, town: unknown = 'Handrap') =>
    placeOrderArgs([{ variant_id: 12, quantity: 1 }], { payment_method: payment, contact: contact({ city_id: 18, town }) });
  const before = await state();
  const refused = await errorOf(() => place(ANON, near('cod')));
  expect({ detail: refused.detail, message: refused.message }).toEqual({
    detail: 'cod_unavailable',
    message: 'Cash on delivery is not available for Phander with Leopards Courier. Please choose another payment method.',
  });
  expect(await state()).toEqual(before);

  const args = near('bank_transfer', '  Handrap   village ');
  const order = await place(ANON, args);
  // 500 g to the regional zone by Leopards: Rs. 220, and Rs. 150 for a remote area.
  expect(order).toMatchObject({ subtotal: 1250, shipping_fee: 370, total: 1620 });
  const { rows } = await t.db.query('select town, city_id, city_name, province from public.orders where id = $1', [order.id]);
  expect(rows).toEqual([{ town: 'Handrap village', city_id: 18, city_name: 'Phander', province: 'Gilgit-Baltistan' }]);
  expect(await place(ANON, args)).toEqual(order);
  const other = await errorOf(() => place(ANON, { ...args, contact: contact({ city_id: 18, town: 'Gupis' }) }));
  expect(other.detail).toBe('idempotency_key_reused');
});

test('a single-use coupon in 20 parallel orders is used exactly once', async () => {
  await t.db.query(`insert into public.coupons (code, type, discount_amount, usage_limit) values ('ONCE20', 'fixed', 500, 1)`);
  const variant = await createVariant(t.db, { stock: 100, price: 2000 });
  const { ok, errors } = await settled(
    Array.from({ length: 20 }, () => () => place(ANON, placeOrderArgs([{ variant_id: variant, quantity: 1 }], { coupon_code: 'once20' }))),
  );
  expect(ok).toHaveLength(1);
  expect(ok[0]).toMatchObject({ discount: 500, coupon_code: 'ONCE20' });
  expect(errors).toHaveLength(19);
  for (const error of errors) expect(error).toMatchObject({ code: 'P0001', detail: 'coupon_not_found' });
  expect(await scalar(t.db, "select used_count as value from public.coupons where code = 'ONCE20'")).toBe(1);
  expect(await stockOf(t.db, variant)).toBe(99);
});

test('a coupon limited to one use per customer counts by account and by phone', async () => {
  const variant = await createVariant(t.db, { stock: 100, price: 3000 });
  const user = await createUser(t.db);
  const first = await place(
    user,
    placeOrderArgs([{ variant_id: variant, quantity: 1 }], { coupon_code: 'WELCOME300', contact: contact({ phone: '03111111111' }) }),
  );
  expect(first.discount).toBe(300);
  const sameAccount = await errorOf(() =>
    place(
      user,
      placeOrderArgs([{ variant_id: variant, quantity: 1 }], { coupon_code: 'WELCOME300', contact: contact({ phone: '03222222222' }) }),
    ),
  );
  expect(sameAccount).toMatchObject({ detail: 'coupon_not_found' });
  const samePhoneAsGuest = await errorOf(() =>
    place(
      ANON,
      placeOrderArgs([{ variant_id: variant, quantity: 1 }], { coupon_code: 'WELCOME300', contact: contact({ phone: '+923111111111' }) }),
    ),
  );
  expect(samePhoneAsGuest).toMatchObject({ detail: 'coupon_not_found' });
});

test('carts {A,B} and {B,A} ordered concurrently never deadlock, and the stock adds up', async () => {
  const a = await createVariant(t.db, { stock: 1000 });
  const b = await createVariant(t.db, { stock: 1000 });
  const { ok, errors } = await settled(
    Array.from(
      { length: 200 },
      (_, i) => () =>
        place(
          ANON,
          placeOrderArgs(
            i % 2 === 0
              ? [
                  { variant_id: a, quantity: 1 },
                  { variant_id: b, quantity: 2 },
                ]
              : [
                  { variant_id: b, quantity: 2 },
                  { variant_id: a, quantity: 1 },
                ],
          ),
        ),
    ),
  );
  expect(errors.map((e) => e.code)).toEqual([]);
  expect(ok).toHaveLength(200);
  expect(await stockOf(t.db, a)).toBe(800);
  expect(await stockOf(t.db, b)).toBe(600);
});

test('bank transfer is refused, and nothing changes, while the shop settings hold no bank account to pay into', async () => {
  await t.db.query(
    'update public.shop_settings set bank_name = null, bank_account_title = null, bank_account_number = null, bank_iban = null',
  );
  try {
    const before = await state();
    const refused = await errorOf(() =>
      place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' })),
    );
    expect(refused).toMatchObject({ message: 'This payment method is not available.', detail: 'payment_method_unavailable' });
    expect(await state()).toEqual(before);
    await expect(place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'cod' }))).resolves.toMatchObject({
      payment_method: 'cod',
    });
  } finally {
    await t.db.query(FILL_BANK_ACCOUNT_SQL);
  }
});

test('a signed-in customer orders under their own account; cash on delivery is capped and bank transfers wait for payment', async () => {
  const user = await createUser(t.db);
  const order = await place(user, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' }));
  expect(order).toMatchObject({ status: 'pending', payment_status: 'awaiting_transfer', payment_method: 'bank_transfer' });
  const mine = await queryAs<{ id: string; user_id: string }>(t.db, user, 'select id, user_id from public.orders');
  expect(mine).toEqual([{ id: order.id, user_id: user.id }]);
  const due = await scalar(
    t.db,
    'select extract(epoch from payment_due_at - created_at) / 3600 as value from public.orders where id = $1',
    [order.id],
  );
  expect(due).toBe(72);

  const variant = await createVariant(t.db, { stock: 10, price: 30000 });
  const tooMuchCash = await errorOf(() => place(user, placeOrderArgs([{ variant_id: variant, quantity: 2 }])));
  expect(tooMuchCash).toMatchObject({ code: 'P0001', detail: 'order_total_too_large' });
  expect(await stockOf(t.db, variant)).toBe(10);
});

test('a deactivated (banned) account cannot order with its still-valid token', async () => {
  const user = await createUser(t.db);
  await rpcAs(t.db, user, 'deactivate_account', { user_id: user.id });
  const error = await errorOf(() => place(user, placeOrderArgs([{ variant_id: 11, quantity: 1 }])));
  expect(error).toMatchObject({ code: 'P0001', detail: 'account_deactivated' });
});

test('place_order cannot be told a price: it has no such parameter', async () => {
  const error = await errorOf(() =>
    queryAs(t.db, ANON, 'select public.place_order(items => $1, contact => $2, idempotency_key => $3, total => 1)', [
      JSON.stringify([{ variant_id: 11, quantity: 1 }]),
      JSON.stringify(contact()),
      newKey(),
    ]),
  );
  expect(error.code).toBe('42883');
});
