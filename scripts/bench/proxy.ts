// npm run bench:proxy — the shop's proxy (lib/supabase/proxy.ts updateSession) per signed-in request,
// with the embedded backend started as its own process on a free port (as `npm start` runs it):
//   before: the session's access token is HS256, as the backend signed them until it had a key pair,
//           so getClaims() asks GET /auth/v1/user on every request;
//   after:  the same claims signed ES256 by the backend, so getClaims() verifies them in-process from
//           the JWKS it fetched once.
// Both tokens belong to the same signed-in session. Rounds alternate the sides; the table shows the
// median of the rounds' mean time per request and the requests to /auth/v1 each side made, after a
// warm-up of WARM_UP requests per side (the one in which the ES256 side fetches the JWKS).
// BENCH_REQUESTS and BENCH_ROUNDS change the size (defaults 300 × 5).
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { createClient } from '@supabase/supabase-js';
import { NoRealtimeWebSocket } from '@/lib/supabase/no-realtime';
import { updateSession } from '@/lib/supabase/proxy';
import { describeMachine, freePort, loadProcesses, startSnapshotBackend } from './bench-support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP = 20;
const SITE_URL = 'http://localhost:3000';
const EMAIL = 'bench.proxy@example.com';
const PASSWORD = 'bench-proxy-1';

type Side = 'before (HS256)' | 'after (ES256)';

function hs256(secret: string, token: string): string {
  const body = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${token.split('.')[1]}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function sessionCookie(backendUrl: string, session: object): string {
  const name = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;
  return `${name}=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

/** Mean milliseconds per request and the /auth/v1 paths requested, over `REQUESTS` sequential requests. */
async function round(cookie: string, expectedUserId: string, requests = REQUESTS): Promise<{ ms: number; authCalls: string[] }> {
  const original = globalThis.fetch;
  const authCalls: string[] = [];
  globalThis.fetch = (input, init) => {
    const pathname = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (pathname.startsWith('/auth/v1/')) authCalls.push(pathname);
    return original(input, init);
  };
  try {
    const started = performance.now();
    for (let i = 0; i < requests; i += 1) {
      const request = new NextRequest(new URL('/orders', SITE_URL), { headers: { cookie } });
      const { userId } = await updateSession(request);
      if (userId !== expectedUserId) throw new Error(`the proxy saw ${userId ?? 'no user'}, not ${expectedUserId}`);
    }
    return { ms: (performance.now() - started) / requests, authCalls };
  } finally {
    globalThis.fetch = original;
  }
}

/** "3 × /auth/v1/user, 1 × /auth/v1/.well-known/jwks.json" */
function countPaths(paths: string[]): string {
  const counts = new Map<string, number>();
  for (const p of paths) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, n]) => `${n} × ${p}`).join(', ');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const processes = await loadProcesses();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-'));
const backend = await startSnapshotBackend(processes, { dataDir, port: await freePort(), siteUrl: SITE_URL });
try {
  Object.assign(process.env, {
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    SITE_URL,
  });
  const options = { auth: { persistSession: false }, realtime: { transport: NoRealtimeWebSocket as never } };
  const admin = createClient(backend.url, backend.serviceRoleKey, options);
  const created = await admin.auth.admin.createUser({ email: EMAIL, password: PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const client = createClient(backend.url, backend.anonKey, options);
  const { data, error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  if (error) throw error;
  const session = data.session;
  const secret = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
  const cookies: Record<Side, string> = {
    'before (HS256)': sessionCookie(backend.url, { ...session, access_token: hs256(secret, session.access_token) }),
    'after (ES256)': sessionCookie(backend.url, session),
  };

  console.log(`bench:proxy ${new Date().toISOString()}`);
  console.log(describeMachine({ withMemory: false }));
  console.log(`each round: ${REQUESTS} sequential signed-in requests through updateSession; ${ROUNDS} rounds, sides alternating\n`);
  for (const side of Object.keys(cookies) as Side[]) {
    const warmUp = await round(cookies[side], session.user.id, WARM_UP);
    console.log(`warm-up ${side.padEnd(15)} ${WARM_UP} requests, auth requests: ${countPaths(warmUp.authCalls) || 'none'}`);
  }
  const times: Record<Side, number[]> = { 'before (HS256)': [], 'after (ES256)': [] };
  const calls: Record<Side, string[]> = { 'before (HS256)': [], 'after (ES256)': [] };
  for (let r = 0; r < ROUNDS; r += 1) {
    const order: Side[] = r % 2 === 0 ? ['before (HS256)', 'after (ES256)'] : ['after (ES256)', 'before (HS256)'];
    for (const side of order) {
      const result = await round(cookies[side], session.user.id);
      times[side].push(result.ms);
      calls[side].push(...result.authCalls);
      console.log(`round ${r + 1} ${side.padEnd(15)} ${result.ms.toFixed(3)} ms/request, ${result.authCalls.length} auth requests`);
    }
  }
  const total = REQUESTS * ROUNDS;
  console.log('\nside              ms/request (median)   GET /auth/v1/user per request   JWKS fetches after warm-up');
  for (const side of Object.keys(times) as Side[]) {
    const users = calls[side].filter((p) => p === '/auth/v1/user').length;
    const jwks = calls[side].filter((p) => p === '/auth/v1/.well-known/jwks.json').length;
    console.log(
      `${side.padEnd(17)} ${median(times[side]).toFixed(3).padStart(19)} ${(users / total).toFixed(2).padStart(31)} ${String(jwks).padStart(14)}`,
    );
  }
  const ratio = median(times['before (HS256)']) / median(times['after (ES256)']);
  console.log(`\nbefore / after: ${ratio.toFixed(1)}× (same run)`);
} finally {
  await processes.stop(backend);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
