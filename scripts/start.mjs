// `npm start`: the embedded backend (unless SUPABASE_URL is set), the sandboxes (while a wallet is in
// sandbox mode), a build if needed, and the shop. The servers run quietly (their keys and the build's
// route table are no news to a newcomer); their output is shown when one stops unexpectedly.
import path from 'node:path';
import {
  ROOT,
  baseEnv,
  buildIfNeeded,
  needsSandboxes,
  startBackend,
  startNext,
  startSandboxes,
  stop,
  walletsInSandboxUnlessSet,
} from './lib/processes.mjs';
import { startScheduledSends } from './lib/scheduled-sends.mjs';
import { supervise } from './lib/supervisor.mjs';
import { welcomeBlock } from './lib/welcome.mjs';

const port = Number(process.env.PORT ?? 3000);
const running = [];
let backend = null;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  backend?.release();
  for (const proc of running.reverse()) await stop(proc);
  if (backend) await stop(backend.current());
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const env = baseEnv({ SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` });
  let outboxUrl = null;
  let dataDir = null;
  if (env.SUPABASE_URL) {
    console.log(`Using the Supabase project at ${env.SUPABASE_URL}`);
  } else {
    console.log('Starting the embedded backend…');
    // A crashed backend is started again on the same port and data, so the shop keeps working.
    backend = await supervise('backend', () => startBackend(env, { quiet: true }));
    const { url, anonKey, serviceRoleKey } = backend.current();
    outboxUrl = `${url}/mail`;
    Object.assign(env, { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey });
    // Everything runs on this machine: a wallet given no mode uses its sandbox.
    Object.assign(env, walletsInSandboxUnlessSet(env));
    const resolvedDataDir = path.resolve(ROOT, env.DATA_DIR || 'data');
    if (resolvedDataDir !== path.join(ROOT, 'data')) dataDir = resolvedDataDir;
  }
  const sandboxes = needsSandboxes(env) ? await startSandboxes(env, { quiet: true }) : null;
  if (sandboxes) {
    running.push(sandboxes);
    env.SANDBOXES_URL = sandboxes.url;
  }
  buildIfNeeded(env, { quiet: true });
  const shop = await startNext(env, port, { quiet: true });
  running.push(shop);
  if (env.SUPABASE_SERVICE_ROLE_KEY)
    startScheduledSends({ shopUrl: `http://127.0.0.1:${port}`, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY });
  console.log(welcomeBlock({ shopUrl: `http://localhost:${port}`, outboxUrl, dataDir }));
  const first = await Promise.race([
    shop.exited.then(() => shop),
    ...(sandboxes ? [sandboxes.exited.then(() => sandboxes)] : []),
    ...(backend ? [backend.gaveUp] : []),
  ]);
  if (!stopping) {
    console.error(`A server stopped unexpectedly:\n${first.output().slice(-2000)}`);
    await shutdown(1);
  }
} catch (error) {
  console.error(error.message ?? error);
  await shutdown(1);
}
