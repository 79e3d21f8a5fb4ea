/**
 * The console's push alerts against the embedded backend and the sandboxes' push service: only an
 * admin saves their device (401 guest, 403 shopper, 400 for a malformed subscription or an endpoint
 * on no known push service, nothing stored); saving again updates; one admin cannot remove
 * another's device; pushToPeople delivers what the device decrypts, and forgets a device whose push
 * service answers 410.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from '@/app/api/admin/push-subscriptions/route';
import { pushToPeople } from '@/lib/alerts/push-delivery';
import { PUSH_ENDPOINT_INVALID, PUSH_ENDPOINT_REFUSED, PUSH_KEYS_INVALID, PUSH_OFF, PUSH_ON } from '@/lib/alerts/push-messages';
import { getPushPublicKey } from '@/lib/alerts/push-queries';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { startTestSandboxes, type TestSandboxes } from '../support/sandboxes';
import { jarOf, signedInAdmin, signedUp, type As } from './admin-support';
import { call, pointShopAt, type CookieJar } from './api-support';

interface Subscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

let backend: TestBackend;
let sandboxes: TestSandboxes;
let service: ReturnType<typeof clientFor>;
let dataDir: string;
let owner: { jar: CookieJar; id: string };
let staff: { jar: CookieJar; id: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-push-'));
  [backend, sandboxes] = await Promise.all([startTestBackend(), startTestSandboxes()]);
  pointShopAt(backend, { SANDBOXES_URL: sandboxes.url, DATA_DIR: dataDir });
  service = clientFor(backend, 'service');
  [owner, staff] = await Promise.all([signedInAdmin(service), signedInAdmin(service)]);
});
afterAll(async () => {
  await Promise.all([backend?.stop(), sandboxes?.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A new browser on the sandbox, subscribed with the shop's VAPID key as PushManager.subscribe would. */
