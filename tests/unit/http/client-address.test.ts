/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, trustedProxyHops, withClientAddress } from '@/server/client-address.mjs';

// Issue 15 §2: the shop's server decides the client's address from the socket, or from the entries
// that TRUSTED_PROXY_HOPS trusted proxies appended; a made-up X-Forwarded-For never picks the bucket.
test('without trusted proxies the socket address counts, whatever the client sends', () => {
  expect(clientAddress('1.1.1.1', '198.51.100.7', 0)).toBe('198.51.100.7');
  expect(clientAddress(undefined, '::ffff:198.51.100.7', 0)).toBe('198.51.100.7');
  expect(clientAddress('9.9.9.9, 8.8.8.8', '::1', 0)).toBe('::1');
});

test('behind N proxies: the entry the outermost trusted proxy appended', () => {
  expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
  expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.9');
  expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
  expect(clientAddress(['6.6.6.6', '203.0.113.9'], '10.0.0.2', 1)).toBe('203.0.113.9');
});

test('TRUSTED_PROXY_HOPS is 0 by default and refused when not a small whole number', () => {
  expect(trustedProxyHops(undefined)).toBe(0);
  expect(trustedProxyHops(' ')).toBe(0);
  expect(trustedProxyHops('2')).toBe(2);
  expect(() => trustedProxyHops('one')).toThrow(/TRUSTED_PROXY_HOPS/);
  expect(() => trustedProxyHops('-1')).toThrow(/TRUSTED_PROXY_HOPS/);
});

test('the server replaces X-Forwarded-For with the one address before Next.js sees the request', () => {
  const seen: string[] = [];
  const listener = withClientAddress((req) => seen.push(String(req.headers['x-forwarded-for'])), 0);
  const req = { headers: { 'x-forwarded-for': '1.2.3.4' }, socket: { remoteAddress: '198.51.100.7' } } as unknown as IncomingMessage;
  listener(req, {} as ServerResponse);
  expect(seen).toEqual(['198.51.100.7']);
});
