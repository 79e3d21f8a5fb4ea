// Staff alerts (issue 27 §4): the database records each event the owner and staff hear of, once,
// and hands each out once; each admin's channels decide who hears it how.
import { contact, createVariant, type OrderSummary, placeOrderArgs } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, queryAs, rpcAs, SERVICE, setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase();
let customer: Caller;
let admin: Caller;
let variant: number;
beforeAll(async () => {
  customer = await createUser(t.db);
  admin = await createUser(t.db, { admin: true });
  variant = await createVariant(t.db, { stock: 100 });
});
// Each test starts with nothing waiting.
beforeEach(() => claim(100));

interface Claimed {
  kind: string;
  detail: string | null;
  order_number: string | null;
  customer_name: string | null;
  total: number | null;
  sender_name: string | null;
  subject: string | null;
}

const claim = (limit = 20) => queryAs<Claimed>(t.db, SERVICE, 'select * from public.claim_staff_alerts($1)', [limit]);

const place = (caller: Caller, overrides: Record<string, unknown> = {}) =>
  rpcAs<OrderSummary>(t.db, caller, 'place_order', placeOrderArgs([{ variant_id: variant, quantity: 1 }], overrides));

test('a new order is one alert, with what the alert says, handed out once', async () => {
  const order = await place(customer);
  const [alert, ...rest] = await claim();
  expect(rest).toEqual([]);
  expect(alert).toMatchObject({
    kind: 'new_order',
    order_number: order.order_number,
    total: order.total,
    customer_name: expect.any(String),
  });
  expect(await claim()).toEqual([]);
});

test("a shopper's own cancellation is an alert; the owner's is not", async () => {
  const mine = await place(customer);
  const owners = await place(customer);
  await claim();
  await rpcAs(t.db, customer, 'cancel_order', { order_number: mine.order_number });
  await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: owners.order_number, status: 'cancelled', note: 'Out of stock' });
  expect((await claim()).map((a) => [a.kind, a.order_number])).toEqual([['shopper_cancelled', mine.order_number]]);
});

test('a payment from a gateway is an alert, once, however often the gateway repeats it', async () => {
  await t.db.query("update public.payment_methods set is_active = true where id = 'jazzcash'");
  const order = await place(ANON, { payment_method: 'jazzcash' }).finally(() =>
    t.db.query("update public.payment_methods set is_active = false where id = 'jazzcash'"),
  );
  const started = await rpcAs<{ reference: string; amount_paisa: number }>(t.db, SERVICE, 'start_payment', {
    order_number: order.order_number,
    gateway: 'jazzcash',
  });
  const succeed = () =>
    rpcAs(t.db, SERVICE, 'record_payment_result', {
      reference: started.reference,
      status: 'succeeded',
      amount_paisa: started.amount_paisa,
      response_code: '000',
    });
  await succeed();
  await succeed();
  expect((await claim()).map((a) => a.kind)).toEqual(['new_order', 'payment_received']);
});

test('a WhatsApp reply that moved an order is an alert with its outcome; a repeat, a STOP or a reply to nothing is not', async () => {
  const order = await place(ANON, { contact: contact({ phone: '0312-5550101' }) });
  await claim();
  const reply = (id: string, action: string, orderNumber = order.order_number) =>
    rpcAs(t.db, SERVICE, 'apply_whatsapp_reply', { meta_message_id: id, phone: '+923125550101', order_number: orderNumber, action });
  await reply('wamid.alert-1', 'confirm');
  await reply('wamid.alert-1', 'confirm');
  await reply('wamid.alert-2', 'confirm', 'GDF-2611-AAAAAA');
  await reply('wamid.alert-3', 'stop', '');
  expect((await claim()).map((a) => [a.kind, a.detail, a.order_number])).toEqual([['whatsapp_reply', 'confirmed', order.order_number]]);
});

test('a contact message is an alert with its sender and subject, or its first words', async () => {
  await t.db.query(
    "insert into public.contact_messages (full_name, email, message) values ('Ayesha Khan', 'ayesha@example.pk', 'Do you deliver to Skardu? I would like 5 kg of apricots for a wedding.')",
  );
  const [alert] = await claim();
  expect(alert).toMatchObject({ kind: 'contact_message', sender_name: 'Ayesha Khan', order_number: null });
  expect(alert!.subject).toBe('Do you deliver to Skardu? I would like 5 kg of apricots for a wedding.'.slice(0, 80));
});

