/**
 * The credentials of the embedded backend's payment sandbox (supabase/local/payments). They are not
 * secrets: the sandbox moves no money and is offered only when no real credentials are configured.
 */
export const SANDBOX_JAZZCASH = { merchantId: 'SANDBOXJC01', password: 'sandbox-pass', integritySalt: 'sandboxsalt01' } as const;
export const SANDBOX_EASYPAISA = { storeId: '90001', hashKey: 'SANDBOXHASHKEY16', username: 'sandbox', password: 'sandbox-pass' } as const;

/** Where each sandbox answers below the embedded backend's URL. */
export const SANDBOX_PATHS = {
  jazzcashForm: '/payments/jazzcash/merchantform',
  jazzcashInquiry: '/payments/jazzcash/inquire',
  easypaisaForm: '/payments/easypaisa/index',
  easypaisaConfirm: '/payments/easypaisa/confirm',
  easypaisaInquiry: '/payments/easypaisa/inquire-transaction',
} as const;

/** The shop's routes the providers call: the return URL the shopper comes back to and the server-to-server notification. */
export const SHOP_PAYMENT_PATHS = {
  callback: '/payment/callback',
  ipn: (provider: 'jazzcash' | 'easypaisa') => `/api/payments/${provider}/ipn`,
} as const;
