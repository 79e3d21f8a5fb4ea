// Booking parcels with a courier and following them (admin_begin_shipment, admin_record_booking,
// admin_abandon_booking, record_courier_tracking, record_courier_payments): a booking is written
// before the courier is asked and resumed, not duplicated, after a lost answer; the courier's
// stages move the order as the status rules allow. SQL level, on PGlite and PostgreSQL.
import { createVariant, type OrderSummary, placeOrderArgs, trustPhone } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, SERVICE, setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase();
let admin: Caller;
let staff: Caller;
let customer: Caller;
beforeAll(async () => {
  admin = await createUser(t.db, { admin: true });
  staff = await createUser(t.db, { staff: true });
  customer = await createUser(t.db);
  await trustPhone(t.db);
  await t.db.query(`update public.shipping_methods set courier = 'leopards' where id = 'leopard'`);
});

interface Started {
  booking_key: string;
  resumed: boolean;
  courier: string;
  cod_amount: number;
  weight_grams: number;
  pieces: number;
  city_code: string | null;
  contents: string;
}

const place = async (overrides: Record<string, unknown> = {}) =>
  rpcAs<OrderSummary>(
    t.db,
    ANON,
    'place_order',
    placeOrderArgs([{ variant_id: await createVariant(t.db, { stock: 5, grams: 750 }), quantity: 2 }], overrides),
  );
const move = (order: OrderSummary, status: string) =>
  rpcAs<OrderSummary>(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status });
const begin = (order: OrderSummary, caller: Caller = admin, extra: Record<string, unknown> = {}) =>
  rpcAs<Started>(t.db, caller, 'admin_begin_shipment', { order_number: order.order_number, ...extra });
const record = (key: string, tracking: string, caller: Caller = admin) =>
  rpcAs<OrderSummary>(t.db, caller, 'admin_record_booking', {
    booking_key: key,
    tracking_number: tracking,
    slip_url: 'https://example.com/slip',
  });
const track = (updates: unknown[]) =>
  queryAs<{ order_number: string; status: string }>(t.db, SERVICE, 'select * from public.record_courier_tracking($1::jsonb)', [
    JSON.stringify(updates),
  ]);

async function packed(): Promise<OrderSummary> {
  const order = await place();
  await move(order, 'confirmed');
  await move(order, 'processing');
  return order;
}

async function shipments(order: OrderSummary) {
  const { rows } = await t.db.query<{ state: string; tracking_number: string | null; stage: string | null; paid_amount: number | null }>(
    'select state, tracking_number, stage, paid_amount from public.shipments where order_id = $1 order by id',
    [order.id],
  );
  return rows;
}

async function orderOf(order: OrderSummary) {
  const { rows } = await t.db.query<{ status: string; payment_status: string; courier: string | null; tracking_number: string | null }>(
    'select status, payment_status, courier, tracking_number from public.orders where id = $1',
    [order.id],
  );
  return rows[0]!;
}

test('a packed cash-on-delivery order is booked: the courier gets the amount to collect, the weight and the contents; the order is shipped with its number', async () => {
  const order = await packed();
  const started = await begin(order);
  expect(started).toMatchObject({
    booking_key: `${order.order_number}-1`,
    resumed: false,
    courier: 'leopards',
    cod_amount: order.total,
    weight_grams: 1500,
    pieces: 1,
    city_code: null,
  });
  expect(started.contents).toMatch(/^2 x /);
  expect(await shipments(order)).toEqual([{ state: 'booking', tracking_number: null, stage: null, paid_amount: null }]);
  expect(await orderOf(order)).toMatchObject({ status: 'processing' });

  expect(await record(started.booking_key, 'LE1234567')).toMatchObject({ status: 'shipped' });
  expect(await orderOf(order)).toEqual({
    status: 'shipped',
    payment_status: 'cod_pending',
    courier: 'Leopards Courier',
    tracking_number: 'LE1234567',
  });
  expect(await shipments(order)).toEqual([{ state: 'booked', tracking_number: 'LE1234567', stage: 'booked', paid_amount: null }]);
  // The same answer recorded again (a retried request) changes nothing.
  expect(await record(started.booking_key, 'LE1234567')).toMatchObject({ status: 'shipped' });
  expect(await errorOf(() => begin(order))).toMatchObject({ detail: 'already_booked' });
});

