// npm run bench:fuzz — at least 1,000 odd requests across every route family (issue 31, point 6):
// the shop's pages and route handlers (read from app/), what wallets and WhatsApp send it, and the
// embedded backend's REST, auth, storage and realtime HTTP APIs. Against the production build served
// as `npm start` serves it (server/serve.mjs) over the embedded backend and the sandboxes, all started
// here on free loopback ports and stopped at the end; half the shop's API requests carry a signed-in
// admin's session, so the parsing behind the sign-in checks is reached too.
// The requests are the same on every run (FUZZ_SEED, 31 unless set). Prints the answers by family and
// status, every 5xx with its request, which of the shop's 4xx/5xx lacked the security headers, and
// exits non-zero when any answer was a 5xx or none came. E2E_TEST_ROUTES=on reuses the browser tests' build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKEND_FAMILIES } from './fuzz-backend-families';
import { sendRaw, type Answer, type OddRequest } from './fuzz-http';
import { PAYMENT_FAMILY } from './fuzz-payment-families';
import { listPages, listRouteHandlers } from './fuzz-routes';
import { SHOP_FAMILIES, type Family } from './fuzz-shop-families';
import { seededRandom } from './fuzz-values';
import { describeMachine, freePort, loadProcesses, startSnapshotBackend, type Proc, type Processes } from './bench-support';

const SITE_URL = 'http://localhost:3100';
const SEED = Number(process.env.FUZZ_SEED ?? 31);
const CONCURRENCY = 4;
const ADMIN_EMAIL = 'fuzz-owner@example.com';
const ADMIN_PASSWORD = 'fuzz-owner-password-31';
/** What the shop sets on every answer (lib/security/headers.mjs); an answer without them is reported. */
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options'];

interface Sent {
  family: string;
  side: 'shop' | 'backend';
  request: OddRequest;
  answer: Answer;
}

/** Every family's requests, each family from its own seeded source, then shuffled together so no route is hit in a burst. */
function buildRequests<C>(families: Family<C>[], context: C, side: Sent['side'], seed: number) {
  return families.flatMap((family, i) =>
    family.build(context, seededRandom(seed + i)).map((request) => ({ family: family.name, side, request })),
  );
}

function shuffle<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

async function sendAll(planned: Omit<Sent, 'answer'>[], origins: Record<Sent['side'], string>): Promise<Sent[]> {
  const sent: Sent[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < planned.length) {
        const item = planned[next++]!;
        sent.push({ ...item, answer: await sendRaw(origins[item.side], item.request) });
      }
    }),
  );
  return sent;
}

