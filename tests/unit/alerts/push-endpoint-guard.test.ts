/**
 * The shop posts only to the push services browsers use (https, default port) and to the sandboxes'
 * push service below SANDBOXES_URL: never to an address a browser's subscription could name.
 */
import { isAllowedPushEndpoint } from '@/lib/providers/push/endpoint-guard';

const SANDBOXES = 'http://127.0.0.1:54331';

test.each([
  'https://fcm.googleapis.com/fcm/send/fv3jabydF5c:APA91bEc8gXeukGXEvq',
  'https://fcm.googleapis.com/wp/cVrWbUTKUkM:APA91bH',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
  'https://web.push.apple.com/QGuQyavXutnMOh0z3hs',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  'http://127.0.0.1:54331/push/send/3q2-7w_Z',
])('allowed: %s', (endpoint) => {
  expect(isAllowedPushEndpoint(endpoint, SANDBOXES)).toBe(true);
});

test.each([
  ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/abc'],
  ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
  ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
  ['a host ending like one', 'https://evilpush.apple.com/x'],
  ['the suffix alone', 'https://.push.apple.com/x'],
  ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
  ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
  ['the backend', 'http://127.0.0.1:54321/rest/v1/orders'],
  ['another sandbox', 'http://127.0.0.1:54331/payments/notify'],
  ['a path climbing out of the push sandbox', 'http://127.0.0.1:54331/push/send/../../whatsapp/graph'],
  ['an odd device id', 'http://127.0.0.1:54331/push/send/a%2Fb'],
  ['a query on the sandbox', 'http://127.0.0.1:54331/push/send/abc?x=1'],
  ['the sandbox on another port', 'http://127.0.0.1:54332/push/send/abc'],
  ['not a URL', 'fcm.googleapis.com/fcm/send/abc'],
  ['too long', `https://fcm.googleapis.com/fcm/send/${'a'.repeat(2100)}`],
])('refused: %s', (_why, endpoint) => {
  expect(isAllowedPushEndpoint(endpoint, SANDBOXES)).toBe(false);
});

test('without a sandboxes URL the sandbox is refused too', () => {
  expect(isAllowedPushEndpoint('http://127.0.0.1:54331/push/send/abc', null)).toBe(false);
});