test('asked again while the courier never answered, the same booking comes back (resumed) instead of a second one', async () => {
  const order = await packed();
  const first = await begin(order, admin, { weight_grams: 2000, pieces: 2 });
  const again = await begin(order);
  expect(again).toMatchObject({ booking_key: first.booking_key, resumed: true, weight_grams: 2000, pieces: 2 });
  expect(await shipments(order)).toHaveLength(1);
});

test('a refused booking is forgotten: the order stays packed and the next booking has a new key', async () => {
  const order = await packed();
  const first = await begin(order, staff);
  await rpcAs(t.db, staff, 'admin_abandon_booking', { booking_key: first.booking_key });
  expect(await shipments(order)).toEqual([]);
  expect(await orderOf(order)).toMatchObject({ status: 'processing', tracking_number: null });
  expect((await begin(order)).booking_key).toBe(`${order.order_number}-1`);
});

test('only the team books; an order not yet confirmed, or a method without a courier, is refused with the reason', async () => {
  const order = await packed();
  expect(await errorOf(() => begin(order, customer))).toMatchObject({ code: '42501', detail: 'not_admin' });
  expect(await errorOf(() => begin(order, ANON))).toMatchObject({ code: '42501' });
  const pending = await place();
  expect(await errorOf(() => begin(pending))).toMatchObject({ detail: 'invalid_status_transition' });
  const byTcs = await place({ shipping_method: 'tcs' });
  await move(byTcs, 'confirmed');
  expect(await errorOf(() => begin(byTcs))).toMatchObject({ detail: 'no_courier' });
  expect(await errorOf(() => begin(order, admin, { weight_grams: 0 }))).toMatchObject({ detail: 'invalid_input' });
  expect(await errorOf(() => record('GDF-2026-NOSUCH-1', 'LE1'))).toMatchObject({ detail: 'booking_not_found' });
  expect(await shipments(order)).toEqual([]);
});

test('an unreadable tracking number from the courier is refused and the booking keeps waiting', async () => {
  const order = await packed();
  const started = await begin(order);
  expect(await errorOf(() => record(started.booking_key, 'LE 1;drop'))).toMatchObject({ detail: 'invalid_input' });
  expect(await shipments(order)).toEqual([{ state: 'booking', tracking_number: null, stage: null, paid_amount: null }]);
});

test("the courier's stages move the order as the courier: out for delivery, attempted, delivered (cash collected), and a parcel back by way of returning", async () => {
  const delivered = await packed();
  await record((await begin(delivered)).booking_key, 'LE2000001');
  const returned = await packed();
  await record((await begin(returned)).booking_key, 'LE2000002');
  const event = { at: '2026-11-29T10:00:00+05:00', status: 'Dispatched', stage: 'in_transit', location: 'Gilgit' };

  expect(
    await track([
      { courier: 'leopards', tracking_number: 'LE2000001', stage: 'in_transit', courier_status: 'Dispatched', events: [event] },
      { courier: 'leopards', tracking_number: 'LE2000002', stage: 'attempted', courier_status: 'Refused', events: [event] },
      { courier: 'leopards', tracking_number: 'LE-UNKNOWN', stage: 'delivered', courier_status: 'Delivered', events: [] },
    ]),
  ).toEqual([{ order_number: returned.order_number, status: 'delivery_failed' }]);
  expect(await orderOf(delivered)).toMatchObject({ status: 'shipped' });

  expect(
    await track([
      {
        courier: 'leopards',
        tracking_number: 'LE2000001',
        stage: 'delivered',
        courier_status: 'Delivered',
        events: [
          event,
          { ...event, status: 'Delivered', stage: 'delivered', at: '2026-11-29T10:00:00+05:00' },
          { ...event, at: 'yesterday', stage: 'delivered' },
        ],
      },
      { courier: 'leopards', tracking_number: 'LE2000002', stage: 'returned', courier_status: 'Returned to shipper', events: [event] },
    ]),
  ).toEqual([
    { order_number: delivered.order_number, status: 'delivered' },
    { order_number: returned.order_number, status: 'returned' },
  ]);
  expect(await orderOf(delivered)).toMatchObject({ status: 'delivered', payment_status: 'cod_collected' });
  // Delivered when the courier says (its event), not when the job asked.
  const { rows: deliveredAt } = await t.db.query<{ at: string }>(
    `select to_char(delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at from public.shipments where order_id = $1`,
    [delivered.id],
  );
  expect(deliveredAt[0]!.at).toBe('2026-11-29T05:00');
  expect(await orderOf(returned)).toMatchObject({ status: 'returned', payment_status: 'voided' });
  const { rows } = await t.db.query<{ status: string; actor: string }>(
    'select status::text, actor::text from public.order_events where order_id = $1 order by created_at, id',
    [returned.id],
  );
  expect(rows.slice(-3)).toEqual([
    { status: 'delivery_failed', actor: 'courier' },
    { status: 'returning', actor: 'courier' },
    { status: 'returned', actor: 'courier' },
  ]);
  expect(await shipments(returned)).toMatchObject([{ stage: 'returned' }]);

  // Asked again, nothing moves twice.
  expect(
    await track([{ courier: 'leopards', tracking_number: 'LE2000001', stage: 'delivered', courier_status: 'Delivered', events: [event] }]),
  ).toEqual([]);
});

