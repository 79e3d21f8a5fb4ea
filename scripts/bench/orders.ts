// npm run bench:orders — orders per second through the embedded backend (HTTP POST
// /rest/v1/rpc/place_order, as a guest with the anon key) against the same SQL function called
// directly on the same database, in the same run, on PGlite and (when DATABASE_URL is set) on
// PostgreSQL. Budget (docs/performance.md): REST ≥ 0.5 × direct.
//
// Both sides keep 20 orders in flight: REST with `wrk -t1 -c20` against the backend started in this
// process; direct SQL with 20 concurrent loops on the backend's own database handle (PGlite: its
// one connection; PostgreSQL: its pool). Every order has two lines over a pool of 200 variants with
// ample stock, a fresh idempotency key and a guest contact whose phone has a delivered order (the
// limits on guest orders from new phones, private.limit_guest_orders, would otherwise refuse all but
// the first few). After each run the stock is reconciled with the order lines (nothing oversold,
// nothing lost).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupabaseLocal } from '@gilgit-dry-fruits/supabase-local';
import type { Database } from '@gilgit-dry-fruits/supabase-local/db/database';
import { createDatabase, dropDatabase, preparePgliteSnapshot, TEST_JWT_SECRET } from '@gilgit-dry-fruits/supabase-local/testing';
import { describeMachine } from './bench-support';

const ROOT = process.cwd();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 20;
const POOL = 200;
const STOCK = 1_000_000;
const CONTACT = {
  full_name: 'Bench Buyer',
  phone: '0355-1234567',
  email: 'bench@example.pk',
  address: 'House 1, Jutial, Gilgit',
  postal_code: '15100',
  city_id: 2,
};

interface Result {
  database: string;
  direct: number;
  rest: number;
  orders: number;
  reconciled: boolean;
}

async function main() {
  console.log(`bench:orders ${new Date().toISOString()}`);
  console.log(describeMachine({ withMemory: true }));
  console.log(`each figure: ${SECONDS} s with ${CONCURRENCY} orders in flight; 2 lines per order over ${POOL} variants\n`);
  const results: Result[] = [await bench('pglite')];
  if (process.env.DATABASE_URL) results.push(await bench('postgres'));
  else console.log('PostgreSQL: skipped (DATABASE_URL is not set)\n');

  console.log('database   place_order direct SQL   via REST (HTTP)   REST / direct   orders checked   stock reconciled');
  for (const r of results) {
    console.log(
      `${r.database.padEnd(10)} ${fmt(r.direct).padStart(24)} ${fmt(r.rest).padStart(17)} ${(r.rest / r.direct).toFixed(2).padStart(15)}` +
        ` ${String(r.orders).padStart(16)}   ${r.reconciled ? 'yes' : 'NO'}`,
    );
  }
  console.log('\nbudget: REST ≥ 0.5 × direct SQL');
  for (const r of results)
    console.log(`  ${r.database}: ${r.rest / r.direct >= 0.5 ? 'met' : 'MISSED'} (${(r.rest / r.direct).toFixed(2)})`);
  if (results.some((r) => !r.reconciled)) process.exitCode = 1;
}

function fmt(n: number): string {
  return `${Math.round(n).toLocaleString('en-US')} orders/s`;
}

async function bench(kind: 'pglite' | 'postgres'): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  const databaseUrl = kind === 'postgres' ? await createDatabase() : null;
  const env: Record<string, string> = {
    PROJECT_ROOT: ROOT,
    DATA_DIR: dataDir,
    SUPABASE_LOCAL_PORT: '0',
    SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_SNAPSHOT: await preparePgliteSnapshot() }),
  };
  const backend = await startSupabaseLocal({ env });
  try {
    const version = (await backend.db.query<{ v: string }>('select version() as v')).rows[0]!.v;
    console.log(`== ${kind}: ${version.split(' on ')[0]}`);
    const first = await createVariants(backend.db);
    await trustContactPhone(backend.db);
    const runId = `${process.pid}-${Date.now().toString(36)}`;
    let n = 0;
    const direct = async () => {
      n += 1;
      const a = first + (n % POOL);
      const b = first + ((n + 7) % POOL);
      await backend.db.query('select public.place_order(items => $1::jsonb, contact => $2::jsonb, idempotency_key => $3)', [
        JSON.stringify([
          { variant_id: a, quantity: 1 },
          { variant_id: b, quantity: 2 },
        ]),
        JSON.stringify(CONTACT),
        `direct-${runId}-${n}`,
      ]);
    };
    await loop(2, direct);
    const directRate = await loop(SECONDS, direct);
    const restRate = await wrk(`${backend.url}/rest/v1/rpc/place_order`, backend.keys.anonKey, first, runId);
    const check = await reconcile(backend.db, first);
    console.log(`direct SQL: ${fmt(directRate)}; REST: ${fmt(restRate)}; ${check.orders} orders, stock reconciled: ${check.ok}\n`);
    return { database: kind, direct: directRate, rest: restRate, orders: check.orders, reconciled: check.ok };
  } finally {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
}

