// Staff and roles (issue 26 §6) at the SQL level, on PGlite and PostgreSQL: what staff may do and
// what stays the owner's whatever path the write takes, who acted in the timeline, the activity log,
// and the owner's team functions. The full allow/refuse grid is db-rls-sql / db-rls-matrix.
import { type OrderSummary, placeOrderArgs, trustPhone } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, scalar, setUpMigratedDatabase, type UserCaller } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const OWNER_EMAIL = 'owner.roles@example.pk';
const STAFF_EMAIL = 'packer.roles@example.pk';
const t = setUpMigratedDatabase();
let owner: UserCaller;
let staff: UserCaller;
beforeAll(async () => {
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  await trustPhone(t.db);
  owner = await createUser(t.db, { admin: true, email: OWNER_EMAIL });
  staff = await createUser(t.db, { staff: true, email: STAFF_EMAIL });
});

const place = (paymentMethod = 'cod') =>
  rpcAs<OrderSummary>(t.db, ANON, 'place_order', placeOrderArgs([{ variant_id: 11, quantity: 8 }], { payment_method: paymentMethod }));
const move = (caller: Caller, order: OrderSummary, status: string) =>
  rpcAs(t.db, caller, 'admin_update_order_status', { order_number: order.order_number, status });

async function paidTransfer(): Promise<OrderSummary> {
  const order = await place('bank_transfer');
  await rpcAs(t.db, staff, 'admin_confirm_bank_transfer', {
    order_number: order.order_number,
    reference: `HBL-${order.order_number}`,
    amount: order.total,
  });
  return order;
}

type LogRow = {
  actor_email: string;
  action: string;
  subject: string;
  subject_key: string | null;
  changes: Record<string, [unknown, unknown]>;
};
const logOf = (caller: Caller, subject: string, key: string) =>
  queryAs<LogRow>(
    t.db,
    caller,
    'select actor_email, action, subject, subject_key, changes from public.activity_log where subject = $1 and subject_key = $2 order by id',
    [subject, key],
  );

const ownerOnly = { code: '42501', detail: 'not_admin', message: "Only the shop's owner can do this." };

describe('staff run orders', () => {
  test('a staff member confirms and packs an order; the timeline names them and the owner reads it in the activity log', async () => {
    const order = await place();
    await move(staff, order, 'confirmed');
    await move(staff, order, 'processing');
    const events = await queryAs<{ status: string; email: string | null }>(
      t.db,
      owner,
      `select e.status, public.admin_actor_email(e) as email from public.order_events e
         join public.orders o on o.id = e.order_id where o.order_number = $1 order by e.id`,
      [order.order_number],
    );
    expect(events).toEqual([
      { status: 'pending', email: null },
      { status: 'confirmed', email: STAFF_EMAIL },
      { status: 'processing', email: STAFF_EMAIL },
    ]);
    const log = await logOf(owner, 'orders', order.order_number);
    expect(log.map((row) => [row.actor_email, row.action, row.changes.status])).toEqual([
      [STAFF_EMAIL, 'update', ['pending', 'confirmed']],
      [STAFF_EMAIL, 'update', ['confirmed', 'processing']],
    ]);
    expect(await logOf(staff, 'orders', order.order_number)).toEqual([]);
  });

  test("a shopper's order and the server's jobs are not the team's activity", async () => {
    const order = await place();
    await t.db.query("update public.orders set courier = 'TCS' where order_number = $1", [order.order_number]);
    expect(await logOf(owner, 'orders', order.order_number)).toEqual([]);
  });

  test('staff take an order on WhatsApp and record a bank transfer as received', async () => {
    const { items, contact, idempotency_key } = placeOrderArgs([{ variant_id: 11, quantity: 1 }]);
    const taken = await rpcAs<OrderSummary>(t.db, staff, 'admin_place_order', {
      items,
      contact,
      idempotency_key,
      shipping_method: 'leopard',
      payment_method: 'cod',
      channel: 'whatsapp',
    });
    expect(taken.order_number).toMatch(/^GDF-/);
    const paid = await paidTransfer();
    expect(
      await scalar(t.db, "select count(*) as value from public.orders where order_number = $1 and payment_status = 'paid'", [
        paid.order_number,
      ]),
    ).toBe(1);
  });

  test('a staff member edits a product and adjusts stock; long values are cut in the log', async () => {
    const long = 'Sun-dried on the roofs of Karimabad. '.repeat(5);
    await queryAs(t.db, staff, 'update public.products set product_description = $1 where id = 1', [long]);
    await rpcAs(t.db, staff, 'admin_adjust_stock', { variant_id: 11, delta: 5, reason: 'restock' });
    const name = await queryAs<{ product_name: string }>(t.db, owner, 'select product_name from public.products where id = 1');
    const [edit] = await logOf(owner, 'products', name[0]!.product_name);
    expect(edit!.actor_email).toBe(STAFF_EMAIL);
    const after = edit!.changes.product_description![1] as string;
    expect(after).toHaveLength(80);
    expect(after.endsWith('…')).toBe(true);
    const sku = (await t.db.query<{ sku: string }>('select sku from public.product_variants where id = 11')).rows[0]!.sku;
    const stock = await logOf(owner, 'stock_movements', sku);
    expect(stock.at(-1)).toMatchObject({ action: 'insert', changes: { delta: [null, 5], reason: [null, 'restock'] } });
  });
});

