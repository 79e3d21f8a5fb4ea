import type { IncomingMessage } from 'node:http';
import { clientIp } from '../../http/server.ts';

// Issue 15 §2: the embedded backend's auth limits count the address in X-Forwarded-For only when
// the shop's server sent it from this machine; a client elsewhere is counted by its socket address.
const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress } }) as unknown as IncomingMessage;

test('from the shop on this machine, the first value of the header', () => {
  expect(clientIp(request('127.0.0.1', '198.51.100.7'), 'X-Forwarded-For')).toBe('198.51.100.7');
  expect(clientIp(request('::ffff:127.0.0.1', '198.51.100.7, 10.0.0.1'), 'X-Forwarded-For')).toBe('198.51.100.7');
  expect(clientIp(request('::1', '198.51.100.7'), 'X-Forwarded-For')).toBe('198.51.100.7');
});

test('from anywhere else, the socket address whatever the header says', () => {
  expect(clientIp(request('203.0.113.5', '198.51.100.7'), 'X-Forwarded-For')).toBe('203.0.113.5');
  expect(clientIp(request('10.1.2.3', '127.0.0.1'), 'X-Forwarded-For')).toBe('10.1.2.3');
  expect(clientIp(request('127.0.0.1'), 'X-Forwarded-For')).toBe('127.0.0.1');
  expect(clientIp(request('127.0.0.1', '198.51.100.7'), null)).toBe('127.0.0.1');
});
