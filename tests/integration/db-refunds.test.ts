// Refunds (issue 26 §1): admin_record_refund's rules, the payment states it moves to, the timeline
// event it writes, and the refund a cancelled or returned paid order owes (private.refund_owed, read
// through admin_refund_owed and admin_refunds_owed). SQL level, on PGlite and PostgreSQL.
import { type OrderSummary, placeOrderArgs, trustPhone } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, scalar, setUpMigratedDatabase } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const t = setUpMigratedDatabase();
let admin: Caller;
let customer: Caller;
beforeAll(async () => {
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  await trustPhone(t.db);
  admin = await createUser(t.db, { admin: true });
  customer = await createUser(t.db);
});

const place = (paymentMethod: string) =>
  rpcAs<OrderSummary>(t.db, ANON, 'place_order', placeOrderArgs([{ variant_id: 11, quantity: 2 }], { payment_method: paymentMethod }));
const move = (order: OrderSummary, status: string) =>
  rpcAs<OrderSummary>(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status });

async function paidTransfer(): Promise<OrderSummary> {
  const order = await place('bank_transfer');
  await rpcAs(t.db, admin, 'admin_confirm_bank_transfer', {
    order_number: order.order_number,
    reference: `HBL-${order.order_number}`,
    amount: order.total,
  });
  return order;
}

const refund = (order: OrderSummary, args: Record<string, unknown>, caller: Caller = admin) =>
  rpcAs<OrderSummary & { refund: { amount: number; left: number } }>(t.db, caller, 'admin_record_refund', {
    order_number: order.order_number,
    method: 'bank_transfer',
    reference: 'MEEZAN-RF-1',
    ...args,
  });

/** admin_refund_owed as the admin (the superuser in scalar() is not a signed-in admin). */
async function owedAsAdmin(order: OrderSummary): Promise<number> {
  const [row] = await queryAs<{ owed: number }>(
    t.db,
    admin,
    'select public.admin_refund_owed(o) as owed from public.orders o where o.order_number = $1',
    [order.order_number],
  );
  return row!.owed;
}

const owingList = () => rpcAs<string[]>(t.db, admin, 'admin_refunds_owed');

async function events(order: OrderSummary) {
  return queryAs<{ status: string; payment_status: string; note: string; actor: string; actor_id: string | null }>(
    t.db,
    admin,
    `select e.status, e.payment_status, e.note, e.actor, e.actor_id from public.order_events e
       join public.orders o on o.id = e.order_id where o.order_number = $1 order by e.created_at, e.id`,
    [order.order_number],
  );
}

test('an order with no payment in hand cannot be refunded, and nothing is written', async () => {
  const cod = await place('cod');
  const transfer = await place('bank_transfer');
  for (const order of [cod, transfer]) {
    expect(await errorOf(() => refund(order, { amount: 100 }))).toMatchObject({
      detail: 'invalid_status_transition',
      message: 'Only a paid order can be refunded: no payment has reached the shop for this order.',
    });
  }
  await move(transfer, 'cancelled').catch(() => undefined);
  expect(await errorOf(() => refund(transfer, { amount: 100 }))).toMatchObject({ detail: 'invalid_status_transition' });
  expect(await scalar(t.db, 'select count(*) as value from public.refunds')).toBe(0);
});

test('the amount must be more than nothing and at most what is left; bank and wallet refunds need a reference', async () => {
  const order = await paidTransfer();
  expect(await errorOf(() => refund(order, { amount: 0 }))).toMatchObject({
    detail: 'invalid_input',
    message: 'Please enter the refund in whole rupees, more than Rs. 0.',
  });
  expect(await errorOf(() => refund(order, { amount: order.total + 1 }))).toMatchObject({
    detail: 'invalid_input',
    message: `At most Rs. ${order.total.toLocaleString('en-US')} is left to refund on this order.`,
  });
  for (const method of ['bank_transfer', 'wallet']) {
    expect(await errorOf(() => refund(order, { amount: 100, method, reference: '  ' }))).toMatchObject({
      detail: 'invalid_input',
      message: 'Please enter the reference of the transfer (up to 64 characters).',
    });
  }
  expect(await errorOf(() => refund(order, { amount: 100, method: 'cheque' }))).toMatchObject({
    detail: 'invalid_input',
    message: 'Please choose how the refund was sent: bank transfer, wallet or cash.',
  });
  expect(await scalar(t.db, 'select count(*) as value from public.refunds')).toBe(0);
  const cash = await refund(order, { amount: 100, method: 'cash', reference: null });
  expect(cash.payment_status).toBe('partly_refunded');
});

