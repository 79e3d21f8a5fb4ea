/**
 * A filled-in bank account for the shop settings: tests that place bank-transfer orders set it first
 * (place_order refuses bank transfer while the shop has no account to pay into).
 */
export const TEST_BANK_ACCOUNT = {
  bank_name: 'Habib Bank Limited, Airport Road, Gilgit',
  bank_account_title: 'Gilgit Dry Fruits',
  bank_account_number: '1234-56789012-03',
  bank_iban: 'PK74HBPK0000123456789012',
} as const;

/** The same as SQL, for tests that hold the database itself. */
export const FILL_BANK_ACCOUNT_SQL = `update public.shop_settings set bank_name = '${TEST_BANK_ACCOUNT.bank_name}', bank_account_title = '${TEST_BANK_ACCOUNT.bank_account_title}', bank_account_number = '${TEST_BANK_ACCOUNT.bank_account_number}', bank_iban = '${TEST_BANK_ACCOUNT.bank_iban}'`;
