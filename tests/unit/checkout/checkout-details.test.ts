import { CITY_REQUIRED, EMAIL_INVALID, EMAIL_REQUIRED, validate } from '@/lib/auth/schemas';
import { accountCheckoutDetailsSchema, checkoutDetailsSchema, TOWN_MAX_LENGTH, TOWN_REQUIRED } from '@/lib/checkout/schema';

/** Checkout by phone and "My town is not listed" (issue 18): the form's rules; the database's are compared in db-field-limits. */
const DETAILS = {
  email: '',
  fullName: 'Sana Baig',
  phone: '0355-1234567',
  address: 'House 4, Jamaat Khana road',
  postalCode: '46000',
  cityId: 30,
  town: null,
  notes: '',
};

describe('a guest checks out by phone', () => {
  test.each(['', '   ', undefined, null, 42])('no e-mail (%j) is no e-mail', (email) => {
    const checked = validate(checkoutDetailsSchema, { ...DETAILS, email });
    expect(checked).toEqual({ ok: true, data: expect.objectContaining({ email: null, phone: '+923551234567' }) });
  });

  test('an e-mail, when given, must be one, and is kept in lower case', () => {
    expect(validate(checkoutDetailsSchema, { ...DETAILS, email: 'amina' })).toEqual({ ok: false, fieldErrors: { email: EMAIL_INVALID } });
    expect(validate(checkoutDetailsSchema, { ...DETAILS, email: ' Amina@Example.PK ' })).toEqual({
      ok: true,
      data: expect.objectContaining({ email: 'amina@example.pk' }),
    });
  });

  test('the phone stays required', () => {
    expect(validate(checkoutDetailsSchema, { ...DETAILS, phone: '' })).toEqual({
      ok: false,
      fieldErrors: { phone: 'Phone number is required' },
    });
  });

  test("a signed-in shopper's form still needs the e-mail (it starts as the account's)", () => {
    expect(validate(accountCheckoutDetailsSchema, DETAILS)).toEqual({ ok: false, fieldErrors: { email: EMAIL_REQUIRED } });
    expect(validate(accountCheckoutDetailsSchema, { ...DETAILS, email: 'sana@example.pk' }).ok).toBe(true);
  });
});

describe('my town is not listed', () => {
  test('no town (missing or null) means the city is the place', () => {
    const { town: _town, ...withoutTown } = DETAILS;
    expect(validate(checkoutDetailsSchema, withoutTown)).toEqual({ ok: true, data: expect.objectContaining({ town: null, cityId: 30 }) });
    expect(validate(checkoutDetailsSchema, DETAILS)).toEqual({ ok: true, data: expect.objectContaining({ town: null }) });
  });

  test('a typed town is cleaned like other text and kept beside the nearest city', () => {
    expect(validate(checkoutDetailsSchema, { ...DETAILS, town: '  Mandra \t Chowk ' })).toEqual({
      ok: true,
      data: expect.objectContaining({ town: 'Mandra Chowk', cityId: 30 }),
    });
  });

  test.each([
    ['', TOWN_REQUIRED],
    ['   ', TOWN_REQUIRED],
    [7, TOWN_REQUIRED],
    ['M', 'Town must be at least 2 characters'],
    ['x'.repeat(TOWN_MAX_LENGTH + 1), `Town must be at most ${TOWN_MAX_LENGTH} characters`],
  ])('town %j: %s', (town, message) => {
    expect(validate(checkoutDetailsSchema, { ...DETAILS, town })).toEqual({ ok: false, fieldErrors: { town: message } });
  });

  test('2 and 60 characters are accepted; the nearest city is still required', () => {
    expect(validate(checkoutDetailsSchema, { ...DETAILS, town: 'Ab' }).ok).toBe(true);
    expect(validate(checkoutDetailsSchema, { ...DETAILS, town: 'ع'.repeat(TOWN_MAX_LENGTH) }).ok).toBe(true);
    expect(validate(checkoutDetailsSchema, { ...DETAILS, town: 'Mandra', cityId: null })).toEqual({
      ok: false,
      fieldErrors: { cityId: CITY_REQUIRED },
    });
  });
});
