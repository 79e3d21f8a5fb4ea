// npm run bench:search — the shop's search at scale (issue 29 §5): with a generated catalogue of
// 10,000 products, the server-side p95 of a search (public.search_products as the results page asks
// it) and of the suggestions (the same function asked at each letter as a shopper types), on PGlite
// and (when DATABASE_URL is set) on PostgreSQL. Target: p95 under 50 ms.
//
// Each figure is measured twice in the same run, on the seed's 28 products and then with the
// generated ones added, so the ratio shows what the 10,000 products cost. The queries are the
// relevance set's (tests/fixtures/search-relevance.ts: typos, Roman Urdu, Urdu script, English,
// category words); the suggestions type eight of them a letter at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupabaseLocal } from '@gilgit-dry-fruits/supabase-local';
import type { Database } from '@gilgit-dry-fruits/supabase-local/db/database';
import { createDatabase, dropDatabase, preparePgliteSnapshot, TEST_JWT_SECRET } from '@gilgit-dry-fruits/supabase-local/testing';
import { RELEVANCE_SET } from '../../tests/fixtures/search-relevance';
import { describeMachine } from './bench-support';

const ROOT = process.cwd();
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET_P95_MS = 50;
const TYPED = ['badaam', 'khobani', 'almund', 'apricote', 'chalgoza', 'بادام', 'walnut kernels', 'pista'];

interface Figures {
  search: number[];
  suggest: number[];
}

async function main() {
  console.log(`bench:search ${new Date().toISOString()}`);
  console.log(describeMachine({ withMemory: true }));
  console.log(
    `${RELEVANCE_SET.length} searches and ${TYPED.length} queries typed a letter at a time, ${ROUNDS} rounds each, ` +
      `on the seed's catalogue and then with ${PRODUCTS.toLocaleString('en-US')} generated products\n`,
  );
  const rows: string[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (kind === 'postgres' && !process.env.DATABASE_URL) {
      console.log('PostgreSQL: skipped (DATABASE_URL is not set)\n');
      continue;
    }
    rows.push(...(await bench(kind)));
  }
  console.log('database   catalogue        what          p50 ms   p95 ms   calls');
  for (const row of rows) console.log(row);
  console.log(`\nbudget: p95 under ${BUDGET_P95_MS} ms with ${PRODUCTS.toLocaleString('en-US')} products`);
}

async function bench(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const databaseUrl = kind === 'postgres' ? await createDatabase() : null;
  const backend = await startSupabaseLocal({
    env: {
      PROJECT_ROOT: ROOT,
      DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: '0',
      SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_SNAPSHOT: await preparePgliteSnapshot() }),
    },
  });
  try {
    const version = (await backend.db.query<{ v: string }>('select version() as v')).rows[0]!.v;
    console.log(`== ${kind}: ${version.split(' on ')[0]}`);
    const small = await measure(backend.db);
    const started = Date.now();
    await generateCatalogue(backend.db);
    console.log(`generated ${PRODUCTS.toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const large = await measure(backend.db);
    const lines = [
      line(kind, 'seed (28)', 'search', small.search),
      line(kind, 'seed (28)', 'suggestions', small.suggest),
      line(kind, `+${PRODUCTS.toLocaleString('en-US')}`, 'search', large.search),
      line(kind, `+${PRODUCTS.toLocaleString('en-US')}`, 'suggestions', large.suggest),
    ];
    const ratio = (a: number[], b: number[]) => (percentile(b, 95) / percentile(a, 95)).toFixed(1);
    console.log(
      `p95 with the generated products / on the seed: search ${ratio(small.search, large.search)}×, suggestions ${ratio(small.suggest, large.suggest)}×`,
    );
    const met = percentile(large.search, 95) < BUDGET_P95_MS && percentile(large.suggest, 95) < BUDGET_P95_MS;
    console.log(`budget (p95 < ${BUDGET_P95_MS} ms): ${met ? 'met' : 'MISSED'}\n`);
    return lines;
  } finally {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
}

async function measure(db: Database): Promise<Figures> {
  const figures: Figures = { search: [], suggest: [] };
  const timed = async (query: string, into: number[]) => {
    const start = process.hrtime.bigint();
    await db.query('select public.search_products($1, 100)', [query]);
    into.push(Number(process.hrtime.bigint() - start) / 1e6);
  };
  for (const { query } of RELEVANCE_SET) await timed(query, []); // warm up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { query } of RELEVANCE_SET) await timed(query, figures.search);
    for (const query of TYPED) for (let n = 1; n <= query.length; n += 1) await timed(query.slice(0, n), figures.suggest);
  }
  return figures;
}

/**
 * PRODUCTS products named from the words of a dry-fruit shop (a kind, a place, a grade and a number,
 * so names repeat their words as a real catalogue's do), each with a description, an origin and one
 * weight in stock (one in ten sold out); then ANALYZE, as autovacuum would.
 */
async function generateCatalogue(db: Database): Promise<void> {
  await db.query(`
    with words as (
      select array['Apricots','Almonds','Walnuts','Mulberries','Cherries','Raisins','Figs','Dates','Pistachios','Cashews',
                   'Hazelnuts','Pine Nuts','Plums','Apple Rings','Honey','Kernels','Cranberries','Peanuts','Seeds','Mix'] as kinds,
             array['Gilgit','Hunza','Nagar','Skardu','Ghizer','Diamer','Chitral','Swat','Quetta','Kabul',
                   'Iranian','Turkish','California','Madinah','Jordan','Afghan','Kashmiri','Balochi','Punjabi','Sindhi'] as places,
             array['Premium','Organic','Roasted','Salted','Raw','Sun-Dried','Jumbo','Select','Classic','Family'] as grades
    ),
    made as (
      insert into public.products (slug, product_name, product_description, area, origin, is_best_seller, sort_order)
      select 'bench-' || g,
             places[1 + g % 20] || ' ' || grades[1 + (g / 20) % 10] || ' ' || kinds[1 + (g / 200) % 20] || ' ' || g,
             'A ' || lower(grades[1 + (g / 7) % 10]) || ' harvest of ' || lower(kinds[1 + (g / 3) % 20]) || ' from ' || places[1 + (g / 11) % 20]
               || ', packed by hand for gifting and for every day.',
             case when g % 2 = 0 then 'northern_area'::public.product_area else 'international'::public.product_area end,
             places[1 + (g / 11) % 20],
             g % 50 = 0,
             1000 + g
        from words, generate_series(1, ${PRODUCTS}) g
      returning id
    )
    insert into public.product_variants (product_id, sku, label, weight_value, weight_unit, price, stock_quantity)
    select id, 'BENCH-' || id, '500 g', 500, 'grams', 500 + id % 3000, case when id % 10 = 0 then 0 else 25 end from made`);
  for (const table of ['public.products', 'public.product_variants', 'private.product_words', 'private.name_words']) {
    await db.query(`analyze ${table}`);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function line(kind: string, catalogue: string, what: string, values: number[]): string {
  return (
    `${kind.padEnd(10)} ${catalogue.padEnd(16)} ${what.padEnd(12)} ${percentile(values, 50).toFixed(1).padStart(7)} ` +
    `${percentile(values, 95).toFixed(1).padStart(8)} ${String(values.length).padStart(7)}`
  );
}

await main();
