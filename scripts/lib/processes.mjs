// Starting and stopping the servers (embedded backend, sandboxes, the shop), shared by `npm start` and `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from '../../lib/version/build-dir.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Spawns a child whose output is prefixed; resolves `exited` when it ends. */
export function run(label, command, args, env, { quiet = false, cwd = ROOT } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      output += chunk;
      if (output.length > 200_000) output = output.slice(-100_000);
      if (!quiet) for (const line of String(chunk).split('\n')) if (line.trim()) target.write(`[${label}] ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, exited, output: () => output };
}

/** Starts `supabase/local` and waits for its connection file and /health. */
export async function startBackend(env, options = {}) {
  const dataDir = path.resolve(ROOT, env.DATA_DIR ?? 'data');
  const connectionFile = path.join(dataDir, 'supabase-local.json');
  fs.rmSync(connectionFile, { force: true });
  const proc = run('backend', process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], env, options);
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the embedded backend exited (${proc.child.exitCode}):\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`the embedded backend did not start:\n${proc.output()}`);
    if (fs.existsSync(connectionFile)) {
      const info = JSON.parse(fs.readFileSync(connectionFile, 'utf8'));
      const health = await fetch(`${info.url}/health`).catch(() => null);
      if (health?.ok) return { ...proc, ...info };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The wallets' and couriers' mode settings (lib/env.ts). On the embedded backend, `npm start` and the
 * browser tests run every wallet and courier whose mode is not set in sandbox mode.
 */
const SANDBOXABLE_MODES = ['JAZZCASH_MODE', 'EASYPAISA_MODE', 'LEOPARDS_MODE', 'POSTEX_MODE'];

/**
 * `env`'s wallet and courier modes, each one not set made `sandbox`; WhatsApp likewise, or `live` when its
 * access token is set (lib/env.ts then asks for the rest of its credentials).
 */
export function walletsInSandboxUnlessSet(env) {
  return {
    ...Object.fromEntries(SANDBOXABLE_MODES.map((name) => [name, env[name]?.trim() || 'sandbox'])),
    WHATSAPP_MODE: env.WHATSAPP_MODE?.trim() || (env.WHATSAPP_ACCESS_TOKEN?.trim() ? 'live' : 'sandbox'),
  };
}

/** Whether a wallet, a courier or WhatsApp is in sandbox mode, so the shop needs the sandboxes service. */
export function needsSandboxes(env) {
  return [...SANDBOXABLE_MODES, 'WHATSAPP_MODE'].some((name) => env[name]?.trim() === 'sandbox');
}

/**
 * Starts the sandboxes service (sandboxes/main.ts) on SANDBOXES_PORT (its default when unset) with
 * `env`'s DATA_DIR, and resolves with its URL once it says it is ready.
 */
export async function startSandboxes(env, options = {}) {
  const proc = run('sandboxes', process.execPath, ['--import', 'tsx', 'sandboxes/main.ts'], env, options);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the sandboxes exited (${proc.child.exitCode}):\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`the sandboxes did not start:\n${proc.output()}`);
    const ready = /\[sandboxes\] ready at (\S+)/.exec(proc.output());
    if (ready) return { ...proc, url: ready[1] };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Builds when there is no build, a source file changed since the last one, or the last one was of the other kind.
 * Each kind has its own directory (lib/version/build-dir.mjs), so building one never replaces the other.
 * `quiet` keeps the build's output (its route table) to itself unless the build fails.
 */
export function buildIfNeeded(env, { quiet = false } = {}) {
  if (buildIsCurrent(env)) return;
  const flavour = buildFlavour(env);
  const dir = path.join(ROOT, buildDir(env));
  console.log(
    `[build] building the shop (next build${flavour === 'e2e' ? ", with the browser tests' pages" : ', a few minutes the first time'})…`,
  );
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: ROOT,
    env,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (quiet) console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-8000));
    throw new Error('the build failed');
  }
  keepServiceWorker(dir);
  fs.writeFileSync(path.join(dir, FLAVOUR_FILE), flavour);
}

/**
 * Whether the build directory of the kind `env` asks for holds a build of that kind newer than every
 * source file, so buildIfNeeded(env) would do nothing. `root` is the project's (a test's own folder).
 */
export function buildIsCurrent(env, root = ROOT) {
  const dir = path.join(root, buildDir(env));
  const buildId = path.join(dir, 'BUILD_ID');
  const flavourFile = path.join(dir, FLAVOUR_FILE);
  if (!fs.existsSync(buildId) || !fs.existsSync(flavourFile)) return false;
  if (fs.readFileSync(flavourFile, 'utf8') !== buildFlavour(env)) return false;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return !SOURCES.some((source) => newerThan(path.join(root, source), builtAt));
}

/** The browser tests' build has test-only pages (next.config.mjs); `npm start` must never serve it. */
const FLAVOUR_FILE = 'build-flavour';
const buildFlavour = (env) => (env.E2E_TEST_ROUTES === 'on' ? 'e2e' : 'production');

/**
 * The service worker (public/service-worker.js, written by `serwist build` with the build's version
 * baked in) is the one file both kinds of build write outside their directory: each build keeps a copy
 * of its own, which startNext puts back before serving that build.
 */
const SERVICE_WORKER_FILES = ['service-worker.js', 'service-worker.js.map'];

function keepServiceWorker(dir) {
  for (const file of SERVICE_WORKER_FILES) {
    const built = path.join(ROOT, 'public', file);
    if (fs.existsSync(built)) fs.copyFileSync(built, path.join(dir, file));
  }
}

function restoreServiceWorker(dir) {
  for (const file of SERVICE_WORKER_FILES) {
    const kept = path.join(dir, file);
    const served = path.join(ROOT, 'public', file);
    if (fs.existsSync(kept) && (!fs.existsSync(served) || !fs.readFileSync(kept).equals(fs.readFileSync(served)))) {
      fs.copyFileSync(kept, served);
    }
  }
}

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
  'serwist.config.mjs',
  'postcss.config.mjs',
];

function newerThan(file, time) {
  if (!fs.existsSync(file)) return false;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs > time && !SERVICE_WORKER_FILES.includes(path.basename(file));
  return fs.readdirSync(file).some((entry) => newerThan(path.join(file, entry), time));
}

/** The built shop on `port` (server/serve.mjs: Next.js behind the client-address rule); resolves once it answers. */
export async function startNext(env, port, options = {}) {
  restoreServiceWorker(path.join(ROOT, buildDir(env)));
  const proc = run('shop', process.execPath, [path.join(ROOT, 'server', 'serve.mjs'), String(port), '127.0.0.1'], env, options);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the shop's server exited (${proc.child.exitCode}):\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`the shop's server did not answer:\n${proc.output()}`);
    const res = await fetch(`http://127.0.0.1:${port}/version.json`).catch(() => null);
    if (res) return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stop(proc) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await proc.exited;
  clearTimeout(timer);
}

export function baseEnv(extra = {}) {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}
