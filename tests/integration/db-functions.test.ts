// The schema's SQL functions other than place_order's concurrency: quote_order (the spec's coupon
// rule, shipping bands), track_order, cancel_order, the admin and payment functions, the sign-up
// trigger and deactivate_account. SQL level, as the API calls them, on PGlite and PostgreSQL.
import { contact, createVariant, type OrderSummary, placeOrderArgs, stockOf } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, scalar, SERVICE, setUpMigratedDatabase } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const t = setUpMigratedDatabase();
let admin: Caller;
beforeAll(async () => {
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  admin = await createUser(t.db, { admin: true });
});

interface Quote {
  ok: boolean;
  subtotal: number;
  discount: number;
  shipping_fee: number | null;
  total: number;
  weight_grams: number;
  lines: { variant_id: number; problem: string | null; unit_price: number | null; line_total: number | null; available_quantity: number }[];
  coupon: { code: string; valid: boolean; problem: string | null; discount: number } | null;
  shipping: {
    zone: string;
    fee: number | null;
    base_fee: number | null;
    remote_area_surcharge: number | null;
    available: boolean;
    problem: string | null;
  };
  problems: { code: string; message: string; variant_id?: number }[];
}

const quote = (args: Record<string, unknown>, caller: Caller = ANON) => rpcAs<Quote>(t.db, caller, 'quote_order', args);
const place = (caller: Caller, args: Record<string, unknown>) => rpcAs<OrderSummary>(t.db, caller, 'place_order', args);

async function coupon(code: string, fields: Record<string, unknown>) {
  const names = Object.keys(fields);
  await t.db.query(`insert into public.coupons (code, ${names.join(', ')}) values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})`, [
    code,
    ...names.map((n) => fields[n]),
  ]);
}

