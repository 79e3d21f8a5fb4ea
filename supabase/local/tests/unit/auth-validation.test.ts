/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AuthError } from '../../auth/errors.ts';
import { checkPasswordStrength, assertPasswordStrength } from '../../auth/passwords.ts';
import { globToRegExp, isRedirectAllowed, resolveRedirect } from '../../auth/redirect.ts';
import { parseDurationMs, validateEmail, validatePkceParams, verifyCodeChallenge } from '../../auth/validation.ts';
import { ApiRequest } from '../../http/request.ts';
import { thrownError } from '../support/thrown-error.ts';

const thrown = (fn: () => unknown) => thrownError(AuthError, fn);

describe('email addresses', () => {
  test('are lower-cased when valid', () => {
    expect(validateEmail('Alice.Smith+shop@Example.COM')).toBe('alice.smith+shop@example.com');
  });

  test.each([
    ['', 'An email address is required'],
    ['not-an-email', 'Unable to validate email address: invalid format'],
    ['a@b@c.com', 'Unable to validate email address: invalid format'],
    [`${'a'.repeat(250)}@x.com`, 'An email address is too long'],
  ])('%j is refused with 400 validation_failed', (input, message) => {
    const error = thrown(() => validateEmail(input));
    expect([error.status, error.code, error.message]).toEqual([400, 'validation_failed', message]);
  });
});

describe('passwords', () => {
  test('shorter than the minimum is weak, with the reason', () => {
    expect(checkPasswordStrength('12345', 6)).toEqual({ reasons: ['length'], message: 'Password should be at least 6 characters.' });
    expect(checkPasswordStrength('123456', 6)).toBeNull();
    const error = thrown(() => assertPasswordStrength('abc', 6));
    expect([error.status, error.code, error.extra]).toEqual([422, 'weak_password', { weak_password: { reasons: ['length'] } }]);
  });

  test('more than 72 bytes is refused, counted in UTF-8 as bcrypt reads it', () => {
    expect(checkPasswordStrength('a'.repeat(72), 6)).toBeNull();
    const error = thrown(() => checkPasswordStrength('é'.repeat(37), 6));
    expect([error.status, error.code, error.message]).toEqual([400, 'validation_failed', 'Password cannot be longer than 72 characters']);
  });
});

describe('PKCE', () => {
  const verifier = 'a3f9'.repeat(28);
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  test('the method is stored lower-case, and both parameters go together', () => {
    expect(validatePkceParams(challenge, 'S256')).toEqual({ challenge, method: 's256' });
    expect(validatePkceParams('', '')).toBeNull();
    expect(thrown(() => validatePkceParams(challenge, '')).message).toBe('PKCE flow requires code_challenge_method and code_challenge');
    expect(thrown(() => validatePkceParams('short', 's256')).message).toBe('code challenge has to be between 43 and 128 characters');
    expect(thrown(() => validatePkceParams(`${challenge}!`, 's256')).code).toBe('validation_failed');
  });

  test('S256 compares the hash of the verifier; plain compares the verifier', () => {
    expect(verifyCodeChallenge(challenge, 's256', verifier)).toBe(true);
    expect(verifyCodeChallenge(challenge, 's256', `${verifier}0`)).toBe(false);
    expect(verifyCodeChallenge(verifier, 'plain', verifier)).toBe(true);
    expect(verifyCodeChallenge(challenge, 'plain', verifier)).toBe(false);
  });
});

describe('ban durations (Go time.ParseDuration)', () => {
  test.each([
    ['876000h', 876000 * 3_600_000],
    ['1h30m', 5_400_000],
    ['90s', 90_000],
    ['1.5h', 5_400_000],
    ['0', 0],
  ])('%s', (text, ms) => expect(parseDurationMs(text)).toBe(ms));

  test.each(['', 'forever', '10', 'h'])('%j is malformed', (text) => expect(parseDurationMs(text)).toBeNull());
});

describe('redirect URLs', () => {
  const site = 'http://localhost:3000';

  test.each([
    ['http://localhost:3000/reset-password', true],
    ['http://localhost:4000/reset-password', true],
    ['http://127.0.0.1:9999/anything', true],
    ['https://shop.example.pk/auth/confirm?next=/orders', true],
    ['https://shop.example.pk.evil.example/', false],
    ['https://evil.example/', false],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['https://preview-42.vercel.app/x', true],
    ['https://a.b.vercel.app/x', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isRedirectAllowed(url, site, ['https://shop.example.pk', 'https://*.vercel.app/**'])).toBe(allowed);
  });

  test('globs use . and / as separators', () => {
    expect(globToRegExp('https://*.example.com/*').test('https://a.example.com/x')).toBe(true);
    expect(globToRegExp('https://*.example.com/*').test('https://a.b.example.com/x')).toBe(false);
    expect(globToRegExp('https://**.example.com/**').test('https://a.b.example.com/x/y')).toBe(true);
  });

  test('a refused redirect_to falls back to the site URL', () => {
    const request = (query: string) =>
      new ApiRequest({ method: 'POST', url: `/recover${query}`, headers: {} } as unknown as IncomingMessage, '/recover', '127.0.0.1');
    expect(resolveRedirect(request('?redirect_to=https%3A%2F%2Fevil.example%2F'), site, [])).toBe(site);
    expect(resolveRedirect(request('?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Freset'), site, [])).toBe('http://localhost:3000/reset');
  });
});
