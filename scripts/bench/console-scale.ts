// npm run bench:console — the owner's console at scale (issue 26 §9): with 100,000 orders and
// 20,000 customers, the console's home, the orders list, the customer list and a page each answer
// with p95 under 300 ms.
//
// The production build is served by `next start` over the embedded backend on PostgreSQL (the
// database a live shop runs on; DATABASE_URL names the server, a fresh database is made and dropped),
// with an admin signed in through /api/auth/sign-in. Each page is asked for ROUNDS times in a row
// (after WARM_UP rounds) twice in the same run: first with the first 100 orders of the seed below,
// then with all of them, so the ratio of the two p95s shows what the 100,000 orders cost.
//
// The seed is written in SQL with triggers off (session_replication_role = replica: no staff alerts,
// no guest-order limits): 20,000 phones, 100,000 orders over the last 365 days in every status and
// payment method (paid orders cancelled or returned before the last week refunded), two lines and
// one to three timeline events per order, then ANALYZE.
// BENCH_KEEP_DATABASE=1 keeps the seeded database (its URL is printed) to read the plans with EXPLAIN.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupabaseLocal } from '@gilgit-dry-fruits/supabase-local';
import type { Database } from '@gilgit-dry-fruits/supabase-local/db/database';
import { createDatabase, dropDatabase, TEST_JWT_SECRET } from '@gilgit-dry-fruits/supabase-local/testing';
import { describeMachine, freePort, loadProcesses, startSnapshotBackend, type Processes, type Proc } from './bench-support';

const ROOT = process.cwd();
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const WARM_UP = 5;
/** The same pages first over this many orders, for the ratio. */
const SMALL_SHOP = 100;
const BUDGET_P95_MS = 300;
const RESERVED_PORTS = new Set([3000, 3100, 54321, 54329]);
/** The e2e build's SITE_URL, so a build made here is the one `npm test -- e2e` reuses. */
const BUILD_SITE_URL = 'http://localhost:3100';
const ADMIN = { email: 'bench-owner@example.pk', password: 'bench-owner-password-2026' };

interface Page {
  name: string;
  path: string;
}

