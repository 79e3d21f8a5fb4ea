/** @jest-environment node */
/**
 * Each courier is live, in the sandbox or off by its own setting (LEOPARDS_MODE, POSTEX_MODE), parsed
 * once in lib/env.ts; live mode without its credentials, or credentials without a mode, is refused.
 */
import type { ServerEnv } from '@/lib/env';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COURIER_IDS, COURIERS, courierFromEnv, isCourierId } from '@/lib/providers/couriers/registry';

const BACKEND = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'a'.repeat(40),
  SUPABASE_SERVICE_ROLE_KEY: 's'.repeat(40),
};

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

test('the registry knows Leopards and PostEx by the ids shipments store', () => {
  expect(COURIER_IDS).toEqual(['leopards', 'postex']);
  expect(Object.keys(COURIERS)).toEqual(COURIER_IDS);
  expect([isCourierId('postex'), isCourierId('tcs'), isCourierId('toString')]).toEqual([true, false, false]);
});

test('with no setting every courier is off', () => {
  const env = envOf(BACKEND);
  expect(COURIER_IDS.map((id) => courierFromEnv(id, env))).toEqual([null, null]);
});

test('sandbox mode points each courier at SANDBOXES_URL', () => {
  const env = envOf({ ...BACKEND, LEOPARDS_MODE: 'sandbox', POSTEX_MODE: 'sandbox', SANDBOXES_URL: 'http://127.0.0.1:54999/' });
  const leopards = courierFromEnv('leopards', env)!;
  const postEx = courierFromEnv('postex', env)!;
  expect([leopards.sandbox, postEx.sandbox]).toEqual([true, true]);
  expect(leopards.trackingUrl('LE7500000001')).toBe('http://127.0.0.1:54999/leopards/sandbox/parcels/LE7500000001');
  expect(postEx.trackingUrl('20000000000001')).toBe('http://127.0.0.1:54999/postex/sandbox/parcels/20000000000001');
});

test('live mode takes the credentials', () => {
  const env = envOf({
    ...BACKEND,
    LEOPARDS_MODE: 'live',
    LEOPARDS_API_KEY: 'k',
    LEOPARDS_API_PASSWORD: 'p',
    POSTEX_MODE: 'live',
    POSTEX_TOKEN: 't',
  });
  expect(courierFromEnv('leopards', env)).toMatchObject({ id: 'leopards', sandbox: false });
  expect(courierFromEnv('postex', env)).toMatchObject({ id: 'postex', sandbox: false });
  expect(env.LEOPARDS_API_URL).toBe('https://merchantapi.leopardscourier.com/api');
});

test('live mode without credentials, or credentials without a mode, is refused', () => {
  expect(() => envOf({ ...BACKEND, LEOPARDS_MODE: 'live', LEOPARDS_API_KEY: 'k' })).toThrow(
    'LEOPARDS_MODE: live mode needs LEOPARDS_API_PASSWORD',
  );
  expect(() => envOf({ ...BACKEND, POSTEX_TOKEN: 't' })).toThrow(
    'POSTEX_MODE: POSTEX_TOKEN given: set POSTEX_MODE to live, sandbox or off',
  );
  expect(() => envOf({ ...BACKEND, POSTEX_MODE: 'on' })).toThrow('POSTEX_MODE must be live, sandbox or off');
});

test('COURIER_TIMEOUT_MS is a whole number of milliseconds between 1 and 60 s, unset by default', () => {
  expect(envOf(BACKEND).COURIER_TIMEOUT_MS).toBeUndefined();
  expect(envOf({ ...BACKEND, COURIER_TIMEOUT_MS: '2500' }).COURIER_TIMEOUT_MS).toBe(2500);
  expect(() => envOf({ ...BACKEND, COURIER_TIMEOUT_MS: '999' })).toThrow('COURIER_TIMEOUT_MS must be at least 1000');
  expect(() => envOf({ ...BACKEND, COURIER_TIMEOUT_MS: '60001' })).toThrow('COURIER_TIMEOUT_MS must be at most 60000');
  expect(() => envOf({ ...BACKEND, COURIER_TIMEOUT_MS: '1.5e3x' })).toThrow('COURIER_TIMEOUT_MS must be a whole number of milliseconds');
  expect(() => envOf({ ...BACKEND, COURIER_TIMEOUT_MS: '2000.5' })).toThrow('COURIER_TIMEOUT_MS must be a whole number of milliseconds');
});

test('every courier list in the database is the registry’s (tables’ checks and functions’ guards)', () => {
  const schema = readFileSync(path.join(process.cwd(), 'supabase/schema.sql'), 'utf8');
  const checks = [...schema.matchAll(/courier = ANY \(ARRAY\[([^\]]*)\]\)/g)].map((match) => match[1]!.replaceAll('::text', ''));
  const guards = [...schema.matchAll(/courier not in \(([^)]*)\)/g)].map((match) => match[1]!);
  expect(checks.length).toBeGreaterThanOrEqual(3);
  expect(guards.length).toBeGreaterThanOrEqual(1);
  const listed = COURIER_IDS.map((id) => `'${id}'`).join(', ');
  for (const list of [...checks, ...guards]) expect(list).toBe(listed);
});
