// `npm test`: ESLint (zero warnings; the shop and the supabase/local package, each with its own config), Prettier's check and knip (no unused
// files or exports), unit, integration on PGlite with integration on PostgreSQL beside it (when DATABASE_URL is set), each level with the supabase/local
// package's tests beside the shop's, the browser tests in Chromium against the real embedded backend and
// `next start`, then two shop instances sharing Redis (when a Redis answers at REDIS_URL or
// 127.0.0.1:6379). `npm test -- lint|unit|integration|postgres|e2e|multi-instance` runs one level; other arguments go to Playwright
// (`npm test -- e2e tests/e2e/cart.spec.ts` runs one browser spec).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';
import { ensureChromium } from './lib/chromium.mjs';
import { jestFailures, playwrightFailures } from './lib/failed-tests.mjs';
import {
  ROOT,
  baseEnv as processEnv,
  buildIfNeeded,
  buildIsCurrent,
  startBackend,
  startNext,
  startSandboxes,
  stop,
  walletsInSandboxUnlessSet,
} from './lib/processes.mjs';

const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const KNIP = path.join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js');
const PRETTIER = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
const PLAYWRIGHT = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
/** The embedded backend, a workspace package: its tests run in the same Jest projects as the shop's (jest.config.mjs). */
const BACKEND_DIR = path.join(ROOT, 'supabase', 'local');
const PREPARE_SNAPSHOT = path.join(BACKEND_DIR, 'testing', 'prepare-snapshot.ts');
// Overridable so two checkouts of the project can run their browser tests side by side.
const E2E_SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3100);
const E2E_BACKEND_PORT = String(process.env.E2E_BACKEND_PORT ?? 54329);
const E2E_SANDBOXES_PORT = String(process.env.E2E_SANDBOXES_PORT ?? Number(E2E_BACKEND_PORT) + 1);
const LEVELS = ['lint', 'unit', 'integration', 'postgres', 'e2e', 'multi-instance'];
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const wanted = new Set(process.argv.slice(2).filter((arg) => LEVELS.includes(arg)));
const playwrightArgs = process.argv.slice(2).filter((arg) => !LEVELS.includes(arg));
const runs = (level) => wanted.size === 0 || wanted.has(level);
const results = [];
/** The runners' JSON reports, read for the names of the failed tests in the summary. */
const REPORTS_DIR = path.join(ROOT, '.cache', 'test-reports');

/** Every level but the last tests one server: a REDIS_URL in the caller's environment is not passed on. */
const baseEnv = (extra = {}) => processEnv({ REDIS_URL: '', ...extra });

/**
 * The browser tests run against a shop whose owner has filled in the settings (the seed leaves them
 * empty): a WhatsApp number, an e-mail, a pickup address, a bank account and the four profiles.
 * tests/e2e/admin-settings.spec.ts shows the empty states, and restores these values.
 */
const E2E_SHOP_SETTINGS = {
  whatsapp_number: '+923555550100',
  contact_email: 'hello@gilgitdryfruits.pk',
  pickup_address: 'Shahrah-e-Quaid-e-Azam, Jutial',
  bank_name: 'Habib Bank Limited, Airport Road, Gilgit',
  bank_account_title: 'Gilgit Dry Fruits',
  bank_account_number: '1234-56789012-03',
  bank_iban: 'PK74HBPK0000123456789012',
  facebook_url: 'https://www.facebook.com/gilgitdryfruits',
  x_url: 'https://x.com/gilgitdryfruits',
  instagram_url: 'https://www.instagram.com/gilgitdryfruits',
  linkedin_url: 'https://www.linkedin.com/company/gilgitdryfruits',
};

async function fillShopSettings(backend) {
  const response = await fetch(`${backend.url}/rest/v1/shop_settings?id=eq.true`, {
    method: 'PATCH',
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_SHOP_SETTINGS),
  });
  if (!response.ok) throw new Error(`filling the shop settings failed: ${response.status} ${await response.text()}`);
}

function step(name, command, args, env = baseEnv(), cwd = ROOT) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  results.push({ name, ok: result.status === 0, seconds: (Date.now() - started) / 1000 });
  return result.status === 0;
}

/**
 * The integration suite on PGlite and on PostgreSQL. The two legs run side by side: each test file
 * starts its own backend (on a copy of the PGlite snapshot, or on a new PostgreSQL database), so
 * they share nothing, and on two cores the pair takes about as long as the PGlite leg alone. The
 * PostgreSQL leg's output is kept in a file and printed when it ends, after the PGlite leg's.
 */
