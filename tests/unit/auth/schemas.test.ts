import {
  ADDRESS_REQUIRED,
  ADDRESS_TOO_LONG,
  ADDRESS_TOO_SHORT,
  CITY_INVALID,
  CITY_REQUIRED,
  CONFIRM_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  forgotPasswordSchema,
  FULL_NAME_REQUIRED,
  FULL_NAME_TOO_LONG,
  FULL_NAME_TOO_SHORT,
  loginSchema,
  newPasswordSchema,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  PHONE_INVALID,
  PHONE_REQUIRED,
  POSTAL_CODE_INVALID,
  POSTAL_CODE_REQUIRED,
  profileSchema,
  signupSchema,
  validate,
} from '@/lib/auth/schemas';

const VALID_SIGNUP = {
  email: ' Amina.Khan@Example.com ',
  password: 'apricot6',
  fullName: '  Amina   Khan ',
  phone: '0355-1234567',
  address: 'House 12, Jutial, near the polo ground',
  postalCode: '15100',
  cityId: 1,
  country: 'Somewhere else',
};

test("the spec's messages, word for word (§5)", () => {
  expect(EMAIL_REQUIRED).toBe('Email is required');
  expect(EMAIL_INVALID).toBe('Please enter a valid email address');
  expect(PASSWORD_REQUIRED).toBe('Password is required');
  expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters long');
  expect(FULL_NAME_REQUIRED).toBe('Full name is required');
  expect(PHONE_REQUIRED).toBe('Phone number is required');
  expect(PHONE_INVALID).toBe('Please enter a valid phone number');
  expect(ADDRESS_REQUIRED).toBe('Address is required');
  expect(POSTAL_CODE_REQUIRED).toBe('Postal code is required');
  expect(CITY_REQUIRED).toBe('City is required');
  expect(CITY_INVALID).toBe('Please select a valid city');
});

describe('login', () => {
  test('empty: email and password required', () => {
    expect(validate(loginSchema, { email: '', password: '' })).toEqual({
      ok: false,
      fieldErrors: { email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED },
    });
  });

  test('blank, missing or non-string values count as empty', () => {
    expect(validate(loginSchema, { email: '   ', password: 123 })).toEqual({
      ok: false,
      fieldErrors: { email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED },
    });
    expect(validate(loginSchema, undefined)).toMatchObject({ ok: false, fieldErrors: { email: EMAIL_REQUIRED } });
  });

  test.each(['amina', 'amina@', 'amina@example', '@example.com', 'amina @example.com', 'amina@example..com'])(
    '%s is not an email address',
    (email) => {
      expect(validate(loginSchema, { email, password: 'secret1' })).toEqual({ ok: false, fieldErrors: { email: EMAIL_INVALID } });
    },
  );

  test('a password shorter than 6 characters', () => {
    expect(validate(loginSchema, { email: 'a@example.com', password: '12345' })).toEqual({
      ok: false,
      fieldErrors: { password: PASSWORD_TOO_SHORT },
    });
  });

  test('a password beyond 72 bytes (bcrypt) is refused rather than cut', () => {
    expect(validate(loginSchema, { email: 'a@example.com', password: 'é'.repeat(37) })).toEqual({
      ok: false,
      fieldErrors: { password: PASSWORD_TOO_LONG },
    });
    expect(validate(loginSchema, { email: 'a@example.com', password: 'x'.repeat(72) }).ok).toBe(true);
  });

  test('valid: the email is trimmed and lower-cased, the password kept as typed', () => {
    expect(validate(loginSchema, { email: ' A@Example.COM ', password: ' secret ' })).toEqual({
      ok: true,
      data: { email: 'a@example.com', password: ' secret ' },
    });
  });
});

