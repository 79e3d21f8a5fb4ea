import { ibanCheckDigitsMatch } from '@/lib/settings/iban';
import { SETTINGS_MESSAGES, shopSettingsSchema, toSettingsForm } from '@/lib/settings/schema';
import { FILLED_SETTINGS } from './fixtures';

test("an IBAN's check digits match the rest of it (ISO 13616, mod 97)", () => {
  // The registry's example for Pakistan, and the shop's test account.
  expect(ibanCheckDigitsMatch('PK36SCBL0000001123456702')).toBe(true);
  expect(ibanCheckDigitsMatch('PK74HBPK0000123456789012')).toBe(true);
});

test('one digit mistyped, two digits swapped or the check digits changed do not match', () => {
  expect(ibanCheckDigitsMatch('PK36HABB0012345678901234')).toBe(false);
  expect(ibanCheckDigitsMatch('PK36SCBL0000001123456703')).toBe(false);
  expect(ibanCheckDigitsMatch('PK36SCBL0000001123456720')).toBe(false);
  expect(ibanCheckDigitsMatch('PK37SCBL0000001123456702')).toBe(false);
  expect(ibanCheckDigitsMatch('PK36SCBL00000011234567-2')).toBe(false);
});

test('the settings form refuses an IBAN whose check digits do not match, in words, and takes it with spaces when they do', () => {
  const form = toSettingsForm(FILLED_SETTINGS);
  const wrong = shopSettingsSchema.safeParse({ ...form, bankIban: 'PK36HABB0012345678901234' });
  expect(wrong.success).toBe(false);
  expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['bankIban', SETTINGS_MESSAGES.bankIbanCheckDigits],
  ]);
  const badShape = shopSettingsSchema.safeParse({ ...form, bankIban: 'PK36 HABB' });
  expect(badShape.error?.issues.map((issue) => issue.message)).toEqual([SETTINGS_MESSAGES.bankIban]);
  const spaced = shopSettingsSchema.safeParse({ ...form, bankIban: 'pk36 scbl 0000 0011 2345 6702' });
  expect(spaced.success && spaced.data.bankIban).toBe('PK36SCBL0000001123456702');
});
