import { DEMO_BANK_ACCOUNT, shopBankAccount } from '@/lib/checkout/bank-account';

const configured = {
  SHOP_BANK_NAME: 'Habib Bank Limited, Airport Road, Gilgit',
  SHOP_BANK_ACCOUNT_TITLE: 'Gilgit Dry Fruits',
  SHOP_BANK_ACCOUNT_NUMBER: '1234-56789012-03',
  SHOP_BANK_IBAN: 'pk36 hbpk 0000 1234 5678 9012',
};

test('with no SHOP_BANK_* variables the demo account is shown', () => {
  expect(shopBankAccount({})).toEqual(DEMO_BANK_ACCOUNT);
  expect(shopBankAccount({ SHOP_BANK_IBAN: '  ' })).toEqual(DEMO_BANK_ACCOUNT);
});

test('all four set: the shop\'s account, the IBAN without spaces and in capitals', () => {
  expect(shopBankAccount(configured)).toEqual({
    bankName: 'Habib Bank Limited, Airport Road, Gilgit',
    accountTitle: 'Gilgit Dry Fruits',
    accountNumber: '1234-56789012-03',
    iban: 'PK36HBPK0000123456789012',
  });
});

test('a partial setting is refused, naming what is missing', () => {
  const { SHOP_BANK_IBAN: _iban, SHOP_BANK_NAME: _name, ...partial } = configured;
  expect(() => shopBankAccount(partial)).toThrow('missing: SHOP_BANK_NAME, SHOP_BANK_IBAN');
});

test.each([
  [{ SHOP_BANK_IBAN: 'GB82WEST12345698765432' }, 'SHOP_BANK_IBAN must be a Pakistani IBAN'],
  [{ SHOP_BANK_IBAN: 'PK36HBPK00001234567890' }, 'SHOP_BANK_IBAN must be a Pakistani IBAN'],
  [{ SHOP_BANK_ACCOUNT_NUMBER: 'call us' }, 'SHOP_BANK_ACCOUNT_NUMBER must be digits'],
  [{ SHOP_BANK_ACCOUNT_TITLE: 'x'.repeat(81) }, 'SHOP_BANK_ACCOUNT_TITLE is longer than 80 characters'],
])('a malformed value is refused with the reason: %j', (override, message) => {
  expect(() => shopBankAccount({ ...configured, ...override })).toThrow(message);
});
