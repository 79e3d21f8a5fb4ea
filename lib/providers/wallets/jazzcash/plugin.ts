import type { WalletPlugin } from '../wallet';
import { jazzCashProvider } from './provider';
import { JAZZCASH_SANDBOX_PATHS, SANDBOX_JAZZCASH } from './sandbox';

/** JazzCash page redirection (MWALLET), live or in the sandboxes service, as JAZZCASH_MODE says. */
export const jazzCashPlugin: WalletPlugin = {
  fromEnv(env) {
    if (env.JAZZCASH_MODE === 'sandbox') {
      return jazzCashProvider({
        ...SANDBOX_JAZZCASH,
        formUrl: `${env.SANDBOXES_URL}${JAZZCASH_SANDBOX_PATHS.form}`,
        inquiryUrl: `${env.SANDBOXES_URL}${JAZZCASH_SANDBOX_PATHS.inquiry}`,
        sandbox: true,
      });
    }
    if (env.JAZZCASH_MODE !== 'live') return null;
    const base = env.JAZZCASH_BASE_URL.replace(/\/$/, '');
    return jazzCashProvider({
      // lib/env.ts refuses live mode without all three.
      merchantId: env.JAZZCASH_MERCHANT_ID!,
      password: env.JAZZCASH_PASSWORD!,
      integritySalt: env.JAZZCASH_INTEGRITY_SALT!,
      formUrl: `${base}/CustomerPortal/transactionmanagement/merchantform/`,
      inquiryUrl: `${base}/ApplicationAPI/API/PaymentInquiry/Inquire`,
      sandbox: false,
    });
  },
  sentMessage: (params) => 'pp_TxnRefNo' in params || 'pp_ResponseCode' in params,
  sentCheckoutStep: () => false,
};
