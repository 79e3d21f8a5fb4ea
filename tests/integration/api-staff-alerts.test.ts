/**
 * Staff alerts (issue 27 §4) against the embedded backend and the Cloud API sandbox: each admin picks
 * their channels in the console; a new order, a shopper's cancellation or a contact message reaches
 * each on what they picked (WhatsApp to their number, mail to their address), at once and once; the
 * scheduler's call sends what waits and refuses anyone without the service-role key.
 */
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GET as channelsGet, PUT as channelsPut } from '@/app/api/admin/alert-channels/route';
import { POST as subscribeRoute } from '@/app/api/admin/push-subscriptions/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as staffAlertsRoute } from '@/app/api/staff-alerts/route';
import { ALERT_CHANNEL_MESSAGES } from '@/lib/alerts/messages';
import { getPushPublicKey } from '@/lib/alerts/push-queries';
import { startTestSandboxes, type TestSandboxes } from '../support/sandboxes';
import { signedInAdmin, signedUp } from './admin-support';
import { call, type CookieJar, mailTo, pointShopAt } from './api-support';
import { detailsBody, placeOrderAs } from './checkout-support';

let backend: TestBackend;
let sandboxes: TestSandboxes;
let service: ReturnType<typeof clientFor>;
let owner: { jar: CookieJar; email: string };
let staff: { jar: CookieJar; email: string };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-alerts-'));
beforeAll(async () => {
  [backend, sandboxes] = await Promise.all([startTestBackend(), startTestSandboxes()]);
  pointShopAt(backend, { SANDBOXES_URL: sandboxes.url, WHATSAPP_MODE: 'sandbox', DATA_DIR: dataDir });
  service = clientFor(backend, 'service');
  [owner, staff] = await Promise.all([signedInAdmin(service), signedInAdmin(service)]);
});
afterAll(async () => {
  await Promise.all([backend?.stop(), sandboxes?.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A browser on the push sandbox, subscribed with the shop's key and saved for the admin, as the Alerts page does. */
async function pushDeviceOf(jar: CookieJar): Promise<string> {
  const made = await fetch(`${sandboxes.url}/push/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: getPushPublicKey() }),
  });
  const subscription = (await made.json()) as { endpoint: string };
  expect((await call(subscribeRoute, '/api/admin/push-subscriptions', { method: 'POST', body: subscription, jar })).status).toBe(200);
  return subscription.endpoint.split('/').pop()!;
}

async function pushedTo(device: string): Promise<{ title: string; body: string; url: string }[]> {
  const response = await fetch(`${sandboxes.url}/push/devices/${device}/messages`);
  return ((await response.json()) as { messages: { text: string }[] }).messages.map((message) => JSON.parse(message.text));
}

const OWNER_PHONE = { form: '0345-5551901', digits: '923455551901' };

const saveChannels = (jar: CookieJar | undefined, body: unknown) =>
  call(channelsPut, '/api/admin/alert-channels', { method: 'PUT', jar, body });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function whatsAppTexts(digits: string): Promise<string[]> {
  const response = await fetch(`${sandboxes.url}/whatsapp/phones/${digits}/messages`);
  return ((await response.json()) as { messages: { text: string }[] }).messages.map((message) => message.text);
}

test('each admin picks their own channels; a bad number is refused and changes nothing; shoppers and guests are refused', async () => {
  expect(await call(channelsGet, '/api/admin/alert-channels', { jar: owner.jar })).toMatchObject({
    status: 200,
    body: { channels: { push: true, mail: false, whatsappNumber: null } },
  });
  const refused = await saveChannels(owner.jar, { push: true, mail: true, whatsappNumber: '12345' });
  expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { whatsappNumber: ALERT_CHANNEL_MESSAGES.whatsappNumber } } });
  expect((await call(channelsGet, '/api/admin/alert-channels', { jar: owner.jar })).body).toMatchObject({ channels: { mail: false } });
  expect(await saveChannels(owner.jar, { push: true, mail: true, whatsappNumber: OWNER_PHONE.form })).toMatchObject({
    status: 200,
    body: { message: ALERT_CHANNEL_MESSAGES.saved, channels: { push: true, mail: true, whatsappNumber: '+923455551901' } },
  });
  expect(await saveChannels(staff.jar, { push: false, mail: true, whatsappNumber: '' })).toMatchObject({ status: 200 });
  expect(await call(channelsGet, '/api/admin/alert-channels', { jar: staff.jar })).toMatchObject({
    body: { channels: { push: false, mail: true, whatsappNumber: null } },
  });
  const shopper = await signedUp();
  expect((await saveChannels(shopper.jar, { push: true, mail: true, whatsappNumber: '' })).status).toBe(403);
  expect((await saveChannels(undefined, { push: true, mail: true, whatsappNumber: '' })).status).toBe(401);
  expect((await saveChannels(owner.jar, { push: 'yes', mail: true, whatsappNumber: '' })).status).toBe(400);
});

test("a new order reaches the owner's phone by push and WhatsApp and both admins by mail, once each, with the link to the order", async () => {
  const ownerDevice = await pushDeviceOf(owner.jar);
  const staffDevice = await pushDeviceOf(staff.jar);
  const order = await placeOrderAs(undefined, { details: detailsBody({ phone: '0345-5551902' }) });
  const link = `http://localhost:3000/admin/orders/${order.orderNumber}`;
  const pushed = await eventually(
    () => pushedTo(ownerDevice),
    (all) => all.length > 0,
  );
  expect(pushed).toEqual([
    { title: `New order ${order.orderNumber}`, body: expect.stringContaining('Sana Baig'), url: link, tag: expect.any(String) },
  ]);
  // The staff member turned push off for themselves: their device gets nothing.
  expect(await pushedTo(staffDevice)).toEqual([]);
  const texts = await eventually(
    () => whatsAppTexts(OWNER_PHONE.digits),
    (all) => all.some((text) => text.includes(order.orderNumber)),
  );
  expect(texts.filter((text) => text.includes(order.orderNumber))).toEqual([
    expect.stringMatching(new RegExp(`^Shop alert: New order ${order.orderNumber}\\. .+ Open it in the console: ${link} `)),
  ]);
  for (const admin of [owner, staff]) {
    const mails = await eventually(
      () => mailTo(backend, admin.email),
      (all) => all.some((mail) => mail.subject === `New order ${order.orderNumber}`),
    );
    const alertMails = mails.filter((mail) => mail.subject === `New order ${order.orderNumber}`);
    expect(alertMails).toHaveLength(1);
    expect(alertMails[0]!.html).toContain(`href="${link}"`);
  }
  const again = await call(staffAlertsRoute, '/api/staff-alerts', {
    method: 'POST',
    body: {},
    headers: { authorization: `Bearer ${process.env.SUPABASE_SERVICE_ROLE_KEY}` },
  });
  expect(again).toMatchObject({ status: 200, body: { ok: true, claimed: 0 } });
});

test('a contact message is an alert linking to the messages', async () => {
  const sent = await call(contactRoute, '/api/contact', {
    method: 'POST',
    body: { name: 'Ayesha Khan', email: 'ayesha@example.pk', message: 'Do you deliver walnuts to Skardu?' },
  });
  expect(sent.status).toBe(201);
  const texts = await eventually(
    () => whatsAppTexts(OWNER_PHONE.digits),
    (all) => all.some((text) => text.includes('Ayesha Khan')),
  );
  expect(texts.filter((text) => text.includes('Ayesha Khan'))).toEqual([
    'Shop alert: New message from Ayesha Khan. Do you deliver walnuts to Skardu? Open it in the console: http://localhost:3000/admin/messages (You chose WhatsApp alerts in the console.)',
  ]);
});

test('the scheduler sends what waits; without the service-role key it is refused and claims nothing', async () => {
  const deliver = (authorization: string) =>
    call(staffAlertsRoute, '/api/staff-alerts', { method: 'POST', body: {}, headers: { authorization } });
  // Recorded by the database alone (as the handover job does), so nothing in this process announced it.
  const order = await placeOrderAs(undefined, { details: detailsBody({ phone: '0345-5551903' }) });
  await eventually(
    () => whatsAppTexts(OWNER_PHONE.digits),
    (all) => all.some((text) => text.includes(order.orderNumber)),
  );
  const { error } = await service.rpc('admin_update_order_status', { order_number: order.orderNumber, status: 'confirmed' });
  expect(error).toBeNull();
  const { data: orderRow } = await service.from('orders').select('id').eq('order_number', order.orderNumber).single();
  await service
    .from('orders')
    .update({ confirmed_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
    .eq('id', orderRow!.id);
  expect((await service.rpc('run_handover_alerts')).data).toBe(1);

  expect(await deliver('Bearer not-the-key')).toMatchObject({ status: 401 });
  expect(await deliver(`Bearer ${process.env.SUPABASE_SERVICE_ROLE_KEY}`)).toMatchObject({ status: 200, body: { claimed: 1, failed: 0 } });
  expect(
    (await whatsAppTexts(OWNER_PHONE.digits)).filter((text) => text.includes(`${order.orderNumber} is not with a courier yet`)),
  ).toHaveLength(1);
});
