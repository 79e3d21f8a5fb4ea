// `npm run admin`, run as a real process against the embedded backend it finds in DATA_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientFor, startTestBackend, type TestBackend, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

function admin(args: string[], env: Record<string, string> = { DATA_DIR: backend.dataDir }) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: process.cwd(),
    env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function isAdminAfterSignIn(email: string, password: string): Promise<boolean> {
  const client = clientFor(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const { data, error: rpcError } = await client.rpc('is_admin');
  expect(rpcError).toBeNull();
  return data as boolean;
}

test('create makes a confirmed admin and prints the generated password', async () => {
  const email = uniqueEmail('owner');
  const result = admin(['create', email]);
  expect(result.err).toBe('');
  expect(result.code).toBe(0);
  const password = /Password: (\S+)/.exec(result.out)?.[1];
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(await isAdminAfterSignIn(email, password!)).toBe(true);
  const again = admin(['create', email]);
  expect(again.code).toBe(1);
  expect(again.err).toContain('already exists');
});

test('create with --password uses it and does not print it', async () => {
  const email = uniqueEmail('owner');
  const result = admin(['create', email, '--password', 'chilgoza-2026']);
  expect(result.code).toBe(0);
  expect(result.out).not.toContain('chilgoza-2026');
  expect(await isAdminAfterSignIn(email, 'chilgoza-2026')).toBe(true);
});

test("promote and demote change an existing user's role, taking effect on the next request", async () => {
  const email = uniqueEmail('staff');
  const { error } = await clientFor(backend, 'service').auth.admin.createUser({ email, password: 'walnut-kernel-9', email_confirm: true });
  expect(error).toBeNull();
  expect(await isAdminAfterSignIn(email, 'walnut-kernel-9')).toBe(false);
  expect(admin(['promote', email]).code).toBe(0);
  expect(await isAdminAfterSignIn(email, 'walnut-kernel-9')).toBe(true);
  expect(admin(['demote', email]).code).toBe(0);
  expect(await isAdminAfterSignIn(email, 'walnut-kernel-9')).toBe(false);
  const missing = admin(['promote', uniqueEmail('nobody')]);
  expect(missing.code).toBe(1);
  expect(missing.err).toContain('There is no user with the email');
});

test('demo creates a shopper whose profile comes from the sign-up metadata', async () => {
  const email = uniqueEmail('demo');
  const result = admin(['demo', email]);
  expect(result.code).toBe(0);
  const password = /Password: (\S+)/.exec(result.out)![1]!;
  const client = clientFor(backend);
  const { data } = await client.auth.signInWithPassword({ email, password });
  const profile = await client.from('profiles').select('full_name, phone, city_id, country').eq('id', data.user!.id).single();
  expect(profile.data).toEqual({ full_name: 'Demo Shopper', phone: '+923551234567', city_id: 2, country: 'Pakistan' });
  expect(await client.rpc('is_admin')).toMatchObject({ data: false });
});

test('says clearly when the embedded backend is not running, and shows usage on bad input', () => {
  const stopped = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-stopped-'));
  try {
    fs.writeFileSync(
      path.join(stopped, 'supabase-local.json'),
      JSON.stringify({ url: 'http://127.0.0.1:9', anonKey: 'a', serviceRoleKey: 's' }),
    );
    const down = admin(['create', uniqueEmail()], { DATA_DIR: stopped });
    expect(down.code).toBe(1);
    expect(down.err).toContain('The embedded backend is not running at http://127.0.0.1:9');
    expect(down.err).toContain('npm run backend');
  } finally {
    fs.rmSync(stopped, { recursive: true, force: true });
  }
  const usage = admin(['frobnicate']);
  expect(usage.code).toBe(2);
  expect(usage.err).toContain('Unknown command "frobnicate"');
  expect(usage.err).toContain('Usage: npm run admin -- <command>');
});
