import { formatPakistaniMobile, isValidPhone, normalizePakistaniMobile, SPEC_PHONE_PATTERN } from '@/lib/phone/phone';

describe('normalizePakistaniMobile', () => {
  test.each([
    ['03551234567', '+923551234567'],
    ['0355-1234567', '+923551234567'],
    ['0355 123 4567', '+923551234567'],
    ['+92 355 1234567', '+923551234567'],
    ['+923551234567', '+923551234567'],
    ['923551234567', '+923551234567'],
    ['00923551234567', '+923551234567'],
    ['0092 355-1234567', '+923551234567'],
    ['0300-1234567', '+923001234567'],
    ['0345 9876543', '+923459876543'],
    ['0370-1234567', '+923701234567'],
    ['  03121234567  ', '+923121234567'],
    ['3551234567', '+923551234567'],
  ])('%s → %s (Gilgit-Baltistan 0355 included)', (input, expected) => {
    expect(normalizePakistaniMobile(input)).toBe(expected);
    expect(isValidPhone(input)).toBe(true);
  });

  test.each([
    ['05811-123456', 'a Gilgit landline'],
    ['051-1234567', 'an Islamabad landline'],
    ['+44 20 7946 0958', 'a foreign number'],
    ['0300-12345678', 'one digit too many'],
    ['0300-123456', 'one digit too few'],
    ['----------', 'only dashes'],
    ['0300 123 456a', 'a letter'],
    ['(0300) 1234567', 'brackets (not in the spec pattern)'],
    ['+92+3001234567', 'a second plus'],
    ['', 'nothing'],
  ])('%s (%s) is refused', (input) => {
    expect(normalizePakistaniMobile(input)).toBeNull();
    expect(isValidPhone(input)).toBe(false);
  });

  test("the spec's own pattern: optional +, then at least 10 digits, spaces or dashes", () => {
    expect(SPEC_PHONE_PATTERN.test('+923001234567')).toBe(true);
    expect(SPEC_PHONE_PATTERN.test('05811-123456')).toBe(true);
    expect(SPEC_PHONE_PATTERN.test('030012345')).toBe(false);
    expect(SPEC_PHONE_PATTERN.test('0300.1234567')).toBe(false);
  });
});

test('formatPakistaniMobile writes a stored number the Pakistani way', () => {
  expect(formatPakistaniMobile('+923551234567')).toBe('0355-1234567');
  expect(formatPakistaniMobile('landline 123')).toBe('landline 123');
});
