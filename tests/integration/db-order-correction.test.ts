// Correcting a mistaken status move (admin_correct_order_status, admin_correction): the last move of
// an order, made in the console within 24 hours, goes back with its payment state, stock and coupon
// use; anything else is refused and changes nothing. SQL level, on PGlite and PostgreSQL.
import { createVariant, type OrderSummary, placeOrderArgs, stockOf, trustPhone } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, scalar, setUpMigratedDatabase } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const t = setUpMigratedDatabase();
let admin: Caller;
let customer: Caller;
beforeAll(async () => {
  admin = await createUser(t.db, { admin: true });
  customer = await createUser(t.db);
  await trustPhone(t.db);
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
});

const place = (items: unknown, overrides: Record<string, unknown> = {}) =>
  rpcAs<OrderSummary>(t.db, ANON, 'place_order', placeOrderArgs(items, overrides));
const move = (order: OrderSummary, status: string, extra: Record<string, unknown> = {}) =>
  rpcAs<OrderSummary>(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status, ...extra });
const correct = (order: OrderSummary, expected: string, reason = 'Tapped the wrong button', caller = admin) =>
  rpcAs<OrderSummary>(t.db, caller, 'admin_correct_order_status', {
    order_number: order.order_number,
    expected_status: expected,
    reason,
  });
const offered = async (order: OrderSummary) =>
  (
    await queryAs<{ correction: { from: string; to: string; until: string } | null }>(
      t.db,
      admin,
      'select public.admin_correction(o) as correction from public.orders o where o.id = $1',
      [order.id],
    )
  )[0]!.correction;

async function orderRow(order: OrderSummary) {
  const { rows } = await t.db.query<{
    status: string;
    payment_status: string;
    delivered: boolean;
    cancelled: boolean;
    cancel_reason: string | null;
    stock_released: boolean;
  }>(
    `select status, payment_status, delivered_at is not null as delivered, cancelled_at is not null as cancelled, cancel_reason,
            stock_released_at is not null as stock_released
       from public.orders where id = $1`,
    [order.id],
  );
  return rows[0]!;
}

async function events(order: OrderSummary) {
  const { rows } = await t.db.query<{ status: string; note: string | null; is_public: boolean; actor: string; correction: unknown }>(
    `select status, note, is_public, actor::text, details -> 'correction' as correction
       from public.order_events where order_id = $1 order by created_at, id`,
    [order.id],
  );
  return rows;
}

/** A cash-on-delivery order walked to out for delivery. */
async function outForDelivery(): Promise<OrderSummary> {
  const order = await place([{ variant_id: await createVariant(t.db, { stock: 5 }), quantity: 1 }]);
  for (const status of ['confirmed', 'shipped', 'out_for_delivery'])
    await move(order, status, { courier: 'Leopards', tracking_number: 'LE1' });
  return order;
}

test('a mis-tapped "delivered" goes back to out for delivery, the cash back to not collected, with the reason in the timeline', async () => {
  const order = await outForDelivery();
  expect(await offered(order)).toMatchObject({ from: 'out_for_delivery', to: 'shipped' });
  expect(await move(order, 'delivered')).toMatchObject({ status: 'delivered', payment_status: 'cod_collected' });
  expect(await offered(order)).toMatchObject({ from: 'delivered', to: 'out_for_delivery' });

  const corrected = await correct(order, 'delivered', '  Rider still on the way  ');
  expect(corrected).toMatchObject({ status: 'out_for_delivery', payment_status: 'cod_pending' });
  expect(await orderRow(order)).toMatchObject({ status: 'out_for_delivery', payment_status: 'cod_pending', delivered: false });
  const timeline = await events(order);
  expect(timeline.slice(-2)).toEqual([
    { status: 'delivered', note: null, is_public: false, actor: 'admin', correction: null },
    {
      status: 'out_for_delivery',
      note: 'Rider still on the way',
      is_public: false,
      actor: 'admin',
      correction: expect.objectContaining({ from: 'delivered', to: 'out_for_delivery' }),
    },
  ]);

  // The correction is not a move: it cannot itself be corrected, and the order moves on as before.
  expect(await offered(order)).toBeNull();
  expect(await errorOf(() => correct(order, 'out_for_delivery'))).toMatchObject({ code: 'P0001', detail: 'invalid_status_transition' });
  expect(await move(order, 'delivered')).toMatchObject({ status: 'delivered', payment_status: 'cod_collected' });
});

test('a move older than 24 hours is not offered and is refused', async () => {
  const order = await outForDelivery();
  await move(order, 'delivered');
  await t.db.query(
    `update public.order_events set created_at = now() - interval '24 hours 1 minute'
      where id = (select max(id) from public.order_events where order_id = $1)`,
    [order.id],
  );
  expect(await offered(order)).toBeNull();
  expect(await errorOf(() => correct(order, 'delivered'))).toMatchObject({
    detail: 'invalid_status_transition',
    message: 'A status move can be corrected for 24 hours only: this one is older.',
  });
  await t.db.query(
    `update public.order_events set created_at = now() - interval '23 hours 59 minutes'
      where id = (select max(id) from public.order_events where order_id = $1)`,
    [order.id],
  );
  expect(await offered(order)).toMatchObject({ from: 'delivered' });
  expect(await correct(order, 'delivered')).toMatchObject({ status: 'out_for_delivery' });
});

