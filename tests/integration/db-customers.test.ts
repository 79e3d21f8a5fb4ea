// Customers (issue 26 §5): admin_customers aggregates the orders per phone a page at a time, the
// orders' computed field returned_parcels_before flags a phone whose cash-on-delivery parcels came
// back, and only admins read customers or their notes.
import { randomUUID } from 'node:crypto';
import { createVariant, placeOrderArgs, contact, type OrderSummary } from '../fixtures/db/orders';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, SERVICE, setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase();
let admin: Caller;
let shopper: Caller;
beforeAll(async () => {
  admin = await createUser(t.db, { admin: true });
  shopper = await createUser(t.db);
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
});

interface CustomerRow {
  phone: string;
  full_name: string;
  city_name: string;
  user_id: string | null;
  order_count: number;
  total_spent: string | number;
  last_order_at: string;
  returned_parcels: number;
  notes: string;
  tags: string[];
  total_count: string | number;
}

/** An order as it ended, written as the superuser: the aggregates only read what orders hold. */
async function order(
  phone: string,
  end: { status: string; method?: string; payment: string; total: number; daysAgo: number; name?: string },
) {
  const number = `GDF-2611-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  await t.db.query(
    `insert into public.orders (order_number, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
       full_name, phone, address, city_id, city_name, province, subtotal, shipping_fee, total, weight_kg, item_count, created_at)
     values ($1, $1, '-', $2, $3, $4, 'leopard', $5, $6, 'House 1, Jutial', 1, 'Gilgit', 'Gilgit-Baltistan', $7 - 200, 200, $7, 0.5, 1,
       now() - make_interval(days => $8))`,
    [number, end.status, end.method ?? 'cod', end.payment, end.name ?? 'Karim Shah', phone, end.total, end.daysAgo],
  );
  return number;
}

const customers = (caller: Caller, search: string | null, size = 20, offset = 0) =>
  queryAs<CustomerRow>(t.db, caller, 'select * from public.admin_customers($1, $2, $3)', [search, size, offset]);

// One phone's history: delivered (counted), paid by transfer (counted), cancelled after paying (not
// counted), pending cash on delivery (not counted), and two cash parcels that came back.
const KARIM = '+923001110001';
beforeAll(async () => {
  await order(KARIM, { status: 'delivered', payment: 'cod_collected', total: 2000, daysAgo: 40, name: 'Karim' });
  await order(KARIM, { status: 'confirmed', method: 'bank_transfer', payment: 'paid', total: 3000, daysAgo: 30 });
  await order(KARIM, { status: 'cancelled', method: 'bank_transfer', payment: 'paid', total: 900, daysAgo: 25 });
  await order(KARIM, { status: 'returned', payment: 'voided', total: 1500, daysAgo: 20 });
  await order(KARIM, { status: 'returned', payment: 'voided', total: 1500, daysAgo: 10 });
  await order(KARIM, { status: 'returned', method: 'bank_transfer', payment: 'refunded', total: 800, daysAgo: 8 });
  await order(KARIM, { status: 'pending', payment: 'cod_pending', total: 1200, daysAgo: 1, name: 'Karim Shah' });
  await order('+923001110002', { status: 'delivered', payment: 'cod_collected', total: 500, daysAgo: 3, name: 'Nadia Baig' });
  await order('+923001110003', { status: 'pending', payment: 'cod_pending', total: 700, daysAgo: 2, name: 'Sher Ali' });
});

test("a customer is their phone: the orders counted, what they spent, their latest order's name, and the cash parcels that came back", async () => {
  const [karim, ...rest] = await customers(admin, '0300-1110001');
  expect(rest).toEqual([]);
  expect(karim).toMatchObject({
    phone: KARIM,
    full_name: 'Karim Shah',
    city_name: 'Gilgit',
    user_id: null,
    order_count: 7,
    returned_parcels: 2,
    notes: '',
    tags: [],
  });
  expect(Number(karim!.total_spent)).toBe(5000);
  expect(Number(karim!.total_count)).toBe(1);
});

test('the list is the latest order first, a page at a time, with the count over all pages', async () => {
  const all = await customers(admin, null, 100);
  const ours = all.filter((row) => row.phone.startsWith('+92300111000'));
  expect(ours.map((row) => row.phone)).toEqual([KARIM, '+923001110003', '+923001110002']);
  expect(Number(all[0]!.total_count)).toBe(all.length);
  const first = await customers(admin, null, 2, 0);
  const second = await customers(admin, null, 2, 2);
  expect(first).toHaveLength(2);
  expect(second.map((row) => row.phone)).not.toContain(first[0]!.phone);
  expect(Number(first[0]!.total_count)).toBe(all.length);
});

test.each([
  ['a phone in any spelling', '+92 300 1110002', ['+923001110002']],
  ['a part of the name', 'nadia', ['+923001110002']],
  ["a part of the phone's digits", '1110003', ['+923001110003']],
  ['wildcards, taken as text', '%', []],
  ['a phone with no orders', '0300-9999999', []],
])('search by %s', async (_what, search, phones) => {
  expect((await customers(admin, search)).map((row) => row.phone)).toEqual(phones);
});

test('notes and tags come with the customer, and a tag that is not a short word is refused by the database', async () => {
  await queryAs(
    t.db,
    admin,
    "insert into public.customer_notes (phone, notes, tags) values ($1, 'Calls after 6 pm', '{wholesale,regular}')",
    ['+923001110002'],
  );
  expect(await customers(admin, '03001110002')).toEqual([
    expect.objectContaining({ notes: 'Calls after 6 pm', tags: ['wholesale', 'regular'] }),
  ]);
  for (const tags of ['{Big Spender}', '{""}', '{a,null}', `{${'a,'.repeat(10)}b}`]) {
    const error = await errorOf(() =>
      queryAs(t.db, admin, 'update public.customer_notes set tags = $2::text[] where phone = $1', ['+923001110002', tags]),
    );
    expect(error.code).toBe('23514');
  }
  const tooLong = await errorOf(() =>
    queryAs(t.db, admin, 'update public.customer_notes set notes = $2 where phone = $1', ['+923001110002', 'x'.repeat(2001)]),
  );
  expect(tooLong.code).toBe('23514');
});

test('only admins read customers: anon and a shopper are refused, and see no notes', async () => {
  for (const caller of [ANON, shopper]) {
    const error = await errorOf(() => customers(caller, null));
    expect(error.code).toBe('42501');
  }
  expect(await queryAs(t.db, shopper, 'select * from public.customer_notes')).toEqual([]);
  expect((await errorOf(() => queryAs(t.db, ANON, 'select * from public.customer_notes'))).code).toBe('42501');
  expect((await customers(SERVICE, '03001110001')).map((row) => row.phone)).toEqual([KARIM]);
});

test('a cash-on-delivery parcel that failed delivery and came back flags the phone on its next order, and only there', async () => {
  const variant = await createVariant(t.db, { stock: 10 });
  const phone = '0312-5550177';
  const place = () =>
    rpcAs<OrderSummary>(t.db, ANON, 'place_order', placeOrderArgs([{ variant_id: variant, quantity: 1 }], { contact: contact({ phone }) }));
  const first = await place();
  const move = (from: string, to: string) =>
    rpcAs(t.db, admin, 'admin_move_order', { order_number: first.order_number, from_status: from, to_status: to, note: null });
  for (const [from, to] of [
    ['pending', 'confirmed'],
    ['confirmed', 'processing'],
    ['processing', 'shipped'],
    ['shipped', 'delivery_failed'],
    ['delivery_failed', 'returning'],
    ['returning', 'returned'],
  ]) {
    await move(from!, to!);
  }
  const second = await place();
  const flags = await queryAs<{ order_number: string; returned: number }>(
    t.db,
    admin,
    'select o.order_number, public.returned_parcels_before(o) as returned from public.orders o where o.phone = $1 order by o.created_at',
    ['+923125550177'],
  );
  expect(flags).toEqual([
    { order_number: first.order_number, returned: 0 },
    { order_number: second.order_number, returned: 1 },
  ]);
  const [alert] = await queryAs<{ order_number: string; returned_parcels: number; placed_from_new_phone: boolean }>(
    t.db,
    SERVICE,
    'select order_number, returned_parcels, placed_from_new_phone from public.claim_staff_alerts(100) where order_number = $1',
    [second.order_number],
  );
  expect(alert).toEqual({ order_number: second.order_number, returned_parcels: 1, placed_from_new_phone: true });
});
