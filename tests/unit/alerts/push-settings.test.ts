/** @jest-environment node */
/**
 * The VAPID keys: set by environment (both or neither, a true pair) or made once and kept in
 * DATA_DIR/vapid-keys.json with mode 0600; the subject defaults to the owner's mail address.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import type { ServerEnv } from '@/lib/env';
import { loadVapidKeys } from '@/lib/providers/push/vapid-keys';

const BACKEND = { SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_ANON_KEY: 'a'.repeat(40), SUPABASE_SERVICE_ROLE_KEY: 's'.repeat(40) };

function envOf(settings: Record<string, string>): ServerEnv {
  const saved = process.env;
  process.env = { ...settings } as NodeJS.ProcessEnv;
  try {
    let env: ServerEnv | undefined;
    jest.isolateModules(() => {
      env = (jest.requireActual('@/lib/env') as typeof import('@/lib/env')).serverEnv();
    });
    return env!;
  } finally {
    process.env = saved;
  }
}

let dataDir: string;
beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'))));
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('a pair set by environment is used as it is, with the subject given or the owner’s address', () => {
  const keys = webpush.generateVAPIDKeys();
  const env = envOf({ ...BACKEND, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, DATA_DIR: dataDir });
  expect(env.VAPID_SUBJECT).toBe('mailto:orders@gilgitdryfruits.pk');
  expect(loadVapidKeys(env)).toEqual(keys);
  expect(fs.readdirSync(dataDir)).toEqual([]);
  expect(envOf({ ...BACKEND, VAPID_SUBJECT: 'https://gilgitdryfruits.pk/contact-us' }).VAPID_SUBJECT).toBe(
    'https://gilgitdryfruits.pk/contact-us',
  );
});

test('half a pair, a key of another pair, an odd key or an http: subject are refused by name', () => {
  const [one, two] = [webpush.generateVAPIDKeys(), webpush.generateVAPIDKeys()];
  expect(() => envOf({ ...BACKEND, VAPID_PUBLIC_KEY: one.publicKey })).toThrow(
    'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
  );
  expect(() => envOf({ ...BACKEND, VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: two.privateKey })).toThrow(
    'VAPID_PRIVATE_KEY: VAPID_PRIVATE_KEY is not the private half of VAPID_PUBLIC_KEY',
  );
  expect(() => envOf({ ...BACKEND, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: one.privateKey })).toThrow(
    'VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)',
  );
  expect(() => envOf({ ...BACKEND, VAPID_SUBJECT: 'http://gilgitdryfruits.pk' })).toThrow(
    'VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: address or an https: URL',
  );
});

test('without a pair set, one is made in DATA_DIR (mode 0600) and kept from then on', () => {
  const env = envOf({ ...BACKEND, DATA_DIR: dataDir });
  expect(env.DATA_DIR).toBe(dataDir);
  const made = loadVapidKeys(env);
  const file = path.join(dataDir, 'vapid-keys.json');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(made.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  expect(loadVapidKeys(env)).toEqual(made);
  fs.writeFileSync(file, '{"publicKey": "x"}');
  expect(() => loadVapidKeys(env)).toThrow('vapid-keys.json: publicKey is not a base64url P-256 public key');
});