test("the tracking job asks about parcels until they are back or paid for; the courier's payment is kept as first recorded", async () => {
  const order = await packed();
  await record((await begin(order)).booking_key, 'LE3000001');
  const open = async () =>
    (await queryAs<{ tracking_number: string }>(t.db, SERVICE, 'select * from public.courier_shipments_to_track()')).map(
      (s) => s.tracking_number,
    );
  expect(await open()).toContain('LE3000001');
  await track([{ courier: 'leopards', tracking_number: 'LE3000001', stage: 'delivered', courier_status: 'Delivered', events: [] }]);
  expect(await open()).toContain('LE3000001');

  const pay = (amount: number) =>
    rpcAs<number>(t.db, SERVICE, 'record_courier_payments', {
      payments: [{ courier: 'leopards', tracking_number: 'LE3000001', amount, paid_on: '2026-11-30', reference: 'CHQ-77' }],
    });
  expect(await pay(order.total)).toBe(1);
  expect(await pay(1)).toBe(0);
  expect(await shipments(order)).toMatchObject([{ paid_amount: order.total }]);
  expect(await open()).not.toContain('LE3000001');
  expect(await errorOf(() => rpcAs(t.db, SERVICE, 'record_courier_payments', { payments: [{ amount: 'x' }] }))).toMatchObject({
    detail: 'invalid_input',
  });
});

test('the tracking functions are the scheduler’s alone; the team reads shipments, shoppers do not', async () => {
  for (const caller of [ANON, customer, admin]) {
    for (const [fn, args] of [
      ['courier_shipments_to_track', {}],
      ['record_courier_tracking', { updates: [] }],
      ['record_courier_payments', { payments: [] }],
    ] as const)
      expect(await errorOf(() => rpcAs(t.db, caller, fn, args))).toMatchObject({ code: '42501' });
  }
  const order = await packed();
  await begin(order);
  const read = (caller: Caller) => queryAs(t.db, caller, 'select order_id from public.shipments where order_id = $1', [order.id]);
  expect(await read(admin)).toHaveLength(1);
  expect(await read(staff)).toHaveLength(1);
  expect(await read(customer)).toHaveLength(0);
  expect(await errorOf(() => read(ANON))).toMatchObject({ code: '42501' });
  expect(await errorOf(() => queryAs(t.db, admin, "update public.shipments set state = 'cancelled'"))).toMatchObject({ code: '42501' });
});

test('printing numbers each invoice once, without gaps: a print that fails numbers nothing, and a reprint keeps the number', async () => {
  const documents = (orders: OrderSummary[]) =>
    rpcAs<{ order_number: string; invoice_number: string; cod_amount: number; tracking_number: string; lines: unknown[] }[]>(
      t.db,
      staff,
      'admin_parcel_documents',
      // A text[] as a Postgres array literal (PostgREST sends a JSON array).
      { order_numbers: `{${orders.map((order) => order.order_number).join(',')}}` },
    );
  const first = await packed();
  await record((await begin(first)).booking_key, 'LE4000001');
  const second = await packed();
  await record((await begin(second)).booking_key, 'LE4000002');
  const unbooked = await packed();

  expect(await errorOf(() => documents([first, unbooked]))).toMatchObject({ detail: 'invalid_input' });
  const printed = await documents([second, first]);
  const numbers = printed.map((document) => Number(document.invoice_number.slice(4)));
  expect(printed.map((document) => document.order_number)).toEqual([second.order_number, first.order_number]);
  expect(numbers[1]).toBe(numbers[0]! + 1);
  expect(printed[0]).toMatchObject({ tracking_number: 'LE4000002', cod_amount: second.total });
  expect(printed[0]!.lines).toHaveLength(1);

  const again = await documents([first, second]);
  expect(again.map((document) => document.invoice_number)).toEqual([printed[1]!.invoice_number, printed[0]!.invoice_number]);
  await record((await begin(unbooked)).booking_key, 'LE4000003');
  expect(Number((await documents([unbooked]))[0]!.invoice_number.slice(4))).toBe(numbers[1]! + 1);
  expect(await errorOf(() => documents([]))).toMatchObject({ detail: 'invalid_input' });
  expect(await errorOf(() => rpcAs(t.db, customer, 'admin_parcel_documents', { order_numbers: `{${first.order_number}}` }))).toMatchObject({
    code: '42501',
  });
});

