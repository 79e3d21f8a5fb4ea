// Issue 15 §3 and issue 27 §3: guest orders must not hoard stock, and no client may pause checkout
// for the others. In the database (where the anon key reaches place_order directly), guest orders
// from a phone with no delivered order are limited: 10 unconfirmed orders per phone, and 30
// unconfirmed such orders per client address placed in the last hour (private.limit_guest_orders).
// Signed-in customers and phones with a delivered order are trusted. On PostgreSQL the flood runs on
// many connections at once and must stop at the same count.
import { contact, createVariant, type OrderSummary, placeOrderArgs, stockOf, trustPhone } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, rpcAs, scalar, SERVICE, setUpMigratedDatabase } from '../fixtures/db/sql';

const PER_PHONE = 10;
const PER_CLIENT = 30;

const t = setUpMigratedDatabase(40);
let variant: number;
beforeAll(async () => {
  variant = await createVariant(t.db, { stock: 10_000, price: 1000 });
});

// Each test starts with no counted order in the hour's window: earlier ones are moved two hours back.
beforeEach(async () => {
  await t.db.query("update private.guest_order_clients set placed_at = placed_at - interval '2 hours'");
});

async function forwardingKey(): Promise<string> {
  const { rows } = await t.db.query<{ key: string }>('select key from private.shop_forwarding_key');
  return rows[0]!.key;
}

/** A guest whose request came through the shop's server, which forwards the shopper's address with its key. */
async function throughShop(address: string): Promise<Caller> {
  return { ...ANON, headers: { 'x-forwarded-for': address, 'x-shop-forwarding-key': await forwardingKey() } };
}

const place = (caller: Caller, phone: string) =>
  rpcAs<OrderSummary>(t.db, caller, 'place_order', placeOrderArgs([{ variant_id: variant, quantity: 1 }], { contact: contact({ phone }) }));

/** A made-up Pakistani mobile number, different for each n (0355 9xxxxxx). */
const madeUpPhone = (n: number) => `0355${String(9_000_000 + n)}`;

async function ordersTo(phone: string): Promise<number> {
  return scalar(t.db, "select count(*) as value from public.orders where phone = '+92' || substr($1, 2)", [phone]);
}

async function flagOf(orderNumber: string): Promise<boolean> {
  const { rows } = await t.db.query<{ flag: boolean }>('select placed_from_new_phone as flag from public.orders where order_number = $1', [
    orderNumber,
  ]);
  return rows[0]!.flag;
}

test('a shopper placing three orders in an hour from one phone is never limited', async () => {
  const phone = '03451112233';
  for (let i = 0; i < 3; i += 1) await expect(place(ANON, phone)).resolves.toMatchObject({ status: 'pending', payment_method: 'cod' });
  expect(await ordersTo(phone)).toBe(3);
});

test('a phone with 10 unconfirmed guest orders is refused an 11th, with a clear message, until the owner confirms one', async () => {
  const phone = '03451234000';
  const placed = [];
  for (let i = 0; i < PER_PHONE; i += 1) placed.push(await place(ANON, phone));
  const stock = await stockOf(t.db, variant);

  const refused = await errorOf(() => place(ANON, phone));
  expect(refused).toMatchObject({
    code: 'P0001',
    detail: 'phone_order_limit',
    message: 'This phone number already has 10 orders waiting for our confirmation call. Please wait for our call before placing another.',
  });
  expect(await ordersTo(phone)).toBe(PER_PHONE);
  expect(await stockOf(t.db, variant)).toBe(stock);

  await t.db.query("update public.orders set status = 'confirmed', confirmed_at = now() where order_number = $1", [
    placed[0]!.order_number,
  ]);
  await expect(place(ANON, phone)).resolves.toMatchObject({ status: 'pending' });
});

