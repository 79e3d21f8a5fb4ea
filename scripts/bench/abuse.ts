// npm run bench:abuse — what one anonymous client can do to the shop (issue 15, points 1–5, 7; issue 31,
// points 1, 3 and 4: sections 1b, 8 and 9),
// against the production build served as `npm start` serves it (server/serve.mjs) over the embedded
// backend with its default limits, both started here on free loopback ports and stopped at the end.
// Prints requests sent and refused, and the disk and memory before and after, for docs/benchmarks.md;
// then the cost of the shop's server front: the same page served by it and by a bare `next start`.
// Takes well under a minute once the build exists (E2E_TEST_ROUTES=on reuses the browser tests' build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildDir } from '../../lib/version/build-dir.mjs';
import { describeMachine, freePort, loadProcesses, startSnapshotBackend, type Processes, type Proc } from './bench-support';

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const SITE_URL = 'http://localhost:3100';

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function diskUsage(dir: string): number {
  const out = spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout;
  return Number(out.split('\t')[0]);
}

function rss(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

function filesUnder(dir: string): number {
  return fs.readdirSync(dir, { recursive: true }).length;
}

/** One request with its path sent exactly as written (fetch would resolve `./` first); resolves with the status. */
function rawRequest(base: string, method: string, target: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path: target, headers: { 'content-length': '0' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject).end();
  });
}

/** Sends `count` requests built by `request(i)` one after another; counts the statuses. */
async function send(count: number, request: (i: number) => [string, RequestInit?]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const [url, init] = request(i);
    const response = await fetch(url, init);
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return statuses;
}

/** Sends `count` requests built by `request(i)` one after another; counts the answers by status and problem code. */
async function sendCoded(
  count: number,
  request: (i: number) => [string, RequestInit?],
): Promise<{ answers: Map<string, number>; seconds: number }> {
  const answers = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const [url, init] = request(i);
    const response = await fetch(url, init);
    const body = (await response.json().catch(() => ({}))) as { code?: string; details?: string };
    const answer = `${response.status}${(body.details ?? body.code) ? ` ${body.details ?? body.code}` : ''}`;
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  return { answers, seconds: (performance.now() - started) / 1000 };
}

const describeCoded = (answers: Map<string, number>) =>
  [...answers]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, n]) => `${n}× ${answer}`)
    .join(', ');

const describe = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
const refused = (statuses: Map<number, number>) => statuses.get(429) ?? 0;