async function main() {
  console.log(`bench:console ${new Date().toISOString()}`);
  console.log(describeMachine({ withMemory: true }));
  if (!process.env.DATABASE_URL) {
    console.log('PostgreSQL: skipped (DATABASE_URL is not set); this benchmark measures the console on PostgreSQL only.');
    return;
  }
  console.log(
    `seed: ${ORDERS.toLocaleString('en-US')} orders, ${CUSTOMERS.toLocaleString('en-US')} customers; ${ROUNDS} requests per page after ${WARM_UP} to warm up\n`,
  );
  const processes = await loadProcesses();
  await buildWithItsOwnBackend(processes);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
  const databaseUrl = await createDatabase();
  const backend = await startSupabaseLocal({
    env: {
      PROJECT_ROOT: ROOT,
      DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: '0',
      SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: databaseUrl,
    },
  });
  let shop: Proc | undefined;
  try {
    const env = processes.baseEnv({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.keys.serviceRoleKey,
      SITE_URL: BUILD_SITE_URL,
    });
    const port = await freePort(RESERVED_PORTS);
    shop = await processes.startNext(env, port, { quiet: true });
    const base = `http://127.0.0.1:${port}`;
    await createAdmin(backend.url, backend.keys.serviceRoleKey);
    const cookie = await signIn(base);

    await seed(backend.db, 1, SMALL_SHOP);
    const pages = await pagesFor(backend.db);
    const before = await measureAll(base, cookie, pages);
    const started = Date.now();
    await seed(backend.db, SMALL_SHOP + 1, ORDERS);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    const after = await measureAll(base, cookie, await pagesFor(backend.db));

    const small = `${SMALL_SHOP} orders`;
    const large = `${ORDERS.toLocaleString('en-US')} orders`;
    console.log(
      `${'page'.padEnd(38)} ${`p50 ${small}`.padStart(18)} ${`p95 ${small}`.padStart(18)} ${`p50 ${large}`.padStart(18)} ${`p95 ${large}`.padStart(18)} ${'p95 ratio'.padStart(11)}   budget`,
    );
    for (const page of pages) {
      const few = before.get(page.name)!;
      const many = after.get(page.name)!;
      console.log(
        `${page.name.padEnd(38)} ${ms(few.p50)} ${ms(few.p95)} ${ms(many.p50)} ${ms(many.p95)} ${(many.p95 / few.p95).toFixed(2).padStart(11)}   ${many.p95 < BUDGET_P95_MS ? 'met' : 'MISSED'}`,
      );
    }
    console.log(`\nbudget: p95 under ${BUDGET_P95_MS} ms with the seed`);
    if ([...after.values()].some((r) => r.p95 >= BUDGET_P95_MS)) process.exitCode = 1;
  } finally {
    await processes.stop(shop);
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept the seeded database for EXPLAIN: ${databaseUrl}`);
    else await dropDatabase(databaseUrl);
  }
}

/**
 * The production build, made (when it is not current) against a backend of its own in another
 * process: the build renders pages from the backend, and the one measured runs in this process, whose
 * event loop a synchronous build would block.
 */
async function buildWithItsOwnBackend(processes: Processes) {
  const env = processes.baseEnv({ SITE_URL: BUILD_SITE_URL });
  if (processes.buildIsCurrent(env)) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-console-build-'));
  const backend = await startSnapshotBackend(processes, { dataDir, port: await freePort(RESERVED_PORTS), siteUrl: BUILD_SITE_URL });
  try {
    processes.buildIfNeeded(
      processes.baseEnv({
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        SITE_URL: BUILD_SITE_URL,
      }),
    );
  } finally {
    await processes.stop(backend);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(18);

/** The pages measured, with the busiest customer and the newest order of the data at hand. */
async function pagesFor(db: Database): Promise<Page[]> {
  const newest = (
    await db.query<{ order_number: string; phone: string }>(
      'select order_number, phone from public.orders order by created_at desc limit 1',
    )
  ).rows[0];
  const busiest = (
    await db.query<{ phone: string }>('select phone from public.orders group by phone order by count(*) desc, phone limit 1')
  ).rows[0];
  if (!newest || !busiest) throw new Error('the database has no orders to measure');
  const localPhone = `0${busiest.phone.slice(3)}`;
  return [
    { name: 'home (/admin)', path: '/admin' },
    { name: 'orders, newest first', path: '/admin/orders' },
    { name: 'orders, delivered, page 5', path: '/admin/orders?status=delivered&page=5' },
    { name: 'orders, search by phone', path: `/admin/orders?q=${encodeURIComponent(localPhone)}` },
    { name: 'an order', path: `/admin/orders/${newest.order_number}` },
    { name: 'customers', path: '/admin/customers' },
    { name: 'customers, search by phone', path: `/admin/customers?q=${encodeURIComponent(localPhone)}` },
    { name: 'customers, search by name', path: '/admin/customers?q=Customer%201234' },
    { name: 'a customer', path: `/admin/customers/${encodeURIComponent(busiest.phone)}` },
  ];
}

async function measureAll(base: string, cookie: string, pages: Page[]) {
  const results = new Map<string, { p50: number; p95: number }>();
  for (const page of pages) {
    const times: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const started = performance.now();
      const res = await fetch(`${base}${page.path}`, { headers: { cookie }, redirect: 'manual' });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${page.path}: ${res.status} ${body.slice(0, 300)}`);
      if (round >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.set(page.name, { p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  return results;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

async function createAdmin(url: string, serviceRoleKey: string) {
  const res = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, email_confirm: true, app_metadata: { role: 'admin' } }),
  });
  if (!res.ok) throw new Error(`creating the admin: ${res.status} ${await res.text()}`);
}