test("the couriers' report: cash outstanding per courier, overdue after the set days, payments that differ, and returns per courier and city", async () => {
  interface Report {
    overdue_days: number;
    couriers: {
      courier: string;
      outstanding_amount: number;
      outstanding_parcels: number;
      overdue_parcels: number;
      paid_last_30_days: number;
    }[];
    overdue: { order_number: string; days: number }[];
    mismatches: { order_number: string; cod_amount: number; paid_amount: number }[];
    returns_by_courier: { courier: string; delivered: number; returned: number }[];
  }
  const report = (now: string) => rpcAs<Report>(t.db, staff, 'admin_courier_report', { p_now: now });
  const before = await report(new Date().toISOString());
  const leopards = (r: Report) => r.couriers.find((c) => c.courier === 'leopards')!;
  const delivered: OrderSummary[] = [];
  for (const tracking of ['LE5000001', 'LE5000002', 'LE5000003']) {
    const order = await packed();
    await record((await begin(order)).booking_key, tracking);
    delivered.push(order);
  }
  const returned = await packed();
  await record((await begin(returned)).booking_key, 'LE5000004');
  await track([
    ...['LE5000001', 'LE5000002', 'LE5000003'].map((tracking_number) => ({
      courier: 'leopards',
      tracking_number,
      stage: 'delivered',
      courier_status: 'Delivered',
      events: [],
    })),
    { courier: 'leopards', tracking_number: 'LE5000004', stage: 'returned', courier_status: 'Returned to shipper', events: [] },
  ]);
  await rpcAs(t.db, SERVICE, 'record_courier_payments', {
    payments: [
      { courier: 'leopards', tracking_number: 'LE5000001', amount: delivered[0]!.total, paid_on: '2026-11-30', reference: 'CHQ-1' },
      { courier: 'leopards', tracking_number: 'LE5000002', amount: delivered[1]!.total - 50, paid_on: '2026-11-30', reference: 'CHQ-1' },
    ],
  });

  const now = await report(new Date().toISOString());
  expect(now.overdue_days).toBe(7);
  expect(leopards(now).outstanding_amount - (leopards(before)?.outstanding_amount ?? 0)).toBe(delivered[2]!.total);
  expect(now.overdue.map((parcel) => parcel.order_number)).not.toContain(delivered[2]!.order_number);
  expect(now.mismatches).toContainEqual(
    expect.objectContaining({
      order_number: delivered[1]!.order_number,
      cod_amount: delivered[1]!.total,
      paid_amount: delivered[1]!.total - 50,
    }),
  );
  expect(now.mismatches.map((m) => m.order_number)).not.toContain(delivered[0]!.order_number);
  const returns = now.returns_by_courier.find((row) => row.courier === 'leopards')!;
  const returnsBefore = before.returns_by_courier.find((row) => row.courier === 'leopards') ?? { delivered: 0, returned: 0 };
  expect({ delivered: returns.delivered - returnsBefore.delivered, returned: returns.returned - returnsBefore.returned }).toEqual({
    delivered: 3,
    returned: 1,
  });

  const later = await report(new Date(Date.now() + 8 * 86_400_000).toISOString());
  expect(later.overdue).toContainEqual(expect.objectContaining({ order_number: delivered[2]!.order_number, days: 8 }));
  expect(leopards(later).overdue_parcels).toBeGreaterThanOrEqual(1);
  await t.db.query('update public.shop_settings set cod_overdue_days = 10');
  expect((await report(new Date(Date.now() + 8 * 86_400_000).toISOString())).overdue.map((p) => p.order_number)).not.toContain(
    delivered[2]!.order_number,
  );
  await t.db.query('update public.shop_settings set cod_overdue_days = 7');
  expect(await errorOf(() => rpcAs(t.db, customer, 'admin_courier_report', {}))).toMatchObject({ code: '42501' });
});
