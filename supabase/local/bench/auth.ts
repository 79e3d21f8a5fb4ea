// `npm run bench:auth [pglite|postgres]`: the p50 of a password sign-in (POST /auth/v1/token?grant_type=password)
// against the p50 of one bcrypt compare at cost 10. Budget: sign-in ≤ 1.5 × bcrypt. Exits 1 over budget.
// Also prints unknown-address and wrong-password sign-ins, which should cost the same (one compare each).
import { hash, verify } from '@node-rs/bcrypt';
import { startBenchBackend } from './bench-backend.ts';

const BUDGET = 1.5;
const SAMPLES = 40;
const WARMUP = 5;
const PASSWORD = 'bench-password-1';
const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const kind = process.argv[2] ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('usage: npm run bench:auth [pglite|postgres]');

function p50(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Runs the cases interleaved, so a burst of load on a shared machine hits all of them alike; p50 of each. */
async function sample(cases: Record<string, () => Promise<unknown>>): Promise<Record<string, number>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    for (const [name, fn] of Object.entries(cases)) {
      const start = performance.now();
      await fn();
      if (i >= WARMUP) times[name]!.push(performance.now() - start);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, values]) => [name, p50(values)]));
}

const backend = await startBenchBackend(kind, { SUPABASE_JWT_SECRET: JWT_SECRET, AUTH_RATE_LIMIT_TOKEN: '1000000' });

try {
  const email = `bench.${Date.now()}@example.com`;
  const admin = {
    apikey: backend.keys.serviceRoleKey,
    Authorization: `Bearer ${backend.keys.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`could not create the bench user: ${created.status} ${await created.text()}`);

  const signIn = (address: string, password: string, expected: number) => async () => {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address, password }),
    });
    await res.arrayBuffer();
    if (res.status !== expected) throw new Error(`sign-in answered ${res.status}, expected ${expected}`);
  };

  const storedHash = await hash(PASSWORD, { cost: 10, version: '2a' });
  const {
    bcryptP50 = 0,
    signInP50 = 0,
    wrongP50 = 0,
    unknownP50 = 0,
  } = await sample({
    bcryptP50: () => verify(PASSWORD, storedHash),
    signInP50: signIn(email, PASSWORD, 200),
    wrongP50: signIn(email, 'not-the-password', 400),
    unknownP50: signIn(`nobody.${Date.now()}@example.com`, PASSWORD, 400),
  });
  const ratio = signInP50 / bcryptP50;

  console.log(`auth sign-in benchmark on ${kind} (${SAMPLES} samples each, p50)`);
  console.log(`  one bcrypt compare (cost 10)   ${bcryptP50.toFixed(1)} ms`);
  console.log(`  sign-in, right password        ${signInP50.toFixed(1)} ms  (${ratio.toFixed(2)} × bcrypt, budget ${BUDGET} ×)`);
  console.log(`  sign-in, wrong password        ${wrongP50.toFixed(1)} ms`);
  console.log(
    `  sign-in, unknown address       ${unknownP50.toFixed(1)} ms  (differs from a wrong password by ${Math.abs(unknownP50 - wrongP50).toFixed(1)} ms)`,
  );
  process.exitCode = ratio <= BUDGET ? 0 : 1;
  if (ratio > BUDGET) console.error(`over budget: ${ratio.toFixed(2)} × > ${BUDGET} ×`);
} finally {
  await backend.stop();
}
