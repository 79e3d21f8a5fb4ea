// npm run bench:backend — the embedded backend's REST service against the same SQL run directly on
// the same database, on PGlite and (when DATABASE_URL is set) on PostgreSQL. Prints req/s and
// same-run ratios; the budget (docs/performance.md) is REST ≥ 0.5 × direct, and ≥ 2,000 req/s for
// a single-row GET on PostgreSQL.
//
// Both sides run 20 requests at a time: REST with `wrk -t1 -c20` (20 keep-alive connections) against
// the backend started in this process; direct SQL with 20 concurrent loops in this process on the
// backend's own database handle (PGlite: its one connection; PostgreSQL: its pool of 10).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runRequest, type Database } from '../db/database.ts';
import type { ApiRequest } from '../http/request.ts';
import { DEMO_JWT_SECRET } from '../keys.ts';
import { setupSql } from '../rest/context.ts';
import { parseQueryParams } from '../rest/query-params.ts';
import { buildRead, cappedRange } from '../rest/read.ts';
import { loadSchemaCache } from '../rest/schema-cache.ts';
import { startBenchBackend } from './bench-backend.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The machines are shared: each figure is the median of rounds that alternate both sides. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = 20;
const IDS = 1000;
const GET_PATH = '/rest/v1/rest_bench_items?select=id,name,price&id=eq.';
const GET_SQL = 'select id, name, price from public.rest_bench_items where id = $1';
const RPC_PATH = '/rest/v1/rpc/rest_bench_price';
const RPC_SQL = 'select public.rest_bench_price($1)';

interface Row {
  database: string;
  call: string;
  direct: number;
  tx: number | null;
  rest: number;
}

async function main() {
  console.log(`bench:backend ${new Date().toISOString()}`);
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `each figure: median of ${ROUNDS} rounds of ${SECONDS} s at concurrency ${CONCURRENCY}, sides alternating; ids 1..${IDS} in turn\n`,
  );
  const rows: Row[] = [...(await bench('pglite'))];
  if (process.env.DATABASE_URL) rows.push(...(await bench('postgres')));
  else console.log('PostgreSQL: skipped (DATABASE_URL is not set)\n');

  console.log('database  call                direct SQL   same SQL in REST tx   REST (HTTP)   REST / direct   REST / tx');
  for (const r of rows) {
    const tx = r.tx === null ? '—'.padStart(21) : fmt(r.tx).padStart(21);
    const ratioTx = r.tx === null ? '—'.padStart(9) : (r.rest / r.tx).toFixed(2).padStart(9);
    console.log(
      `${r.database.padEnd(9)} ${r.call.padEnd(19)} ${fmt(r.direct)} ${tx} ${fmt(r.rest).padStart(13)}` +
        `   ${(r.rest / r.direct).toFixed(2).padStart(13)}   ${ratioTx}`,
    );
  }
  const pgGet = rows.find((r) => r.database === 'postgres' && r.call.startsWith('GET'));
  console.log('\nbudget: REST ≥ 0.5 × direct SQL; PostgreSQL single-row GET ≥ 2,000 req/s');
  for (const r of rows)
    console.log(`  ${r.database} ${r.call}: ${r.rest / r.direct >= 0.5 ? 'met' : 'MISSED'} (${(r.rest / r.direct).toFixed(2)})`);
  if (pgGet) console.log(`  postgres GET ≥ 2,000 req/s: ${pgGet.rest >= 2000 ? 'met' : 'MISSED'} (${Math.round(pgGet.rest)} req/s)`);
}

function fmt(n: number): string {
  return `${Math.round(n).toLocaleString('en-US')} req/s`.padStart(12);
}