describe('quote_order', () => {
  test('prices every line from the database and reports per-line problems', async () => {
    const q = await quote({
      items: [
        { variant_id: 11, quantity: 2 },
        { variant_id: 101, quantity: 1 },
        { variant_id: 121, quantity: 20 },
        { variant_id: 281, quantity: 1 },
        { variant_id: 999999, quantity: 1 },
      ],
    });
    expect(q.lines.map((l) => [l.variant_id, l.problem, l.unit_price])).toEqual([
      [11, null, 650],
      [101, 'out_of_stock', 750],
      [121, 'insufficient_stock', 2900],
      [281, 'variant_inactive', null],
      [999999, 'variant_not_found', null],
    ]);
    expect(q.lines[2]!.available_quantity).toBe(15);
    expect(q.ok).toBe(false);
    expect(q.problems.map((p) => p.code)).toEqual(['out_of_stock', 'insufficient_stock', 'variant_inactive', 'variant_not_found']);
    expect(q.subtotal).toBe(2 * 650 + 750 + 20 * 2900);
  });

  // The spec's rule: percentage = round(subtotal × pct / 100); fixed = round(amount); capped by
  // max_discount_amount when present; never above the subtotal.
  test.each([
    ['10 % of 2,400', { type: 'percentage', discount_percentage: 10 }, 13, 1, 240],
    ['12.5 % of 650 rounds 81.25 down', { type: 'percentage', discount_percentage: 12.5 }, 11, 1, 81],
    ['12.5 % of 1,300 rounds 162.5 up', { type: 'percentage', discount_percentage: 12.5 }, 11, 2, 163],
    ['33.33 % of 650 rounds 216.645 up', { type: 'percentage', discount_percentage: 33.33 }, 11, 1, 217],
    ['10 % of 11,250 capped at 1,000', { type: 'percentage', discount_percentage: 10, max_discount_amount: 1000 }, 12, 9, 1000],
    ['100 % is the whole subtotal', { type: 'percentage', discount_percentage: 100 }, 11, 1, 650],
    ['fixed 300', { type: 'fixed', discount_amount: 300 }, 11, 1, 300],
    ['fixed 300 capped at 200', { type: 'fixed', discount_amount: 300, max_discount_amount: 200 }, 11, 1, 200],
    ['fixed 5,000 never above a 650 subtotal', { type: 'fixed', discount_amount: 5000 }, 11, 1, 650],
  ] as const)('coupon rule: %s', async (_name, fields, variant, quantity, discount) => {
    const code = `RULE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await coupon(code, fields);
    const q = await quote({ items: [{ variant_id: variant, quantity }], coupon_code: code.toLowerCase() });
    expect(q.coupon).toMatchObject({ code, valid: true, problem: null, discount });
    expect(q.discount).toBe(discount);
    expect(q.total).toBe(q.subtotal - discount + q.shipping_fee!);
  });

  // The rule on its own (private.coupon_discount, which quote_order and place_order both use).
  test.each([
    ['10 % of 2,500', 'percentage', 10, null, null, 2500, 250],
    ['15 % of 1,333 rounds 199.95 up', 'percentage', 15, null, null, 1333, 200],
    ['12.5 % of 1,001 rounds 125.125 down', 'percentage', 12.5, null, null, 1001, 125],
    ['12.5 % of 1,300 rounds 162.5 up', 'percentage', 12.5, null, null, 1300, 163],
    ['10 % of 12,000 capped at 1,000', 'percentage', 10, null, 1000, 12000, 1000],
    ['100 % is the whole subtotal', 'percentage', 100, null, null, 650, 650],
    ['fixed 300', 'fixed', null, 300, null, 2500, 300],
    ['fixed 500 capped at 400', 'fixed', null, 500, 400, 2000, 400],
    ['fixed 300 never above a 200 subtotal', 'fixed', null, 300, null, 200, 200],
    ['nothing off an empty subtotal', 'fixed', null, 300, null, 0, 0],
    ['a cap above the subtotal: still the subtotal', 'percentage', 100, null, 5000, 650, 650],
  ] as const)('private.coupon_discount: %s', async (_name, type, percentage, amount, cap, subtotal, discount) => {
    const value = await scalar(t.db, 'select private.coupon_discount($1::public.coupon_type, $2, $3, $4, $5) as value', [
      type,
      percentage,
      amount,
      cap,
      subtotal,
    ]);
    expect(value).toBe(discount);
  });

  test('refuses every coupon it cannot use with one problem, without failing the quote; the console still sees why', async () => {
    await coupon('LATER', { type: 'fixed', discount_amount: 100, starts_at: '2999-01-01T00:00:00Z' });
    await coupon('OFF', { type: 'fixed', discount_amount: 100, is_active: false });
    await coupon('USEDUP', { type: 'fixed', discount_amount: 100, usage_limit: 1 });
    await t.db.query("update public.coupons set used_count = 1 where code = 'USEDUP'");
    const problems: Record<string, string> = {};
    const reasons: Record<string, string> = {};
    for (const code of ['NOPE', 'LATER', 'OFF', 'USEDUP', 'EID2025', 'WELCOME300']) {
      const q = await quote({ items: [{ variant_id: 11, quantity: 1 }], coupon_code: code });
      expect(q.discount).toBe(0);
      expect(q.coupon).toMatchObject({ valid: false, type: null, min_subtotal: null, discount_amount: null });
      problems[code] = q.coupon!.problem!;
      const { rows } = await t.db.query<{ reason: string }>(
        "select private.coupon_problem($1, c, 1000, null, null) ->> 'code' as reason from (select 1) one left join public.coupons c on c.code = $1",
        [code],
      );
      reasons[code] = rows[0]!.reason;
    }
    expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((code) => [code, 'coupon_not_found'])));
    expect(reasons).toEqual({
      NOPE: 'coupon_not_found',
      LATER: 'coupon_not_started',
      OFF: 'coupon_inactive',
      USEDUP: 'coupon_used_up',
      EID2025: 'coupon_expired',
      WELCOME300: 'coupon_min_subtotal',
    });
  });

  test.each([
    ['Gilgit, 250 g, Leopards', 'leopard', 1, 11, 1, 'local', 150, 0],
    ['Skardu, 2 kg, Leopards', 'leopard', 19, 13, 2, 'regional', 350, 0],
    ['Lahore, 500 g, TCS', 'tcs', 29, 12, 1, 'national', 380, 0],
    ['Lahore, 12 kg, TCS: 10 kg band + 2 started kg', 'tcs', 29, 13, 12, 'national', 2300 + 2 * 230, 0],
    ['Gupis (remote), 500 g, Leopards', 'leopard', 16, 12, 1, 'regional', 220, 150],
    ['Gilgit, pickup', 'pickup', 1, 13, 3, 'local', 0, 0],
  ] as const)('shipping: %s', async (_name, method, city, variant, quantity, zone, base, surcharge) => {
    const q = await quote({ items: [{ variant_id: variant, quantity }], shipping_method: method, city_id: city });
    expect(q.shipping).toMatchObject({ zone, base_fee: base, remote_area_surcharge: surcharge, fee: base + surcharge, available: true });
    expect(q.shipping_fee).toBe(base + surcharge);
  });

  test('Leopards delivers free from Rs. 10,000 after discount; pickup is only for Gilgit; no city means the national zone', async () => {
    const free = await quote({ items: [{ variant_id: 12, quantity: 8 }], city_id: 29 });
    expect(free).toMatchObject({ subtotal: 10000, shipping_fee: 0, weight_grams: 4000 });
    const belowAfterDiscount = await quote({ items: [{ variant_id: 12, quantity: 8 }], city_id: 29, coupon_code: 'GILGIT10' });
    expect(belowAfterDiscount).toMatchObject({ discount: 1000, shipping_fee: 1050 });
    const pickup = await quote({ items: [{ variant_id: 11, quantity: 1 }], shipping_method: 'pickup', city_id: 29 });
    expect(pickup.shipping).toMatchObject({ available: false, problem: 'shipping_unavailable_for_city', fee: null });
    expect(pickup.ok).toBe(false);
    const noCity = await quote({ items: [{ variant_id: 11, quantity: 1 }] });
    expect(noCity.shipping).toMatchObject({ zone: 'national', fee: 280 });
    expect(noCity.ok).toBe(true);
  });

  test('refuses malformed carts the same way place_order does', async () => {
    for (const items of [[{ variant_id: 11, quantity: 0 }], [{ variant_id: 11, quantity: 1, price: 1 }], []]) {
      const error = await errorOf(() => quote({ items }));
      expect(error.code).toBe('P0001');
    }
  });

  test('agrees with place_order on every amount', async () => {
    const items = [
      { variant_id: 31, quantity: 1 },
      { variant_id: 82, quantity: 1 },
      { variant_id: 192, quantity: 1 },
    ];
    const q = await quote({ items, coupon_code: 'GILGIT10', city_id: 19, shipping_method: 'postex' });
    const order = await place(
      ANON,
      placeOrderArgs(items, { coupon_code: 'GILGIT10', contact: contact({ city_id: 19 }), shipping_method: 'postex' }),
    );
    expect(q.ok).toBe(true);
    expect({ subtotal: order.subtotal, discount: order.discount, shipping_fee: order.shipping_fee, total: order.total }).toEqual({
      subtotal: q.subtotal,
      discount: q.discount,
      shipping_fee: q.shipping_fee,
      total: q.total,
    });
  });
});

describe('track_order', () => {
  let order: OrderSummary;
  beforeAll(async () => {
    order = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { contact: contact({ phone: '0355-7654321' }) }));
    await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status: 'confirmed' });
    await rpcAs(t.db, admin, 'admin_update_order_status', {
      order_number: order.order_number,
      status: 'shipped',
      courier: 'Leopards',
      tracking_number: 'LE123456789',
    });
  });

  test('shows the timeline, courier and tracking number for the right number and phone, in any spelling', async () => {
    for (const phone of ['0355-7654321', '+92 355 7654321', '923557654321']) {
      const tracked = await rpcAs<Record<string, unknown>>(t.db, ANON, 'track_order', {
        order_number: order.order_number.toLowerCase(),
        phone,
      });
      expect(tracked).toMatchObject({
        order_number: order.order_number,
        status: 'shipped',
        courier: 'Leopards',
        tracking_number: 'LE123456789',
      });
      expect((tracked.events as { status: string }[]).map((e) => e.status)).toEqual(['pending', 'confirmed', 'shipped']);
      expect(Object.keys(tracked).sort()).toEqual([
        'city_name',
        'collected_at_shop',
        'courier',
        'courier_events',
        'events',
        'order_number',
        'placed_at',
        'shipping_method',
        'status',
        'town',
        'tracking_number',
        'tracking_url',
      ]);
      expect(tracked).toMatchObject({ city_name: 'Gilgit', town: null, collected_at_shop: false });
      expect(JSON.stringify(tracked)).not.toMatch(/Ali Raza|Jutial|7654321|total/);
    }
  });

  test('says where the parcel goes: the typed town and the listed city it ships as, never the street', async () => {
    const placed = await place(
      ANON,
      placeOrderArgs([{ variant_id: 11, quantity: 1 }], {
        contact: contact({ phone: '0355-7654321', email: null, city_id: 30, town: ' Mandra ' }),
      }),
    );
    const tracked = await rpcAs<Record<string, unknown>>(t.db, ANON, 'track_order', {
      order_number: placed.order_number,
      phone: '0355-7654321',
    });
    expect(tracked).toMatchObject({ city_name: 'Rawalpindi', town: 'Mandra', collected_at_shop: false, status: 'pending' });
    expect(JSON.stringify(tracked)).not.toMatch(/Ali Raza|Jutial|7654321/);
  });

  test('a wrong pair gives the same answer whichever part is wrong', async () => {
    const answers = [];
    for (const [number, phone] of [
      [order.order_number, '0300-0000000'],
      ['GDF-2611-AAAAAA', '0355-7654321'],
      ['GDF-2611-AAAAAA', '0300-0000000'],
      [order.order_number, 'not a phone'],
      ['', ''],
    ]) {
      const error = await errorOf(() => rpcAs(t.db, ANON, 'track_order', { order_number: number, phone }));
      answers.push({ code: error.code, message: error.message, detail: error.detail, hint: error.hint });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ code: 'P0001', detail: 'order_not_found' });
  });
});

describe('cancel_order', () => {
  test('the owner cancels a pending order: stock and the coupon use go back exactly once', async () => {
    const user = await createUser(t.db);
    const variant = await createVariant(t.db, { stock: 10, price: 2500 });
    await coupon('BACK1', { type: 'fixed', discount_amount: 100, usage_limit: 5 });
    const order = await place(user, placeOrderArgs([{ variant_id: variant, quantity: 3 }], { coupon_code: 'BACK1' }));
    expect(await stockOf(t.db, variant)).toBe(7);
    expect(await scalar(t.db, "select used_count as value from public.coupons where code = 'BACK1'")).toBe(1);

    const other = await createUser(t.db);
    const notYours = await errorOf(() => rpcAs(t.db, other, 'cancel_order', { order_number: order.order_number }));
    expect(notYours).toMatchObject({ code: 'P0001', detail: 'order_not_found' });
    const asAnon = await errorOf(() => rpcAs(t.db, ANON, 'cancel_order', { order_number: order.order_number }));
    expect(asAnon.code).toBe('42501');

    const cancelled = await rpcAs<OrderSummary>(t.db, user, 'cancel_order', { order_number: order.order_number });
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'voided' });
    const again = await rpcAs<OrderSummary>(t.db, user, 'cancel_order', { order_number: order.order_number });
    expect(again).toEqual(cancelled);
    expect(await stockOf(t.db, variant)).toBe(10);
    expect(await scalar(t.db, "select used_count as value from public.coupons where code = 'BACK1'")).toBe(0);
    expect(
      await scalar(t.db, "select count(*) as value from public.stock_movements where order_id = $1 and reason = 'order_cancelled'", [
        order.id,
      ]),
    ).toBe(1);
    const timeline = await queryAs<{ status: string; actor: string }>(
      t.db,
      user,
      'select status, actor from public.order_events where order_id = $1 order by id',
      [order.id],
    );
    expect(timeline).toEqual([
      { status: 'pending', actor: 'customer' },
      { status: 'cancelled', actor: 'customer' },
    ]);
  });

  test('concurrent cancellations of one order return the stock once', async () => {
    const user = await createUser(t.db);
    const variant = await createVariant(t.db, { stock: 10 });
    const order = await place(user, placeOrderArgs([{ variant_id: variant, quantity: 4 }]));
    await Promise.all(Array.from({ length: 5 }, () => rpcAs(t.db, user, 'cancel_order', { order_number: order.order_number })));
    expect(await stockOf(t.db, variant)).toBe(10);
  });

  test('an order the shop has confirmed can no longer be cancelled online', async () => {
    const user = await createUser(t.db);
    const order = await place(user, placeOrderArgs([{ variant_id: 11, quantity: 1 }]));
    await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status: 'confirmed' });
    const error = await errorOf(() => rpcAs(t.db, user, 'cancel_order', { order_number: order.order_number }));
    expect(error).toMatchObject({ code: 'P0001', detail: 'not_cancellable' });
  });
});

describe('admin functions', () => {
  test('refuse customers and guests', async () => {
    const user = await createUser(t.db);
    const calls: [string, Record<string, unknown>][] = [
      ['admin_update_order_status', { order_number: 'GDF-2611-AAAAAA', status: 'confirmed' }],
      ['admin_set_payment_status', { order_number: 'GDF-2611-AAAAAA', payment_status: 'paid' }],
      ['admin_confirm_bank_transfer', { order_number: 'GDF-2611-AAAAAA', reference: 'REF-1', amount: 1 }],
      ['admin_adjust_stock', { variant_id: 11, delta: 5 }],
      ['admin_set_testimonial_approval', { testimonial_id: '00000000-0000-0000-0000-000000000000', approved: true }],
    ];
    for (const [fn, args] of calls) {
      expect(await errorOf(() => rpcAs(t.db, user, fn, args))).toMatchObject({ code: '42501', detail: 'not_admin' });
      expect((await errorOf(() => rpcAs(t.db, ANON, fn, args))).code).toBe('42501');
    }
    await t.db.query(`update auth.users set raw_user_meta_data = '{"role": "admin"}' where id = $1`, [user.id]);
    const withUserMetadata = await errorOf(() =>
      rpcAs(
        t.db,
        { ...user, claims: { ...user.claims, user_metadata: { role: 'admin' }, app_metadata: { role: 'admin' } } },
        'admin_adjust_stock',
        { variant_id: 11, delta: 5 },
      ),
    );
    expect(withUserMetadata).toMatchObject({ code: '42501', detail: 'not_admin' });
  });

  test('walk an order through its lifecycle, with events, and refuse impossible steps', async () => {
    const order = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }]));
    const step = (status: string, extra: Record<string, unknown> = {}) =>
      rpcAs<OrderSummary>(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status, ...extra });
    await step('confirmed');
    await step('processing');
    await step('shipped', { courier: 'Leopards', tracking_number: 'LE42' });
    expect(await errorOf(() => step('pending'))).toMatchObject({ code: 'P0001', detail: 'invalid_status_transition' });
    expect(await errorOf(() => step('teleported'))).toMatchObject({ code: 'P0001', detail: 'invalid_status' });
    await step('out_for_delivery', { note: 'With the rider in Jutial' });
    const delivered = await step('delivered');
    expect(delivered).toMatchObject({ status: 'delivered', payment_status: 'cod_collected' });
    const events = await t.db.query<{ status: string; actor: string }>(
      'select status, actor from public.order_events where order_id = $1 order by id',
      [order.id],
    );
    expect(events.rows.map((e) => e.status)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered']);
    const [row] = (
      await t.db.query<{ tracking_number: string; shipped: boolean; delivered: boolean }>(
        'select tracking_number, shipped_at is not null as shipped, delivered_at is not null as delivered from public.orders where id = $1',
        [order.id],
      )
    ).rows;
    expect(row).toEqual({ tracking_number: 'LE42', shipped: true, delivered: true });
  });

  test('cancelling returns stock once; a returned parcel is restocked unless damaged', async () => {
    const variant = await createVariant(t.db, { stock: 10 });
    const first = await place(ANON, placeOrderArgs([{ variant_id: variant, quantity: 2 }]));
    await rpcAs(t.db, admin, 'admin_update_order_status', {
      order_number: first.order_number,
      status: 'cancelled',
      note: 'Customer asked by phone',
    });
    expect(await stockOf(t.db, variant)).toBe(10);
    expect(
      await errorOf(() => rpcAs(t.db, admin, 'admin_update_order_status', { order_number: first.order_number, status: 'confirmed' })),
    ).toMatchObject({ detail: 'invalid_status_transition' });

    const second = await place(ANON, placeOrderArgs([{ variant_id: variant, quantity: 3 }]));
    const third = await place(ANON, placeOrderArgs([{ variant_id: variant, quantity: 1 }]));
    for (const order of [second, third]) {
      for (const status of ['confirmed', 'shipped', 'returning']) {
        await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status });
      }
    }
    await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: second.order_number, status: 'returned' });
    const damaged = await rpcAs<OrderSummary>(t.db, admin, 'admin_update_order_status', {
      order_number: third.order_number,
      status: 'returned',
      restock: false,
    });
    expect(damaged.payment_status).toBe('voided');
    expect(await stockOf(t.db, variant)).toBe(10 - 1);
  });

  test('confirm a bank transfer once, for the exact total, with a reference used only once', async () => {
    const order = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' }));
    const confirm = (reference: string, amount: number, number = order.order_number) =>
      rpcAs<OrderSummary>(t.db, admin, 'admin_confirm_bank_transfer', { order_number: number, reference, amount });
    expect(await errorOf(() => confirm('MEEZAN-001', order.total - 1))).toMatchObject({ detail: 'amount_mismatch' });
    const paid = await confirm('MEEZAN-001', order.total);
    expect(paid.payment_status).toBe('paid');
    expect(await errorOf(() => confirm('MEEZAN-002', order.total))).toMatchObject({ detail: 'invalid_status_transition' });
    const another = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' }));
    expect(await errorOf(() => confirm('MEEZAN-001', another.total, another.order_number))).toMatchObject({ detail: 'reference_used' });
    const cod = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }]));
    expect(await errorOf(() => confirm('MEEZAN-003', cod.total, cod.order_number))).toMatchObject({ detail: 'wrong_payment_method' });
    expect(await scalar(t.db, "select count(*) as value from public.payments where reference like 'MEEZAN-%'")).toBe(1);
  });

  test('confirming a transfer confirms the order in one step; an order paid before delivery is packed only once paid', async () => {
    const order = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' }));
    const nextStatuses = (number: string) => rpcAs<string[]>(t.db, admin, 'admin_order_next_statuses', { order_number: number });
    const move = (status: string) =>
      rpcAs<OrderSummary>(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status });
    expect(await nextStatuses(order.order_number)).toEqual(['confirmed', 'cancelled']);
    const notPaidYet = {
      detail: 'invalid_status_transition',
      message: 'This order is not paid yet: record the payment before packing it.',
    };
    expect(await errorOf(() => move('processing'))).toMatchObject(notPaidYet);
    const confirmedFirst = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' }));
    await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: confirmedFirst.order_number, status: 'confirmed' });
    expect(await nextStatuses(confirmedFirst.order_number)).toEqual(['cancelled']);
    for (const status of ['processing', 'shipped']) {
      expect(
        await errorOf(() => rpcAs(t.db, admin, 'admin_update_order_status', { order_number: confirmedFirst.order_number, status })),
      ).toMatchObject(notPaidYet);
    }

    const paid = await rpcAs<OrderSummary>(t.db, admin, 'admin_confirm_bank_transfer', {
      order_number: order.order_number,
      reference: `HBL-${order.order_number}`,
      amount: order.total,
    });
    expect([paid.status, paid.payment_status]).toEqual(['confirmed', 'paid']);
    const events = await queryAs<{ status: string; payment_status: string; note: string }>(
      t.db,
      admin,
      'select e.status, e.payment_status, e.note from public.order_events e join public.orders o on o.id = e.order_id where o.order_number = $1 order by e.created_at, e.id',
      [order.order_number],
    );
    expect(events.at(-1)).toEqual({ status: 'confirmed', payment_status: 'paid', note: 'Bank transfer received' });
    expect(
      await scalar(t.db, 'select count(*) as value from public.orders where order_number = $1 and confirmed_at is not null', [
        order.order_number,
      ]),
    ).toBe(1);
    expect(await nextStatuses(order.order_number)).toEqual(['processing', 'shipped', 'cancelled']);
    expect((await move('processing')).status).toBe('processing');

    const cod = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }]));
    expect(await nextStatuses(cod.order_number)).toEqual(['confirmed', 'processing', 'cancelled']);
    const wallet = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'jazzcash' }));
    expect(await nextStatuses(wallet.order_number)).toEqual(['confirmed', 'cancelled']);
  });

  test('payment status changes follow the allowed steps', async () => {
    const order = await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }]));
    const set = (payment_status: string) =>
      rpcAs<OrderSummary>(t.db, admin, 'admin_set_payment_status', { order_number: order.order_number, payment_status });
    expect(await errorOf(() => set('refunded'))).toMatchObject({ detail: 'invalid_status_transition' });
    expect((await set('cod_collected')).payment_status).toBe('cod_collected');
    expect((await set('refunded')).payment_status).toBe('refunded');
  });

  test('adjust stock with an audit trail, never below zero', async () => {
    const variant = await createVariant(t.db, { stock: 3 });
    const result = await rpcAs<{ stock_quantity: number }>(t.db, admin, 'admin_adjust_stock', {
      variant_id: variant,
      delta: 20,
      reason: 'restock',
      note: 'Harvest from Hunza',
    });
    expect(result.stock_quantity).toBe(23);
    expect(await errorOf(() => rpcAs(t.db, admin, 'admin_adjust_stock', { variant_id: variant, delta: -24 }))).toMatchObject({
      detail: 'insufficient_stock',
    });
    expect(await errorOf(() => rpcAs(t.db, admin, 'admin_adjust_stock', { variant_id: variant, delta: 0 }))).toMatchObject({
      detail: 'invalid_input',
    });
    expect(await errorOf(() => rpcAs(t.db, admin, 'admin_adjust_stock', { variant_id: variant, delta: 1, reason: 'gift' }))).toMatchObject({
      detail: 'invalid_input',
    });
    const ledger = await queryAs<{ delta: number; stock_after: number; reason: string; actor_id: string }>(
      t.db,
      admin,
      'select delta, stock_after, reason, actor_id from public.stock_movements where variant_id = $1',
      [variant],
    );
    expect(ledger).toEqual([{ delta: 20, stock_after: 23, reason: 'restock', actor_id: admin.id }]);
  });

  test('approve and withdraw a review', async () => {
    const [review] = await t.db
      .query<{ id: string }>("select id from public.testimonials where reviewer_name = 'Kamran'")
      .then((r) => r.rows);
    const approved = await rpcAs<{ is_approved: boolean; approved_at: string | null }>(t.db, admin, 'admin_set_testimonial_approval', {
      testimonial_id: review!.id,
      approved: true,
    });
    expect(approved.is_approved).toBe(true);
    expect(approved.approved_at).not.toBeNull();
    expect((await queryAs(t.db, ANON, 'select id from public.testimonials where id = $1', [review!.id])).length).toBe(1);
    await rpcAs(t.db, admin, 'admin_set_testimonial_approval', { testimonial_id: review!.id, approved: false });
    expect((await queryAs(t.db, ANON, 'select id from public.testimonials where id = $1', [review!.id])).length).toBe(0);
  });
});

describe('wallet payments (service role only)', () => {
  async function walletOrder() {
    await t.db.query("update public.payment_methods set is_active = true where id = 'jazzcash'");
    try {
      return await place(ANON, placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'jazzcash' }));
    } finally {
      await t.db.query("update public.payment_methods set is_active = false where id = 'jazzcash'");
    }
  }

  test('start a payment, then apply a verified success exactly once', async () => {
    const order = await walletOrder();
    expect(order.payment_status).toBe('pending');
    const started = await rpcAs<{ reference: string; amount: number; amount_paisa: number }>(t.db, SERVICE, 'start_payment', {
      order_number: order.order_number,
      gateway: 'jazzcash',
    });
    expect(started.reference).toMatch(/^T\d{14}[A-Z0-9]{5}$/);
    expect(started).toMatchObject({ amount: order.total, amount_paisa: order.total * 100 });
    const apply = (status: string, amount_paisa: number | null) =>
      rpcAs<{ payment_status: string; changed: boolean }>(t.db, SERVICE, 'record_payment_result', {
        reference: started.reference,
        status,
        amount_paisa,
        response_code: '000',
      });
    expect(await errorOf(() => apply('succeeded', started.amount_paisa - 100))).toMatchObject({ detail: 'amount_mismatch' });
    expect(await apply('succeeded', started.amount_paisa)).toMatchObject({ payment_status: 'paid', changed: true });
    expect(await apply('succeeded', started.amount_paisa)).toMatchObject({ payment_status: 'paid', changed: false });
    expect(await apply('failed', null)).toMatchObject({ payment_status: 'paid', changed: false });
    expect(
      await scalar(t.db, "select count(*) as value from public.order_events where order_id = $1 and note = 'Payment received'", [order.id]),
    ).toBe(1);
  });

  test('customers cannot call the payment functions', async () => {
    const user = await createUser(t.db);
    for (const caller of [ANON, user, admin]) {
      expect(
        (await errorOf(() => rpcAs(t.db, caller, 'start_payment', { order_number: 'GDF-2611-AAAAAA', gateway: 'jazzcash' }))).code,
      ).toBe('42501');
      expect((await errorOf(() => rpcAs(t.db, caller, 'expire_unpaid_orders'))).code).toBe('42501');
    }
  });

  test('unpaid orders expire once, putting the stock and coupon back', async () => {
    const variant = await createVariant(t.db, { stock: 5 });
    await t.db.query("update public.payment_methods set is_active = true where id = 'jazzcash'");
    const order = await place(ANON, placeOrderArgs([{ variant_id: variant, quantity: 2 }], { payment_method: 'jazzcash' }));
    await t.db.query("update public.payment_methods set is_active = false where id = 'jazzcash'");
    expect(await stockOf(t.db, variant)).toBe(3);
    expect(await rpcAs<number>(t.db, SERVICE, 'expire_unpaid_orders')).toBe(0);
    await t.db.query("update public.orders set payment_due_at = now() - interval '1 minute' where id = $1", [order.id]);
    expect(await rpcAs<number>(t.db, SERVICE, 'expire_unpaid_orders')).toBe(1);
    expect(await rpcAs<number>(t.db, SERVICE, 'expire_unpaid_orders')).toBe(0);
    expect(await stockOf(t.db, variant)).toBe(5);
    const [row] = (
      await t.db.query<{ status: string; payment_status: string }>('select status, payment_status from public.orders where id = $1', [
        order.id,
      ])
    ).rows;
    expect(row).toEqual({ status: 'cancelled', payment_status: 'voided' });
  });
});

describe('accounts', () => {
  test('sign-up metadata becomes the profile; values the profile cannot hold are cut or dropped, never failing the sign-up', async () => {
    const cases: [unknown, Record<string, unknown>][] = [
      [
        { full_name: ' Sana  Baig ', phone: '0355 1234567', address: 'Jutial, Gilgit', postal_code: '15150', city_id: '2' },
        {
          full_name: 'Sana Baig',
          phone: '+923551234567',
          address: 'Jutial, Gilgit',
          postal_code: '15150',
          city_id: 2,
          country: 'Pakistan',
        },
      ],
      [
        { full_name: ['x'], phone: { a: 1 }, city_id: 99999, postal_code: 15100, address: 'x'.repeat(600) },
        { full_name: null, phone: null, address: 'x'.repeat(500), postal_code: '15100', city_id: null, country: 'Pakistan' },
      ],
      ['not an object', { full_name: null, phone: null, address: null, postal_code: null, city_id: null, country: 'Pakistan' }],
      [
        { city_id: 1.5, phone: '051-1234567', full_name: '\u0007\t ' },
        { full_name: null, phone: null, address: null, postal_code: null, city_id: null, country: 'Pakistan' },
      ],
      [
        { full_name: 'A', address: 'Home', postal_code: '151', phone: '(0355) 1234567' },
        { full_name: null, phone: null, address: null, postal_code: null, city_id: null, country: 'Pakistan' },
      ],
      [
        { full_name: 'x'.repeat(120), address: 'House\n\n 4,\tJutial' },
        { full_name: 'x'.repeat(100), phone: null, address: 'House 4, Jutial', postal_code: null, city_id: null, country: 'Pakistan' },
      ],
    ];
    for (const [metadata, expected] of cases) {
      const user = await createUser(t.db, { metadata });
      const [profile] = (
        await t.db.query('select full_name, phone, address, postal_code, city_id, country from public.profiles where id = $1', [user.id])
      ).rows;
      expect(profile).toEqual(expected);
    }
  });

  test('deactivate_account: only for oneself; bans the user and revokes every session', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    for (const owner of [user, other]) {
      await t.db.query(
        `with s as (insert into auth.sessions (id, user_id, created_at, updated_at) values (gen_random_uuid(), $1, now(), now()) returning id)
         insert into auth.refresh_tokens (token, user_id, session_id, revoked, created_at, updated_at) select md5(random()::text), $1, s.id, false, now(), now() from s`,
        [owner.id],
      );
    }
    expect((await errorOf(() => rpcAs(t.db, other, 'deactivate_account', { user_id: user.id }))).code).toBe('42501');
    expect((await errorOf(() => rpcAs(t.db, ANON, 'deactivate_account', { user_id: user.id }))).code).toBe('42501');
    await rpcAs(t.db, user, 'deactivate_account', { user_id: user.id });
    const count = (table: string, id: string) => scalar(t.db, `select count(*) as value from auth.${table} where user_id::text = $1`, [id]);
    expect([await count('sessions', user.id), await count('refresh_tokens', user.id)]).toEqual([0, 0]);
    expect([await count('sessions', other.id), await count('refresh_tokens', other.id)]).toEqual([1, 1]);
    expect(
      await scalar(t.db, "select (banned_until > now() + interval '50 years')::int as value from auth.users where id = $1", [user.id]),
    ).toBe(1);
    expect(await scalar(t.db, 'select (banned_until is null)::int as value from auth.users where id = $1', [other.id])).toBe(1);
  });

  test('is_admin reads app_metadata from the database, so a demotion takes effect at once', async () => {
    const staff = await createUser(t.db, { admin: true });
    expect(await rpcAs(t.db, staff, 'is_admin')).toBe(true);
    await t.db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [staff.id]);
    expect(await rpcAs(t.db, staff, 'is_admin')).toBe(false);
    expect(await rpcAs(t.db, ANON, 'is_admin')).toBe(false);
  });
});
