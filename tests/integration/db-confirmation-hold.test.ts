// The confirmation hold (issue 27 §3): an unconfirmed cash-on-delivery order holds its stock for the
// shop's hold (24 hours by default), is reminded once at half-time (then it is on the call list), and
// is released when the hold ends: cancelled with the reason, stock back, the shopper's notice
// recorded. run_confirmation_holds takes the time to run at, so nothing waits on the clock.
import { createVariant, type OrderSummary, placeOrderArgs, stockOf } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, scalar, SERVICE, setUpMigratedDatabase } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const t = setUpMigratedDatabase();
let customer: Caller;
let admin: Caller;
let variant: number;
beforeAll(async () => {
  customer = await createUser(t.db);
  admin = await createUser(t.db, { admin: true });
  variant = await createVariant(t.db, { stock: 100 });
});
// Each test's orders leave the hold when it ends, so a later test's run meets only its own.
afterEach(async () => {
  await t.db.query('update public.shop_settings set confirmation_hold_hours = 24');
  await t.db.query("update public.orders set status = 'confirmed', confirmed_at = now() where status = 'pending'");
});

async function placeCod(quantity = 3, paymentMethod = 'cod'): Promise<OrderSummary> {
  return rpcAs<OrderSummary>(
    t.db,
    customer,
    'place_order',
    placeOrderArgs([{ variant_id: variant, quantity }], { payment_method: paymentMethod }),
  );
}

/** Runs the hold as the scheduled job would, `hours` after the order was placed (to the microsecond). */
async function runHoldsAt(order: OrderSummary, hours: number): Promise<void> {
  const { rows } = await t.db.query<{ at: string }>(
    'select (created_at + make_interval(secs => $2::double precision * 3600))::text as at from public.orders where id = $1',
    [order.id, hours],
  );
  await rpcAs(t.db, SERVICE, 'run_confirmation_holds', { p_now: rows[0]!.at });
}

async function orderRow(order: OrderSummary) {
  const { rows } = await t.db.query<{
    status: string;
    payment_status: string;
    cancel_reason: string | null;
    hold_reminder_at: Date | null;
    stock_released_at: Date | null;
  }>('select status, payment_status, cancel_reason, hold_reminder_at, stock_released_at from public.orders where id = $1', [order.id]);
  return rows[0]!;
}

const noticesOf = async (order: OrderSummary) =>
  (await t.db.query<{ kind: string }>('select kind from public.order_notices where order_id = $1 order by id', [order.id])).rows.map(
    (r) => r.kind,
  );

/** The console's call list: unconfirmed cash-on-delivery orders past their reminder (lib/orders/call-list.ts). */
const callList = async () =>
  (
    await queryAs<{ order_number: string }>(
      t.db,
      admin,
      "select order_number from public.orders where status = 'pending' and payment_method = 'cod' and hold_reminder_at is not null",
    )
  ).map((r) => r.order_number);

test('the reminder is recorded once, at half the hold, and puts the order on the call list', async () => {
  const order = await placeCod();
  await runHoldsAt(order, 11.9);
  expect((await orderRow(order)).hold_reminder_at).toBeNull();
  expect(await noticesOf(order)).toEqual([]);
  expect(await callList()).not.toContain(order.order_number);

  await runHoldsAt(order, 12);
  expect((await orderRow(order)).hold_reminder_at).not.toBeNull();
  expect(await noticesOf(order)).toEqual(['hold_reminder']);
  expect(await callList()).toContain(order.order_number);

  await runHoldsAt(order, 13);
  await runHoldsAt(order, 14);
  expect(await noticesOf(order)).toEqual(['hold_reminder']);
  expect((await orderRow(order)).status).toBe('pending');
});

test('when the hold ends unconfirmed, the order is cancelled with the reason and its stock goes back once', async () => {
  const before = await stockOf(t.db, variant);
  const order = await placeCod(4);
  expect(await stockOf(t.db, variant)).toBe(before - 4);
  await runHoldsAt(order, 12);
  await runHoldsAt(order, 23.9);
  expect((await orderRow(order)).status).toBe('pending');

  await runHoldsAt(order, 24);
  expect(await orderRow(order)).toMatchObject({
    status: 'cancelled',
    payment_status: 'voided',
    cancel_reason: 'Not confirmed within 24 hours',
  });
  expect(await stockOf(t.db, variant)).toBe(before);
  expect(await noticesOf(order)).toEqual(['hold_reminder', 'hold_released']);
  expect(await callList()).not.toContain(order.order_number);
  const events = await t.db.query<{ note: string; actor: string }>(
    "select note, actor from public.order_events where order_id = $1 and status = 'cancelled'",
    [order.id],
  );
  expect(events.rows).toEqual([{ note: 'Cancelled: Not confirmed within 24 hours', actor: 'system' }]);

  await runHoldsAt(order, 48);
  expect(await stockOf(t.db, variant)).toBe(before);
  expect(await noticesOf(order)).toEqual(['hold_reminder', 'hold_released']);
});