async function bench(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const backend = await startBenchBackend(kind, {
    SUPABASE_JWT_SECRET: DEMO_JWT_SECRET,
    SUPABASE_LOCAL_EXTRA_MIGRATIONS: 'supabase/local/tests/fixtures/rest-migrations',
  });
  try {
    const version = (await backend.db.query<{ v: string }>('select version() as v')).rows[0]!.v;
    console.log(`== ${kind}: ${version.split(' on ')[0]}`);
    const restTx = await requestTransaction(backend.db);
    const getDirect = (id: number) => backend.db.query(GET_SQL, [id]);
    const rpcDirect = (id: number) => backend.db.query(RPC_SQL, [id]);
    const samples = {
      getDirect: [] as number[],
      getTx: [] as number[],
      getRest: [] as number[],
      rpcDirect: [] as number[],
      rpcRest: [] as number[],
    };
    await loop(2, getDirect);
    await loop(2, restTx);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const last = round === ROUNDS;
      samples.getDirect.push(await loop(SECONDS, getDirect));
      samples.getTx.push(await loop(SECONDS, restTx));
      samples.getRest.push(await wrk(`${backend.url}${GET_PATH}`, backend.keys.anonKey, 'get', `GET one row, round ${round}`, last));
      samples.rpcDirect.push(await loop(SECONDS, rpcDirect));
      samples.rpcRest.push(await wrk(`${backend.url}${RPC_PATH}`, backend.keys.anonKey, 'rpc', `POST rpc, round ${round}`, last));
      console.log(
        `round ${round}: GET direct ${fmt(samples.getDirect.at(-1)!)}, same SQL in REST tx ${fmt(samples.getTx.at(-1)!)}, ` +
          `REST ${fmt(samples.getRest.at(-1)!)}; rpc direct ${fmt(samples.rpcDirect.at(-1)!)}, REST ${fmt(samples.rpcRest.at(-1)!)}`,
      );
    }
    console.log('');
    return [
      {
        database: kind,
        call: 'GET one row by id',
        direct: median(samples.getDirect),
        tx: median(samples.getTx),
        rest: median(samples.getRest),
      },
      { database: kind, call: 'POST rpc (scalar)', direct: median(samples.rpcDirect), tx: null, rest: median(samples.rpcRest) },
    ];
  } finally {
    await backend.stop();
  }
}

/**
 * The exact statements the REST service sends for `GET …?id=eq.N` as anon (`runRequest`: BEGIN READ
 * ONLY with the set_config statement, the prepared main query, COMMIT) — without HTTP, JWT or parsing.
 */
async function requestTransaction(db: Database): Promise<(id: number) => Promise<unknown>> {
  const cache = await loadSchemaCache(db);
  const source = { from: '"public"."rest_bench_items"', qualifier: '"public"."rest_bench_items"', table: 'rest_bench_items' };
  const request = {
    method: 'GET',
    path: '/rest_bench_items',
    headers: { apikey: 'x', accept: '*/*' },
    header: () => undefined,
  } as unknown as ApiRequest;
  const setup = setupSql(request, { role: 'anon', claimsJson: '{"role":"anon"}', authenticated: false }, db.kind);
  const statements = new Map<number, ReturnType<typeof buildRead>>();
  return (id) => {
    let statement = statements.get(id);
    if (!statement) {
      const query = parseQueryParams(new URLSearchParams(`select=id,name,price&id=eq.${id}`), false);
      statement = buildRead(cache, query, source, cappedRange(undefined), { singular: false, stripNulls: false }, false, undefined);
      statements.set(id, statement);
    }
    const ready = statement;
    return runRequest(db, ready.sql, ready.params, { readOnly: true, setup });
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `CONCURRENCY` loops for `seconds`, each awaiting one call at a time; returns completed calls per second. */
async function loop(seconds: number, call: (id: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        next = (next % IDS) + 1;
        await call(next);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

/** wrk with a Lua script that walks the ids; prints wrk's own output and returns its req/s. */
async function wrk(url: string, apikey: string, kind: 'get' | 'rpc', label: string, printAll: boolean): Promise<number> {
  const script = path.join(os.tmpdir(), `bench-${process.pid}-${kind}.lua`);
  fs.writeFileSync(
    script,
    [
      'local n = 0',
      `wrk.headers["apikey"] = "${apikey}"`,
      kind === 'rpc' ? 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"' : '',
      'request = function()',
      `  n = (n % ${IDS}) + 1`,
      kind === 'get' ? '  return wrk.format(nil, wrk.path .. n)' : "  return wrk.format(nil, wrk.path, nil, '{\"item_id\":' .. n .. '}')",
      'end',
    ].join('\n'),
  );
  await run('wrk', ['-t1', `-c${CONCURRENCY}`, '-d2s', '-s', script, url]);
  const output = await run('wrk', ['-t1', `-c${CONCURRENCY}`, `-d${SECONDS}s`, '--latency', '-s', script, url]);
  fs.rmSync(script, { force: true });
  const latency = /50%\s+(\S+)[\s\S]*99%\s+(\S+)/.exec(output);
  if (printAll) console.log(`-- wrk -t1 -c${CONCURRENCY} -d${SECONDS}s --latency, ${label}\n${output.trim()}`);
  else console.log(`-- wrk ${label}: ${/Requests\/sec:\s+\S+/.exec(output)?.[0]}, p50 ${latency?.[1]}, p99 ${latency?.[2]}`);
  const match = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!match) throw new Error(`wrk printed no Requests/sec:\n${output}`);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error('wrk saw error responses; the figure would be meaningless');
  return Number(match[1]);
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
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