async function newDevice(): Promise<Subscription> {
  const response = await fetch(`${sandboxes.url}/push/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: getPushPublicKey() }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Subscription;
}

const deviceId = (subscription: Subscription) => subscription.endpoint.split('/').pop()!;

async function received(subscription: Subscription): Promise<{ text: string; ttl: number; urgency: string }[]> {
  const response = await fetch(`${sandboxes.url}/push/devices/${deviceId(subscription)}/messages`);
  return ((await response.json()) as { messages: { text: string; ttl: number; urgency: string }[] }).messages;
}

const subscribe = (body: unknown, as: As) =>
  call<{ ok: boolean; message: string; fieldErrors?: Record<string, string> }>(subscribeRoute, '/api/admin/push-subscriptions', {
    method: 'POST',
    body,
    jar: jarOf(as),
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
  });
const unsubscribe = (endpoint: string, as: As) =>
  call<{ ok: boolean; message: string }>(unsubscribeRoute, '/api/admin/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    jar: jarOf(as),
  });

async function rowOf(endpoint: string) {
  const { data, error } = await service.from('push_subscriptions').select('*').eq('endpoint', endpoint).maybeSingle();
  if (error) throw error;
  return data;
}

test('guests get 401, shoppers 403, and odd subscriptions 400 with a message; nothing is stored', async () => {
  const device = await newDevice();
  expect((await subscribe(device, 'guest')).status).toBe(401);
  const shopper = await signedUp();
  expect(await subscribe(device, shopper.jar)).toMatchObject({ status: 403, body: { message: ADMINS_ONLY } });
  expect((await unsubscribe(device.endpoint, 'guest')).status).toBe(401);
  expect((await unsubscribe(device.endpoint, shopper.jar)).status).toBe(403);

  const refusals: [unknown, string][] = [
    [{ ...device, keys: { ...device.keys, p256dh: device.keys.p256dh.slice(1) } }, PUSH_KEYS_INVALID],
    [{ ...device, keys: { ...device.keys, auth: 'short' } }, PUSH_KEYS_INVALID],
    [{ endpoint: device.endpoint }, PUSH_KEYS_INVALID],
    [{ ...device, endpoint: 'not a url' }, PUSH_ENDPOINT_INVALID],
    [{ ...device, endpoint: 'http://169.254.169.254/latest/meta-data/' }, PUSH_ENDPOINT_REFUSED],
    [{ ...device, endpoint: 'https://push.example.com/send/abc' }, PUSH_ENDPOINT_REFUSED],
  ];
  for (const [body, message] of refusals) {
    expect(await subscribe(body, owner.jar)).toMatchObject({ status: 400, body: { ok: false, message } });
  }
  expect((await subscribe({ ...device, extra: true }, owner.jar)).status).toBe(400);
  expect(await rowOf(device.endpoint)).toBeNull();
  const { count } = await service.from('push_subscriptions').select('*', { count: 'exact', head: true });
  expect(count).toBe(0);
});

test("an admin's device is saved for them; saving it again updates it; another admin cannot remove it", async () => {
  const device = await newDevice();
  expect(await subscribe(device, owner.jar)).toMatchObject({ status: 200, body: { ok: true, message: PUSH_ON } });
  expect(await rowOf(device.endpoint)).toMatchObject({
    user_id: owner.id,
    p256dh: device.keys.p256dh,
    auth_secret: device.keys.auth,
    device: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
  });

  const renewed = await newDevice();
  const again = { ...device, keys: renewed.keys };
  expect((await subscribe(again, owner.jar)).status).toBe(200);
  expect(await rowOf(device.endpoint)).toMatchObject({ user_id: owner.id, p256dh: renewed.keys.p256dh, auth_secret: renewed.keys.auth });

  expect(await unsubscribe(device.endpoint, staff.jar)).toMatchObject({ status: 200, body: { message: PUSH_OFF } });
  expect(await rowOf(device.endpoint)).toMatchObject({ user_id: owner.id });

  expect(await unsubscribe(device.endpoint, owner.jar)).toMatchObject({ status: 200, body: { ok: true, message: PUSH_OFF } });
  expect(await rowOf(device.endpoint)).toBeNull();
});

test('a browser turned on by one admin and then by another sends its alerts to the second', async () => {
  const device = await newDevice();
  expect((await subscribe(device, staff.jar)).status).toBe(200);
  expect((await subscribe(device, owner.jar)).status).toBe(200);
  expect(await rowOf(device.endpoint)).toMatchObject({ user_id: owner.id });
  expect((await unsubscribe(device.endpoint, owner.jar)).status).toBe(200);
});

test("pushToPeople delivers to each of their devices what the device decrypts, and no one else's", async () => {
  const [phone, laptop, staffPhone] = await Promise.all([newDevice(), newDevice(), newDevice()]);
  for (const device of [phone, laptop]) expect((await subscribe(device, owner.jar)).status).toBe(200);
  expect((await subscribe(staffPhone, staff.jar)).status).toBe(200);

  const message = { title: 'New order GDF-2611-7KQ2MX', body: 'Rs 4,600, cash on delivery to Hunza', url: '/admin/orders', tag: 'order' };
  expect(await pushToPeople([owner.id], message)).toEqual({ sent: 2, failed: 0, removed: 0 });
  for (const device of [phone, laptop]) {
    const messages = await received(device);
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.text)).toEqual(message);
    expect(messages[0]).toMatchObject({ ttl: 86400, urgency: 'high' });
  }
  expect(await received(staffPhone)).toEqual([]);
  expect(await pushToPeople([], message)).toEqual({ sent: 0, failed: 0, removed: 0 });
  for (const device of [phone, laptop]) expect((await unsubscribe(device.endpoint, owner.jar)).status).toBe(200);
  expect((await unsubscribe(staffPhone.endpoint, staff.jar)).status).toBe(200);
});

test('a device gone from its push service (410) is forgotten; one that fails is counted and the others still get theirs', async () => {
  const [kept, gone] = await Promise.all([newDevice(), newDevice()]);
  for (const device of [kept, gone]) expect((await subscribe(device, staff.jar)).status).toBe(200);
  // A row the guard would refuse today (the push service list changed): it fails on its own.
  const odd = { endpoint: 'https://push.example.com/send/abc', user_id: staff.id, p256dh: kept.keys.p256dh, auth_secret: kept.keys.auth };
  expect((await service.from('push_subscriptions').insert(odd)).error).toBeNull();
  expect((await fetch(`${sandboxes.url}/push/devices/${deviceId(gone)}`, { method: 'DELETE' })).status).toBe(204);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await pushToPeople([staff.id], { title: 'Stock low', body: 'Hunza apricots: 2 left', url: '/admin/products' })).toEqual({
      sent: 1,
      failed: 1,
      removed: 1,
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('https://push.example.com'));
  } finally {
    errors.mockRestore();
  }
  expect(await rowOf(gone.endpoint)).toBeNull();
  expect(await rowOf(kept.endpoint)).not.toBeNull();
  expect(await received(kept)).toHaveLength(1);
});
