/** @jest-environment node */
import { createHash } from 'node:crypto';
import { hashedUserData, normalizeEmailForMeta, normalizePhoneForMeta, sha256Hex } from '@/lib/pixel/hash';

const independentSha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

test("email: Meta's sample John_Smith@gmail.com becomes john_smith@gmail.com", () => {
  expect(normalizeEmailForMeta('  John_Smith@gmail.com ')).toBe('john_smith@gmail.com');
  expect(normalizeEmailForMeta('   ')).toBeNull();
});

test.each([
  ['+1 (650) 555-1212', '16505551212'],
  ['0300-1234567', '923001234567'],
  ['+92 300 1234567', '923001234567'],
  ['+923001234567', '923001234567'],
  ['00923551234567', '923551234567'],
  ['923551234567', '923551234567'],
  ['0355 1234567', '923551234567'],
])('phone %s → %s (digits, country code, no leading zeros)', (input, expected) => {
  expect(normalizePhoneForMeta(input)).toBe(expected);
});

test('phone: nothing usable is null', () => {
  expect(normalizePhoneForMeta('call me')).toBeNull();
  expect(normalizePhoneForMeta('12')).toBeNull();
});

test('SHA-256 as lowercase hex: the FIPS 180-2 vector and an independent implementation', async () => {
  expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(await sha256Hex('john_smith@gmail.com')).toBe(independentSha256('john_smith@gmail.com'));
  expect(await sha256Hex('16505551212')).toBe(independentSha256('16505551212'));
  expect(await sha256Hex('john_smith@gmail.com')).toMatch(/^[0-9a-f]{64}$/);
});

test('hashedUserData normalises before hashing, so the spelling of the input does not matter', async () => {
  const a = await hashedUserData({ email: ' Amina@Example.COM', phone: '+92 355 1234567' });
  const b = await hashedUserData({ email: 'amina@example.com', phone: '0355-1234567' });
  expect(a).toEqual(b);
  expect(a).toEqual({ em: independentSha256('amina@example.com'), ph: independentSha256('923551234567') });
  expect(await hashedUserData({ email: null, phone: null })).toEqual({});
});
