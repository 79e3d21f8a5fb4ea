// npm run bench:guest-orders — issue 27 §3's bounded load test: 100 anonymous cash-on-delivery
// orders from one client do not stop a guest order from another client. The production build is
// served as `npm start` serves it (server/serve.mjs) behind TRUSTED_PROXY_HOPS=1, each client
// named by the address its proxy appended to X-Forwarded-For, over the embedded backend; both are
// started here on free loopback ports and stopped at the end. Two floods, each followed by other
// clients' guest orders: 100 through the shop from one address, then 100 straight to the API with
// the anon key (a made-up X-Forwarded-For on each). Prints the answers, timings and stock held,
// for docs/benchmarks.md; exits 1 when another client's order was refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMachine, freePort, loadProcesses, startSnapshotBackend, type Processes, type Proc } from './bench-support';

const SITE_URL = 'http://localhost:3100';
const FLOOD = 100;
const OTHER_CLIENTS = 5;
const VARIANT = 12;

interface Answers {
  answers: Map<string, number>;
  seconds: number;
}

/** Sends `count` requests built by `request(i)` one after another; counts the answers by status and problem code. */
async function sendCoded(count: number, request: (i: number) => [string, RequestInit]): Promise<Answers> {
  const answers = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const response = await fetch(...request(i));
    const body = (await response.json().catch(() => ({}))) as { code?: string; details?: string };
    const code = body.details ?? body.code;
    const answer = `${response.status}${code ? ` ${code}` : ''}`;
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  return { answers, seconds: (performance.now() - started) / 1000 };
}

const describe = ({ answers, seconds }: Answers) =>
  `${[...answers]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, n]) => `${n}× ${answer}`)
    .join(', ')} in ${seconds.toFixed(1)} s`;

async function main() {
  console.log(`bench:guest-orders ${new Date().toISOString()}`);
  console.log(`${describeMachine({ withMemory: false })}\n`);
  const processes = await loadProcesses();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-guest-orders-'));
  let backend: Awaited<ReturnType<Processes['startBackend']>> | undefined;
  let shop: Proc | undefined;
  let refusedOthers = 0;
  try {
    backend = await startSnapshotBackend(processes, { dataDir, port: await freePort(), siteUrl: SITE_URL });
    const shopEnv = processes.baseEnv({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SITE_URL,
      TRUSTED_PROXY_HOPS: '1',
    });
    processes.buildIfNeeded(shopEnv);
    const port = await freePort();
    shop = await processes.startNext(shopEnv, port, { quiet: true });
    const base = `http://127.0.0.1:${port}`;
    const service = {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
    };
    const anon = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' };
    const stock = async () =>
      (
        (await (
          await fetch(`${backend!.url}/rest/v1/product_variants?id=eq.${VARIANT}&select=stock_quantity`, { headers: service })
        ).json()) as {
          stock_quantity: number;
        }[]
      )[0]!.stock_quantity;
    await (
      await fetch(`${backend.url}/rest/v1/product_variants?id=eq.${VARIANT}`, {
        method: 'PATCH',
        headers: service,
        body: JSON.stringify({ stock_quantity: 1000 }),
      })
    ).arrayBuffer();
    await (await fetch(`${base}/terms`)).arrayBuffer();

    let phone = 0;
    /** One guest COD order through the shop from `address` (as its proxy appended it), with a phone of its own. */
    const throughShop = (address: string): [string, RequestInit] => {
      phone += 1;
      return [
        `${base}/api/orders`,
        {
          method: 'POST',
          headers: { origin: base, 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({
            items: [{ variantId: VARIANT, quantity: 1 }],
            shippingMethod: 'leopard',
            paymentMethod: 'cod',
            couponCode: null,
            idempotencyKey: `bench-guest-${phone}-${Date.now()}`,
            details: {
              fullName: 'Guest Buyer',
              phone: `0345${8_000_000 + phone}`,
              email: '',
              address: 'House 1, Jutial',
              postalCode: '15100',
              cityId: 1,
              notes: '',
            },
          }),
        },
      ];
    };
    /** Guest orders from OTHER_CLIENTS addresses no flood used, one each; returns the answers. */
    const otherClients = async (prefix: string) => {
      const others = await sendCoded(OTHER_CLIENTS, (i) => throughShop(`${prefix}.${i + 1}`));
      refusedOthers += OTHER_CLIENTS - (others.answers.get('201') ?? 0);
      return others;
    };

    console.log(`1. ${FLOOD} guest orders through the shop from one client (203.0.113.50), each with a made-up phone`);
    let before = await stock();
    const viaShop = await sendCoded(FLOOD, () => throughShop('203.0.113.50'));
    console.log(`   ${describe(viaShop)}; stock held ${before - (await stock())}`);
    console.log(`   then one guest order from each of ${OTHER_CLIENTS} other clients: ${describe(await otherClients('198.51.100'))}\n`);

    console.log(`2. ${FLOOD} orders straight to /rest/v1/rpc/place_order with the anon key, a made-up X-Forwarded-For on each`);
    before = await stock();
    const direct = await sendCoded(FLOOD, (i) => [
      `${backend!.url}/rest/v1/rpc/place_order`,
      {
        method: 'POST',
        headers: { ...anon, 'x-forwarded-for': `10.${i >> 8}.${i & 255}.9` },
        body: JSON.stringify({
          items: [{ variant_id: VARIANT, quantity: 1 }],
          contact: { full_name: 'Bot Buyer', phone: `0355${9_000_000 + i}`, address: 'House 1, Jutial', postal_code: '15100', city_id: 1 },
          idempotency_key: `bench-direct-${i}-${Date.now()}`,
        }),
      },
    ]);
    console.log(`   ${describe(direct)}; stock held ${before - (await stock())}`);
    console.log(`   then one guest order from each of ${OTHER_CLIENTS} other clients: ${describe(await otherClients('192.0.2'))}\n`);

    console.log(refusedOthers === 0 ? 'every other client ordered' : `FAILED: ${refusedOthers} other clients were refused`);
  } finally {
    await processes.stop(shop);
    await processes.stop(backend);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (refusedOthers > 0) process.exitCode = 1;
}

await main();
