// The access matrix through the real embedded backend with supabase-js: a guest (anon key), two
// signed-in customers (A, B), the owner (app_metadata.role = 'admin', made with auth.admin) and a
// member of staff (role 'staff') each try to read, insert, update, delete and execute on every table
// and function. The allowed set is written down per case; every other attempt must fail (an error,
// or no row read or changed). Staff may do what the owner may unless a case says `staff: false`.
// Each attempt gets fresh target rows from the service role, so one actor's success cannot hide or
// cause another's.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';
import { TEST_BANK_ACCOUNT } from '../support/shop-settings';

type Actor = 'anon' | 'userA' | 'userB' | 'admin' | 'staff';
const ACTORS: Actor[] = ['anon', 'userA', 'userB', 'admin', 'staff'];
const ALL: Actor[] = ['anon', 'userA', 'userB', 'admin'];
const NOBODY: Actor[] = [];
const PASSWORD = 'apricot-kernel-42';

interface Result {
  data: unknown;
  error: { message: string } | null;
  count?: number | null;
}

let backend: TestBackend;
let service: SupabaseClient;
const clients = {} as Record<Actor, SupabaseClient>;
const ids = {} as Record<Exclude<Actor, 'anon'>, string>;

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = clientFor(backend);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

async function createAccount(actor: Exclude<Actor, 'anon'>): Promise<void> {
  const email = uniqueEmail(actor.toLowerCase());
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Test ${actor}`, phone: '0300-1234567', address: 'Jutial, Gilgit', postal_code: '15150', city_id: 2 },
    ...(actor === 'admin' || actor === 'staff' ? { app_metadata: { role: actor } } : {}),
  });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  ids[actor] = data.user!.id;
  clients[actor] = await signedIn(email);
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, 'service');
  clients.anon = clientFor(backend);
  for (const actor of ['userA', 'userB', 'admin', 'staff'] as const) await createAccount(actor);
  // Every attempt below places fresh orders of variant 11; give it room.
  await must(service.from('product_variants').update({ stock_quantity: 100000 }).eq('id', 11));
  await must(service.from('shop_settings').update(TEST_BANK_ACCOUNT).eq('id', true));
  await must(service.from('cities').insert({ id: 9001, city_name: 'Closed Town', province: 'Punjab', is_active: false }));
  await must(
    service
      .from('shipping_methods')
      .insert({ id: 'camel', name: 'Camel post', estimated_days_min: 9, estimated_days_max: 30, is_active: false }),
  );
  await must(service.from('shipping_rates').insert({ shipping_method_id: 'camel', zone: 'national', max_weight_grams: 1000, fee: 5 }));
  await must(
    service.from('product_images').insert([
      { id: 9001, product_id: 1, image_url: '/images/products/a.webp' },
      { id: 9002, product_id: 28, image_url: '/images/products/b.webp' },
    ]),
  );
}, 120_000);
afterAll(() => backend?.stop());

async function must<T extends Result>(query: PromiseLike<T>): Promise<T> {
  const result = await query;
  if (result.error) throw new Error(result.error.message);
  return result;
}

const found = async (query: PromiseLike<Result>) => {
  const { data, error } = await query;
  return !error && Array.isArray(data) && data.length > 0;
};
const done = async (query: PromiseLike<Result>) => !(await query).error;
const touched = async (query: PromiseLike<Result>) => {
  const { error, count } = await query;
  return !error && (count ?? 0) > 0;
};

/** A fresh order of customer A (placed by A through the API). */
async function orderOfA(overrides: Record<string, unknown> = {}): Promise<{ id: string; order_number: string; total: number }> {
  const { data, error } = await clients.userA.rpc('place_order', {
    items: [{ variant_id: 11, quantity: 1 }],
    contact: {
      full_name: 'Customer A',
      phone: '0312-5550000',
      email: 'customer.a@example.pk',
      address: 'House 1, Jutial',
      postal_code: '15100',
      city_id: 2,
    },
    idempotency_key: `matrix-${randomUUID()}`,
    ...overrides,
  });
  if (error) throw new Error(error.message);
  return data as { id: string; order_number: string; total: number };
}

const tag = () => randomUUID().slice(0, 8);

/** A fresh bank-transfer order of customer A, paid, with Rs. 100 refunded (written by the service role). */
async function refundedOrderOfA(): Promise<{ id: string; order_number: string; total: number }> {
  const order = await orderOfA({ payment_method: 'bank_transfer' });
  await must(service.from('orders').update({ payment_status: 'partly_refunded' }).eq('id', order.id));
  await must(service.from('refunds').insert({ order_id: order.id, amount: 100, method: 'bank_transfer', reference: `RF-${tag()}` }));
  return order;
}

/** A fresh order of A's that the shop has just confirmed (a move that can still be corrected). */
async function confirmedOrderOfA(): Promise<{ number: string }> {
  const order = await orderOfA();
  await must(service.rpc('admin_move_order', { order_number: order.order_number, from_status: 'pending', to_status: 'confirmed' }));
  return { number: order.order_number };
}

/** A fresh order of A's confirmed by the owner in the console (a step with a person behind it). */
async function orderOfAConfirmedByOwner(): Promise<{ number: string }> {
  const order = await orderOfA();
  await must(clients.admin.rpc('admin_move_order', { order_number: order.order_number, from_status: 'pending', to_status: 'confirmed' }));
  return { number: order.order_number };
}

/** A flagged wallet notice on a fresh order of A's (what the owner reviews). */
async function noticeOfA(): Promise<{ id: string }> {
  const order = await orderOfA();
  await must(
    service
      .from('payment_notices')
      .insert({ order_id: order.id, gateway: 'jazzcash', channel: 'return', verdict: 'bad_signature', needs_review: true }),
  );
  return { id: order.id };
}

/** The WhatsApp confirmation of a fresh order of A's, as the shop's server (service role) records one. */
async function whatsAppMessageOfA(): Promise<{ id: string }> {
  const order = await orderOfA();
  await must(
    service.rpc('claim_whatsapp_message', { order_number: order.order_number, occasion: 'order_placed', template: 'order_confirmation' }),
  );
  return { id: order.id };
}

/** A STOP received from a fresh number, as the webhook (service role) applies it. */
async function whatsAppReplyOfA(): Promise<{ reference: string }> {
  const reference = `wamid.${tag()}`;
  await must(service.rpc('apply_whatsapp_reply', { meta_message_id: reference, phone: '+923125550001', order_number: '', action: 'stop' }));
  return { reference };
}

const optedOutNumber = async () => {
  const reference = `+92312${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await must(
    service.rpc('apply_whatsapp_reply', { meta_message_id: `wamid.${tag()}`, phone: reference, order_number: '', action: 'stop' }),
  );
  return { reference };
};

interface Case {
  name: string;
  /** Prepares what the attempt targets, as the service role; runs before every actor's attempt. */
  setup?: () => Promise<Record<string, string | number>>;
  attempt: (db: SupabaseClient, target: Record<string, string | number>) => Promise<boolean>;
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

/** Someone waiting for the sold-out 1 kg of chilgoza (variant 123), written with the service role. */
const waitingAlert = async () => {
  const reference = `waiting-${tag()}@example.pk`;
  await must(service.from('stock_alerts').insert({ variant_id: 123, channel: 'email', contact: reference }));
  return { reference };
};
const disposableCity = async () => ({
  id: (
    (
      await must(
        service
          .from('cities')
          .insert({ city_name: `Town ${tag()}`, province: 'Sindh' })
          .select('id')
          .single(),
      )
    ).data as { id: number }
  ).id,
});

/** A run of the product feed, as the product-feed function (service role) records one. */
const feedRun = async () => ({
  id: (
    (
      await must(
        service
          .from('product_feed_runs')
          .insert({ item_count: 3, product_count: 1, google_path: 'google-merchant.rss', meta_path: 'meta-catalog.csv' })
          .select('id')
          .single(),
      )
    ).data as { id: string }
  ).id,
});

const cases: Case[] = [
  { name: 'cities: read an active city', attempt: (db) => found(db.from('cities').select('id, city_name').eq('id', 1)), allowed: ALL },
  { name: 'cities: read an inactive city', attempt: (db) => found(db.from('cities').select('*').eq('id', 9001)), allowed: ['admin'] },
  {
    name: 'cities: add',
    attempt: (db) => done(db.from('cities').insert({ city_name: `New ${tag()}`, province: 'Sindh' })),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'cities: edit',
    attempt: (db) => touched(db.from('cities').update({ district: 'Gilgit' }, { count: 'exact' }).eq('id', 1)),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'cities: remove',
    setup: disposableCity,
    attempt: (db, s) => touched(db.from('cities').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
    staff: false,
  },

  { name: 'products: read an active product', attempt: (db) => found(db.from('products').select('*').eq('id', 1)), allowed: ALL },
  { name: 'products: read an inactive product', attempt: (db) => found(db.from('products').select('*').eq('id', 28)), allowed: ['admin'] },
  {
    name: 'products: add',
    attempt: (db) => done(db.from('products').insert({ slug: `new-${tag()}`, product_name: 'New nuts', area: 'international' })),
    allowed: ['admin'],
  },
  {
    name: 'products: edit',
    attempt: (db) => touched(db.from('products').update({ sort_order: 20 }, { count: 'exact' }).eq('id', 2)),
    allowed: ['admin'],
  },
  {
    name: 'products: remove',
    setup: async () => ({
      id: (
        (
          await must(
            service
              .from('products')
              .insert({ slug: `gone-${tag()}`, product_name: 'To remove', area: 'international' })
              .select('id')
              .single(),
          )
        ).data as { id: number }
      ).id,
    }),
    attempt: (db, s) => touched(db.from('products').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'product_variants: read an active variant',
    attempt: (db) => found(db.from('product_variants').select('id, price, stock_quantity').eq('id', 11)),
    allowed: ALL,
  },
  {
    name: 'product_variants: read a variant of an inactive product',
    attempt: (db) => found(db.from('product_variants').select('*').eq('id', 281)),
    allowed: ['admin'],
  },
  {
    name: 'product_variants: add',
    attempt: (db) =>
      done(
        db.from('product_variants').insert({
          product_id: 1,
          sku: `T-${tag().toUpperCase()}`,
          label: '2 kg',
          weight_value: 2,
          weight_unit: 'kg',
          price: 4600,
          stock_quantity: 5,
        }),
      ),
    allowed: ['admin'],
  },
  {
    name: 'product_variants: change a price',
    attempt: (db) => touched(db.from('product_variants').update({ price: 650 }, { count: 'exact' }).eq('id', 11)),
    allowed: ['admin'],
  },
  {
    name: 'product_variants: set stock directly',
    attempt: (db) => touched(db.from('product_variants').update({ stock_quantity: 999 }, { count: 'exact' }).eq('id', 11)),
    allowed: NOBODY,
  },
  {
    name: 'product_variants: remove',
    setup: async () => ({
      id: (
        (
          await must(
            service
              .from('product_variants')
              .insert({ product_id: 27, sku: `R-${tag().toUpperCase()}`, label: '1 kg', weight_value: 1, weight_unit: 'kg', price: 10 })
              .select('id')
              .single(),
          )
        ).data as { id: number }
      ).id,
    }),
    attempt: (db, s) => touched(db.from('product_variants').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'product_images: read an image of an active product',
    attempt: (db) => found(db.from('product_images').select('*').eq('id', 9001)),
    allowed: ALL,
  },
  {
    name: 'product_images: read an image of an inactive product',
    attempt: (db) => found(db.from('product_images').select('*').eq('id', 9002)),
    allowed: ['admin'],
  },
  {
    name: 'product_images: add',
    attempt: (db) => done(db.from('product_images').insert({ product_id: 2, image_url: '/images/products/x.webp' })),
    allowed: ['admin'],
  },
  {
    name: 'product_images: edit',
    attempt: (db) => touched(db.from('product_images').update({ alt_text: 'Apricots' }, { count: 'exact' }).eq('id', 9001)),
    allowed: ['admin'],
  },
  {
    name: 'product_images: remove',
    setup: async () => ({
      id: (
        (await must(service.from('product_images').insert({ product_id: 3, image_url: '/images/products/y.webp' }).select('id').single()))
          .data as { id: number }
      ).id,
    }),
    attempt: (db, s) => touched(db.from('product_images').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'shipping_methods: read an active method',
    attempt: (db) => found(db.from('shipping_methods').select('*').eq('id', 'leopard')),
    allowed: ALL,
  },
  {
    name: 'shipping_methods: read an inactive method',
    attempt: (db) => found(db.from('shipping_methods').select('*').eq('id', 'camel')),
    allowed: ['admin'],
  },
  {
    name: 'shipping_methods: add',
    attempt: (db) =>
      done(
        db
          .from('shipping_methods')
          .insert({ id: `m${tag()}`, name: 'M&P', estimated_days_min: 2, estimated_days_max: 5, is_active: false }),
      ),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_methods: edit',
    attempt: (db) => touched(db.from('shipping_methods').update({ sort_order: 1 }, { count: 'exact' }).eq('id', 'leopard')),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_methods: remove',
    setup: async () => {
      const id = `d${tag()}`;
      await must(
        service.from('shipping_methods').insert({ id, name: 'Disposable', estimated_days_min: 1, estimated_days_max: 2, is_active: false }),
      );
      return { id };
    },
    attempt: (db, s) => touched(db.from('shipping_methods').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_rates: read rates of an active method',
    attempt: (db) => found(db.from('shipping_rates').select('*').eq('shipping_method_id', 'leopard')),
    allowed: ALL,
  },
  {
    name: 'shipping_rates: read rates of an inactive method',
    attempt: (db) => found(db.from('shipping_rates').select('*').eq('shipping_method_id', 'camel')),
    allowed: ['admin'],
  },
  {
    name: 'shipping_rates: add',
    attempt: (db) =>
      done(
        db
          .from('shipping_rates')
          .insert({ shipping_method_id: 'camel', zone: 'local', max_weight_grams: 1000 + Math.floor(Math.random() * 1e6), fee: 1 }),
      ),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_rates: edit',
    attempt: (db) =>
      touched(db.from('shipping_rates').update({ fee: 5 }, { count: 'exact' }).eq('shipping_method_id', 'camel').eq('zone', 'national')),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'shipping_rates: remove',
    setup: async () => {
      const grams = 2000 + Math.floor(Math.random() * 1e6);
      await must(service.from('shipping_rates').insert({ shipping_method_id: 'camel', zone: 'regional', max_weight_grams: grams, fee: 1 }));
      return { grams };
    },
    attempt: (db, s) =>
      touched(db.from('shipping_rates').delete({ count: 'exact' }).eq('shipping_method_id', 'camel').eq('max_weight_grams', s.grams!)),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'payment_methods: read an active method',
    attempt: (db) => found(db.from('payment_methods').select('*').eq('id', 'cod')),
    allowed: ALL,
  },
  {
    name: 'payment_methods: read an inactive method',
    attempt: (db) => found(db.from('payment_methods').select('*').eq('id', 'raast')),
    allowed: ['admin'],
  },
  {
    name: 'payment_methods: edit',
    attempt: (db) => touched(db.from('payment_methods').update({ sort_order: 3 }, { count: 'exact' }).eq('id', 'jazzcash')),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'payment_methods: remove',
    setup: async () => {
      await must(service.from('payment_methods').upsert({ id: 'raast', name: 'Raast', is_active: false }));
      return {};
    },
    attempt: (db) => touched(db.from('payment_methods').delete({ count: 'exact' }).eq('id', 'raast')),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'courier_city_codes: read',
    setup: async () => {
      await must(service.from('courier_city_codes').upsert({ shipping_method_id: 'leopard', city_id: 1, courier_city_code: 'GLT' }));
      return {};
    },
    attempt: (db) => found(db.from('courier_city_codes').select('*')),
    allowed: ['admin'],
  },
  {
    name: 'courier_city_codes: add',
    setup: disposableCity,
    attempt: (db, s) => done(db.from('courier_city_codes').insert({ shipping_method_id: 'tcs', city_id: s.id, courier_city_code: 'X' })),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'courier_city_codes: edit',
    attempt: (db) => touched(db.from('courier_city_codes').update({ courier_city_code: 'GLT' }, { count: 'exact' }).eq('city_id', 1)),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'courier_city_codes: remove',
    setup: async () => {
      const city = await disposableCity();
      await must(service.from('courier_city_codes').insert({ shipping_method_id: 'leopard', city_id: city.id, courier_city_code: 'Z' }));
      return city;
    },
    attempt: (db, s) => touched(db.from('courier_city_codes').delete({ count: 'exact' }).eq('city_id', s.id!)),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'coupons: read',
    attempt: (db) => found(db.from('coupons').select('*').eq('code', 'GILGIT10')),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'coupons: add',
    attempt: (db) => done(db.from('coupons').insert({ code: `C${tag().toUpperCase()}`, type: 'fixed', discount_amount: 999 })),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'coupons: edit',
    attempt: (db) => touched(db.from('coupons').update({ description: '10% off' }, { count: 'exact' }).eq('code', 'GILGIT10')),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'coupons: reset the usage count',
    attempt: (db) => touched(db.from('coupons').update({ used_count: 0 }, { count: 'exact' }).eq('code', 'GILGIT10')),
    allowed: NOBODY,
  },
  {
    name: 'coupons: remove',
    setup: async () => {
      const code = `D${tag().toUpperCase()}`;
      await must(service.from('coupons').insert({ code, type: 'fixed', discount_amount: 1 }));
      return { code };
    },
    attempt: (db, s) => touched(db.from('coupons').delete({ count: 'exact' }).eq('code', s.code!)),
    allowed: ['admin'],
    staff: false,
  },

  {
    name: "profiles: read A's profile",
    attempt: (db) => found(db.from('profiles').select('*').eq('id', ids.userA)),
    allowed: ['userA', 'admin'],
  },
  {
    name: "profiles: upsert A's profile (the spec's save)",
    attempt: (db) =>
      done(
        db.from('profiles').upsert({
          id: ids.userA,
          full_name: 'Customer A',
          phone: '0312-5550000',
          address: 'House 1, Jutial',
          postal_code: '15150',
          city_id: 2,
          country: 'Pakistan',
          updated_at: new Date().toISOString(),
        }),
      ),
    allowed: ['userA'],
  },
  {
    name: "profiles: edit A's profile",
    attempt: (db) => touched(db.from('profiles').update({ full_name: 'Customer A' }, { count: 'exact' }).eq('id', ids.userA)),
    allowed: ['userA'],
  },
  {
    name: "profiles: remove A's profile",
    attempt: (db) => touched(db.from('profiles').delete({ count: 'exact' }).eq('id', ids.userA)),
    allowed: NOBODY,
  },
  {
    name: "favorites: read A's favourites",
    setup: async () => {
      await must(service.from('favorites').upsert({ user_id: ids.userA, product_id: 1 }));
      return {};
    },
    attempt: (db) => found(db.from('favorites').select('product_id').eq('user_id', ids.userA)),
    allowed: ['userA'],
  },
  {
    name: 'favorites: add a favourite for A',
    setup: async () => {
      await must(service.from('favorites').delete().eq('user_id', ids.userA).eq('product_id', 2));
      return {};
    },
    attempt: (db) => done(db.from('favorites').insert({ user_id: ids.userA, product_id: 2 })),
    allowed: ['userA'],
  },
  {
    name: "favorites: remove A's favourite",
    setup: async () => {
      await must(service.from('favorites').upsert({ user_id: ids.userA, product_id: 3 }));
      return {};
    },
    attempt: (db) => touched(db.from('favorites').delete({ count: 'exact' }).eq('user_id', ids.userA).eq('product_id', 3)),
    allowed: ['userA'],
  },
  {
    name: "testimonials: read approved reviews (the spec's query)",
    attempt: (db) => found(db.from('testimonials').select('*').eq('is_approved', true).order('created_at', { ascending: false })),
    allowed: ALL,
  },
  {
    name: 'testimonials: read a review awaiting approval',
    setup: async () => ({
      id: (
        (await must(service.from('testimonials').insert({ review_text: 'Pending', reviewer_name: 'P', rating: 4 }).select('id').single()))
          .data as { id: string }
      ).id,
    }),
    attempt: (db, s) => found(db.from('testimonials').select('*').eq('id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: "testimonials: submit one and read it back (the spec's insert … select)",
    attempt: async (db) => {
      const { data, error } = await db
        .from('testimonials')
        .insert({ rating: 5, review_text: 'Lovely apricots', reviewer_name: 'Nadia' })
        .select();
      return !error && Array.isArray(data) && data.length === 1;
    },
    allowed: ALL,
  },
  {
    name: 'testimonials: approve',
    setup: async () => ({
      id: (
        (
          await must(
            service.from('testimonials').insert({ review_text: 'Approve me', reviewer_name: 'Q', rating: 5 }).select('id').single(),
          )
        ).data as { id: string }
      ).id,
    }),
    attempt: (db, s) => touched(db.from('testimonials').update({ is_approved: true }, { count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'testimonials: remove',
    setup: async () => ({
      id: (
        (await must(service.from('testimonials').insert({ review_text: 'Remove me', reviewer_name: 'R', rating: 2 }).select('id').single()))
          .data as { id: string }
      ).id,
    }),
    attempt: (db, s) => touched(db.from('testimonials').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'contact_messages: send',
    attempt: (db) =>
      done(db.from('contact_messages').insert({ full_name: 'Bilal', email: 'bilal@example.pk', message: 'Do you ship to Chitral?' })),
    allowed: ALL,
  },
  {
    name: 'contact_messages: read',
    setup: async () => {
      await must(service.from('contact_messages').insert({ full_name: 'Guest', phone: '03001234567', message: 'Hello' }));
      return {};
    },
    attempt: (db) => found(db.from('contact_messages').select('*')),
    allowed: ['admin'],
  },
  {
    name: 'contact_messages: mark as read',
    attempt: (db) => touched(db.from('contact_messages').update({ status: 'read' }, { count: 'exact' }).eq('full_name', 'Guest')),
    allowed: ['admin'],
  },
  {
    name: 'contact_messages: remove',
    setup: async () => ({
      id: (
        (
          await must(
            service.from('contact_messages').insert({ full_name: 'Disposable', phone: '03001234567', message: 'x' }).select('id').single(),
          )
        ).data as { id: string }
      ).id,
    }),
    attempt: (db, s) => touched(db.from('contact_messages').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: ['admin'],
  },

  {
    name: "orders: read A's order",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => found(db.from('orders').select('*').eq('id', s.id!)),
    allowed: ['userA', 'admin'],
  },
  {
    name: 'orders: insert directly',
    attempt: (db) =>
      done(
        db.from('orders').insert({
          order_number: `GDF-2611-${tag()
            .toUpperCase()
            .replace(/[^A-Z0-9]/g, 'X')
            .slice(0, 6)}`,
          idempotency_key: `forged-${tag()}-x`,
          request_fingerprint: 'x',
          payment_method: 'cod',
          payment_status: 'paid',
          shipping_method: 'leopard',
          full_name: 'Ali',
          phone: '+923001234567',
          address: 'Somewhere',
          city_id: 1,
          city_name: 'Gilgit',
          province: 'Gilgit-Baltistan',
          subtotal: 1,
          shipping_fee: 0,
          total: 1,
          weight_kg: 0,
          item_count: 1,
        }),
      ),
    allowed: NOBODY,
  },
  {
    name: "orders: mark A's order paid",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('orders').update({ payment_status: 'paid' }, { count: 'exact' }).eq('id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: "orders: remove A's order",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('orders').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: "order_items: read A's lines",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => found(db.from('order_items').select('*').eq('order_id', s.id!)),
    allowed: ['userA', 'admin'],
  },
  {
    name: "order_items: add a line to A's order",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) =>
      done(
        db
          .from('order_items')
          .insert({ order_id: s.id, sku: 'X', product_name: 'X', variant_label: 'X', unit_price: 1, quantity: 1, weight_grams: 1 }),
      ),
    allowed: NOBODY,
  },
  {
    name: "order_items: reprice A's lines",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('order_items').update({ unit_price: 1 }, { count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: "order_items: remove A's lines",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('order_items').delete({ count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: "order_events: read A's timeline",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => found(db.from('order_events').select('*').eq('order_id', s.id!)),
    allowed: ['userA', 'admin'],
  },
  {
    name: "order_events: add to A's timeline",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => done(db.from('order_events').insert({ order_id: s.id, status: 'delivered', actor: 'courier' })),
    allowed: NOBODY,
  },
  {
    name: "order_events: edit A's timeline",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('order_events').update({ note: 'x' }, { count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: "order_events: remove A's timeline",
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('order_events').delete({ count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: "payments: read A's payment",
    setup: async () => {
      const order = await orderOfA();
      const reference = `REF-${tag()}`;
      await must(service.from('payments').insert({ order_id: order.id, gateway: 'bank_transfer', reference, amount: order.total }));
      return { reference };
    },
    attempt: (db, s) => found(db.from('payments').select('*').eq('reference', s.reference!)),
    allowed: ['admin'],
  },
  {
    name: 'payments: record one',
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) =>
      done(
        db.from('payments').insert({ order_id: s.id, gateway: 'jazzcash', reference: `FORGED-${tag()}`, amount: 1, status: 'succeeded' }),
      ),
    allowed: NOBODY,
  },
  {
    name: 'payments: mark one succeeded',
    setup: async () => {
      const order = await orderOfA();
      const reference = `REF-${tag()}`;
      await must(service.from('payments').insert({ order_id: order.id, gateway: 'jazzcash', reference, amount: order.total }));
      return { reference };
    },
    attempt: (db, s) => touched(db.from('payments').update({ status: 'succeeded' }, { count: 'exact' }).eq('reference', s.reference!)),
    allowed: NOBODY,
  },
  {
    name: 'payments: remove one',
    setup: async () => {
      const order = await orderOfA();
      const reference = `REF-${tag()}`;
      await must(service.from('payments').insert({ order_id: order.id, gateway: 'jazzcash', reference, amount: order.total }));
      return { reference };
    },
    attempt: (db, s) => touched(db.from('payments').delete({ count: 'exact' }).eq('reference', s.reference!)),
    allowed: NOBODY,
  },
  {
    name: "refunds: read A's refund",
    setup: async () => ({ id: (await refundedOrderOfA()).id }),
    attempt: (db, s) => found(db.from('refunds').select('*').eq('order_id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'refunds: record one',
    setup: async () => ({ id: (await refundedOrderOfA()).id }),
    attempt: (db, s) => done(db.from('refunds').insert({ order_id: s.id, amount: 1, method: 'cash' })),
    allowed: NOBODY,
  },
  {
    name: 'refunds: change one',
    setup: async () => ({ id: (await refundedOrderOfA()).id }),
    attempt: (db, s) => touched(db.from('refunds').update({ amount: 1 }, { count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'refunds: remove one',
    setup: async () => ({ id: (await refundedOrderOfA()).id }),
    attempt: (db, s) => touched(db.from('refunds').delete({ count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'payment_notices: read the log',
    setup: noticeOfA,
    attempt: (db, s) => found(db.from('payment_notices').select('*').eq('order_id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'payment_notices: log one',
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) =>
      done(db.from('payment_notices').insert({ order_id: s.id, gateway: 'jazzcash', channel: 'ipn', verdict: 'applied' })),
    allowed: NOBODY,
  },
  {
    name: 'payment_notices: clear a flag',
    setup: noticeOfA,
    attempt: (db, s) => touched(db.from('payment_notices').update({ needs_review: false }, { count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'payment_notices: remove the log',
    setup: noticeOfA,
    attempt: (db, s) => touched(db.from('payment_notices').delete({ count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'stock_movements: read the ledger',
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => found(db.from('stock_movements').select('*').eq('order_id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'stock_movements: write the ledger',
    attempt: (db) => done(db.from('stock_movements').insert({ variant_id: 11, delta: 5, stock_after: 5, reason: 'restock' })),
    allowed: NOBODY,
  },
  {
    name: 'stock_movements: edit the ledger',
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('stock_movements').update({ delta: 1 }, { count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'stock_movements: remove from the ledger',
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => touched(db.from('stock_movements').delete({ count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'shop_settings: read',
    attempt: (db) => found(db.from('shop_settings').select('whatsapp_number, bank_iban, payment_issue_banner')),
    allowed: ALL,
  },
  {
    name: 'shop_settings: edit',
    attempt: (db) => touched(db.from('shop_settings').update({ payment_issue_banner: false }, { count: 'exact' }).eq('id', true)),
    allowed: ['admin'],
    staff: false,
  },
  { name: 'shop_settings: add a second row', attempt: (db) => done(db.from('shop_settings').insert({ id: false })), allowed: NOBODY },
  {
    name: 'shop_settings: remove',
    attempt: (db) => touched(db.from('shop_settings').delete({ count: 'exact' }).eq('id', true)),
    allowed: NOBODY,
  },
  {
    name: 'stock_alerts: read',
    setup: waitingAlert,
    attempt: (db, s) => found(db.from('stock_alerts').select('id').eq('contact', s.reference!)),
    allowed: ['admin'],
  },
  {
    name: 'stock_alerts: add directly',
    attempt: (db) => done(db.from('stock_alerts').insert({ variant_id: 123, channel: 'email', contact: `direct-${tag()}@example.pk` })),
    allowed: NOBODY,
  },
  {
    name: 'stock_alerts: edit',
    setup: waitingAlert,
    attempt: (db, s) => touched(db.from('stock_alerts').update({ channel: 'email' }, { count: 'exact' }).eq('contact', s.reference!)),
    allowed: NOBODY,
  },
  {
    name: 'stock_alerts: clear',
    setup: waitingAlert,
    attempt: (db, s) => touched(db.from('stock_alerts').delete({ count: 'exact' }).eq('contact', s.reference!)),
    allowed: ['admin'],
  },
  {
    name: 'product_feed_runs: read the runs',
    setup: feedRun,
    attempt: (db, s) => found(db.from('product_feed_runs').select('*').eq('id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'product_feed_runs: record a run',
    attempt: (db) => done(db.from('product_feed_runs').insert({ item_count: 1, product_count: 1, google_path: 'g', meta_path: 'm' })),
    allowed: NOBODY,
  },
  {
    name: 'product_feed_runs: edit a run',
    setup: feedRun,
    attempt: (db, s) => touched(db.from('product_feed_runs').update({ item_count: 0 }, { count: 'exact' }).eq('id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'product_feed_runs: remove a run',
    setup: feedRun,
    attempt: (db, s) => touched(db.from('product_feed_runs').delete({ count: 'exact' }).eq('id', s.id!)),
    allowed: NOBODY,
  },

  { name: 'is_admin()', attempt: async (db) => !(await db.rpc('is_admin')).error, allowed: ALL },
  {
    name: 'quote_order()',
    attempt: (db) => done(db.rpc('quote_order', { items: [{ variant_id: 11, quantity: 1 }], city_id: 2 })),
    allowed: ALL,
  },
  {
    name: 'quote_shipping_options()',
    attempt: (db) => done(db.rpc('quote_shipping_options', { items: [{ variant_id: 11, quantity: 1 }], city_id: 2 })),
    allowed: ALL,
  },
  {
    name: 'place_order()',
    attempt: (db) =>
      done(
        db.rpc('place_order', {
          items: [{ variant_id: 11, quantity: 1 }],
          contact: {
            full_name: 'Guest',
            phone: '03001234567',
            email: 'guest@example.pk',
            address: 'Shop 4, Saddar',
            postal_code: '74400',
            city_id: 30,
          },
          idempotency_key: `matrix-${randomUUID()}`,
        }),
      ),
    allowed: ALL,
  },
  {
    name: "track_order() of A's order with its phone",
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => done(db.rpc('track_order', { order_number: s.number, phone: '+92 312 5550000' })),
    allowed: ALL,
  },
  {
    name: "cancel_order() of A's order",
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => done(db.rpc('cancel_order', { order_number: s.number })),
    allowed: ['userA'],
  },
  {
    name: 'admin_update_order_status()',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) =>
      done(db.rpc('admin_update_order_status', { order_number: s.number, status: 'confirmed', note: 'Confirmed on WhatsApp' })),
    allowed: ['admin'],
  },
  {
    name: 'admin_set_payment_status()',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => done(db.rpc('admin_set_payment_status', { order_number: s.number, payment_status: 'cod_collected' })),
    allowed: ['admin'],
  },
  {
    name: 'admin_confirm_bank_transfer()',
    setup: async () => {
      const order = await orderOfA({ payment_method: 'bank_transfer' });
      return { number: order.order_number, total: order.total };
    },
    attempt: (db, s) => done(db.rpc('admin_confirm_bank_transfer', { order_number: s.number, reference: `HBL-${tag()}`, amount: s.total })),
    allowed: ['admin'],
  },
  {
    name: 'admin_record_refund()',
    setup: async () => ({ number: (await refundedOrderOfA()).order_number }),
    attempt: (db, s) =>
      done(db.rpc('admin_record_refund', { order_number: s.number, amount: 100, method: 'bank_transfer', reference: `RF-${tag()}` })),
    allowed: ['admin'],
    staff: false,
  },
  { name: 'admin_refunds_owed()', attempt: (db) => done(db.rpc('admin_refunds_owed')), allowed: ['admin'] },
  {
    name: 'admin_refund_owed() of an order, selected as a field',
    setup: async () => ({ number: (await refundedOrderOfA()).order_number }),
    attempt: (db, s) => found(db.from('orders').select('order_number, admin_refund_owed').eq('order_number', s.number)),
    allowed: ['admin'],
  },
  {
    name: 'admin_refundable() of an order, selected as a field',
    setup: async () => ({ number: (await refundedOrderOfA()).order_number }),
    attempt: (db, s) => found(db.from('orders').select('order_number, admin_refundable').eq('order_number', s.number)),
    allowed: ['admin'],
  },
  {
    name: 'admin_adjust_stock()',
    attempt: (db) => done(db.rpc('admin_adjust_stock', { variant_id: 11, delta: 10, reason: 'restock' })),
    allowed: ['admin'],
  },
  { name: 'admin_dashboard()', attempt: (db) => done(db.rpc('admin_dashboard')), allowed: ['admin'] },
  { name: 'admin_order_counts()', attempt: (db) => done(db.rpc('admin_order_counts')), allowed: ['admin'] },
  { name: 'admin_sales_report()', attempt: (db) => done(db.rpc('admin_sales_report', { days: 30 })), allowed: ['admin'] },
  {
    name: 'request_stock_alert()',
    attempt: (db) => done(db.rpc('request_stock_alert', { variant_id: 123, channel: 'email', contact: `notify-${tag()}@example.pk` })),
    allowed: ALL,
  },
  {
    name: 'admin_order_next_statuses()',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => done(db.rpc('admin_order_next_statuses', { order_number: s.number })),
    allowed: ['admin'],
  },
  {
    name: 'admin_next_statuses() of an order, selected as a field',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => found(db.from('orders').select('order_number, admin_next_statuses').eq('order_number', s.number)),
    allowed: ['admin'],
  },
  {
    name: 'admin_move_order()',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => done(db.rpc('admin_move_order', { order_number: s.number, from_status: 'pending', to_status: 'confirmed' })),
    allowed: ['admin'],
  },
  {
    name: 'admin_correct_order_status()',
    setup: confirmedOrderOfA,
    attempt: (db, s) =>
      done(db.rpc('admin_correct_order_status', { order_number: s.number, expected_status: 'confirmed', reason: 'Not yet called' })),
    allowed: ['admin'],
  },
  {
    name: 'admin_correction() of an order, selected as a field',
    setup: confirmedOrderOfA,
    attempt: (db, s) => found(db.from('orders').select('order_number, admin_correction').eq('order_number', s.number)),
    allowed: ['admin'],
  },
  {
    name: 'admin_set_testimonial_approval()',
    setup: async () => ({
      id: (
        (
          await must(
            service.from('testimonials').insert({ review_text: 'Approve me', reviewer_name: 'S', rating: 5 }).select('id').single(),
          )
        ).data as { id: string }
      ).id,
    }),
    attempt: (db, s) => done(db.rpc('admin_set_testimonial_approval', { testimonial_id: s.id, approved: true })),
    allowed: ['admin'],
  },
  { name: 'admin_coupons()', attempt: (db) => done(db.rpc('admin_coupons')), allowed: ['admin'], staff: false },
  {
    name: 'admin_shipping_preview()',
    attempt: (db) => done(db.rpc('admin_shipping_preview', { city_id: 1, weight_grams: 500 })),
    allowed: ['admin'],
  },
  {
    name: 'admin_replace_shipping_rates()',
    attempt: (db) =>
      done(
        db.rpc('admin_replace_shipping_rates', { shipping_method_id: 'camel', zone: 'local', bands: [{ max_weight_grams: 2000, fee: 3 }] }),
      ),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'admin_create_product()',
    setup: async () => ({ tag: tag() }),
    attempt: (db, s) =>
      done(
        db.rpc('admin_create_product', {
          product: { product_name: 'Matrix apricots', slug: `matrix-apricots-${s.tag}`, area: 'northern_area' },
          variants: [
            {
              sku: `MATRIX-${String(s.tag).toUpperCase()}`,
              label: '250 g',
              weight_value: 250,
              weight_unit: 'grams',
              price: 500,
              initial_stock: 3,
            },
          ],
        }),
      ),
    allowed: ['admin'],
  },
  {
    name: 'start_payment() (server only)',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => done(db.rpc('start_payment', { order_number: s.number, gateway: 'jazzcash' })),
    allowed: NOBODY,
  },
  {
    name: 'record_payment_result() (server only)',
    attempt: (db) => done(db.rpc('record_payment_result', { reference: 'NONE', status: 'succeeded', amount_paisa: 100 })),
    allowed: NOBODY,
  },
  { name: 'expire_unpaid_orders() (server only)', attempt: (db) => done(db.rpc('expire_unpaid_orders')), allowed: NOBODY },
  {
    name: 'whatsapp_messages: read what was sent',
    setup: whatsAppMessageOfA,
    attempt: (db, s) => found(db.from('whatsapp_messages').select('*').eq('order_id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'whatsapp_messages: forge a status',
    setup: whatsAppMessageOfA,
    attempt: (db, s) => touched(db.from('whatsapp_messages').update({ status: 'read' }, { count: 'exact' }).eq('order_id', s.id!)),
    allowed: NOBODY,
  },
  {
    name: 'whatsapp_replies: read the replies',
    setup: whatsAppReplyOfA,
    attempt: (db, s) => found(db.from('whatsapp_replies').select('*').eq('meta_message_id', s.reference!)),
    allowed: ['admin'],
  },
  {
    name: 'whatsapp_replies: record one',
    attempt: (db) =>
      done(
        db
          .from('whatsapp_replies')
          .insert({ meta_message_id: `wamid.${tag()}`, phone: '+923125550000', action: 'stop', outcome: 'opted_out' }),
      ),
    allowed: NOBODY,
  },
  {
    name: 'whatsapp_opt_outs: read the list',
    setup: optedOutNumber,
    attempt: (db, s) => found(db.from('whatsapp_opt_outs').select('*').eq('phone', s.reference!)),
    allowed: ['admin'],
  },
  {
    name: 'whatsapp_opt_outs: take a number off the list',
    setup: optedOutNumber,
    attempt: (db, s) => touched(db.from('whatsapp_opt_outs').delete({ count: 'exact' }).eq('phone', s.reference!)),
    allowed: NOBODY,
  },
  {
    name: 'claim_whatsapp_message() (server only)',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => done(db.rpc('claim_whatsapp_message', { order_number: s.number, occasion: 'shipped', template: 'order_shipped' })),
    allowed: NOBODY,
  },
  {
    name: 'record_whatsapp_send() (server only)',
    attempt: (db) => done(db.rpc('record_whatsapp_send', { message_id: 1, failure: 'forged' })),
    allowed: NOBODY,
  },
  {
    name: 'record_whatsapp_status() (server only)',
    attempt: (db) => done(db.rpc('record_whatsapp_status', { meta_message_id: 'wamid.none', status: 'read' })),
    allowed: NOBODY,
  },
  {
    name: 'apply_whatsapp_reply() (server only)',
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) =>
      done(
        db.rpc('apply_whatsapp_reply', {
          meta_message_id: `wamid.${tag()}`,
          phone: '+923125550000',
          order_number: s.number,
          action: 'confirm',
        }),
      ),
    allowed: NOBODY,
  },
  {
    name: 'staff_alerts: read the alerts',
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db, s) => found(db.from('staff_alerts').select('*').eq('order_id', s.id!)),
    allowed: ['admin'],
  },
  {
    name: "staff_alert_channels: choose the admin's channels",
    attempt: (db) => done(db.from('staff_alert_channels').upsert({ user_id: ids.admin, mail: true })),
    allowed: ['admin'],
    staff: false,
  },
  { name: 'claim_staff_alerts() (server only)', attempt: (db) => done(db.rpc('claim_staff_alerts', {})), allowed: NOBODY },
  {
    name: 'shop_settings: read the alerts address',
    attempt: (db) => found(db.from('shop_settings').select('alerts_email')),
    allowed: NOBODY,
  },
  {
    name: 'shop_settings: set the alerts address',
    attempt: (db) =>
      touched(db.from('shop_settings').update({ alerts_email: 'alerts@gilgitdryfruits.pk' }, { count: 'exact' }).eq('id', true)),
    allowed: ['admin'],
    staff: false,
  },
  { name: 'admin_alerts_email()', attempt: (db) => done(db.rpc('admin_alerts_email')), allowed: ['admin'] },
  {
    name: 'customer_notes: read',
    setup: async () => {
      const phone = `+92312${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      // Written by the admin: the server's role only reads notes.
      await must(clients.admin.from('customer_notes').insert({ phone, notes: 'Calls after 6 pm' }));
      return { id: phone };
    },
    attempt: (db, s) => found(db.from('customer_notes').select('*').eq('phone', s.id!)),
    allowed: ['admin'],
  },
  {
    name: 'customer_notes: save',
    attempt: (db) =>
      done(
        db
          .from('customer_notes')
          .upsert({ phone: '+923125550000', notes: 'Wholesale buyer', tags: ['wholesale'] })
          .select('phone')
          .single(),
      ),
    allowed: ['admin'],
  },
  {
    name: 'admin_customers()',
    setup: async () => ({ id: (await orderOfA()).id }),
    attempt: (db) => found(db.rpc('admin_customers', { search: '0312-5550000' })),
    allowed: ['admin'],
  },
  {
    name: "returned_parcels_before() of A's order, selected as a field (each counts the orders they may read)",
    setup: async () => ({ number: (await orderOfA()).order_number }),
    attempt: (db, s) => found(db.from('orders').select('order_number, returned_parcels_before').eq('order_number', s.number!)),
    allowed: ['userA', 'admin'],
  },
  { name: 'staff_alert_recipients() (server only)', attempt: (db) => done(db.rpc('staff_alert_recipients')), allowed: NOBODY },
  { name: 'is_owner()', attempt: (db) => done(db.rpc('is_owner')), allowed: ALL },
  { name: 'team_role()', attempt: (db) => done(db.rpc('team_role')), allowed: ALL },
  {
    name: 'activity_log: read what the team did',
    setup: orderOfAConfirmedByOwner,
    attempt: (db) => found(db.from('activity_log').select('id, actor_email, subject').limit(1)),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'activity_log: add, change or remove an entry',
    attempt: async (db) =>
      (await done(db.from('activity_log').insert({ action: 'update', subject: 'orders' }))) ||
      (await touched(db.from('activity_log').update({ subject_key: 'x' }, { count: 'exact' }).gt('id', 0))) ||
      (await touched(db.from('activity_log').delete({ count: 'exact' }).gt('id', 0))),
    allowed: NOBODY,
  },
  { name: 'admin_team()', attempt: (db) => found(db.rpc('admin_team')), allowed: ['admin'], staff: false },
  {
    name: 'admin_add_staff() of an address with no account yet',
    attempt: (db) => done(db.rpc('admin_add_staff', { email: uniqueEmail('nobody') })),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: 'admin_remove_staff() of another member of staff',
    setup: async () => {
      const { data, error } = await service.auth.admin.createUser({
        email: uniqueEmail('helper'),
        email_confirm: true,
        app_metadata: { role: 'staff' },
      });
      if (error) throw new Error(error.message);
      return { id: data.user!.id };
    },
    attempt: (db, s) => done(db.rpc('admin_remove_staff', { user_id: String(s.id) })),
    allowed: ['admin'],
    staff: false,
  },
  {
    name: "admin_actor_email() of the owner's step on A's order, selected as a field",
    setup: orderOfAConfirmedByOwner,
    attempt: async (db, s) => {
      const { data, error } = await db
        .from('orders')
        .select('order_number, order_events(actor_email:admin_actor_email)')
        .eq('order_number', s.number!)
        .maybeSingle();
      const events = (data as { order_events?: { actor_email: string | null }[] } | null)?.order_events ?? [];
      return !error && events.some((e) => e.actor_email !== null);
    },
    allowed: ['admin'],
  },
  // Last, because it bans customer A.
  { name: 'deactivate_account() of A', attempt: (db) => done(db.rpc('deactivate_account', { user_id: ids.userA })), allowed: ['userA'] },
];

test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
  const allowed: Actor[] = [];
  for (const actor of ACTORS) {
    const target = testCase.setup ? await testCase.setup() : {};
    if (await testCase.attempt(clients[actor], target)) allowed.push(actor);
  }
  expect(allowed).toEqual(expectedActors(testCase));
});

test('the matrix names every table and RPC the SQL-level matrix names', async () => {
  const tables = [
    'cities',
    'products',
    'product_variants',
    'product_images',
    'shipping_methods',
    'shipping_rates',
    'payment_methods',
    'courier_city_codes',
    'coupons',
    'profiles',
    'favorites',
    'testimonials',
    'contact_messages',
    'orders',
    'order_items',
    'order_events',
    'payments',
    'stock_movements',
    'product_feed_runs',
    'shop_settings',
    'stock_alerts',
    'payment_notices',
    'refunds',
    'whatsapp_messages',
    'whatsapp_replies',
    'whatsapp_opt_outs',
    'staff_alerts',
    'staff_alert_channels',
    'customer_notes',
    'activity_log',
  ];
  for (const table of tables) expect(cases.some((c) => c.name.startsWith(`${table}:`))).toBe(true);
  const rpcs = [
    'is_admin',
    'quote_order',
    'quote_shipping_options',
    'place_order',
    'track_order',
    'cancel_order',
    'deactivate_account',
    'admin_update_order_status',
    'admin_set_payment_status',
    'admin_confirm_bank_transfer',
    'admin_adjust_stock',
    'admin_set_testimonial_approval',
    'start_payment',
    'record_payment_result',
    'expire_unpaid_orders',
    'admin_dashboard',
    'admin_order_counts',
    'admin_order_next_statuses',
    'admin_next_statuses',
    'admin_record_refund',
    'admin_refunds_owed',
    'admin_refund_owed',
    'admin_refundable',
    'admin_move_order',
    'admin_correct_order_status',
    'admin_correction',
    'admin_coupons',
    'admin_shipping_preview',
    'admin_replace_shipping_rates',
    'admin_sales_report',
    'admin_create_product',
    'request_stock_alert',
    'claim_whatsapp_message',
    'record_whatsapp_send',
    'record_whatsapp_status',
    'apply_whatsapp_reply',
    'claim_staff_alerts',
    'staff_alert_recipients',
    'admin_customers',
    'admin_alerts_email',
    'returned_parcels_before',
    'is_owner',
    'team_role',
    'admin_team',
    'admin_add_staff',
    'admin_remove_staff',
    'admin_actor_email',
  ];
  for (const fn of rpcs) expect(cases.some((c) => c.name.startsWith(`${fn}(`))).toBe(true);
});

test("through the API, errors keep Supabase's shape: anon 401 and customers 403 on forbidden writes, 400 with code and details on bad orders", async () => {
  const anonWrite = await clients.anon.from('coupons').insert({ code: 'HACK', type: 'fixed', discount_amount: 1 });
  expect(anonWrite.status).toBe(401);
  expect(anonWrite.error?.code).toBe('42501');
  const userWrite = await clients.userB.from('orders').update({ payment_status: 'paid' }).eq('user_id', ids.userB);
  expect(userWrite.status).toBe(403);
  const bad = await clients.anon.rpc('place_order', {
    items: [{ variant_id: 11, quantity: 1.5 }],
    contact: {},
    idempotency_key: `matrix-${randomUUID()}`,
  });
  expect(bad.status).toBe(400);
  expect(bad.error).toMatchObject({ code: 'P0001', details: 'invalid_quantity' });
  const forgedTotal = await clients.anon.rpc('place_order', {
    items: [{ variant_id: 11, quantity: 1 }],
    contact: {},
    idempotency_key: `matrix-${randomUUID()}`,
    total: 1,
  } as never);
  expect(forgedTotal.status).toBe(404);
  expect(forgedTotal.error?.code).toBe('PGRST202');
});

test('product images: admins upload to the public bucket, customers and guests cannot, and everyone can fetch a public image', async () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082',
    'hex',
  );
  const name = `test-${tag()}.png`;
  for (const actor of ['anon', 'userA'] as Actor[]) {
    const { error } = await clients[actor].storage.from('product-images').upload(`${actor}-${name}`, png, { contentType: 'image/png' });
    expect(error).not.toBeNull();
  }
  const { error } = await clients.admin.storage.from('product-images').upload(name, png, { contentType: 'image/png' });
  expect(error).toBeNull();
  const res = await fetch(clients.anon.storage.from('product-images').getPublicUrl(name).data.publicUrl);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
});

test('product images: only admins get a signed upload URL; the URL uploads only its own object', async () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082',
    'hex',
  );
  const name = `signed-${tag()}.png`;
  for (const actor of ['anon', 'userA'] as Actor[]) {
    const { error } = await clients[actor].storage.from('product-images').createSignedUploadUrl(`${actor}-${name}`);
    expect({ actor, status: error ? (error as { statusCode?: string }).statusCode : null }).toEqual({ actor, status: '403' });
  }
  const signed = await clients.admin.storage.from('product-images').createSignedUploadUrl(name);
  expect(signed.error).toBeNull();
  const elsewhere = await clients.userA.storage
    .from('product-images')
    .uploadToSignedUrl(`other-${name}`, signed.data!.token, png, { contentType: 'image/png' });
  expect(elsewhere.error).not.toBeNull();
  const { error } = await clients.userA.storage
    .from('product-images')
    .uploadToSignedUrl(name, signed.data!.token, png, { contentType: 'image/png' });
  expect(error).toBeNull();
  expect((await fetch(clients.anon.storage.from('product-images').getPublicUrl(name).data.publicUrl)).status).toBe(200);
});

test('product feeds: nobody but the service role writes to the public bucket, and everyone can fetch a public feed file', async () => {
  const csv = Buffer.from('id,title\nGDA-250G,Apricots\n');
  const name = `matrix-${tag()}.csv`;
  for (const actor of ACTORS) {
    const { error } = await clients[actor].storage.from('product-feeds').upload(`${actor}-${name}`, csv, { contentType: 'text/csv' });
    expect({ actor, refused: error !== null }).toEqual({ actor, refused: true });
  }
  const { data: listed } = await clients.admin.storage.from('product-feeds').list();
  expect(listed ?? []).toEqual([]);
  expect((await service.storage.from('product-feeds').upload(name, csv, { contentType: 'text/csv' })).error).toBeNull();
  const res = await fetch(clients.anon.storage.from('product-feeds').getPublicUrl(name).data.publicUrl);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(csv.toString());
  const { error: removeError } = await clients.admin.storage.from('product-feeds').remove([name]);
  expect(removeError).toBeNull();
  expect((await fetch(clients.anon.storage.from('product-feeds').getPublicUrl(name).data.publicUrl)).status).toBe(200);
});