/** Requests per second of `count` GETs of `url`, 10 at a time. */
async function throughput(url: string, count: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next++ < count) await (await fetch(url)).arrayBuffer();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function main() {
  console.log(`bench:abuse ${new Date().toISOString()}`);
  console.log(`${describeMachine({ withMemory: false })}\n`);
  const processes = await loadProcesses();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-abuse-'));
  let backend: Awaited<ReturnType<Processes['startBackend']>> | undefined;
  let shop: Proc | undefined;
  let bare: Proc | undefined;
  try {
    backend = await startSnapshotBackend(processes, { dataDir, port: await freePort(), siteUrl: SITE_URL });
    const shopEnv = processes.baseEnv({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SITE_URL,
      // JazzCash with the sandbox's credentials: section 8's posts are refused by its signature check.
      JAZZCASH_MODE: 'sandbox',
    });
    processes.buildIfNeeded(shopEnv);
    const port = await freePort();
    shop = await processes.startNext(shopEnv, port, { quiet: true });
    const base = `http://127.0.0.1:${port}`;
    const sameSite = { origin: base, 'content-type': 'application/json' };
    const rest = {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    };
    await (await fetch(`${base}/product/1`)).arrayBuffer();

    console.log('1. made-up product URLs (200 not numbers, 200 numbers that are no product)');
    const cacheDir = path.join(ROOT, buildDir(shopEnv));
    const [diskBefore, memoryBefore] = [diskUsage(cacheDir), rss(shop.child.pid)];
    const products = await send(400, (i) => [`${base}/product/${i < 200 ? `made-up-${i}` : 900_000 + i}`]);
    const [diskAfter, memoryAfter] = [diskUsage(cacheDir), rss(shop.child.pid)];
    console.log(
      `   sent 400: ${describe(products)}; .next ${megabytes(diskBefore)} → ${megabytes(diskAfter)}; shop RSS ${megabytes(memoryBefore)} → ${megabytes(memoryAfter)}`,
    );
    console.log(`   a real product still answers: ${(await fetch(`${base}/product/1`)).status}\n`);

    console.log('1b. made-up product URLs by other methods and spellings (200 POSTs, 100 /product/./<id>, 100 POST /product/%2e/<id>)');
    const filesBefore = filesUnder(cacheDir);
    const [diskBefore1b, memoryBefore1b] = [diskUsage(cacheDir), rss(shop.child.pid)];
    const spelled = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const [method, target] =
        i < 200 ? ['POST', `/product/rt-${i}`] : i < 300 ? ['GET', `/product/./dot-${i}`] : ['POST', `/product/%2e/enc-${i}`];
      const status = await rawRequest(base, method, target);
      spelled.set(status, (spelled.get(status) ?? 0) + 1);
    }
    console.log(
      `   sent 400: ${describe(spelled)}; .next ${megabytes(diskBefore1b)} → ${megabytes(diskUsage(cacheDir))}, files +${filesUnder(cacheDir) - filesBefore}; shop RSS ${megabytes(memoryBefore1b)} → ${megabytes(rss(shop.child.pid))}\n`,
    );

    console.log('2. a new X-Forwarded-For on every request');
    const signIns = await send(200, (i) => [
      `${base}/api/auth/sign-in`,
      {
        method: 'POST',
        headers: { ...sameSite, 'x-forwarded-for': `10.${i >> 8}.${i & 255}.1` },
        body: JSON.stringify({ email: 'nobody@example.com', password: `wrong-${i}` }),
      },
    ]);
    console.log(`   200 wrong passwords through the shop: ${describe(signIns)} (refused ${refused(signIns)})`);
    const contacts = await send(20, (i) => [
      `${base}/api/contact`,
      {
        method: 'POST',
        headers: { ...sameSite, 'x-forwarded-for': `10.9.${i}.1` },
        body: JSON.stringify({ name: 'Bot', email: `bot${i}@example.com`, message: `Hello ${i}` }),
      },
    ]);
    console.log(`   20 contact messages through the shop: ${describe(contacts)} (refused ${refused(contacts)})\n`);

    console.log('3. guest cash-on-delivery orders, each with a made-up phone number');
    const service = {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
    };
    const variantStock = async () =>
      (
        (await (await fetch(`${backend!.url}/rest/v1/product_variants?id=eq.12&select=stock_quantity`, { headers: service })).json()) as {
          stock_quantity: number;
        }[]
      )[0]!.stock_quantity;
    await (
      await fetch(`${backend.url}/rest/v1/product_variants?id=eq.12`, {
        method: 'PATCH',
        headers: service,
        body: JSON.stringify({ stock_quantity: 1000 }),
      })
    ).arrayBuffer();
    const madeUpContact = (i: number) => ({
      full_name: 'Bot Buyer',
      phone: `0355${9_000_000 + i}`,
      email: `bot${i}@example.com`,
      address: 'House 1, Jutial',
      postal_code: '15100',
      city_id: 1,
    });
    const stockBefore = await variantStock();
    const direct = await sendCoded(200, (i) => [
      `${backend!.url}/rest/v1/rpc/place_order`,
      {
        method: 'POST',
        headers: rest,
        body: JSON.stringify({
          items: [{ variant_id: 12, quantity: 1 }],
          contact: madeUpContact(i),
          idempotency_key: `bench-direct-${i}-${Date.now()}`,
        }),
      },
    ]);
    console.log(
      `   200 through /rest/v1/rpc/place_order (anon key) in ${direct.seconds.toFixed(1)} s: ${describeCoded(direct.answers)}; stock held ${stockBefore - (await variantStock())}`,
    );
    const stockMid = await variantStock();
    const viaShop = await sendCoded(40, (i) => [
      `${base}/api/orders`,
      {
        method: 'POST',
        headers: { ...sameSite, 'x-forwarded-for': '10.7.0.1' },
        body: JSON.stringify({
          items: [{ variantId: 12, quantity: 1 }],
          shippingMethod: 'leopard',
          paymentMethod: 'cod',
          couponCode: null,
          idempotencyKey: `bench-shop-${i}-${Date.now()}`,
          details: {
            fullName: 'Bot Buyer',
            phone: `0345${9_000_000 + i}`,
            email: `shop${i}@example.com`,
            address: 'House 1, Jutial',
            postalCode: '15100',
            cityId: 1,
            notes: '',
          },
        }),
      },
    ]);
    console.log(
      `   then 40 through the shop from one address in ${viaShop.seconds.toFixed(1)} s: ${describeCoded(viaShop.answers)}; stock held ${stockMid - (await variantStock())}\n`,
    );

    console.log('4. straight through /rest/v1 with the anon key');
    const reviews = await send(100, (i) => [
      `${backend!.url}/rest/v1/testimonials`,
      { method: 'POST', headers: rest, body: JSON.stringify({ rating: 5, review_text: `Flood ${i}`, reviewer_name: 'Bot' }) },
    ]);
    const messages = await send(100, (i) => [
      `${backend!.url}/rest/v1/contact_messages`,
      { method: 'POST', headers: rest, body: JSON.stringify({ full_name: 'Bot', email: `bot${i}@example.com`, message: `Flood ${i}` }) },
    ]);
    console.log(
      `   100 reviews: ${describe(reviews)} (refused ${refused(reviews)}); 100 messages: ${describe(messages)} (refused ${refused(messages)})\n`,
    );

    console.log('5. password-reset mails for 35 addresses from one client');
    const resets = await send(35, (i) => [
      `${base}/api/auth/forgot-password`,
      {
        method: 'POST',
        headers: { ...sameSite, 'x-forwarded-for': `10.8.${i}.1` },
        body: JSON.stringify({ email: `someone${i}@example.com` }),
      },
    ]);
    console.log(`   through the shop: ${describe(resets)} (refused ${refused(resets)})\n`);

    console.log('7. broken percent-encoding in paths');
    for (const brokenPath of ['/product/%FF', '/api/orders/%ZZ', '/orders/%']) {
      const response = await fetch(`${base}${brokenPath}`);
      await response.arrayBuffer();
      console.log(`   ${brokenPath}: ${response.status}, CSP ${response.headers.has('content-security-policy') ? 'present' : 'MISSING'}`);
    }
    console.log('');

    console.log('8. unsigned 15 KB posts to /payment/callback naming a real payment reference (500, one client)');
    const [placedOrder] = (await (
      await fetch(`${backend.url}/rest/v1/orders?select=order_id:id,total&order=created_at&limit=1`, { headers: service })
    ).json()) as { order_id: string; total: number }[];
    if (!placedOrder) throw new Error('no order to pay for: section 3 placed none');
    const reference = `TBENCH${Date.now()}`;
    await (
      await fetch(`${backend.url}/rest/v1/payments`, {
        method: 'POST',
        headers: { ...service, Prefer: 'return=minimal' },
        body: JSON.stringify({ order_id: placedOrder.order_id, gateway: 'jazzcash', reference, amount: placedOrder.total }),
      })
    ).arrayBuffer();
    const noticeCount = async (filter: string) =>
      Number(
        (
          await fetch(`${backend!.url}/rest/v1/payment_notices?select=id&${filter}`, { headers: { ...service, Prefer: 'count=exact' } })
        ).headers
          .get('content-range')
          ?.split('/')[1] ?? 0,
      );
    const [rowsBefore, flagsBefore, dataBefore] = [
      await noticeCount('id=gt.0'),
      await noticeCount('needs_review=is.true'),
      diskUsage(dataDir),
    ];
    const callbackStarted = performance.now();
    const callbacks = await send(500, () => [
      `${base}/payment/callback`,
      {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://attacker.example' },
        body: new URLSearchParams({ pp_TxnRefNo: reference, pp_ResponseCode: '000', filler: 'x'.repeat(15_000) }).toString(),
      },
    ]);
    const callbackSeconds = (performance.now() - callbackStarted) / 1000;
    const { repeats } = (
      (await (
        await fetch(`${backend.url}/rest/v1/payment_notices?order_id=eq.${placedOrder.order_id}&select=repeats`, { headers: service })
      ).json()) as { repeats: number }[]
    )[0] ?? { repeats: 0 };
    console.log(
      `   in ${callbackSeconds.toFixed(1)} s: ${describe(callbacks)}; payment_notices +${(await noticeCount('id=gt.0')) - rowsBefore} rows, needs review +${(await noticeCount('needs_review=is.true')) - flagsBefore} (the flag counts ${repeats}); data directory ${megabytes(dataBefore)} → ${megabytes(diskUsage(dataDir))}\n`,
    );

    console.log('9. 24 guest uploads of 8 MB to /api/admin/products/4/images, 4 at a time');
    const photo = new Uint8Array(8 * 2 ** 20).fill(120);
    const memoryBeforeUploads = rss(shop.child.pid);
    let peak = memoryBeforeUploads;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(shop!.child.pid))), 50);
    const uploads = new Map<number, number>();
    const uploadsStarted = performance.now();
    let nextUpload = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (nextUpload++ < 24) {
          const response = await fetch(`${base}/api/admin/products/4/images`, {
            method: 'POST',
            headers: { 'content-type': 'multipart/form-data; boundary=----bench', origin: base },
            body: photo,
          });
          await response.arrayBuffer();
          uploads.set(response.status, (uploads.get(response.status) ?? 0) + 1);
        }
      }),
    );
    clearInterval(sampler);
    console.log(
      `   in ${((performance.now() - uploadsStarted) / 1000).toFixed(1)} s: ${describe(uploads)}; shop RSS ${megabytes(memoryBeforeUploads)} → peak ${megabytes(peak)} → ${megabytes(rss(shop.child.pid))}\n`,
    );

    console.log("cost of the shop's server front (server/serve.mjs) against a bare `next start`, same build");
    const barePort = await freePort();
    bare = processes.run('bare', process.execPath, [NEXT_BIN, 'start', '-p', String(barePort), '-H', '127.0.0.1'], shopEnv, {
      quiet: true,
    });
    while ((await fetch(`http://127.0.0.1:${barePort}/terms`).catch(() => null)) === null) await new Promise((r) => setTimeout(r, 200));
    for (const round of [1, 2]) {
      const front = await throughput(`${base}/terms`, 500);
      const plain = await throughput(`http://127.0.0.1:${barePort}/terms`, 500);
      console.log(
        `   round ${round}: /terms ×500, 10 at a time: serve.mjs ${front.toFixed(0)} req/s, next start ${plain.toFixed(0)} req/s`,
      );
    }
  } finally {
    await processes.stop(bare);
    await processes.stop(shop);
    await processes.stop(backend);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