test('an order confirmed longer ago than the setting and not with a courier is brought up once', async () => {
  await t.db.query('update public.shop_settings set handover_alert_hours = 6');
  const late = await place(customer);
  const recent = await place(customer);
  const shipped = await place(customer);
  await claim();
  for (const order of [late, recent, shipped]) {
    await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: order.order_number, status: 'confirmed' });
  }
  await t.db.query("update public.orders set confirmed_at = now() - interval '7 hours' where order_number = any($1::text[])", [
    [late.order_number, shipped.order_number],
  ]);
  await t.db.query("update public.orders set status = 'shipped' where order_number = $1", [shipped.order_number]);
  await claim();
  expect(await rpcAs(t.db, SERVICE, 'run_handover_alerts')).toBe(1);
  expect(await rpcAs(t.db, SERVICE, 'run_handover_alerts')).toBe(0);
  expect((await claim()).map((a) => [a.kind, a.order_number])).toEqual([['not_handed_over', late.order_number]]);
  await t.db.query('update public.shop_settings set handover_alert_hours = 24');
});

test('the handover hours are one of the settings only an admin changes, within 1 to 168', async () => {
  for (const hours of [0, 169]) {
    expect((await errorOf(() => queryAs(t.db, admin, 'update public.shop_settings set handover_alert_hours = $1', [hours]))).code).toBe(
      '23514',
    );
  }
  await queryAs(t.db, admin, 'update public.shop_settings set handover_alert_hours = 12');
  await queryAs(t.db, customer, 'update public.shop_settings set handover_alert_hours = 2');
  expect((await t.db.query<{ hours: number }>('select handover_alert_hours as hours from public.shop_settings')).rows[0]!.hours).toBe(12);
  await t.db.query('update public.shop_settings set handover_alert_hours = 24');
});

test('alerts go to the owner and every member of staff on their channels: push alone without a choice; a number that answered STOP is left out', async () => {
  const staff = await createUser(t.db, { staff: true });
  const other = await createUser(t.db, { admin: true });
  await queryAs(
    t.db,
    staff,
    "insert into public.staff_alert_channels (user_id, push, mail, whatsapp_number) values ($1, false, true, '+923125550177')",
    [staff.id],
  );
  await queryAs(t.db, other, "insert into public.staff_alert_channels (user_id, whatsapp_number) values ($1, '+923125550188')", [other.id]);
  await rpcAs(t.db, SERVICE, 'apply_whatsapp_reply', {
    meta_message_id: 'wamid.staff-stop',
    phone: '+923125550188',
    order_number: '',
    action: 'stop',
  });
  const recipients = await queryAs<{ user_id: string; push: boolean; mail: boolean; whatsapp_number: string | null }>(
    t.db,
    SERVICE,
    'select * from public.staff_alert_recipients()',
  );
  const byId = new Map(recipients.map((r) => [r.user_id, r]));
  expect(byId.get(admin.id!)).toMatchObject({ push: true, mail: false, whatsapp_number: null });
  expect(byId.get(staff.id!)).toMatchObject({ push: false, mail: true, whatsapp_number: '+923125550177' });
  expect(byId.get(other.id!)).toMatchObject({ push: true, whatsapp_number: null });
  expect(byId.has(customer.id!)).toBe(false);
});

test('an admin chooses only their own channels; shoppers and strangers cannot, and nobody but the server claims or lists', async () => {
  const staff = await createUser(t.db, { admin: true });
  expect(
    (await errorOf(() => queryAs(t.db, staff, 'insert into public.staff_alert_channels (user_id) values ($1)', [admin.id]))).code,
  ).toBe('42501');
  expect(
    (await errorOf(() => queryAs(t.db, customer, 'insert into public.staff_alert_channels (user_id) values ($1)', [customer.id]))).code,
  ).toBe('42501');
  expect(
    (
      await errorOf(() =>
        queryAs(t.db, staff, "insert into public.staff_alert_channels (user_id, whatsapp_number) values ($1, '0300')", [staff.id]),
      )
    ).code,
  ).toBe('23514');
  for (const caller of [ANON, customer, admin]) {
    for (const fn of ['claim_staff_alerts', 'staff_alert_recipients', 'run_handover_alerts']) {
      expect((await errorOf(() => queryAs(t.db, caller, `select * from public.${fn}()`))).code).toBe('42501');
    }
  }
});