describe("what stays the owner's", () => {
  test('staff cannot record a refund or mark an order refunded, and nothing changes', async () => {
    const order = await paidTransfer();
    await move(owner, order, 'cancelled');
    expect(
      await errorOf(() =>
        rpcAs(t.db, staff, 'admin_record_refund', {
          order_number: order.order_number,
          amount: order.total,
          method: 'bank_transfer',
          reference: 'MEEZAN-RF-9',
        }),
      ),
    ).toMatchObject(ownerOnly);
    expect(
      await errorOf(() => rpcAs(t.db, staff, 'admin_set_payment_status', { order_number: order.order_number, payment_status: 'refunded' })),
    ).toMatchObject(ownerOnly);
    const state = await t.db.query<{ payment_status: string; refunds: string }>(
      `select o.payment_status, (select count(*) from public.refunds r where r.order_id = o.id)::text as refunds
         from public.orders o where o.order_number = $1`,
      [order.order_number],
    );
    expect(state.rows[0]).toEqual({ payment_status: 'paid', refunds: '0' });
    await rpcAs(t.db, owner, 'admin_record_refund', {
      order_number: order.order_number,
      amount: order.total,
      method: 'bank_transfer',
      reference: 'MEEZAN-RF-9',
    });
    const [recorded] = await logOf(owner, 'refunds', order.order_number);
    expect(recorded).toMatchObject({ actor_email: OWNER_EMAIL, action: 'insert', changes: { amount: [null, order.total] } });
  });

  test('staff cannot change the settings, shipping or coupons, even through a function; the owner can', async () => {
    expect(await errorOf(() => queryAs(t.db, staff, "update public.shop_settings set whatsapp_number = '+923551234567'"))).toMatchObject(
      ownerOnly,
    );
    const bands = [{ max_weight_grams: 1000, fee: 150 }];
    expect(
      await errorOf(() => rpcAs(t.db, staff, 'admin_replace_shipping_rates', { shipping_method_id: 'leopard', zone: 'local', bands })),
    ).toMatchObject(ownerOnly);
    expect(await errorOf(() => rpcAs(t.db, staff, 'admin_coupons'))).toMatchObject(ownerOnly);
    expect(await queryAs(t.db, staff, "select code from public.coupons where code = 'GILGIT10'")).toEqual([]);
    await queryAs(t.db, owner, "update public.shop_settings set whatsapp_number = '+923551234567'");
    const [settings] = await queryAs<LogRow>(
      t.db,
      owner,
      "select * from public.activity_log where subject = 'shop_settings' order by id desc limit 1",
    );
    expect(settings).toMatchObject({ actor_email: OWNER_EMAIL, action: 'update', subject_key: null });
  });

  test('a member of staff shopping with a coupon still gets it and counts its use (the coupon list is closed to them, not checkout)', async () => {
    const before = await scalar(t.db, "select used_count as value from public.coupons where code = 'GILGIT10'");
    const order = await rpcAs<OrderSummary & { discount: number }>(
      t.db,
      staff,
      'place_order',
      placeOrderArgs([{ variant_id: 11, quantity: 8 }], { coupon_code: 'GILGIT10' }),
    );
    expect(order.discount).toBeGreaterThan(0);
    expect(await scalar(t.db, "select used_count as value from public.coupons where code = 'GILGIT10'")).toBe(before + 1);
  });
});

