// The IBAN's check digits, one rule in two places: lib/settings/iban.ts for the console's form and
// private.iban_check_digits_match for shop_settings' check. Both must agree on every value here, and
// the database must refuse a wrong IBAN however it is written. On PGlite and on PostgreSQL.
import { ibanCheckDigitsMatch } from '@/lib/settings/iban';
import { createUser, errorOf, queryAs, setUpMigratedDatabase, type UserCaller } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL, TEST_BANK_ACCOUNT } from '../support/shop-settings';

const t = setUpMigratedDatabase();
let admin: UserCaller;

beforeAll(async () => {
  admin = await createUser(t.db, { admin: true });
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
});

const SAMPLES = [
  'PK36SCBL0000001123456702',
  'PK74HBPK0000123456789012',
  'PK36HABB0012345678901234',
  'PK72HABB0012345678901234',
  'PK00MEZN0001010100000000',
  'PK99ZZZZ9999999999999999',
  'PK36SCBL0000001123456720',
];

test('the database and the form agree on which check digits match', async () => {
  const { rows } = await t.db.query<{ iban: string; matches: boolean }>(
    'select iban, private.iban_check_digits_match(iban) as matches from unnest($1::text[]) as iban',
    [SAMPLES],
  );
  expect(rows.map((row) => [row.iban, row.matches])).toEqual(SAMPLES.map((iban) => [iban, ibanCheckDigitsMatch(iban)]));
  expect(rows.filter((row) => row.matches).length).toBeGreaterThanOrEqual(3);
});

test('an admin cannot save an IBAN whose check digits do not match, and the saved one stays', async () => {
  const error = await errorOf(() => queryAs(t.db, admin, "update public.shop_settings set bank_iban = 'PK36HABB0012345678901234'"));
  expect(error.code).toBe('23514');
  const [settings] = await queryAs<{ bank_iban: string }>(t.db, admin, 'select bank_iban from public.shop_settings');
  expect(settings!.bank_iban).toBe(TEST_BANK_ACCOUNT.bank_iban);
  await queryAs(t.db, admin, "update public.shop_settings set bank_iban = 'PK72HABB0012345678901234'");
  await queryAs(t.db, admin, 'update public.shop_settings set bank_iban = $1', [TEST_BANK_ACCOUNT.bank_iban]);
});
