import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { easypaisaProvider } from './easypaisa';
import { jazzCashProvider } from './jazzcash';
import { SANDBOX_EASYPAISA, SANDBOX_JAZZCASH, SANDBOX_PATHS } from './sandbox';
import { WALLET_IDS, type WalletId, type WalletProvider } from './types';

/** The sandbox stands in for a wallet without credentials when the shop runs on the embedded backend (or PAYMENTS_SANDBOX=on). */
function sandboxActive(env: ServerEnv): boolean {
  if (env.PAYMENTS_SANDBOX) return env.PAYMENTS_SANDBOX === 'on';
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(env.SUPABASE_URL).hostname);
}

function jazzCash(env: ServerEnv): WalletProvider | null {
  if (env.JAZZCASH_MERCHANT_ID && env.JAZZCASH_PASSWORD && env.JAZZCASH_INTEGRITY_SALT) {
    const base = env.JAZZCASH_BASE_URL.replace(/\/$/, '');
    return jazzCashProvider({
      merchantId: env.JAZZCASH_MERCHANT_ID,
      password: env.JAZZCASH_PASSWORD,
      integritySalt: env.JAZZCASH_INTEGRITY_SALT,
      formUrl: `${base}/CustomerPortal/transactionmanagement/merchantform/`,
      inquiryUrl: `${base}/ApplicationAPI/API/PaymentInquiry/Inquire`,
      sandbox: false,
    });
  }
  if (!sandboxActive(env)) return null;
  const backend = env.SUPABASE_URL.replace(/\/$/, '');
  return jazzCashProvider({
    ...SANDBOX_JAZZCASH,
    formUrl: `${backend}${SANDBOX_PATHS.jazzcashForm}`,
    inquiryUrl: `${backend}${SANDBOX_PATHS.jazzcashInquiry}`,
    sandbox: true,
  });
}

function easypaisa(env: ServerEnv): WalletProvider | null {
  if (env.EASYPAISA_STORE_ID && env.EASYPAISA_HASH_KEY && env.EASYPAISA_USERNAME && env.EASYPAISA_PASSWORD && env.EASYPAISA_ACCOUNT_NUM) {
    const base = env.EASYPAISA_BASE_URL.replace(/\/$/, '');
    return easypaisaProvider({
      storeId: env.EASYPAISA_STORE_ID,
      hashKey: env.EASYPAISA_HASH_KEY,
      username: env.EASYPAISA_USERNAME,
      password: env.EASYPAISA_PASSWORD,
      accountNum: env.EASYPAISA_ACCOUNT_NUM,
      formUrl: `${base}/easypay/Index.jsf`,
      confirmUrl: `${base}/easypay/Confirm.jsf`,
      inquiryUrl: `${base}/easypay-service/rest/v4/inquire-transaction`,
      sandbox: false,
    });
  }
  if (!sandboxActive(env)) return null;
  const backend = env.SUPABASE_URL.replace(/\/$/, '');
  return easypaisaProvider({
    ...SANDBOX_EASYPAISA,
    accountNum: '0000000000',
    formUrl: `${backend}${SANDBOX_PATHS.easypaisaForm}`,
    confirmUrl: `${backend}${SANDBOX_PATHS.easypaisaConfirm}`,
    inquiryUrl: `${backend}${SANDBOX_PATHS.easypaisaInquiry}`,
    sandbox: true,
  });
}

/** The wallet's gateway, or null when it is neither configured nor covered by the sandbox. */
export function walletProvider(id: string, env: ServerEnv = serverEnv()): WalletProvider | null {
  if (id === 'jazzcash') return jazzCash(env);
  if (id === 'easypaisa') return easypaisa(env);
  return null;
}

/** The wallets the checkout offers now. */
export function offeredWallets(env: ServerEnv = serverEnv()): WalletProvider[] {
  return WALLET_IDS.map((id: WalletId) => walletProvider(id, env)).filter((provider) => provider !== null);
}

/** Where the checkout's payment form may be posted (the Content-Security-Policy's form-action). */
export function paymentFormOrigins(env: ServerEnv = serverEnv()): string[] {
  return [...new Set(offeredWallets(env).map((provider) => new URL(provider.formUrl).origin))];
}

/** False only for a wallet the shop cannot take now; other methods are place_order's to judge. */
export function walletOffered(paymentMethod: string, env: ServerEnv = serverEnv()): boolean {
  return !(WALLET_IDS as readonly string[]).includes(paymentMethod) || walletProvider(paymentMethod, env) !== null;
}
