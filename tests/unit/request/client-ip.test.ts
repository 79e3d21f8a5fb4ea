import { clientIpFrom, forwardedForHeaders } from '@/lib/request/client-ip';
import { isAuthCookieName, isSessionCookieName, sessionCookieOptions } from '@/lib/request/session-cookies';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('the shopper IP forwarded to the auth API', () => {
  test('the last X-Forwarded-For entry: the one the proxy in front of the shop appended', () => {
    expect(clientIpFrom(headers('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIpFrom(headers('203.0.113.9, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIpFrom(headers('1.1.1.1,2.2.2.2 ,  198.51.100.7 '))).toBe('198.51.100.7');
  });

  test('IPv6 and IPv4-mapped addresses', () => {
    expect(clientIpFrom(headers('2001:db8::1'))).toBe('2001:db8::1');
    expect(clientIpFrom(headers('[2001:db8::1]'))).toBe('2001:db8::1');
    expect(clientIpFrom(headers('::ffff:198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIpFrom(headers('::1'))).toBe('::1');
  });

  test('nothing usable: no header is sent on', () => {
    expect(clientIpFrom(headers())).toBeNull();
    expect(clientIpFrom(headers(''))).toBeNull();
    expect(clientIpFrom(headers('1.2.3.4, not-an-ip'))).toBeNull();
    expect(clientIpFrom(headers('1.2.3.4, <script>'))).toBeNull();
    expect(forwardedForHeaders(headers())).toEqual({});
    expect(forwardedForHeaders(headers('203.0.113.9, 198.51.100.7'))).toEqual({ 'X-Forwarded-For': '198.51.100.7' });
  });
});

describe('session cookies', () => {
  test('HttpOnly, SameSite=Lax, Path=/, Secure on https only', () => {
    expect(sessionCookieOptions('http://localhost:3000')).toEqual({ path: '/', sameSite: 'lax', httpOnly: true, secure: false });
    expect(sessionCookieOptions('https://gilgitdryfruits.pk')).toEqual({ path: '/', sameSite: 'lax', httpOnly: true, secure: true });
  });

  test('which cookie names belong to the session', () => {
    expect(isSessionCookieName('sb-127-auth-token')).toBe(true);
    expect(isSessionCookieName('sb-abcd-auth-token.1')).toBe(true);
    expect(isSessionCookieName('sb-127-auth-token-code-verifier')).toBe(false);
    expect(isAuthCookieName('sb-127-auth-token-code-verifier')).toBe(true);
    expect(isAuthCookieName('dryfruits_cart')).toBe(false);
  });
});
