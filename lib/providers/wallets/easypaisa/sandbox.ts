/**
 * Easypaisa in sandbox mode (EASYPAISA_MODE=sandbox): the credentials of the wallet sandbox
 * (sandboxes/payments) and where it answers below SANDBOXES_URL. Not secrets: the sandbox moves no money.
 */
export const SANDBOX_EASYPAISA = { storeId: '90001', hashKey: 'SANDBOXHASHKEY16', username: 'sandbox', password: 'sandbox-pass' } as const;

export const EASYPAISA_SANDBOX_PATHS = {
  form: '/payments/easypaisa/index',
  confirm: '/payments/easypaisa/confirm',
  inquiry: '/payments/easypaisa/inquire-transaction',
} as const;
