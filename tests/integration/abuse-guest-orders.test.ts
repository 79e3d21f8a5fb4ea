// Issue 15 §3: guest orders must not hoard stock. In the database (where the anon key reaches
// place_order directly), guest orders from a phone with no delivered order are limited: 10
// unconfirmed orders per phone, and 50 unconfirmed such orders from all new phones placed in the
// last hour (private.limit_guest_orders). Signed-in customers and phones with a delivered order are
// trusted. On PostgreSQL the flood runs on many connections at once and must stop at the same count.
import { contact, createVariant, type OrderSummary, placeOrderArgs, stockOf, trustPhone } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, rpcAs, scalar, setUpMigratedDatabase } from '../fixtures/db/sql';

const PER_PHONE = 10;
const PER_HOUR = 50;

const t = setUpMigratedDatabase(40);
let variant: number;
beforeAll(async () => {
  variant = await createVariant(t.db, { stock: 10_000, price: 1000 });
});

// Each test starts with no order in the hour's window: earlier orders are moved two hours back.
beforeEach(async () => {
  await t.db.query("update public.orders set created_at = created_at - interval '2 hours' where created_at > now() - interval '2 hours'");
});

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

test('a flood of guest orders from 80 made-up phones stops at 50 in the hour; stock is taken for those 50 only', async () => {
  const stock = await stockOf(t.db, variant);
  const results = await Promise.allSettled(Array.from({ length: 80 }, (_, i) => place(ANON, madeUpPhone(i))));
  const placed = results.filter((r) => r.status === 'fulfilled');
  const refused = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => r.reason as { code: string; detail: string; message: string });
  expect(placed).toHaveLength(PER_HOUR);
  expect(refused).toHaveLength(80 - PER_HOUR);
  for (const error of refused) {
    expect(error).toMatchObject({
      code: 'P0001',
      detail: 'guest_orders_paused',
      message: 'We are receiving more new orders than we can confirm just now. Please sign in to order, or try again in an hour.',
    });
  }
  expect(await stockOf(t.db, variant)).toBe(stock - PER_HOUR);

  // During the flood: a signed-in customer, and a guest whose phone has had an order delivered, still order.
  const customer = await createUser(t.db);
  await expect(place(customer, madeUpPhone(999))).resolves.toMatchObject({ status: 'pending' });
  const regular = '03457654321';
  await trustPhone(t.db, '+923457654321');
  const trusted = await place(ANON, regular);
  expect(await flagOf(trusted.order_number)).toBe(false);
  // A new phone's order is flagged for the owner's confirmation call.
  expect(await flagOf((placed[0] as PromiseFulfilledResult<OrderSummary>).value.order_number)).toBe(true);

  // When the hour has passed, new phones may order again.
  await t.db.query("update public.orders set created_at = created_at - interval '61 minutes' where created_at > now() - interval '1 hour'");
  await expect(place(ANON, madeUpPhone(1000))).resolves.toMatchObject({ status: 'pending' });
});

test('a signed-in customer is not held to the guest limits of their phone', async () => {
  const phone = '03001112299';
  const customer = await createUser(t.db);
  for (let i = 0; i < PER_PHONE + 2; i += 1) await place(customer, phone);
  expect(await ordersTo(phone)).toBe(PER_PHONE + 2);
});