async function runIntegration() {
  const pglite = { name: 'integration tests on PGlite (shop and supabase/local)', args: ['--selectProjects', 'integration'] };
  const postgres = {
    name: 'integration tests on PostgreSQL (shop and supabase/local)',
    args: ['--selectProjects', 'integration', '--runInBand'],
  };
  const postgresWanted = runs('integration') || runs('postgres');
  const postgresRuns = postgresWanted && Boolean(process.env.DATABASE_URL);
  if (postgresWanted && !postgresRuns) {
    console.log(
      '\n=== integration tests on PostgreSQL: skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test, to run them) ===',
    );
  }
  const postgresEnv = baseEnv({ TEST_DATABASE: 'postgres' });
  // Started first, so that it runs while the PGlite leg holds the terminal.
  const postgresBeside = postgresRuns && runs('integration') ? jestStepBeside(postgres.name, postgres.args, postgresEnv) : null;
  if (runs('integration')) jestStep(pglite.name, pglite.args, baseEnv({ TEST_DATABASE: 'pglite' }));
  if (postgresBeside) await postgresBeside;
  else if (postgresRuns) jestStep(postgres.name, postgres.args, postgresEnv);
  else if (postgresWanted) results.push({ name: postgres.name, ok: true, skipped: true, seconds: 0 });
}

/**
 * A Jest run beside the one in the foreground: it starts at once, writes to a file instead of the
 * terminal (two runners' lines would interleave), and is printed and counted when the promise is awaited.
 */
function jestStepBeside(name, jestArgs, env) {
  const report = reportFile(name);
  const log = report.replace(/\.json$/, '.log');
  const output = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn(process.execPath, [JEST, ...jestArgs, '--json', `--outputFile=${report}`], {
    cwd: ROOT,
    env,
    stdio: ['ignore', output, output],
  });
  console.log(`\n=== ${name}: started beside the next step, printed when it ends ===`);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      fs.closeSync(output);
      console.log(`\n=== ${name} ===`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      const ok = code === 0;
      // The foreground step holds the event loop, so this runs when it ends: Jest's report was written as this run ended.
      const ended = fs.existsSync(report) ? fs.statSync(report).mtimeMs : Date.now();
      results.push({ name, ok, seconds: (ended - started) / 1000 });
      if (!ok) results.at(-1).failures = jestFailuresIn(report);
      resolve(ok);
    });
  });
}

/** A Jest run whose failed tests the summary names. */
function jestStep(name, jestArgs, env = baseEnv()) {
  const report = reportFile(name);
  const ok = step(name, process.execPath, [JEST, ...jestArgs, '--json', `--outputFile=${report}`], env);
  if (!ok) results.at(-1).failures = jestFailuresIn(report);
  return ok;
}

/** The failed tests named in a Jest report. */
function jestFailuresIn(report) {
  return failuresIn(report, (json) => jestFailures(json, ROOT));
}

function reportFile(name) {
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const file = path.join(REPORTS_DIR, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  fs.rmSync(file, { force: true });
  return file;
}

function failuresIn(report, read) {
  try {
    return read(JSON.parse(fs.readFileSync(report, 'utf8')));
  } catch {
    return [`(no report at ${path.relative(ROOT, report)}: see the output above)`];
  }
}

const chromium = runs('e2e') ? ensureChromium() : null;

if (runs('lint')) {
  step('ESLint (shop)', process.execPath, [ESLINT, '.', '--max-warnings', '0']);
  step('ESLint (supabase/local)', process.execPath, [ESLINT, '.', '--max-warnings', '0'], baseEnv(), BACKEND_DIR);
  step('formatting (Prettier)', process.execPath, [PRETTIER, '--check', '.', '--log-level', 'warn']);
  step('unused files, exports and dependencies (knip)', process.execPath, [KNIP, '--no-progress']);
}
if (runs('unit')) jestStep('unit tests (shop and supabase/local)', ['--selectProjects', 'unit']);
await runIntegration();
if (runs('e2e')) await runEndToEnd(chromium);
if (runs('multi-instance')) await runMultiInstance();

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.skipped ? 'SKIP' : r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.skipped ? '' : ` (${r.seconds.toFixed(0)} s)`}`);
  for (const failure of r.failures ?? []) console.log(`        ✘ ${failure}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);