/** POOL consecutive variants with ample stock (one product), so no order fails for lack of stock. */
async function createVariants(db: Database): Promise<number> {
  const { rows } = await db.query<{ first: number }>(`
    with p as (insert into public.products (slug, product_name, area, is_active) values ('bench-' || md5(random()::text), 'Bench nuts', 'international', true) returning id),
    v as (
      insert into public.product_variants (product_id, sku, label, weight_value, weight_unit, price, stock_quantity)
      select p.id, 'BENCH-' || upper(substr(md5(random()::text), 1, 8)) || '-' || g, g || ' g', 100 + g, 'grams', 500 + g, ${STOCK}
        from p, generate_series(1, ${POOL}) as g
      returning id
    )
    select min(id)::int as first from v`);
  return rows[0]!.first;
}

/** An order to the bench contact's phone delivered a month ago: its guest orders are a regular customer's. */
async function trustContactPhone(db: Database): Promise<void> {
  await db.query(`
    insert into public.orders (order_number, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
      full_name, phone, address, city_id, city_name, province, subtotal, shipping_fee, total, weight_kg, item_count, created_at, delivered_at)
    select 'GDF-2610-BENCH1', 'bench-delivered-order', '-', 'delivered', 'cod', 'cod_collected', 'leopard', 'Bench Buyer', '+923551234567',
           'House 1, Jutial, Gilgit', c.id, c.city_name, c.province, 1000, 200, 1200, 0.5, 1, now() - interval '30 days', now() - interval '28 days'
      from public.cities c where c.id = ${CONTACT.city_id}`);
}

/** Every bench variant's stock plus what its order lines took must equal the starting stock. */
async function reconcile(db: Database, first: number): Promise<{ orders: number; ok: boolean }> {
  const { rows } = await db.query<{ orders: number; mismatched: number }>(
    `
    select (select count(distinct i.order_id)::int from public.order_items i where i.variant_id between $1 and $2) as orders,
           (select count(*)::int from public.product_variants v
             where v.id between $1 and $2
               and v.stock_quantity + coalesce((select sum(i.quantity) from public.order_items i where i.variant_id = v.id), 0) <> ${STOCK}) as mismatched`,
    [first, first + POOL - 1],
  );
  return { orders: rows[0]!.orders, ok: rows[0]!.mismatched === 0 };
}

/** `CONCURRENCY` loops for `seconds`, each awaiting one call at a time; returns completed calls per second. */
async function loop(seconds: number, call: () => Promise<unknown>): Promise<number> {
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        await call();
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

/** wrk POSTing place_order with a fresh idempotency key per request; returns wrk's req/s. */
async function wrk(url: string, apikey: string, first: number, runId: string): Promise<number> {
  const contact = JSON.stringify(CONTACT).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  // One script per wrk run, so the warm-up's idempotency keys are never replayed by the measured run.
  const script = (tag: string) => {
    const file = path.join(os.tmpdir(), `bench-orders-${process.pid}-${tag}.lua`);
    fs.writeFileSync(file, luaScript(`${runId}-${tag}`));
    return file;
  };
  const luaScript = (keyPrefix: string) =>
    [
      'local n = 0',
      `local run = "${keyPrefix}"`,
      'wrk.method = "POST"',
      `wrk.headers["apikey"] = "${apikey}"`,
      'wrk.headers["Content-Type"] = "application/json"',
      'request = function()',
      '  n = n + 1',
      `  local a = ${first} + (n % ${POOL})`,
      `  local b = ${first} + ((n + 7) % ${POOL})`,
      `  local body = '{"items":[{"variant_id":' .. a .. ',"quantity":1},{"variant_id":' .. b .. ',"quantity":2}],"contact":${contact},"idempotency_key":"rest-' .. run .. '-' .. n .. '"}'`,
      '  return wrk.format(nil, wrk.path, nil, body)',
      'end',
    ].join('\n');
  const warmUp = script('warm');
  const measured = script('run');
  try {
    await run('wrk', ['-t1', `-c${CONCURRENCY}`, '-d2s', '-s', warmUp, url]);
    const output = await run('wrk', ['-t1', `-c${CONCURRENCY}`, `-d${SECONDS}s`, '--latency', '-s', measured, url]);
    console.log(`-- wrk POST /rest/v1/rpc/place_order\n${output.trim()}`);
    const match = /Requests\/sec:\s+([\d.]+)/.exec(output);
    if (!match) throw new Error(`wrk printed no Requests/sec:\n${output}`);
    if (/Non-2xx or 3xx responses/.test(output)) throw new Error('wrk saw error responses; the figure would be meaningless');
    return Number(match[1]);
  } finally {
    fs.rmSync(warmUp, { force: true });
    fs.rmSync(measured, { force: true });
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}:\n${output}`))));
  });
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
