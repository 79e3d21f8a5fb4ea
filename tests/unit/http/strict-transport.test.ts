/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STRICT_TRANSPORT_SECURITY } from '@/lib/security/headers.mjs';
import { clientScheme, withStrictTransport } from '@/server/strict-transport.mjs';

// Issue 31 §7: behind https every answer carries HSTS, the catalogue pages whose headers were fixed
// at build from an http SITE_URL included; plain http never does.
test('without trusted proxies the socket decides, whatever X-Forwarded-Proto a client sends', () => {
  expect(clientScheme('https', false, 0)).toBe('http');
  expect(clientScheme(undefined, false, 0)).toBe('http');
  expect(clientScheme(undefined, true, 0)).toBe('https');
});

test('behind N proxies: the scheme the outermost trusted proxy saw', () => {
  expect(clientScheme('https', false, 1)).toBe('https');
  expect(clientScheme('HTTPS', false, 1)).toBe('https');
  expect(clientScheme('http', false, 1)).toBe('http');
  expect(clientScheme('http, https', false, 1)).toBe('https');
  expect(clientScheme('http, https, http', false, 2)).toBe('https');
  // A proxy that sets the header rather than appending leaves one entry, which is used.
  expect(clientScheme('https', false, 2)).toBe('https');
  expect(clientScheme(['http', 'https'], false, 1)).toBe('https');
  expect(clientScheme(undefined, false, 1)).toBe('http');
});

/** The headers a page gets through the wrapper, the page itself setting none. */
function answerHeaders(siteUrl: string, hops: number, forwardedProto?: string): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  const res = { setHeader: (name: string, value: unknown) => (headers[name] = value) } as unknown as ServerResponse;
  const req = { headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}, socket: {} } as unknown as IncomingMessage;
  withStrictTransport(() => undefined, { siteUrl, hops })(req, res);
  return headers;
}

test('HSTS on every answer when SITE_URL is https or a trusted proxy says https; never on plain http', () => {
  const hsts = { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY };
  expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
  expect(answerHeaders('https://gilgitdryfruits.pk', 0)).toEqual(hsts);
  expect(answerHeaders('http://localhost:3000', 1, 'https')).toEqual(hsts);
  expect(answerHeaders('http://localhost:3000', 0)).toEqual({});
  expect(answerHeaders('http://localhost:3000', 1, 'http')).toEqual({});
  expect(answerHeaders('http://localhost:3000', 0, 'https')).toEqual({});
});