async function runEndToEnd(chromiumPath) {
  const snapshotOk = step('prepare the test database snapshot', process.execPath, ['--import', 'tsx', PREPARE_SNAPSHOT]);
  if (!snapshotOk) return;
  let backend;
  let sandboxes;
  let shop;
  try {
    console.log('\n=== browser tests: starting the embedded backend, the sandboxes and the shop ===');
    backend = await startEndToEndBackend();
    sandboxes = await startSandboxes(
      baseEnv({ DATA_DIR: backend.dataDir, SANDBOXES_PORT: E2E_SANDBOXES_PORT, SITE_URL: `http://localhost:${E2E_SHOP_PORT}` }),
      { quiet: true },
    );
    const shopEnv = { ...endToEndShopEnv(backend), SANDBOXES_URL: sandboxes.url };
    buildIfNeeded(shopEnv);
    shop = await startNext(shopEnv, E2E_SHOP_PORT, { quiet: true });
    const report = reportFile('browser tests');
    const ok = step(
      'browser tests (Chromium)',
      process.execPath,
      [PLAYWRIGHT, 'test', ...playwrightArgs],
      baseEnv({
        E2E_REPORT_FILE: report,
        CHROME_PATH: chromiumPath,
        E2E_BASE_URL: `http://localhost:${E2E_SHOP_PORT}`,
        E2E_SUPABASE_URL: backend.url,
        E2E_SUPABASE_ANON_KEY: backend.anonKey,
        E2E_SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        E2E_SANDBOXES_URL: sandboxes.url,
      }),
    );
    if (!ok) results.at(-1).failures = failuresIn(report, playwrightFailures);
  } catch (error) {
    console.error(error.message ?? error);
    results.push({ name: 'browser tests (Chromium)', ok: false, seconds: 0 });
  } finally {
    await stop(shop);
    await stop(sandboxes);
    await stop(backend);
  }
}

/** The browser tests' backend: a fresh copy of the test snapshot, with the owner's settings filled in. */
async function startEndToEndBackend() {
  const dataDir = path.join(ROOT, '.cache', 'e2e-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const snapshot = fs.readFileSync(path.join(ROOT, '.cache', 'pglite', 'current'), 'utf8').trim();
  const backend = await startBackend(
    baseEnv({
      DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: E2E_BACKEND_PORT,
      SUPABASE_JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters-long',
      PGLITE_SNAPSHOT: snapshot,
      // Always a fresh copy of the snapshot: a DATABASE_URL meant for the integration leg would
      // otherwise point the browser tests at a long-lived database with earlier runs' data.
      DATABASE_URL: '',
      SITE_URL: `http://localhost:${E2E_SHOP_PORT}`,
      AUTH_RATE_LIMIT_TOKEN: '100000',
      AUTH_RATE_LIMIT_OTP: '100000',
      AUTH_RATE_LIMIT_VERIFY: '100000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
      AUTH_EMAIL_MAX_FREQUENCY: '0',
      RESET_REQUESTS_PER_CLIENT_PER_HOUR: '100000',
      RESET_MAILS_PER_HOUR: '100000',
    }),
    { quiet: true },
  );
  try {
    await fillShopSettings(backend);
  } catch (error) {
    await stop(backend);
    throw error;
  }
  return { ...backend, dataDir };
}

/**
 * The shop against `backend`, as the browser tests build and run it (with their test-only pages, in
 * a build directory of their own, and the wallets in sandbox mode).
 */
function endToEndShopEnv(backend) {
  return baseEnv({
    SUPABASE_URL: backend?.url,
    SUPABASE_ANON_KEY: backend?.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend?.serviceRoleKey,
    SITE_URL: `http://localhost:${E2E_SHOP_PORT}`,
    E2E_TEST_ROUTES: 'on',
    // The suite places more orders from 127.0.0.1 in ten minutes than one shopper's address may.
    ORDERS_PER_CLIENT: '1000',
    // Every wallet and WhatsApp in sandbox mode, whatever the caller's environment says.
    ...walletsInSandboxUnlessSet({}),
  });
}

/**
 * tests/multi-instance: two instances of the browser tests' build (made here if there is none, which
 * needs a backend to prerender against) sharing a Redis, which must answer at REDIS_URL or
 * 127.0.0.1:6379; without one the level says it skipped, as the PostgreSQL leg does.
 */
async function runMultiInstance() {
  const name = 'two shop instances sharing Redis';
  if (!(await redisAnswers(REDIS_URL))) {
    console.log(`\n=== ${name}: skipped (no Redis answers at ${REDIS_URL}; set REDIS_URL or start redis-server to run it) ===`);
    results.push({ name, ok: true, skipped: true, seconds: 0 });
    return;
  }
  if (!buildIsCurrent(endToEndShopEnv(null))) {
    if (!step('prepare the test database snapshot', process.execPath, ['--import', 'tsx', PREPARE_SNAPSHOT])) return;
    let backend;
    try {
      console.log(`\n=== ${name}: building the shop against a backend ===`);
      backend = await startEndToEndBackend();
      buildIfNeeded(endToEndShopEnv(backend));
    } catch (error) {
      console.error(error.message ?? error);
      results.push({ name, ok: false, seconds: 0 });
      return;
    } finally {
      await stop(backend);
    }
  }
  jestStep(name, ['--selectProjects', 'multi-instance', '--runInBand'], baseEnv({ REDIS_URL }));
}

/** Whether a Redis server answers PING at `url` within a second or two. */
async function redisAnswers(url) {
  const client = createClient({ url, socket: { connectTimeout: 1_500, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.quit().catch(() => {});
  }
}