/** The session cookies /api/auth/sign-in sets, as one Cookie header. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`signing in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

/** Orders first..last of the generated shop (the same generator at any size), marked with `batch`. */
async function seed(db: Database, first: number, last: number) {
  const batch = `bench-${first}`;
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(`
      insert into public.orders (
        order_number, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
        full_name, phone, email, address, postal_code, city_id, city_name, province,
        subtotal, discount, shipping_fee, total, weight_kg, item_count, created_at, updated_at,
        confirmed_at, shipped_at, delivered_at, cancelled_at, cancel_reason, courier, tracking_number, placed_from_new_phone
      )
      select
        'GDF-' || to_char(s.at, 'YYMM') || '-B' || lpad(g::text, 5, '0'),
        'bench-order-' || g, '${batch}', s.status, s.method, s.payment, m.id,
        'Customer ' || c, '+92355' || lpad(c::text, 7, '0'), 'customer' || c || '@example.pk',
        'House ' || c || ', Jutial', '15100', city.id, city.name, city.province,
        2400, 0, 250, 2650, 1.000, 2, s.at, s.at,
        case when s.status not in ('pending', 'cancelled') then s.at + interval '1 hour' end,
        case when s.status in ('shipped', 'out_for_delivery', 'delivered', 'delivery_failed', 'returning', 'returned') then s.at + interval '1 day' end,
        case when s.status = 'delivered' then s.at + interval '3 days' end,
        case when s.status = 'cancelled' then s.at + interval '2 hours' end,
        case when s.status = 'cancelled' then 'Cancelled by the customer' end,
        case when s.status in ('shipped', 'out_for_delivery', 'delivered', 'delivery_failed', 'returning', 'returned') then 'Leopards' end,
        case when s.status in ('shipped', 'out_for_delivery', 'delivered', 'delivery_failed', 'returning', 'returned') then 'LP' || g end,
        false
      from generate_series(${first}, ${last}) as g
      cross join lateral (select 1 + (g * 7919) % ${CUSTOMERS} as c) as who
      cross join lateral (
        select now() - (g::double precision / ${ORDERS}) * interval '365 days' as at,
               (array['delivered','delivered','delivered','delivered','delivered','cancelled','returned','shipped','confirmed','pending'])[1 + g % 10]::public.order_status as status,
               (array['cod','cod','cod','bank_transfer','jazzcash'])[1 + (g / 10) % 5]::public.payment_method as method
      ) as base
      cross join lateral (
        select base.at, base.status, base.method,
          case
            when (base.status = 'cancelled' and base.method in ('cod', 'bank_transfer'))
              or (base.status = 'returned' and base.method = 'cod') then 'voided'
            -- A paid order cancelled or returned is refunded within a week; the last week's still owe.
            when base.status in ('cancelled', 'returned') and base.at < now() - interval '7 days' then 'refunded'
            when base.method = 'cod' then case when base.status = 'delivered' then 'cod_collected' else 'cod_pending' end
            when base.status = 'pending' then case when base.method = 'bank_transfer' then 'awaiting_transfer' else 'pending' end
            else 'paid'
          end::public.payment_status as payment
      ) as s
      cross join lateral (select id from public.shipping_methods order by id limit 1) as m
      cross join lateral (select id, city_name as name, province from public.cities order by id limit 1 offset (g % 5)) as city
    `);
    await tx.query(`
      insert into public.order_items (order_id, product_id, variant_id, sku, product_name, variant_label, unit_price, quantity, weight_grams, created_at)
      select o.id, v.product_id, v.id, v.sku, p.product_name, v.label, 1200, 1, 500, o.created_at
        from public.orders o
        cross join lateral (select * from public.product_variants v order by v.id limit 2 offset (abs(hashtext(o.order_number)) % 20)) as v
        join public.products p on p.id = v.product_id
       where o.request_fingerprint = '${batch}'
    `);
    await tx.query(`
      insert into public.refunds (order_id, amount, method, reference, recorded_at)
      select o.id, o.total, 'wallet', 'BENCH-' || o.order_number, o.created_at + interval '3 days'
        from public.orders o where o.request_fingerprint = '${batch}' and o.payment_status = 'refunded'
    `);
    await tx.query(`
      insert into public.order_events (order_id, status, payment_status, note, actor, created_at)
      select o.id, 'pending'::public.order_status, o.payment_status, 'Order placed', 'customer'::public.order_actor, o.created_at from public.orders o where o.request_fingerprint = '${batch}'
      union all
      select o.id, 'confirmed'::public.order_status, o.payment_status, null, 'admin'::public.order_actor, o.created_at + interval '1 hour'
        from public.orders o where o.request_fingerprint = '${batch}' and o.confirmed_at is not null
      union all
      select o.id, o.status, o.payment_status, null, 'admin'::public.order_actor, coalesce(o.delivered_at, o.cancelled_at, o.shipped_at, o.created_at) + interval '1 minute'
        from public.orders o where o.request_fingerprint = '${batch}' and o.status not in ('pending', 'confirmed')
    `);
  });
  await db.query('analyze');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