test('a partial refund, then the rest: partly refunded, then refunded, each with its timeline event', async () => {
  const order = await paidTransfer();
  const first = await refund(order, { amount: 500, reference: 'MEEZAN-RF-500', note: 'Half of the almonds were out' });
  expect([first.payment_status, first.refund.amount, first.refund.left]).toEqual(['partly_refunded', 500, order.total - 500]);
  expect(await errorOf(() => refund(order, { amount: order.total - 499 }))).toMatchObject({
    detail: 'invalid_input',
    message: `At most Rs. ${(order.total - 500).toLocaleString('en-US')} is left to refund on this order.`,
  });
  const rest = await refund(order, { amount: order.total - 500, method: 'wallet', reference: 'JC-778899' });
  expect([rest.payment_status, rest.refund.left]).toEqual(['refunded', 0]);
  expect(await errorOf(() => refund(order, { amount: 1 }))).toMatchObject({
    detail: 'invalid_status_transition',
    message: 'This order is already refunded in full.',
  });
  const timeline = (await events(order)).slice(-2);
  expect(timeline).toEqual([
    {
      status: 'confirmed',
      payment_status: 'partly_refunded',
      note: 'Refund of Rs. 500 recorded (bank transfer, ref MEEZAN-RF-500)',
      actor: 'admin',
      actor_id: admin.id,
    },
    {
      status: 'confirmed',
      payment_status: 'refunded',
      note: `Refund of Rs. ${(order.total - 500).toLocaleString('en-US')} recorded (wallet, ref JC-778899)`,
      actor: 'admin',
      actor_id: admin.id,
    },
  ]);
  const rows = await queryAs<{ amount: number; method: string; reference: string; note: string | null; recorded_by: string }>(
    t.db,
    admin,
    'select r.amount, r.method, r.reference, r.note, r.recorded_by from public.refunds r join public.orders o on o.id = r.order_id where o.order_number = $1 order by r.id',
    [order.order_number],
  );
  expect(rows).toEqual([
    { amount: 500, method: 'bank_transfer', reference: 'MEEZAN-RF-500', note: 'Half of the almonds were out', recorded_by: admin.id },
    { amount: order.total - 500, method: 'wallet', reference: 'JC-778899', note: null, recorded_by: admin.id },
  ]);
});

test('cash collected on delivery can be refunded too', async () => {
  const order = await place('cod');
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) await move(order, status);
  expect((await refund(order, { amount: order.total, method: 'cash', reference: null })).payment_status).toBe('refunded');
});

test('a customer or a guest cannot record a refund or read refunds', async () => {
  const order = await paidTransfer();
  for (const caller of [customer, ANON]) {
    expect(await errorOf(() => refund(order, { amount: 100 }, caller))).toMatchObject({ code: '42501' });
    expect(await errorOf(() => rpcAs(t.db, caller, 'admin_refunds_owed'))).toMatchObject({ code: '42501' });
  }
  expect(await errorOf(() => queryAs(t.db, ANON, 'select * from public.refunds'))).toMatchObject({ code: '42501' });
  await refund(order, { amount: 100 });
  expect(await queryAs(t.db, customer, 'select * from public.refunds')).toEqual([]);
  expect(
    await errorOf(() =>
      queryAs(t.db, admin, "insert into public.refunds (order_id, amount, method) select id, 1, 'cash' from public.orders limit 1"),
    ),
  ).toMatchObject({ code: '42501' });
  expect(
    await errorOf(() =>
      queryAs(t.db, customer, 'select public.admin_refund_owed(null::public.orders), public.admin_refundable(null::public.orders)'),
    ),
  ).toMatchObject({ code: '42501' });
});

test('a paid order owes its refund once cancelled or returned, until the refunds recorded make it up', async () => {
  const cancelled = await paidTransfer();
  expect(await owedAsAdmin(cancelled)).toBe(0);
  await refund(cancelled, { amount: 300, reference: 'MEEZAN-RF-300' });
  expect(await owedAsAdmin(cancelled)).toBe(0);
  await move(cancelled, 'cancelled');
  expect(await owedAsAdmin(cancelled)).toBe(cancelled.total - 300);
  expect(await owingList()).toContain(cancelled.order_number);

  const returned = await place('cod');
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered', 'returning', 'returned']) await move(returned, status);
  expect(await owedAsAdmin(returned)).toBe(returned.total);

  const returnedUnpaid = await place('cod');
  for (const status of ['confirmed', 'processing', 'shipped', 'returning', 'returned']) await move(returnedUnpaid, status);
  expect(await owedAsAdmin(returnedUnpaid)).toBe(0);
  const cancelledUnpaid = await place('bank_transfer');
  await move(cancelledUnpaid, 'cancelled');
  expect(await owedAsAdmin(cancelledUnpaid)).toBe(0);

  const owing = await owingList();
  expect(owing.indexOf(returned.order_number)).toBeLessThan(owing.indexOf(cancelled.order_number));
  expect(owing).not.toContain(returnedUnpaid.order_number);
  expect(owing).not.toContain(cancelledUnpaid.order_number);

  await refund(cancelled, { amount: cancelled.total - 300, reference: 'MEEZAN-RF-REST' });
  await refund(returned, { amount: returned.total, method: 'cash', reference: null });
  expect([await owedAsAdmin(cancelled), await owedAsAdmin(returned)]).toEqual([0, 0]);
  const after = await owingList();
  expect(after).not.toContain(cancelled.order_number);
  expect(after).not.toContain(returned.order_number);
});

test('a partly refunded order stays paid: its shopper cannot cancel it online, and the owner may pack it', async () => {
  const args = placeOrderArgs([{ variant_id: 11, quantity: 2 }], { payment_method: 'jazzcash' });
  const order = await rpcAs<OrderSummary>(t.db, customer, 'place_order', args);
  // As record_payment_result leaves a wallet order the provider confirmed: paid, still pending.
  await t.db.query("update public.orders set payment_status = 'paid' where id = $1", [order.id]);
  await refund(order, { amount: 650, method: 'wallet', reference: 'JC-PART-1' });
  expect(await errorOf(() => rpcAs(t.db, customer, 'cancel_order', { order_number: order.order_number }))).toMatchObject({
    detail: 'not_cancellable',
  });
  expect(await rpcAs<string[]>(t.db, admin, 'admin_order_next_statuses', { order_number: order.order_number })).toContain('processing');
  expect((await move(order, 'processing')).payment_status).toBe('partly_refunded');
});