test('refused, changing nothing: a stale expected status, no reason, a non-admin, a last change that is not a move', async () => {
  const order = await outForDelivery();
  await move(order, 'delivered');
  expect(await errorOf(() => correct(order, 'out_for_delivery'))).toMatchObject({
    detail: 'invalid_status_transition',
    message: 'This order was changed meanwhile: it is now delivered.',
  });
  expect(await errorOf(() => correct(order, 'delivered', '   '))).toMatchObject({ detail: 'invalid_input' });
  expect(await errorOf(() => correct(order, 'delivered', 'x'.repeat(501)))).toMatchObject({ detail: 'invalid_input' });
  for (const caller of [customer, ANON]) {
    expect(await errorOf(() => correct(order, 'delivered', 'Mine', caller))).toMatchObject({ code: '42501' });
  }
  expect(await errorOf(() => queryAs(t.db, customer, 'select public.admin_correction(null::public.orders)'))).toMatchObject({
    code: '42501',
  });
  expect(await orderRow(order)).toMatchObject({ status: 'delivered', payment_status: 'cod_collected', delivered: true });

  // A tracking number saved without a move is the last change: the move before it is no longer offered.
  await move(order, 'delivered', { tracking_number: 'LE2' });
  expect(await offered(order)).toBeNull();
  expect(await errorOf(() => correct(order, 'delivered'))).toMatchObject({ detail: 'invalid_status_transition' });

  // A new order has had no move at all.
  const fresh = await place([{ variant_id: await createVariant(t.db, { stock: 5 }), quantity: 1 }]);
  expect(await errorOf(() => correct(fresh, 'pending'))).toMatchObject({ detail: 'invalid_status_transition' });
});

test('a cancellation corrected: the stock is taken out again, the coupon use taken again, the reason cleared', async () => {
  const variant = await createVariant(t.db, { stock: 10 });
  await t.db.query(`insert into public.coupons (code, type, discount_amount, usage_limit) values ('UNDO50', 'fixed', 50, 5)`);
  const order = await place([{ variant_id: variant, quantity: 3 }], { coupon_code: 'UNDO50' });
  const used = () => scalar(t.db, `select used_count as value from public.coupons where code = 'UNDO50'`);
  expect(await used()).toBe(1);
  await move(order, 'confirmed');
  await move(order, 'cancelled', { note: 'Wrong order' });
  expect(await stockOf(t.db, variant)).toBe(10);
  expect(await used()).toBe(0);

  expect(await correct(order, 'cancelled')).toMatchObject({ status: 'confirmed', payment_status: 'cod_pending' });
  expect(await stockOf(t.db, variant)).toBe(7);
  expect(await used()).toBe(1);
  expect(await orderRow(order)).toMatchObject({ cancelled: false, cancel_reason: null, stock_released: false });
  const { rows } = await t.db.query<{ delta: number; reason: string }>(
    'select delta, reason::text from public.stock_movements where order_id = $1 order by id desc limit 1',
    [order.id],
  );
  expect(rows).toEqual([{ delta: -3, reason: 'correction' }]);

  // Cancelled again, it restocks again (stock_released_at was cleared).
  await move(order, 'cancelled', { note: 'Really cancelled' });
  expect(await stockOf(t.db, variant)).toBe(10);
});

test('a returned parcel whose stock has been sold since is refused with a clear message, changing nothing', async () => {
  const variant = await createVariant(t.db, { stock: 4 });
  const order = await place([{ variant_id: variant, quantity: 2 }]);
  for (const status of ['confirmed', 'shipped', 'returning', 'returned']) await move(order, status);
  expect(await stockOf(t.db, variant)).toBe(4);
  await place([{ variant_id: variant, quantity: 3 }]);
  expect(await stockOf(t.db, variant)).toBe(1);

  expect(await errorOf(() => correct(order, 'returned'))).toMatchObject({
    detail: 'insufficient_stock',
    message:
      'The stock this order put back has been sold since: Test product (Test size) has 1 left, the order needs 2. Add the stock first, or leave the order returned.',
  });
  expect(await orderRow(order)).toMatchObject({ status: 'returned', payment_status: 'voided', stock_released: true });
  expect(await stockOf(t.db, variant)).toBe(1);

  await rpcAs(t.db, admin, 'admin_adjust_stock', { variant_id: variant, delta: 1, reason: 'restock' });
  expect(await correct(order, 'returned')).toMatchObject({ status: 'returning', payment_status: 'cod_pending' });
  expect(await stockOf(t.db, variant)).toBe(0);
});

test('a rejected bank transfer is not a status move; a cancelled transfer order goes back to awaiting the transfer', async () => {
  const order = await place([{ variant_id: await createVariant(t.db, { stock: 5 }), quantity: 1 }], { payment_method: 'bank_transfer' });
  await rpcAs(t.db, admin, 'admin_set_payment_status', {
    order_number: order.order_number,
    payment_status: 'failed',
    note: 'Nothing came',
  });
  expect(await offered(order)).toBeNull();
  await move(order, 'cancelled', { note: 'No transfer' });
  expect(await orderRow(order)).toMatchObject({ payment_status: 'voided' });
  expect(await correct(order, 'cancelled')).toMatchObject({ status: 'pending', payment_status: 'failed' });
});