/** The admin's session cookies, from the shop's own sign-in. */
async function signInAdmin(processes: Processes, shop: string, backend: { url: string; serviceRoleKey: string }): Promise<string> {
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin.ts', 'create', ADMIN_EMAIL, '--password', ADMIN_PASSWORD],
    {
      env: processes.baseEnv({ SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey }),
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) throw new Error(`could not create the admin:\n${created.stdout}${created.stderr}`);
  const response = await fetch(`${shop}/api/auth/sign-in`, {
    method: 'POST',
    headers: { origin: shop, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`the admin could not sign in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const shortBody = (body: OddRequest['body']) => {
  const text = body === undefined ? '' : Buffer.from(body).toString('utf8');
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}… (${text.length} bytes)` : text);
};
const shortPath = (target: string) => (target.length > 160 ? `${target.slice(0, 160)}… (${target.length} chars)` : target);
const describeRequest = ({ request }: Sent) => `${request.method} ${shortPath(request.path)} ${shortBody(request.body)}`;
const statusOf = ({ answer }: Sent) => (answer.status === 0 ? 'none' : String(answer.status));

function report(sent: Sent[], seconds: number): boolean {
  const families = [...new Set(sent.map((item) => item.family))];
  console.log('answers by family and status:');
  for (const family of families) {
    const counts = new Map<string, number>();
    for (const item of sent.filter((s) => s.family === family)) counts.set(statusOf(item), (counts.get(statusOf(item)) ?? 0) + 1);
    const line = [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
    console.log(`   ${family.padEnd(32)} ${String([...counts.values()].reduce((a, b) => a + b, 0)).padStart(4)}: ${line}`);
  }
  const failed = sent.filter(({ answer }) => answer.status >= 500 || answer.status === 0);
  console.log(`\n5xx or no answer: ${failed.length}`);
  for (const item of failed)
    console.log(`   ${statusOf(item)} [${item.family}] ${describeRequest(item)} → ${JSON.stringify(item.answer.body.slice(0, 160))}`);
  const refusedByShop = sent.filter(({ side, answer }) => side === 'shop' && answer.status >= 400);
  const bare = refusedByShop.filter(({ answer }) => SECURITY_HEADERS.some((name) => !answer.headers.has(name)));
  console.log(
    `\nthe shop's 4xx/5xx with the security headers (${SECURITY_HEADERS.join(', ')}): ${refusedByShop.length - bare.length} of ${refusedByShop.length}`,
  );
  for (const item of bare.slice(0, 20)) console.log(`   without: ${statusOf(item)} [${item.family}] ${describeRequest(item)}`);
  if (bare.length > 20) console.log(`   … and ${bare.length - 20} more`);
  const fives = sent.filter(({ answer }) => answer.status >= 500).length;
  console.log(
    `\ntotal: ${sent.length} requests in ${seconds.toFixed(1)} s (seed ${SEED}), ${fives}× 5xx, ${failed.length - fives}× no answer`,
  );
  return failed.length === 0;
}

async function main() {
  console.log(`bench:fuzz ${new Date().toISOString()}`);
  console.log(`${describeMachine({ withMemory: false })}\n`);
  const processes = await loadProcesses();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fuzz-'));
  let backend: Awaited<ReturnType<Processes['startBackend']>> | undefined;
  let sandboxes: (Proc & { url: string }) | undefined;
  let shop: Proc | undefined;
  let passed = false;
  try {
    backend = await startSnapshotBackend(processes, { dataDir, port: await freePort(), siteUrl: SITE_URL });
    sandboxes = await processes.startSandboxes(
      processes.baseEnv({ DATA_DIR: dataDir, SANDBOXES_PORT: String(await freePort()), SITE_URL }),
      { quiet: true },
    );
    const shopEnv = processes.baseEnv({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SITE_URL,
      SANDBOXES_URL: sandboxes.url,
      ...processes.walletsInSandboxUnlessSet({}),
    });
    processes.buildIfNeeded(shopEnv);
    const port = await freePort();
    shop = await processes.startNext(shopEnv, port, { quiet: true });
    const origin = `http://127.0.0.1:${port}`;
    const adminCookie = await signInAdmin(processes, origin, backend);
    const shopContext = { origin, pages: listPages(), routes: await listRouteHandlers(), adminCookie };
    const planned = shuffle(
      [
        ...buildRequests([...SHOP_FAMILIES, PAYMENT_FAMILY], shopContext, 'shop', SEED),
        ...buildRequests(BACKEND_FAMILIES, { anonKey: backend.anonKey }, 'backend', SEED + 100),
      ],
      SEED,
    );
    console.log(
      `${shopContext.pages.length} pages, ${shopContext.routes.length} route handlers; ${planned.length} requests, ${CONCURRENCY} at a time\n`,
    );
    const started = performance.now();
    const sent = await sendAll(planned, { shop: origin, backend: backend.url });
    passed = report(sent, (performance.now() - started) / 1000);
    const session = await fetch(`${origin}/api/admin/settings`, { headers: { cookie: adminCookie } });
    console.log(`the admin's session still worked at the end: ${session.status === 200 ? 'yes' : `no (${session.status})`}`);
    if (shop.child.exitCode !== null) throw new Error(`the shop's server stopped during the fuzz:\n${shop.output().slice(-4000)}`);
  } finally {
    await processes.stop(shop);
    await processes.stop(sandboxes);
    await processes.stop(backend);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = passed ? 0 : 1;
}

await main();