describe('signup', () => {
  test('an empty form gets every required message', () => {
    expect(validate(signupSchema, {})).toEqual({
      ok: false,
      fieldErrors: {
        email: EMAIL_REQUIRED,
        password: PASSWORD_REQUIRED,
        fullName: FULL_NAME_REQUIRED,
        phone: PHONE_REQUIRED,
        address: ADDRESS_REQUIRED,
        postalCode: POSTAL_CODE_REQUIRED,
        cityId: CITY_REQUIRED,
      },
    });
  });

  test('a valid form is normalised, and the country is always Pakistan', () => {
    expect(validate(signupSchema, VALID_SIGNUP)).toEqual({
      ok: true,
      data: {
        email: 'amina.khan@example.com',
        password: 'apricot6',
        fullName: 'Amina Khan',
        phone: '+923551234567',
        address: 'House 12, Jutial, near the polo ground',
        postalCode: '15100',
        cityId: 1,
        country: 'Pakistan',
      },
    });
  });

  test.each(['12345', '05811-123456', '+44 20 7946 0958', '0300-12345678', 'abc-defg-hij'])(
    'phone %s: Please enter a valid phone number',
    (phone) => {
      expect(validate(signupSchema, { ...VALID_SIGNUP, phone })).toEqual({ ok: false, fieldErrors: { phone: PHONE_INVALID } });
    },
  );

  test.each(['+92 355 1234567', '0092-355-1234567', '923551234567', '0355 1234567'])(
    'phone %s is a Gilgit-Baltistan mobile, stored as +923551234567',
    (phone) => {
      expect(validate(signupSchema, { ...VALID_SIGNUP, phone })).toMatchObject({ ok: true, data: { phone: '+923551234567' } });
    },
  );

  test('city: nothing chosen is "City is required"; text not picked from the list is "Please select a valid city"', () => {
    expect(validate(signupSchema, { ...VALID_SIGNUP, cityId: null })).toEqual({ ok: false, fieldErrors: { cityId: CITY_REQUIRED } });
    expect(validate(signupSchema, { ...VALID_SIGNUP, cityId: '' })).toEqual({ ok: false, fieldErrors: { cityId: CITY_REQUIRED } });
    expect(validate(signupSchema, { ...VALID_SIGNUP, cityId: 'Atlantis' })).toEqual({ ok: false, fieldErrors: { cityId: CITY_INVALID } });
    expect(validate(signupSchema, { ...VALID_SIGNUP, cityId: -3 })).toEqual({ ok: false, fieldErrors: { cityId: CITY_INVALID } });
    expect(validate(signupSchema, { ...VALID_SIGNUP, cityId: 1.5 })).toEqual({ ok: false, fieldErrors: { cityId: CITY_INVALID } });
    expect(validate(signupSchema, { ...VALID_SIGNUP, cityId: '7' })).toMatchObject({ ok: true, data: { cityId: 7 } });
  });

  test('postal codes are five digits', () => {
    expect(validate(signupSchema, { ...VALID_SIGNUP, postalCode: 'GB-15' })).toEqual({
      ok: false,
      fieldErrors: { postalCode: POSTAL_CODE_INVALID },
    });
  });

  test('a name of 2 to 100 characters and an address of 5 to 500, counted after blank runs become one space', () => {
    expect(validate(signupSchema, { ...VALID_SIGNUP, fullName: ' A ' })).toEqual({
      ok: false,
      fieldErrors: { fullName: FULL_NAME_TOO_SHORT },
    });
    expect(validate(signupSchema, { ...VALID_SIGNUP, fullName: 'x'.repeat(101) })).toEqual({
      ok: false,
      fieldErrors: { fullName: FULL_NAME_TOO_LONG },
    });
    expect(validate(signupSchema, { ...VALID_SIGNUP, fullName: '😀'.repeat(100) })).toMatchObject({ ok: true });
    expect(validate(signupSchema, { ...VALID_SIGNUP, address: 'Home' })).toEqual({
      ok: false,
      fieldErrors: { address: ADDRESS_TOO_SHORT },
    });
    expect(validate(signupSchema, { ...VALID_SIGNUP, address: 'x'.repeat(501) })).toEqual({
      ok: false,
      fieldErrors: { address: ADDRESS_TOO_LONG },
    });
    expect(validate(signupSchema, { ...VALID_SIGNUP, address: 'House 12\n\n Jutial' })).toMatchObject({
      ok: true,
      data: { address: 'House 12 Jutial' },
    });
    expect([FULL_NAME_TOO_SHORT, FULL_NAME_TOO_LONG, ADDRESS_TOO_SHORT, ADDRESS_TOO_LONG]).toEqual([
      'Full name must be at least 2 characters',
      'Full name must be at most 100 characters',
      'Address must be at least 5 characters',
      'Address must be at most 500 characters',
    ]);
  });
});

test('profile (settings) uses the same field rules', () => {
  expect(validate(profileSchema, { fullName: '', phone: '0300', address: '', postalCode: '', cityId: undefined })).toEqual({
    ok: false,
    fieldErrors: {
      fullName: FULL_NAME_REQUIRED,
      phone: PHONE_INVALID,
      address: ADDRESS_REQUIRED,
      postalCode: POSTAL_CODE_REQUIRED,
      cityId: CITY_REQUIRED,
    },
  });
});

test('forgot password asks only for the email, and only that it is there', () => {
  expect(validate(forgotPasswordSchema, { email: '' })).toEqual({ ok: false, fieldErrors: { email: EMAIL_REQUIRED } });
  expect(validate(forgotPasswordSchema, { email: ' someone@example.com ', password: 'ignored' })).toEqual({
    ok: true,
    data: { email: 'someone@example.com' },
  });
});

test('a new password: the same length rule, confirmed', () => {
  expect(validate(newPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
    ok: false,
    fieldErrors: { password: PASSWORD_REQUIRED, confirmPassword: CONFIRM_PASSWORD_REQUIRED },
  });
  expect(validate(newPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
    ok: false,
    fieldErrors: { password: PASSWORD_TOO_SHORT },
  });
  expect(validate(newPasswordSchema, { password: 'walnut77', confirmPassword: 'walnut78' })).toEqual({
    ok: false,
    fieldErrors: { confirmPassword: PASSWORDS_DIFFER },
  });
  expect(validate(newPasswordSchema, { password: 'walnut77', confirmPassword: 'walnut77' }).ok).toBe(true);
});