describe("the owner's team", () => {
  test('add an existing account as staff, list the team, remove them: access ends at once', async () => {
    const shopper = await createUser(t.db, { email: 'Helper.Roles@example.pk' });
    expect(await rpcAs(t.db, shopper, 'team_role')).toBeNull();
    expect(await rpcAs(t.db, owner, 'admin_add_staff', { email: ' helper.roles@EXAMPLE.pk ' })).toBe('added');
    expect(await rpcAs(t.db, owner, 'admin_add_staff', { email: 'helper.roles@example.pk' })).toBe('already_staff');
    expect(await rpcAs(t.db, shopper, 'team_role')).toBe('staff');
    expect(await rpcAs(t.db, shopper, 'is_admin')).toBe(true);
    expect(await rpcAs(t.db, shopper, 'is_owner')).toBe(false);
    const team = await queryAs<{ email: string; role: string; last_sign_in_at: string | null }>(
      t.db,
      owner,
      'select email, role, last_sign_in_at from public.admin_team()',
    );
    expect(team).toEqual(
      expect.arrayContaining([
        { email: OWNER_EMAIL, role: 'owner', last_sign_in_at: null },
        { email: 'Helper.Roles@example.pk', role: 'staff', last_sign_in_at: null },
      ]),
    );
    expect(team[0]!.role).toBe('owner');
    await rpcAs(t.db, owner, 'admin_remove_staff', { user_id: shopper.id });
    expect(await rpcAs(t.db, shopper, 'is_admin')).toBe(false);
    expect(await errorOf(() => rpcAs(t.db, shopper, 'admin_order_counts'))).toMatchObject({ code: '42501', detail: 'not_admin' });
    const log = await queryAs<LogRow>(
      t.db,
      owner,
      "select * from public.activity_log where subject = 'staff' and subject_key = $1 order by id",
      ['helper.roles@example.pk'],
    );
    expect(log.map((row) => [row.actor_email, row.action])).toEqual([
      [OWNER_EMAIL, 'insert'],
      [OWNER_EMAIL, 'delete'],
    ]);
  });

  test('an unknown address is not_found; a bad one, the owner and a non-member are refused with clear words', async () => {
    expect(await rpcAs(t.db, owner, 'admin_add_staff', { email: 'nobody.yet@example.pk' })).toBe('not_found');
    expect(await errorOf(() => rpcAs(t.db, owner, 'admin_add_staff', { email: 'not an address' }))).toMatchObject({
      detail: 'invalid_input',
      message: 'Please enter a valid e-mail address.',
    });
    expect(await errorOf(() => rpcAs(t.db, owner, 'admin_add_staff', { email: OWNER_EMAIL }))).toMatchObject({
      detail: 'not_allowed',
      message: "This address is the owner's.",
    });
    expect(await errorOf(() => rpcAs(t.db, owner, 'admin_remove_staff', { user_id: owner.id }))).toMatchObject({
      detail: 'not_allowed',
      message: 'This person is not on the staff.',
    });
  });

  test('staff cannot manage the team, read it, or read the activity log', async () => {
    expect(await errorOf(() => rpcAs(t.db, staff, 'admin_add_staff', { email: 'friend@example.pk' }))).toMatchObject(ownerOnly);
    expect(await errorOf(() => rpcAs(t.db, staff, 'admin_remove_staff', { user_id: staff.id }))).toMatchObject(ownerOnly);
    expect(await errorOf(() => queryAs(t.db, staff, 'select * from public.admin_team()'))).toMatchObject(ownerOnly);
    expect(await queryAs(t.db, staff, 'select id from public.activity_log')).toEqual([]);
    expect(await rpcAs(t.db, staff, 'team_role')).toBe('staff');
  });
});
