/** @jest-environment node */
/**
 * The push sandbox checks what web-push sends on its own, with node:crypto: a message web-push
 * encrypted to a sandbox device decrypts to the payload; its VAPID header passes; an altered body,
 * another device's keys, a tampered JWT, another signing key or claims outside RFC 8292 are refused.
 */
import { createPrivateKey, sign } from 'node:crypto';
import webpush from 'web-push';
import { decryptPushMessage, newDeviceKeys, UndecryptableMessage, type DeviceKeys } from '@/sandboxes/push/encryption';
import { checkVapid } from '@/sandboxes/push/vapid';

const AUDIENCE = 'http://127.0.0.1:54331';
const SHOP_KEYS = webpush.generateVAPIDKeys();
const nowSeconds = () => Math.floor(Date.now() / 1000);

function requestTo(device: DeviceKeys, payload: string, vapidKeys = SHOP_KEYS, endpoint = `${AUDIENCE}/push/send/device1`) {
  return webpush.generateRequestDetails({ endpoint, keys: { p256dh: device.publicKey, auth: device.auth } }, payload, {
    vapidDetails: { subject: 'mailto:owner@gilgitdryfruits.pk', ...vapidKeys },
    contentEncoding: 'aes128gcm',
    TTL: 60,
  });
}

const expectations = (applicationServerKey: string | null = SHOP_KEYS.publicKey) => ({
  audience: AUDIENCE,
  applicationServerKey,
  nowSeconds: nowSeconds(),
});

/** A VAPID header signed by the shop's key with the claims given (web-push refuses to make odd ones). */
function vapidHeader(claims: Record<string, unknown>, keys = SHOP_KEYS): string {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(signed), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `vapid t=${signed}.${signature}, k=${keys.publicKey}`;
}

test("what web-push encrypts to a device, the device decrypts; web-push's VAPID header passes", () => {
  const device = newDeviceKeys();
  const payload = JSON.stringify({ title: 'New order GDF-2611-7KQ2MX', body: 'Rs 4,600 · Gilgit · ہنزہ', url: '/admin/orders' });
  const request = requestTo(device, payload);
  expect(request.headers['Content-Encoding']).toBe('aes128gcm');
  expect(decryptPushMessage(request.body, device).toString('utf8')).toBe(payload);
  expect(checkVapid(String(request.headers.Authorization), expectations())).toEqual({ ok: true, publicKey: SHOP_KEYS.publicKey });
});

test("an altered body, or another device's keys, cannot be decrypted", () => {
  const device = newDeviceKeys();
  const request = requestTo(device, 'Salam');
  const altered = Buffer.from(request.body);
  altered[altered.length - 20]! ^= 0x01;
  expect(() => decryptPushMessage(altered, device)).toThrow(UndecryptableMessage);
  expect(() => decryptPushMessage(request.body, newDeviceKeys())).toThrow(UndecryptableMessage);
  expect(() => decryptPushMessage(request.body.subarray(0, 30), device)).toThrow(UndecryptableMessage);
  expect(() => decryptPushMessage(Buffer.alloc(0), device)).toThrow(UndecryptableMessage);
});

test('a request without VAPID is a 401; a tampered JWT or another signing key is a 403', () => {
  const request = requestTo(newDeviceKeys(), 'Salam');
  const header = String(request.headers.Authorization);
  expect(checkVapid(undefined, expectations())).toMatchObject({ ok: false, status: 401 });
  expect(checkVapid('Bearer abc', expectations())).toMatchObject({ ok: false, status: 401 });

  const token = /t=([^,]+)/.exec(header)![1]!;
  const [head, , signature] = token.split('.');
  const forgedClaims = Buffer.from(JSON.stringify({ aud: AUDIENCE, exp: nowSeconds() + 600, sub: 'mailto:thief@example.com' })).toString(
    'base64url',
  );
  expect(checkVapid(header.replace(token, `${head}.${forgedClaims}.${signature}`), expectations())).toMatchObject({
    ok: false,
    status: 403,
  });

  const otherKeys = webpush.generateVAPIDKeys();
  // The JWT signed by the shop's key, presented with another key: the signature does not verify.
  expect(checkVapid(header.replace(SHOP_KEYS.publicKey, otherKeys.publicKey), expectations(null))).toMatchObject({
    ok: false,
    status: 403,
  });
  // Another server's own valid credentials, for a subscription made with the shop's key.
  const other = String(requestTo(newDeviceKeys(), 'Salam', otherKeys).headers.Authorization);
  expect(checkVapid(other, expectations(null))).toMatchObject({ ok: true });
  expect(checkVapid(other, expectations())).toMatchObject({ ok: false, status: 403 });
});

test('the claims must name this push service, expire within 24 hours and give a mailto: or https: subject', () => {
  const claims = { aud: AUDIENCE, exp: nowSeconds() + 3600, sub: 'mailto:owner@gilgitdryfruits.pk' };
  expect(checkVapid(vapidHeader(claims), expectations())).toMatchObject({ ok: true });
  expect(checkVapid(vapidHeader({ ...claims, aud: 'https://fcm.googleapis.com' }), expectations())).toMatchObject({ status: 403 });
  expect(checkVapid(vapidHeader({ ...claims, exp: nowSeconds() - 1 }), expectations())).toMatchObject({ status: 403 });
  expect(checkVapid(vapidHeader({ ...claims, exp: nowSeconds() + 25 * 3600 }), expectations())).toMatchObject({ status: 403 });
  expect(checkVapid(vapidHeader({ ...claims, sub: 'http://shop.example' }), expectations())).toMatchObject({ status: 403 });
  expect(checkVapid(vapidHeader({ aud: AUDIENCE, exp: nowSeconds() + 60 }), expectations())).toMatchObject({ status: 403 });
});
