/**
 * JazzCash in sandbox mode (JAZZCASH_MODE=sandbox): the credentials of the wallet sandbox
 * (sandboxes/payments) and where it answers below SANDBOXES_URL. Not secrets: the sandbox moves no money.
 */
export const SANDBOX_JAZZCASH = { merchantId: 'SANDBOXJC01', password: 'sandbox-pass', integritySalt: 'sandboxsalt01' } as const;

export const JAZZCASH_SANDBOX_PATHS = {
  form: '/payments/jazzcash/merchantform',
  inquiry: '/payments/jazzcash/inquire',
} as const;
