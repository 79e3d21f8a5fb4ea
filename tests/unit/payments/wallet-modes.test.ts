/** @jest-environment node */
/**
 * Each wallet is live, in the sandbox or off by its own setting (JAZZCASH_MODE, EASYPAISA_MODE),
 * parsed once in lib/env.ts: never guessed from where the backend runs. Live mode without its
 * credentials, or credentials without a mode, is refused with a readable message.
 */
import type { ServerEnv } from '@/lib/env';
import { offeredWallets, walletOfMessage, walletProvider } from '@/lib/payments/providers';

const BACKEND = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'a'.repeat(40),
  SUPABASE_SERVICE_ROLE_KEY: 's'.repeat(40),
};
const JAZZCASH_CREDENTIALS = { JAZZCASH_MERCHANT_ID: 'MC1', JAZZCASH_PASSWORD: 'pw', JAZZCASH_INTEGRITY_SALT: 'salt' };

/** serverEnv() for exactly `settings`, read afresh. */
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

test('with no setting every wallet is off, even on a backend on this machine', () => {
  const env = envOf(BACKEND);
  expect([env.JAZZCASH_MODE, env.EASYPAISA_MODE]).toEqual(['off', 'off']);
  expect(offeredWallets(env)).toEqual([]);
});

test('sandbox mode points the wallet at SANDBOXES_URL with the sandbox credentials', () => {
  const env = envOf({ ...BACKEND, JAZZCASH_MODE: 'sandbox', SANDBOXES_URL: 'http://127.0.0.1:54999/' });
  const jazzCash = walletProvider('jazzcash', env);
  expect(jazzCash).toMatchObject({ id: 'jazzcash', sandbox: true, formUrl: 'http://127.0.0.1:54999/payments/jazzcash/merchantform' });
  expect(walletProvider('easypaisa', env)).toBeNull();
  expect(offeredWallets(env).map((wallet) => wallet.id)).toEqual(['jazzcash']);
});

test('live mode uses the provider and its credentials', () => {
  const env = envOf({ ...BACKEND, JAZZCASH_MODE: 'live', ...JAZZCASH_CREDENTIALS });
  expect(walletProvider('jazzcash', env)).toMatchObject({
    sandbox: false,
    formUrl: 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
  });
});

test('live mode without all its credentials, credentials without a mode, or an unknown mode are refused by name', () => {
  expect(() => envOf({ ...BACKEND, JAZZCASH_MODE: 'live', JAZZCASH_MERCHANT_ID: 'MC1' })).toThrow(
    'JAZZCASH_MODE: live mode needs JAZZCASH_PASSWORD, JAZZCASH_INTEGRITY_SALT',
  );
  expect(() => envOf({ ...BACKEND, ...JAZZCASH_CREDENTIALS })).toThrow(
    'JAZZCASH_MODE: JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD, JAZZCASH_INTEGRITY_SALT given: set JAZZCASH_MODE to live, sandbox or off',
  );
  expect(() => envOf({ ...BACKEND, EASYPAISA_MODE: 'on' })).toThrow('EASYPAISA_MODE must be live, sandbox or off');
});

test('a return is told apart by its fields: a checkout step first, then a result', () => {
  expect(walletOfMessage({ pp_TxnRefNo: 'T1', pp_ResponseCode: '000' })).toEqual({ wallet: 'jazzcash', step: false });
  expect(walletOfMessage({ orderRefNumber: 'T1', status: '0000' })).toEqual({ wallet: 'easypaisa', step: false });
  expect(walletOfMessage({ auth_token: 'abc' })).toEqual({ wallet: 'easypaisa', step: true });
  expect(walletOfMessage({ ref: 'T1' })).toBeNull();
});
