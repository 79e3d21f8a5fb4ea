// The access matrix at the SQL level: for every table and function, a guest (anon), a customer
// (A), another customer (B), the owner (admin) and a member of staff each try to read, insert,
// update, delete and execute, as
// PostgREST would run it (role and JWT claims set in the request's transaction, which is rolled
// back). The allowed set is written down per case; every other attempt must fail (an error, or no
// row read or changed). Staff may do what the owner may unless a case says `staff: false` (the
// owner's: settings, shipping, payment methods, refunds, coupons, the team and its activity). tests/integration/db-rls-matrix.test.ts repeats this through supabase-js.
import { contact, newKey, type OrderSummary, placeOrderArgs } from '../fixtures/db/orders';
import { ANON, asCaller, type Caller, createUser, rpcAs, setUpMigratedDatabase } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

type Actor = 'anon' | 'userA' | 'userB' | 'admin' | 'staff';

/** A device of the admin, and one of another admin (not an actor): no admin sees or removes another's. */
const PUSH_ENDPOINT = {
  admin: 'https://fcm.googleapis.com/fcm/send/rls-admin',
  otherAdmin: 'https://fcm.googleapis.com/fcm/send/rls-other-admin',
  fresh: 'https://fcm.googleapis.com/fcm/send/rls-fresh',
};
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const ACTORS: Actor[] = ['anon', 'userA', 'userB', 'admin', 'staff'];
const ALL: Actor[] = ['anon', 'userA', 'userB', 'admin'];
const NOBODY: Actor[] = [];

interface Fixture {
  a: Caller;
  b: Caller;
  admin: Caller;
  staff: Caller;
  order: OrderSummary;
  transferOrder: OrderSummary;
  /** A's order the shop has just confirmed: the move can be corrected. */
  movedOrder: OrderSummary;
  paymentId: string;
  /** A's bank-transfer order, paid, with a refund of Rs. 100 recorded. */
  paidOrder: OrderSummary;
  favoriteProduct: number;
  pendingReview: string;
  otherAdminId: string;
}

const t = setUpMigratedDatabase();
let f: Fixture;

beforeAll(async () => {
  const a = await createUser(t.db);
  const b = await createUser(t.db);
  const admin = await createUser(t.db, { admin: true });
  const staff = await createUser(t.db, { staff: true });
  const order = await rpcAs<OrderSummary>(
    t.db,
    a,
    'place_order',
    placeOrderArgs([{ variant_id: 11, quantity: 1 }], { contact: contact({ phone: '0312-5550000' }) }),
  );
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  const transferOrder = await rpcAs<OrderSummary>(
    t.db,
    a,
    'place_order',
    placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' }),
  );
  const movedOrder = await rpcAs<OrderSummary>(
    t.db,
    a,
    'place_order',
    placeOrderArgs([{ variant_id: 11, quantity: 1 }], { contact: contact({ phone: '0312-5550001' }) }),
  );
  await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: movedOrder.order_number, status: 'confirmed' });
  const payment = await t.db.query<{ id: string }>(
    "insert into public.payments (order_id, gateway, reference, amount, status) values ($1, 'bank_transfer', 'RLS-REF-1', $2, 'initiated') returning id",
    [order.id, order.total],
  );
  await t.db.query(
    "insert into public.payment_notices (order_id, gateway, channel, verdict, needs_review) values ($1, 'jazzcash', 'return', 'bad_signature', true)",
    [order.id],
  );
  const paidOrder = await rpcAs<OrderSummary>(
    t.db,
    a,
    'place_order',
    placeOrderArgs([{ variant_id: 11, quantity: 1 }], { payment_method: 'bank_transfer' }),
  );
  await t.db.query("update public.orders set payment_status = 'partly_refunded' where id = $1", [paidOrder.id]);
  await t.db.query("insert into public.refunds (order_id, amount, method, reference) values ($1, 100, 'bank_transfer', 'RLS-RF-1')", [
    paidOrder.id,
  ]);
  await t.db.query(
    `insert into public.shipments (order_id, courier, booking_key, state, tracking_number, stage, cod_amount, weight_grams, pieces, events)
     values ($1, 'leopards', $2, 'booked', 'LERLS0001', 'in_transit', 0, 500, 1,
             '[{"at": "2026-11-29T10:00:00+05:00", "status": "Dispatched", "stage": "in_transit", "location": "Gilgit"}]')`,
    [paidOrder.id, `${paidOrder.order_number}-1`],
  );
  await t.db.query("update public.orders set courier = 'Leopards Courier', tracking_number = 'LERLS0001' where id = $1", [paidOrder.id]);
  await t.db.query("insert into public.order_notices (order_id, kind) values ($1, 'hold_reminder')", [order.id]);
  await t.db.query(
    "insert into public.whatsapp_messages (order_id, occasion, phone, template) values ($1, 'order_placed', '+923125550000', 'order_confirmation')",
    [order.id],
  );
  await t.db.query(
    "insert into public.whatsapp_replies (meta_message_id, phone, order_id, action, outcome) values ('wamid.RLS', '+923125550000', $1, 'confirm', 'confirmed')",
    [order.id],
  );
  await t.db.query("insert into public.whatsapp_opt_outs (phone) values ('+923125550099')");
  await t.db.query("insert into public.customer_notes (phone, notes, tags) values ('+923125550000', 'Calls after 6 pm', '{regular}')");
  const otherAdmin = await createUser(t.db, { admin: true });
  await t.db.query(
    'insert into public.push_subscriptions (endpoint, user_id, p256dh, auth_secret) values ($1, $2, $3, $4), ($5, $6, $3, $4)',
    [PUSH_ENDPOINT.admin, admin.id, PUSH_KEYS.p256dh, PUSH_KEYS.auth, PUSH_ENDPOINT.otherAdmin, otherAdmin.id],
  );
  await t.db.query('insert into public.staff_alert_channels (user_id, mail) values ($1, true)', [admin.id]);
  await t.db.query('insert into public.favorites (user_id, product_id) values ($1, 1)', [a.id]);
  await t.db.query("insert into public.cities (id, city_name, province, is_active) values (9001, 'Closed Town', 'Punjab', false)");
  await t.db.query(
    "insert into public.product_images (id, product_id, image_url) values (9001, 1, '/images/products/gilgit-dried-apricots.webp'), (9002, 28, '/images/products/fresh-hunza-cherries.webp')",
  );
  await t.db.query(
    "insert into public.shipping_methods (id, name, estimated_days_min, estimated_days_max, is_active) values ('camel', 'Camel post', 9, 30, false)",
  );
  await t.db.query(
    "insert into public.shipping_rates (shipping_method_id, zone, max_weight_grams, fee) values ('camel', 'national', 1000, 5)",
  );
  await t.db.query("insert into storage.objects (bucket_id, name) values ('product-images', 'gilgit-dried-apricots.webp')");
  await t.db.query("insert into storage.objects (bucket_id, name) values ('product-feeds', 'google-merchant.rss')");
  await t.db.query(
    "insert into public.product_feed_runs (item_count, product_count, google_path, meta_path) values (68, 27, 'google-merchant.rss', 'meta-catalog.csv')",
  );
  await t.db.query("insert into public.courier_city_codes (shipping_method_id, city_id, courier_city_code) values ('leopard', 1, 'GLT')");
  await t.db.query("insert into public.search_misses (query) values ('saffron')");
  await asCaller(t.db, ANON, (tx) =>
    tx.query("insert into public.contact_messages (full_name, phone, message) values ('Guest', '03001234567', 'Do you ship to Dubai?')"),
  );
  await t.db.query("insert into public.stock_alerts (variant_id, channel, contact) values (123, 'email', 'waiting@example.pk')");
  const review = await t.db.query<{ id: string }>("select id from public.testimonials where reviewer_name = 'Zainab Shah'");
  f = {
    a,
    b,
    admin,
    staff,
    order,
    transferOrder,
    movedOrder,
    paymentId: payment.rows[0]!.id,
    paidOrder,
    favoriteProduct: 1,
    pendingReview: review.rows[0]!.id,
    otherAdminId: otherAdmin.id,
  };
});