test('a flood of guest orders from one client stops at 30 in the hour; every other client still orders', async () => {
  const flooder = await throughShop('10.20.0.1');
  const stock = await stockOf(t.db, variant);
  const results = await Promise.allSettled(Array.from({ length: 45 }, (_, i) => place(flooder, madeUpPhone(i))));
  const placed = results.filter((r) => r.status === 'fulfilled');
  const refused = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => r.reason as { code: string; detail: string; message: string });
  expect(placed).toHaveLength(PER_CLIENT);
  expect(refused).toHaveLength(45 - PER_CLIENT);
  for (const error of refused) {
    expect(error).toMatchObject({
      code: 'P0001',
      detail: 'client_order_limit',
      message:
        'We have 30 new orders from your connection in the last hour still waiting for our confirmation call. Please sign in to order, or try again in an hour.',
    });
  }
  expect(await stockOf(t.db, variant)).toBe(stock - PER_CLIENT);

  // During the flood: another client's guest, a signed-in customer, and a guest whose phone has had
  // an order delivered, all still order.
  await expect(place(await throughShop('10.20.0.2'), madeUpPhone(500))).resolves.toMatchObject({ status: 'pending' });
  const customer = await createUser(t.db);
  await expect(place(customer, madeUpPhone(999))).resolves.toMatchObject({ status: 'pending' });
  const regular = '03457654321';
  await trustPhone(t.db, '+923457654321');
  const trusted = await place(flooder, regular);
  expect(await flagOf(trusted.order_number)).toBe(false);
  // A new phone's order is flagged for the owner's confirmation call.
  expect(await flagOf((placed[0] as PromiseFulfilledResult<OrderSummary>).value.order_number)).toBe(true);

  // When the hour has passed, the same client may order again.
  await t.db.query("update private.guest_order_clients set placed_at = placed_at - interval '61 minutes'");
  await expect(place(flooder, madeUpPhone(1000))).resolves.toMatchObject({ status: 'pending' });
});

test('a confirmed order stops counting against its client', async () => {
  const client = await throughShop('10.20.1.1');
  const placed = [];
  for (let i = 0; i < PER_CLIENT; i += 1) placed.push(await place(client, madeUpPhone(2000 + i)));
  await expect(errorOf(() => place(client, madeUpPhone(2100)))).resolves.toMatchObject({ detail: 'client_order_limit' });
  await t.db.query("update public.orders set status = 'confirmed', confirmed_at = now() where order_number = $1", [
    placed[0]!.order_number,
  ]);
  await expect(place(client, madeUpPhone(2101))).resolves.toMatchObject({ status: 'pending' });
});

test('the client is the forwarded address only with the shop key; otherwise the edge address, else one shared budget', async () => {
  // As the trigger calls it: the request's headers set, the function run by its owner.
  const address = (headers: Record<string, string>) =>
    t.db.transaction(async (tx) => {
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      return (await tx.query<{ address: string }>('select private.request_client_address() as address')).rows[0]!.address;
    });
  const key = await forwardingKey();
  expect(await address({ 'x-forwarded-for': '10.1.2.3', 'x-shop-forwarding-key': key })).toBe('10.1.2.3');
  expect(await address({ 'x-forwarded-for': '10.1.2.3, 10.9.9.9', 'x-shop-forwarding-key': key })).toBe('10.1.2.3');
  // A made-up key, or none: the header is whatever the caller wrote, so it is not used.
  expect(await address({ 'x-forwarded-for': '10.1.2.3', 'x-shop-forwarding-key': 'guess' })).toBe('unknown');
  expect(await address({ 'x-forwarded-for': '10.1.2.3', 'cf-connecting-ip': '203.0.113.7' })).toBe('203.0.113.7');
  expect(await address({})).toBe('unknown');
  // Only the shop's server (the service role) may read the key.
  await expect(errorOf(() => rpcAs(t.db, ANON, 'shop_forwarding_key'))).resolves.toMatchObject({ code: '42501' });
  await expect(rpcAs(t.db, SERVICE, 'shop_forwarding_key')).resolves.toBe(key);
});

test('a signed-in customer is not held to the guest limits of their phone', async () => {
  const phone = '03001112299';
  const customer = await createUser(t.db);
  for (let i = 0; i < PER_PHONE + 2; i += 1) await place(customer, phone);
  expect(await ordersTo(phone)).toBe(PER_PHONE + 2);
});
