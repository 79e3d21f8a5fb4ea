import type { WalletPlugin } from '../wallet';
import { easypaisaProvider } from './provider';
import { EASYPAISA_SANDBOX_PATHS, SANDBOX_EASYPAISA } from './sandbox';

/** Easypaisa's Easypay hosted checkout, live or in the sandboxes service, as EASYPAISA_MODE says. */
export const easypaisaPlugin: WalletPlugin = {
  fromEnv(env) {
    if (env.EASYPAISA_MODE === 'sandbox') {
      return easypaisaProvider({
        ...SANDBOX_EASYPAISA,
        accountNum: '0000000000',
        formUrl: `${env.SANDBOXES_URL}${EASYPAISA_SANDBOX_PATHS.form}`,
        confirmUrl: `${env.SANDBOXES_URL}${EASYPAISA_SANDBOX_PATHS.confirm}`,
        inquiryUrl: `${env.SANDBOXES_URL}${EASYPAISA_SANDBOX_PATHS.inquiry}`,
        sandbox: true,
      });
    }
    if (env.EASYPAISA_MODE !== 'live') return null;
    const base = env.EASYPAISA_BASE_URL.replace(/\/$/, '');
    return easypaisaProvider({
      // lib/env.ts refuses live mode without all five.
      storeId: env.EASYPAISA_STORE_ID!,
      hashKey: env.EASYPAISA_HASH_KEY!,
      username: env.EASYPAISA_USERNAME!,
      password: env.EASYPAISA_PASSWORD!,
      accountNum: env.EASYPAISA_ACCOUNT_NUM!,
      formUrl: `${base}/easypay/Index.jsf`,
      confirmUrl: `${base}/easypay/Confirm.jsf`,
      inquiryUrl: `${base}/easypay-service/rest/v4/inquire-transaction`,
      sandbox: false,
    });
  },
  sentMessage: (params) => 'orderRefNumber' in params || 'orderRefNum' in params,
  sentCheckoutStep: (params) => 'auth_token' in params,
};