function caller(actor: Actor): Caller {
  return { anon: ANON, userA: f.a, userB: f.b, admin: f.admin, staff: f.staff }[actor];
}

interface Case {
  name: string;
  /** SQL and parameters; it "succeeds" when it raises nothing and reads or changes at least one row. */
  sql: () => [string, unknown[]?];
  /** Who may, of anon, A, B and the owner (admin). */
  allowed: Actor[];
  /** Whether staff may; by default, what the owner may. */
  staff?: boolean;
}

/** The actors a case allows, staff included. */
function expectedActors(testCase: Case): Actor[] {
  const staff = testCase.staff ?? testCase.allowed.includes('admin');
  return staff ? [...testCase.allowed, 'staff'] : testCase.allowed;
}

/** Runs the case as the actor in a transaction that is always rolled back. */
async function succeeds(actor: Actor, testCase: Case): Promise<boolean> {
  const [sql, params] = testCase.sql();
  try {
    return await asCaller(
      t.db,
      caller(actor),
      async (tx) => {
        const result = await tx.query(sql, params ?? []);
        return result.rows.length > 0 || result.rowCount > 0;
      },
      { rollback: true },
    );
  } catch {
    return false;
  }
}

const rpc = (fn: string, args: Record<string, unknown>): [string, unknown[]] => {
  const names = Object.keys(args);
  return [
    `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
    names.map((n) => (typeof args[n] === 'object' && args[n] !== null ? JSON.stringify(args[n]) : args[n])),
  ];
};

const cases: Case[] = [
  // Catalogue and reference data: shoppers read active rows, admins read and write everything.
  { name: 'cities: read an active city', sql: () => ['select * from public.cities where id = 1'], allowed: ALL },
  { name: 'cities: read an inactive city', sql: () => ['select * from public.cities where id = 9001'], allowed: ['admin'] },
  {
    name: 'cities: add',
    sql: () => ["insert into public.cities (city_name, province) values ('New Town', 'Sindh')"],
    allowed: ['admin'],
    staff: false,
  },
  { name: 'cities: edit', sql: () => ["update public.cities set district = 'Gilgit' where id = 1"], allowed: ['admin'], staff: false },
  { name: 'cities: remove', sql: () => ['delete from public.cities where id = 9001'], allowed: ['admin'], staff: false },
  { name: 'products: read an active product', sql: () => ['select * from public.products where id = 1'], allowed: ALL },
  { name: 'products: read an inactive product', sql: () => ['select * from public.products where id = 28'], allowed: ['admin'] },
  {
    name: 'products: add',
    sql: () => ["insert into public.products (slug, product_name, area) values ('new-nuts', 'New nuts', 'international')"],
    allowed: ['admin'],
  },
  { name: 'products: edit', sql: () => ['update public.products set is_best_seller = true where id = 2'], allowed: ['admin'] },
  { name: 'products: remove', sql: () => ['delete from public.products where id = 27'], allowed: ['admin'] },
  { name: 'product_variants: read an active variant', sql: () => ['select * from public.product_variants where id = 11'], allowed: ALL },
  {
    name: 'product_variants: read a variant of an inactive product',
    sql: () => ['select * from public.product_variants where id = 281'],
    allowed: ['admin'],
  },
  {
    name: 'product_variants: add',
    sql: () => [
      "insert into public.product_variants (product_id, sku, label, weight_value, weight_unit, price, stock_quantity) values (1, 'GDA-2KG', '2 kg', 2, 'kg', 4600, 5)",
    ],
    allowed: ['admin'],
  },
  {
    name: 'product_variants: change a price',
    sql: () => ['update public.product_variants set price = 1 where id = 11'],
    allowed: ['admin'],
  },
  {
    name: 'product_variants: set stock directly (only admin_adjust_stock may)',
    sql: () => ['update public.product_variants set stock_quantity = 999 where id = 11'],
    allowed: NOBODY,
  },
  { name: 'product_variants: remove', sql: () => ['delete from public.product_variants where id = 272'], allowed: ['admin'] },
  {
    name: 'product_images: read an image of an active product',
    sql: () => ['select * from public.product_images where id = 9001'],
    allowed: ALL,
  },
  {
    name: 'product_images: read an image of an inactive product',
    sql: () => ['select * from public.product_images where id = 9002'],
    allowed: ['admin'],
  },
  {
    name: 'product_images: add',
    sql: () => ["insert into public.product_images (product_id, image_url) values (2, '/images/products/x.webp')"],
    allowed: ['admin'],
  },
  {
    name: 'product_images: edit',
    sql: () => ["update public.product_images set alt_text = 'Apricots' where id = 9001"],
    allowed: ['admin'],
  },
  { name: 'product_images: remove', sql: () => ['delete from public.product_images where id = 9001'], allowed: ['admin'] },
  {
    name: 'shipping_methods: read an active method',
    sql: () => ["select * from public.shipping_methods where id = 'leopard'"],
    allowed: ALL,
  },
  {
    name: 'shipping_methods: read an inactive method',
    sql: () => ["select * from public.shipping_methods where id = 'camel'"],
    allowed: ['admin'],
  },
  {
    name: 'shipping_methods: add',
    sql: () => ["insert into public.shipping_methods (id, name, estimated_days_min, estimated_days_max) values ('mnp', 'M&P', 2, 5)"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_methods: edit',
    sql: () => ["update public.shipping_methods set remote_area_surcharge = 0 where id = 'leopard'"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_methods: remove',
    sql: () => ["delete from public.shipping_methods where id = 'camel'"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_rates: read rates of an active method',
    sql: () => ["select * from public.shipping_rates where shipping_method_id = 'leopard'"],
    allowed: ALL,
  },
  {
    name: 'shipping_rates: read rates of an inactive method',
    sql: () => ["select * from public.shipping_rates where shipping_method_id = 'camel'"],
    allowed: ['admin'],
  },
  {
    name: 'shipping_rates: add',
    sql: () => [
      "insert into public.shipping_rates (shipping_method_id, zone, max_weight_grams, fee) values ('leopard', 'local', 20000, 700)",
    ],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_rates: edit',
    sql: () => ["update public.shipping_rates set fee = 1 where shipping_method_id = 'leopard'"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_rates: remove',
    sql: () => ["delete from public.shipping_rates where shipping_method_id = 'leopard'"],
    allowed: ['admin'],
    staff: false,
  },
  { name: 'payment_methods: read an active method', sql: () => ["select * from public.payment_methods where id = 'cod'"], allowed: ALL },
  {
    name: 'payment_methods: read an inactive method',
    sql: () => ["select * from public.payment_methods where id = 'raast'"],
    allowed: ['admin'],
  },
  {
    name: 'payment_methods: edit',
    sql: () => ["update public.payment_methods set is_active = true where id = 'jazzcash'"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'payment_methods: remove',
    sql: () => ["delete from public.payment_methods where id = 'raast'"],
    allowed: ['admin'],
    staff: false,
  },
  { name: 'courier_city_codes: read', sql: () => ['select * from public.courier_city_codes'], allowed: ['admin'] },
  {
    name: 'courier_city_codes: add',
    sql: () => ["insert into public.courier_city_codes (shipping_method_id, city_id, courier_city_code) values ('tcs', 1, 'GIL')"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'courier_city_codes: edit',
    sql: () => ["update public.courier_city_codes set courier_city_code = 'X' where city_id = 1"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'courier_city_codes: remove',
    sql: () => ['delete from public.courier_city_codes where city_id = 1'],
    allowed: ['admin'],
    staff: false,
  },
  { name: 'courier_tariffs: read', sql: () => ['select * from public.courier_tariffs'], allowed: ['admin'] },
  {
    name: 'courier_tariffs: edit by hand',
    sql: () => ["update public.courier_tariffs set extra_fee_per_kg = 1 where courier = 'leopards'"],
    allowed: NOBODY,
  },
  { name: 'courier_tariff_rates: read', sql: () => ['select * from public.courier_tariff_rates'], allowed: ['admin'] },
  {
    name: 'courier_tariff_rates: add by hand',
    sql: () => ["insert into public.courier_tariff_rates (courier, zone, max_weight_grams, fee) values ('leopards', 'local', 777, 1)"],
    allowed: NOBODY,
  },
  { name: 'search_synonyms: read', sql: () => ['select * from public.search_synonyms'], allowed: ['admin'] },
  {
    name: 'search_synonyms: add',
    sql: () => ["insert into public.search_synonyms (term, means) values ('zaitoon', 'olive')"],
    allowed: ['admin'],
  },
  { name: 'search_synonyms: remove', sql: () => ["delete from public.search_synonyms where term = 'badaam'"], allowed: ['admin'] },
  {
    name: 'search_synonyms: edit by hand',
    sql: () => ["update public.search_synonyms set means = 'walnut' where term = 'badaam'"],
    allowed: NOBODY,
  },
  { name: 'search_misses: read', sql: () => ['select * from public.search_misses'], allowed: ['admin'] },
  {
    name: 'search_misses: add by hand',
    sql: () => ["insert into public.search_misses (query) values ('zafran')"],
    allowed: NOBODY,
  },
  { name: 'coupons: read', sql: () => ["select * from public.coupons where code = 'GILGIT10'"], allowed: ['admin'], staff: false },
  {
    name: 'coupons: add',
    sql: () => ["insert into public.coupons (code, type, discount_amount) values ('FREE999', 'fixed', 999)"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'coupons: edit',
    sql: () => ["update public.coupons set max_discount_amount = 100000 where code = 'GILGIT10'"],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'coupons: reset the usage count',
    sql: () => ["update public.coupons set used_count = 0 where code = 'GILGIT10'"],
    allowed: NOBODY,
  },
  { name: 'coupons: remove', sql: () => ["delete from public.coupons where code = 'GILGIT10'"], allowed: ['admin'], staff: false },

  // Customers' own data.
  { name: "profiles: read A's profile", sql: () => ['select * from public.profiles where id = $1', [f.a.id]], allowed: ['userA', 'admin'] },
  {
    name: "profiles: upsert A's profile (the spec's save)",
    sql: () => [
      `insert into public.profiles (id, full_name, phone, address, postal_code, city_id, country, updated_at) values ($1, 'Ali', '03001234567', 'Jutial', '15150', 2, 'Pakistan', now())
       on conflict (id) do update set id = excluded.id, full_name = excluded.full_name, phone = excluded.phone, address = excluded.address,
         postal_code = excluded.postal_code, city_id = excluded.city_id, country = excluded.country, updated_at = excluded.updated_at returning *`,
      [f.a.id],
    ],
    allowed: ['userA'],
  },
  {
    name: "profiles: edit A's profile",
    sql: () => ["update public.profiles set full_name = 'Changed' where id = $1", [f.a.id]],
    allowed: ['userA'],
  },
  { name: "profiles: remove A's profile", sql: () => ['delete from public.profiles where id = $1', [f.a.id]], allowed: NOBODY },
  {
    name: "favorites: read A's favourites",
    sql: () => ['select product_id from public.favorites where user_id = $1', [f.a.id]],
    allowed: ['userA'],
  },
  {
    name: 'favorites: add a favourite for A',
    sql: () => ['insert into public.favorites (user_id, product_id) values ($1, 2)', [f.a.id]],
    allowed: ['userA'],
  },
  {
    name: "favorites: change A's favourite",
    sql: () => ['update public.favorites set product_id = 3 where user_id = $1', [f.a.id]],
    allowed: NOBODY,
  },
  {
    name: "favorites: remove A's favourite",
    sql: () => ['delete from public.favorites where user_id = $1 and product_id = 1', [f.a.id]],
    allowed: ['userA'],
  },
  { name: 'testimonials: read approved reviews', sql: () => ['select * from public.testimonials where is_approved'], allowed: ALL },
  {
    name: 'testimonials: read a review awaiting approval',
    sql: () => ['select * from public.testimonials where id = $1', [f.pendingReview]],
    allowed: ['admin'],
  },
  {
    name: 'testimonials: submit one and read it back (insert … returning)',
    sql: () => ["insert into public.testimonials (review_text, reviewer_name, rating) values ('Lovely apricots', 'Nadia', 5) returning *"],
    allowed: ALL,
  },
  {
    name: 'testimonials: approve',
    sql: () => ['update public.testimonials set is_approved = true where id = $1', [f.pendingReview]],
    allowed: ['admin'],
  },
  { name: 'testimonials: remove', sql: () => ['delete from public.testimonials where id = $1', [f.pendingReview]], allowed: ['admin'] },
  {
    name: 'contact_messages: send',
    sql: () => ["insert into public.contact_messages (full_name, email, message) values ('Bilal', 'bilal@example.pk', 'Hello')"],
    allowed: ALL,
  },
  // The throttle of inserts sent straight to the API (the fixture's anonymous message was counted).
  { name: 'direct_insert_counts: read the throttle', sql: () => ['select * from private.direct_insert_counts'], allowed: NOBODY },
  { name: 'direct_insert_counts: reset the throttle', sql: () => ['delete from private.direct_insert_counts'], allowed: NOBODY },
  { name: 'contact_messages: read', sql: () => ['select * from public.contact_messages'], allowed: ['admin'] },
  { name: 'contact_messages: mark as read', sql: () => ["update public.contact_messages set status = 'read'"], allowed: ['admin'] },
  { name: 'contact_messages: remove', sql: () => ['delete from public.contact_messages'], allowed: ['admin'] },

  // Orders: read by their owner and admins, written only by the functions.
  { name: "orders: read A's order", sql: () => ['select * from public.orders where id = $1', [f.order.id]], allowed: ['userA', 'admin'] },
  {
    name: 'orders: insert directly',
    sql: () => [
      `insert into public.orders (order_number, user_id, idempotency_key, request_fingerprint, payment_method, payment_status, shipping_method, full_name, phone, address,
         city_id, city_name, province, subtotal, shipping_fee, total, weight_kg, item_count)
       values ('GDF-2611-ZZZZZZ', $1, $2, 'x', 'cod', 'paid', 'leopard', 'Ali', '+923001234567', 'Somewhere', 1, 'Gilgit', 'Gilgit-Baltistan', 1, 0, 1, 0, 1)`,
      [f.a.id, newKey()],
    ],
    allowed: NOBODY,
  },
  {
    name: "orders: mark A's order paid",
    sql: () => ["update public.orders set payment_status = 'paid' where id = $1", [f.order.id]],
    allowed: NOBODY,
  },
  { name: "orders: remove A's order", sql: () => ['delete from public.orders where id = $1', [f.order.id]], allowed: NOBODY },
  {
    name: "order_items: read A's lines",
    sql: () => ['select * from public.order_items where order_id = $1', [f.order.id]],
    allowed: ['userA', 'admin'],
  },
  {
    name: "order_items: add a line to A's order",
    sql: () => [
      "insert into public.order_items (order_id, sku, product_name, variant_label, unit_price, quantity, weight_grams) values ($1, 'X', 'X', 'X', 1, 1, 1)",
      [f.order.id],
    ],
    allowed: NOBODY,
  },
  {
    name: "order_items: reprice A's lines",
    sql: () => ['update public.order_items set unit_price = 1 where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: "order_items: remove A's lines",
    sql: () => ['delete from public.order_items where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: "order_events: read A's timeline",
    sql: () => ['select * from public.order_events where order_id = $1', [f.order.id]],
    allowed: ['userA', 'admin'],
  },
  {
    name: "order_events: add to A's timeline",
    sql: () => ["insert into public.order_events (order_id, status, actor) values ($1, 'delivered', 'courier')", [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: "order_events: edit A's timeline",
    sql: () => ["update public.order_events set note = 'x' where order_id = $1", [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: "order_events: remove A's timeline",
    sql: () => ['delete from public.order_events where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  { name: "payments: read A's payment", sql: () => ['select * from public.payments where id = $1', [f.paymentId]], allowed: ['admin'] },
  {
    name: 'payments: record one',
    sql: () => [
      "insert into public.payments (order_id, gateway, reference, amount, status) values ($1, 'jazzcash', 'FORGED-1', 1, 'succeeded')",
      [f.order.id],
    ],
    allowed: NOBODY,
  },
  {
    name: 'payments: mark one succeeded',
    sql: () => ["update public.payments set status = 'succeeded' where id = $1", [f.paymentId]],
    allowed: NOBODY,
  },
  { name: 'payments: remove one', sql: () => ['delete from public.payments where id = $1', [f.paymentId]], allowed: NOBODY },
  {
    name: "refunds: read A's refund",
    sql: () => ['select * from public.refunds where order_id = $1', [f.paidOrder.id]],
    allowed: ['admin'],
  },
  {
    name: 'refunds: record one',
    sql: () => ["insert into public.refunds (order_id, amount, method) values ($1, 1, 'cash')", [f.paidOrder.id]],
    allowed: NOBODY,
  },
  {
    name: 'refunds: change one',
    sql: () => ['update public.refunds set amount = 1 where order_id = $1', [f.paidOrder.id]],
    allowed: NOBODY,
  },
  { name: 'refunds: remove one', sql: () => ['delete from public.refunds where order_id = $1', [f.paidOrder.id]], allowed: NOBODY },
  {
    name: "shipments: read A's booking",
    sql: () => ['select * from public.shipments where order_id = $1', [f.paidOrder.id]],
    allowed: ['admin'],
  },
  {
    name: 'shipments: book one by hand',
    sql: () => [
      "insert into public.shipments (order_id, courier, booking_key, cod_amount, weight_grams, pieces) values ($1, 'leopards', $2, 0, 1, 1)",
      [f.order.id, `${f.order.order_number}-1`],
    ],
    allowed: NOBODY,
  },
  {
    name: 'shipments: mark one paid',
    sql: () => ["update public.shipments set paid_amount = 1, paid_on = '2026-11-30' where order_id = $1", [f.paidOrder.id]],
    allowed: NOBODY,
  },
  { name: 'shipments: remove one', sql: () => ['delete from public.shipments where order_id = $1', [f.paidOrder.id]], allowed: NOBODY },
  {
    name: 'payment_notices: read the log',
    sql: () => ['select * from public.payment_notices where order_id = $1', [f.order.id]],
    allowed: ['admin'],
  },
  {
    name: 'payment_notices: log one',
    sql: () => [
      "insert into public.payment_notices (order_id, gateway, channel, verdict) values ($1, 'jazzcash', 'ipn', 'applied')",
      [f.order.id],
    ],
    allowed: NOBODY,
  },
  {
    name: 'payment_notices: count a repeat',
    sql: () => ['update public.payment_notices set repeats = repeats + 1 where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'log_payment_notice() (server only)',
    sql: () =>
      rpc('log_payment_notice', {
        notice: { order_id: f.order.id, gateway: 'jazzcash', channel: 'return', verdict: 'bad_signature', needs_review: true },
      }),
    allowed: NOBODY,
  },
  {
    name: 'payment_notices: clear a flag',
    sql: () => ['update public.payment_notices set needs_review = false where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'payment_notices: remove the log',
    sql: () => ['delete from public.payment_notices where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'stock_movements: read the ledger',
    sql: () => ['select * from public.stock_movements where order_id = $1', [f.order.id]],
    allowed: ['admin'],
  },
  {
    name: 'stock_movements: write the ledger',
    sql: () => ["insert into public.stock_movements (variant_id, delta, stock_after, reason) values (11, 5, 5, 'restock')"],
    allowed: NOBODY,
  },
  {
    name: 'stock_movements: edit the ledger',
    sql: () => ['update public.stock_movements set delta = 1 where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'stock_movements: remove from the ledger',
    sql: () => ['delete from public.stock_movements where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'shop_settings: read what the site shows',
    sql: () => ['select whatsapp_number, contact_email, bank_iban, payment_issue_banner, handover_alert_hours from public.shop_settings'],
    allowed: ALL,
  },
  // The alerts address is not shown on the site: only admin_alerts_email() reads it.
  { name: 'shop_settings: read the alerts address', sql: () => ['select alerts_email from public.shop_settings'], allowed: NOBODY },
  {
    name: 'shop_settings: set the alerts address',
    sql: () => ["update public.shop_settings set alerts_email = 'alerts@gilgitdryfruits.pk'"],
    allowed: ['admin'],
    staff: false,
  },
  { name: 'admin_alerts_email()', sql: () => ['select public.admin_alerts_email() as address'], allowed: ['admin'] },
  { name: 'customer_notes: read', sql: () => ['select * from public.customer_notes'], allowed: ['admin'] },
  {
    name: 'customer_notes: add',
    sql: () => ["insert into public.customer_notes (phone, notes) values ('+923125550001', 'Wholesale buyer')"],
    allowed: ['admin'],
  },
  {
    name: 'customer_notes: change',
    sql: () => ["update public.customer_notes set tags = '{wholesale}' where phone = '+923125550000'"],
    allowed: ['admin'],
  },
  { name: 'customer_notes: remove', sql: () => ["delete from public.customer_notes where phone = '+923125550000'"], allowed: ['admin'] },
  { name: 'admin_customers()', sql: () => rpc('admin_customers', { search: '0312-5550000' }), allowed: ['admin'] },
  {
    name: 'admin_place_order() (an order taken on WhatsApp)',
    sql: () =>
      rpc('admin_place_order', {
        items: [{ variant_id: 11, quantity: 1 }],
        contact: contact({ phone: '0312-5550000' }),
        shipping_method: 'leopard',
        payment_method: 'cod',
        channel: 'whatsapp',
        idempotency_key: newKey(),
      }),
    allowed: ['admin'],
  },
  {
    name: 'shop_settings: edit',
    sql: () => ["update public.shop_settings set whatsapp_number = '+923551234567'"],
    allowed: ['admin'],
    staff: false,
  },
  { name: 'shop_settings: add a second row', sql: () => ['insert into public.shop_settings (id) values (false)'], allowed: NOBODY },
  { name: 'shop_settings: remove', sql: () => ['delete from public.shop_settings'], allowed: NOBODY },
  { name: 'stock_alerts: read', sql: () => ['select * from public.stock_alerts'], allowed: ['admin'] },
  {
    name: 'stock_alerts: add directly',
    sql: () => ["insert into public.stock_alerts (variant_id, channel, contact) values (123, 'email', 'direct@example.pk')"],
    allowed: NOBODY,
  },
  { name: 'stock_alerts: edit', sql: () => ["update public.stock_alerts set contact = 'other@example.pk'"], allowed: NOBODY },
  { name: 'stock_alerts: clear', sql: () => ['delete from public.stock_alerts'], allowed: ['admin'] },
  { name: 'product_feed_runs: read the runs', sql: () => ['select * from public.product_feed_runs'], allowed: ['admin'] },
  {
    name: 'product_feed_runs: record a run',
    sql: () => ["insert into public.product_feed_runs (item_count, product_count, google_path, meta_path) values (1, 1, 'g', 'm')"],
    allowed: NOBODY,
  },
  { name: 'product_feed_runs: edit a run', sql: () => ['update public.product_feed_runs set item_count = 0'], allowed: NOBODY },
  { name: 'product_feed_runs: remove a run', sql: () => ['delete from public.product_feed_runs'], allowed: NOBODY },

  // Storage: the product-images bucket is managed by admins only.
  {
    name: 'storage: upload to product-images',
    sql: () => ["insert into storage.objects (bucket_id, name) values ('product-images', 'new.webp')"],
    allowed: ['admin'],
  },
  {
    name: 'storage: list product-images',
    sql: () => ["select * from storage.objects where bucket_id = 'product-images'"],
    allowed: ['admin'],
  },
  {
    name: 'storage: delete from product-images',
    sql: () => ["delete from storage.objects where bucket_id = 'product-images'"],
    allowed: ['admin'],
  },
  // The product-feeds bucket is written by the product-feed function (service role) only.
  {
    name: 'storage: upload to product-feeds',
    sql: () => ["insert into storage.objects (bucket_id, name) values ('product-feeds', 'meta-catalog.csv')"],
    allowed: NOBODY,
  },
  { name: 'storage: list product-feeds', sql: () => ["select * from storage.objects where bucket_id = 'product-feeds'"], allowed: NOBODY },
  {
    name: 'storage: replace in product-feeds',
    sql: () => ["update storage.objects set name = 'x.csv' where bucket_id = 'product-feeds'"],
    allowed: NOBODY,
  },
  {
    name: 'storage: delete from product-feeds',
    sql: () => ["delete from storage.objects where bucket_id = 'product-feeds'"],
    allowed: NOBODY,
  },

  // Functions (RPC).
  { name: 'is_admin()', sql: () => rpc('is_admin', {}), allowed: ALL },
  { name: 'is_owner()', sql: () => rpc('is_owner', {}), allowed: ALL },
  { name: 'team_role()', sql: () => rpc('team_role', {}), allowed: ALL },
  { name: 'activity_log: read', sql: () => ['select * from public.activity_log'], allowed: ['admin'], staff: false },
  {
    name: 'activity_log: add',
    sql: () => ["insert into public.activity_log (action, subject) values ('update', 'orders')"],
    allowed: NOBODY,
  },
  { name: 'activity_log: change', sql: () => ["update public.activity_log set subject_key = 'x'"], allowed: NOBODY },
  { name: 'activity_log: remove', sql: () => ['delete from public.activity_log'], allowed: NOBODY },
  { name: 'admin_team()', sql: () => ['select * from public.admin_team()'], allowed: ['admin'], staff: false },
  { name: 'admin_add_staff()', sql: () => rpc('admin_add_staff', { email: 'new.staff@example.pk' }), allowed: ['admin'], staff: false },
  { name: 'admin_remove_staff()', sql: () => ['select public.admin_remove_staff($1)', [f.staff.id]], allowed: ['admin'], staff: false },
  {
    name: 'admin_actor_email() of a step the owner took, selected as a field',
    sql: () => [
      'select e.id from public.order_events e where e.order_id = $1 and public.admin_actor_email(e) is not null',
      [f.movedOrder.id],
    ],
    allowed: ['admin'],
  },
  { name: 'quote_order()', sql: () => rpc('quote_order', { items: [{ variant_id: 11, quantity: 1 }] }), allowed: ALL },
  { name: 'search_products()', sql: () => rpc('search_products', { query: 'almonds' }), allowed: ALL },
  { name: 'popular_city_ids()', sql: () => rpc('popular_city_ids', {}), allowed: NOBODY },
  { name: 'record_search_miss()', sql: () => rpc('record_search_miss', { query: 'saffron' }), allowed: NOBODY },
  {
    name: 'quote_shipping_options()',
    sql: () => rpc('quote_shipping_options', { items: [{ variant_id: 11, quantity: 1 }] }),
    allowed: ALL,
  },
  { name: 'place_order()', sql: () => rpc('place_order', placeOrderArgs([{ variant_id: 11, quantity: 1 }])), allowed: ALL },
  {
    name: 'admin_place_order() of an order taken on WhatsApp',
    sql: () => {
      const { items, contact, idempotency_key } = placeOrderArgs([{ variant_id: 11, quantity: 1 }]);
      return rpc('admin_place_order', {
        items,
        contact,
        shipping_method: 'leopard',
        payment_method: 'cod',
        channel: 'whatsapp',
        idempotency_key,
      });
    },
    allowed: ['admin'],
  },
  {
    name: "track_order() of A's order with its phone",
    sql: () => rpc('track_order', { order_number: f.order.order_number, phone: '03125550000' }),
    allowed: ALL,
  },
  { name: "cancel_order() of A's order", sql: () => rpc('cancel_order', { order_number: f.order.order_number }), allowed: ['userA'] },
  { name: 'deactivate_account() of A', sql: () => rpc('deactivate_account', { user_id: f.a.id }), allowed: ['userA'] },
  {
    name: 'admin_update_order_status()',
    sql: () => rpc('admin_update_order_status', { order_number: f.order.order_number, status: 'confirmed' }),
    allowed: ['admin'],
  },
  {
    name: 'admin_set_payment_status()',
    sql: () => rpc('admin_set_payment_status', { order_number: f.order.order_number, payment_status: 'cod_collected' }),
    allowed: ['admin'],
  },
  {
    name: 'admin_confirm_bank_transfer()',
    sql: () =>
      rpc('admin_confirm_bank_transfer', {
        order_number: f.transferOrder.order_number,
        reference: 'HBL-778899',
        amount: f.transferOrder.total,
      }),
    allowed: ['admin'],
  },
  {
    name: 'admin_record_refund()',
    sql: () =>
      rpc('admin_record_refund', { order_number: f.paidOrder.order_number, amount: 100, method: 'bank_transfer', reference: 'RLS-RF-2' }),
    allowed: ['admin'],
    staff: false,
  },
  { name: 'admin_refunds_owed()', sql: () => rpc('admin_refunds_owed', {}), allowed: ['admin'] },
  {
    name: 'admin_begin_shipment()',
    sql: () => rpc('admin_begin_shipment', { order_number: f.movedOrder.order_number }),
    allowed: ['admin'],
  },
  {
    name: 'admin_record_booking() (the answer recorded again)',
    sql: () => rpc('admin_record_booking', { booking_key: `${f.paidOrder.order_number}-1`, tracking_number: 'LERLS0001' }),
    allowed: ['admin'],
  },
  { name: 'admin_abandon_booking()', sql: () => rpc('admin_abandon_booking', { booking_key: 'GDF-2026-NOSUCH-1' }), allowed: ['admin'] },
  {
    name: "courier_events() of A's booked order, as PostgREST selects a computed field",
    sql: () => ["select 1 from public.orders o where o.id = $1 and public.courier_events(o) <> '[]'", [f.paidOrder.id]],
    allowed: ['userA', 'admin'],
  },
  {
    name: "courier_events() of a made-up row naming A's order",
    sql: () => [
      "select 1 where public.courier_events(jsonb_populate_record(null::public.orders, jsonb_build_object('id', $1::uuid))) <> '[]'",
      [f.paidOrder.id],
    ],
    allowed: ['userA', 'admin'],
  },
  {
    name: 'admin_parcel_documents() (numbers the invoice)',
    sql: () => rpc('admin_parcel_documents', { order_numbers: `{${f.paidOrder.order_number}}` }),
    allowed: ['admin'],
  },
  { name: 'admin_courier_report()', sql: () => rpc('admin_courier_report', {}), allowed: ['admin'] },
  { name: 'courier_shipments_to_track() (server only)', sql: () => ['select * from public.courier_shipments_to_track()'], allowed: NOBODY },
  {
    name: 'record_courier_tracking() (server only)',
    sql: () => ["select * from public.record_courier_tracking('[]'::jsonb)"],
    allowed: NOBODY,
  },
  {
    name: 'record_courier_payments() (server only)',
    sql: () => ["select public.record_courier_payments('[]'::jsonb)"],
    allowed: NOBODY,
  },
  {
    name: "admin_refund_owed() of A's order, as PostgREST selects a computed field",
    sql: () => ['select public.admin_refund_owed(o) from public.orders o where o.id = $1', [f.paidOrder.id]],
    allowed: ['admin'],
  },
  {
    name: "admin_refundable() of A's order, as PostgREST selects a computed field",
    sql: () => ['select public.admin_refundable(o) from public.orders o where o.id = $1', [f.paidOrder.id]],
    allowed: ['admin'],
  },
  { name: 'admin_adjust_stock()', sql: () => rpc('admin_adjust_stock', { variant_id: 11, delta: 10 }), allowed: ['admin'] },
  { name: 'admin_dashboard()', sql: () => rpc('admin_dashboard', {}), allowed: ['admin'] },
  { name: 'admin_order_counts()', sql: () => rpc('admin_order_counts', {}), allowed: ['admin'] },
  { name: 'admin_sales_report()', sql: () => rpc('admin_sales_report', { days: 30 }), allowed: ['admin'] },
  {
    name: 'request_stock_alert()',
    sql: () => rpc('request_stock_alert', { variant_id: 123, channel: 'email', contact: 'notify.me@example.pk' }),
    allowed: ALL,
  },
  {
    name: 'admin_order_next_statuses()',
    sql: () => rpc('admin_order_next_statuses', { order_number: f.order.order_number }),
    allowed: ['admin'],
  },
  {
    name: "admin_next_statuses() of A's order, as PostgREST selects a computed field",
    sql: () => ['select public.admin_next_statuses(o) from public.orders o where o.id = $1', [f.order.id]],
    allowed: ['admin'],
  },
  {
    name: "returned_parcels_before() of A's order, as PostgREST selects a computed field (each counts the orders they may read)",
    sql: () => ['select public.returned_parcels_before(o) from public.orders o where o.id = $1', [f.order.id]],
    allowed: ['userA', 'admin'],
  },
  {
    name: 'admin_move_order()',
    sql: () => rpc('admin_move_order', { order_number: f.order.order_number, from_status: 'pending', to_status: 'confirmed' }),
    allowed: ['admin'],
  },
  {
    name: 'admin_correct_order_status()',
    sql: () =>
      rpc('admin_correct_order_status', {
        order_number: f.movedOrder.order_number,
        expected_status: 'confirmed',
        reason: 'Not yet called',
      }),
    allowed: ['admin'],
  },
  {
    name: "admin_correction() of A's order, as PostgREST selects a computed field",
    sql: () => ['select public.admin_correction(o) from public.orders o where o.id = $1', [f.movedOrder.id]],
    allowed: ['admin'],
  },
  {
    name: 'admin_set_testimonial_approval()',
    sql: () => rpc('admin_set_testimonial_approval', { testimonial_id: f.pendingReview, approved: true }),
    allowed: ['admin'],
  },
  { name: 'admin_coupons()', sql: () => rpc('admin_coupons', {}), allowed: ['admin'], staff: false },
  { name: 'admin_shipping_preview()', sql: () => rpc('admin_shipping_preview', { city_id: 1, weight_grams: 500 }), allowed: ['admin'] },
  {
    name: 'admin_replace_shipping_rates()',
    sql: () =>
      rpc('admin_replace_shipping_rates', { shipping_method_id: 'leopard', zone: 'local', bands: [{ max_weight_grams: 1000, fee: 1 }] }),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'admin_save_courier_tariff()',
    sql: () => rpc('admin_save_courier_tariff', { courier: 'postex', zone: 'local', bands: [{ max_weight_grams: 1000, fee: 1 }] }),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'admin_create_product()',
    sql: () =>
      rpc('admin_create_product', {
        product: { product_name: 'Matrix apricots', slug: 'matrix-apricots', area: 'northern_area' },
        variants: [{ sku: 'MATRIX-250G', label: '250 g', weight_value: 250, weight_unit: 'grams', price: 500, initial_stock: 3 }],
      }),
    allowed: ['admin'],
  },
  {
    name: 'start_payment() (server only)',
    sql: () => rpc('start_payment', { order_number: f.order.order_number, gateway: 'jazzcash' }),
    allowed: NOBODY,
  },
  {
    name: 'record_payment_result() (server only)',
    sql: () => rpc('record_payment_result', { reference: 'RLS-REF-1', status: 'succeeded', amount_paisa: f.order.total * 100 }),
    allowed: NOBODY,
  },
  { name: 'expire_unpaid_orders() (server only)', sql: () => ['select public.expire_unpaid_orders() where true'], allowed: NOBODY },
  {
    name: 'order_notices: read the notices',
    sql: () => ['select * from public.order_notices where order_id = $1', [f.order.id]],
    allowed: ['admin'],
  },
  {
    name: 'order_notices: record one',
    sql: () => ["insert into public.order_notices (order_id, kind) values ($1, 'hold_released')", [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'order_notices: mark one sent',
    sql: () => ['update public.order_notices set sent_at = now() where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  { name: 'order_notices: remove one', sql: () => ['delete from public.order_notices where order_id = $1', [f.order.id]], allowed: NOBODY },
  { name: 'shop_forwarding_key() (server only)', sql: () => ['select public.shop_forwarding_key()'], allowed: NOBODY },
  { name: 'run_confirmation_holds() (server only)', sql: () => ['select public.run_confirmation_holds()'], allowed: NOBODY },
  { name: 'claim_order_notices() (server only)', sql: () => ['select * from public.claim_order_notices()'], allowed: NOBODY },
  {
    name: 'staff_alerts: read the alerts',
    sql: () => ["select * from public.staff_alerts where order_id = $1 and kind = 'new_order'", [f.order.id]],
    allowed: ['admin'],
  },
  {
    name: 'staff_alerts: record one',
    sql: () => ["insert into public.staff_alerts (kind, order_id) values ('whatsapp_reply', $1)", [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'staff_alerts: mark one sent',
    sql: () => ['update public.staff_alerts set sent_at = now() where order_id = $1', [f.order.id]],
    allowed: NOBODY,
  },
  { name: 'staff_alerts: remove one', sql: () => ['delete from public.staff_alerts where order_id = $1', [f.order.id]], allowed: NOBODY },
  {
    name: "staff_alert_channels: read the admin's choice",
    sql: () => ['select * from public.staff_alert_channels where user_id = $1', [f.admin.id]],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'staff_alert_channels: choose for oneself',
    sql: () => [
      'insert into public.staff_alert_channels (user_id, push) values ((select auth.uid()), false) on conflict (user_id) do update set push = false',
    ],
    allowed: ['admin'],
  },
  {
    name: "staff_alert_channels: change the admin's choice",
    sql: () => ["update public.staff_alert_channels set whatsapp_number = '+923125550111' where user_id = $1", [f.admin.id]],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'staff_alert_channels: choose for the admin',
    sql: () => [
      'insert into public.staff_alert_channels (user_id) values ($1) on conflict (user_id) do update set mail = false',
      [f.admin.id],
    ],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'staff_alert_channels: remove one',
    sql: () => ['delete from public.staff_alert_channels where user_id = $1', [f.admin.id]],
    allowed: NOBODY,
  },
  { name: 'claim_staff_alerts() (server only)', sql: () => ['select * from public.claim_staff_alerts()'], allowed: NOBODY },
  { name: 'staff_alert_recipients() (server only)', sql: () => ['select * from public.staff_alert_recipients()'], allowed: NOBODY },
  { name: 'run_handover_alerts() (server only)', sql: () => ['select public.run_handover_alerts()'], allowed: NOBODY },
  {
    name: 'whatsapp_messages: read what was sent',
    sql: () => ['select * from public.whatsapp_messages where order_id = $1', [f.order.id]],
    allowed: ['admin'],
  },
  {
    name: 'whatsapp_messages: forge a status',
    sql: () => ["update public.whatsapp_messages set status = 'read' where order_id = $1", [f.order.id]],
    allowed: NOBODY,
  },
  {
    name: 'whatsapp_replies: read the replies',
    sql: () => ["select * from public.whatsapp_replies where meta_message_id = 'wamid.RLS'"],
    allowed: ['admin'],
  },
  {
    name: 'whatsapp_replies: record one',
    sql: () => [
      "insert into public.whatsapp_replies (meta_message_id, phone, action, outcome) values ('wamid.FORGED', '+923125550000', 'stop', 'opted_out')",
    ],
    allowed: NOBODY,
  },
  {
    name: 'whatsapp_opt_outs: read the list',
    sql: () => ["select * from public.whatsapp_opt_outs where phone = '+923125550099'"],
    allowed: ['admin'],
  },
  {
    name: 'whatsapp_opt_outs: take a number off the list',
    sql: () => ["delete from public.whatsapp_opt_outs where phone = '+923125550099'"],
    allowed: NOBODY,
  },
  {
    name: 'claim_whatsapp_message() (server only)',
    sql: () => rpc('claim_whatsapp_message', { order_number: f.order.order_number, occasion: 'shipped', template: 'order_shipped' }),
    allowed: NOBODY,
  },
  {
    name: 'record_whatsapp_send() (server only)',
    sql: () => rpc('record_whatsapp_send', { message_id: 1, failure: 'forged' }),
    allowed: NOBODY,
  },
  {
    name: 'record_whatsapp_status() (server only)',
    sql: () => rpc('record_whatsapp_status', { meta_message_id: 'wamid.RLS', status: 'read' }),
    allowed: NOBODY,
  },
  {
    name: 'apply_whatsapp_reply() (server only)',
    sql: () => rpc('apply_whatsapp_reply', { meta_message_id: 'wamid.NEW', phone: '+923125550000', order_number: '', action: 'stop' }),
    allowed: NOBODY,
  },
  {
    name: "push_subscriptions: read the admin's own device",
    sql: () => ['select * from public.push_subscriptions where endpoint = $1', [PUSH_ENDPOINT.admin]],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: "push_subscriptions: read another admin's device",
    sql: () => ['select * from public.push_subscriptions where endpoint = $1', [PUSH_ENDPOINT.otherAdmin]],
    allowed: NOBODY,
  },
  {
    name: 'push_subscriptions: add a device of their own',
    sql: () => [
      'insert into public.push_subscriptions (endpoint, user_id, p256dh, auth_secret) values ($1, auth.uid(), $2, $3)',
      [PUSH_ENDPOINT.fresh, PUSH_KEYS.p256dh, PUSH_KEYS.auth],
    ],
    allowed: ['admin'],
  },
  {
    name: 'push_subscriptions: add a device for another admin',
    sql: () => [
      'insert into public.push_subscriptions (endpoint, user_id, p256dh, auth_secret) values ($1, $2, $3, $4)',
      [PUSH_ENDPOINT.fresh, f.otherAdminId, PUSH_KEYS.p256dh, PUSH_KEYS.auth],
    ],
    allowed: NOBODY,
  },
  {
    name: "push_subscriptions: edit the admin's device (only save_push_subscription() may)",
    sql: () => ["update public.push_subscriptions set device = 'x' where endpoint = $1", [PUSH_ENDPOINT.admin]],
    allowed: NOBODY,
  },
  {
    name: "push_subscriptions: remove the admin's own device",
    sql: () => ['delete from public.push_subscriptions where endpoint = $1', [PUSH_ENDPOINT.admin]],
    allowed: ['admin'],
    staff: false,
  },
  {
    name: "push_subscriptions: remove another admin's device",
    sql: () => ['delete from public.push_subscriptions where endpoint = $1', [PUSH_ENDPOINT.otherAdmin]],
    allowed: NOBODY,
  },
  {
    name: 'save_push_subscription() (admins, for themselves)',
    sql: () => rpc('save_push_subscription', { endpoint: PUSH_ENDPOINT.fresh, p256dh: PUSH_KEYS.p256dh, auth_secret: PUSH_KEYS.auth }),
    allowed: ['admin'],
  },
];

test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
  const allowed: Actor[] = [];
  for (const actor of ACTORS) if (await succeeds(actor, testCase)) allowed.push(actor);
  expect(allowed).toEqual(expectedActors(testCase));
});

test('the matrix covers every table in public and every function callable through the API', async () => {
  const tables = (
    await t.db.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'",
    )
  ).rows.map((r) => r.name);
  expect(tables.filter((table) => !cases.some((c) => c.name.startsWith(`${table}:`)))).toEqual([]);
  const functions = (
    await t.db.query<{ name: string }>(
      "select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype",
    )
  ).rows.map((r) => r.name);
  expect(functions.filter((fn) => !cases.some((c) => c.name.startsWith(`${fn}(`)))).toEqual([]);
});

test('a testimonial submitted as approved is stored unapproved, and is not visible to the next request', async () => {
  const inserted = await asCaller(
    t.db,
    ANON,
    async (tx) =>
      (
        await tx.query<{ id: string; is_approved: boolean }>(
          "insert into public.testimonials (review_text, reviewer_name, rating, is_approved) values ('Approve me', 'Sneaky', 5, true), ('Me too', 'Sneaky', 4, false) returning id, is_approved",
        )
      ).rows,
  );
  expect(inserted.map((r) => r.is_approved)).toEqual([false, false]);
  for (const actor of ['anon', 'userA', 'userB'] as Actor[]) {
    const seen = await asCaller(
      t.db,
      caller(actor),
      async (tx) => (await tx.query('select id from public.testimonials where id = any($1::uuid[])', [inserted.map((r) => r.id)])).rows,
    );
    expect(seen).toEqual([]);
  }
});