test('the hold is the shop setting: 6 hours reminds at 3 and releases at 6, saying so', async () => {
  await queryAs(t.db, admin, 'update public.shop_settings set confirmation_hold_hours = 6');
  const order = await placeCod();
  await runHoldsAt(order, 3);
  expect(await noticesOf(order)).toEqual(['hold_reminder']);
  await runHoldsAt(order, 6);
  expect(await orderRow(order)).toMatchObject({ status: 'cancelled', cancel_reason: 'Not confirmed within 6 hours' });
});

test('a confirmed order and an order paid another way are never released', async () => {
  const confirmed = await placeCod();
  await t.db.query("update public.orders set status = 'confirmed', confirmed_at = now() where id = $1", [confirmed.id]);
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  const transfer = await placeCod(1, 'bank_transfer');
  await runHoldsAt(confirmed, 30);
  expect(await orderRow(confirmed)).toMatchObject({ status: 'confirmed', stock_released_at: null, hold_reminder_at: null });
  expect(await noticesOf(confirmed)).toEqual([]);
  expect(await noticesOf(transfer)).toEqual([]);
  expect(await orderRow(transfer)).toMatchObject({ status: 'pending', hold_reminder_at: null });
});

test('the hold setting takes whole hours from 2 to 168, set by admins only', async () => {
  expect(await scalar(t.db, 'select confirmation_hold_hours as value from public.shop_settings')).toBe(24);
  for (const hours of [1, 169, 0]) {
    await expect(
      errorOf(() => queryAs(t.db, admin, 'update public.shop_settings set confirmation_hold_hours = $1', [hours])),
    ).resolves.toMatchObject({
      code: '23514',
    });
  }
  await queryAs(t.db, admin, 'update public.shop_settings set confirmation_hold_hours = 48');
  expect(await scalar(t.db, 'select confirmation_hold_hours as value from public.shop_settings')).toBe(48);
  // A customer's update matches no row (RLS); anon may not update at all.
  await queryAs(t.db, customer, 'update public.shop_settings set confirmation_hold_hours = 2');
  expect(await scalar(t.db, 'select confirmation_hold_hours as value from public.shop_settings')).toBe(48);
  await expect(errorOf(() => queryAs(t.db, ANON, 'update public.shop_settings set confirmation_hold_hours = 2'))).resolves.toMatchObject({
    code: '42501',
  });
});

test('the shop claims each waiting notice once; nobody else may run the hold or claim them, and only admins read them', async () => {
  const order = await placeCod();
  await runHoldsAt(order, 24);
  const claim = () =>
    queryAs<{ id: number; kind: string; order_number: string; order_status: string }>(
      t.db,
      SERVICE,
      'select * from public.claim_order_notices(100)',
    );
  const first = await claim();
  expect(first.filter((n) => n.order_number === order.order_number)).toEqual([
    expect.objectContaining({ kind: 'hold_reminder', order_status: 'cancelled' }),
    expect.objectContaining({ kind: 'hold_released', order_status: 'cancelled' }),
  ]);
  expect(await claim()).toEqual([]);
  for (const caller of [ANON, customer, admin]) {
    await expect(errorOf(() => rpcAs(t.db, caller, 'run_confirmation_holds'))).resolves.toMatchObject({ code: '42501' });
    await expect(errorOf(() => rpcAs(t.db, caller, 'claim_order_notices'))).resolves.toMatchObject({ code: '42501' });
  }
  await expect(errorOf(() => queryAs(t.db, ANON, 'select * from public.order_notices'))).resolves.toMatchObject({ code: '42501' });
  expect(await queryAs(t.db, customer, 'select * from public.order_notices')).toEqual([]);
  expect((await queryAs(t.db, admin, 'select * from public.order_notices where order_id = $1', [order.id])).length).toBe(2);
});

test('the migration schedules the hold every 5 minutes', async () => {
  const { rows } = await t.db.query("select schedule, command, active from cron.job where jobname = 'run-confirmation-holds'");
  expect(rows).toEqual([{ schedule: '*/5 * * * *', command: 'select public.run_confirmation_holds()', active: true }]);
});
