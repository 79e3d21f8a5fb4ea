/**
 * WhatsApp order confirmations against the embedded backend and the Cloud API sandbox: a cash-on-
 * delivery order sends its template once; the shopper's taps (through the sandbox's phone page, or a
 * signed webhook) confirm, cancel or ask for a new address; a bad signature changes nothing; a
 * repeated webhook changes the order once; STOP opts the number out; the console's moves send the
 * status messages.
 */
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { GET as webhookGet } from '@/app/api/webhooks/whatsapp/route';
import { POST as statusRoute } from '@/app/api/admin/orders/[orderNumber]/status/route';
import { serverEnv } from '@/lib/env';
import { deliverOrderNotices } from '@/lib/orders/order-notices';
import { orderTemplateMessage } from '@/lib/orders/whatsapp-templates';
import { whatsAppMessengerFromEnv } from '@/lib/providers/whatsapp/from-env';
import { sendOrderWhatsApp } from '@/lib/orders/whatsapp-sends';
import { SANDBOX_WHATSAPP } from '@/lib/providers/whatsapp/sandbox';
import { webhookSignature } from '@/lib/providers/whatsapp/signature';
import { startTestSandboxes, type TestSandboxes } from '../support/sandboxes';
import { signedInAdmin, withParams } from './admin-support';
import { call, pointShopAt, shopRequest, type CookieJar } from './api-support';
import { detailsBody, placeOrderAs, setStock, stockOf } from './checkout-support';
import { buttonTap, deliver, notificationOf, serveWebhook, typedText, type WebhookServer } from './whatsapp-support';

const VARIANT = 12;
const URDU_ORDER = {
  orderNumber: 'GDF-2611-7KQ2MX',
  fullName: 'Ayesha Khan',
  phone: '',
  total: 2450,
  cityName: 'Gilgit',
  town: null,
  courier: null,
  trackingNumber: null,
  trackingUrl: null,
  paymentStatus: 'cod_pending',
};
let backend: TestBackend;
let sandboxes: TestSandboxes;
let webhook: WebhookServer;
let service: ReturnType<typeof clientFor>;
let admin: CookieJar;

beforeAll(async () => {
  webhook = await serveWebhook();
  [backend, sandboxes] = await Promise.all([startTestBackend(), startTestSandboxes({ shopUrl: webhook.url })]);
  pointShopAt(backend, { SANDBOXES_URL: sandboxes.url, WHATSAPP_MODE: 'sandbox' });
  service = clientFor(backend, 'service');
  await setStock(service, VARIANT, 500);
  admin = (await signedInAdmin(service)).jar;
});
afterAll(() => Promise.all([backend?.stop(), sandboxes?.stop(), webhook?.stop()]));

let phoneCounter = 0;
/** A number of its own for each test: '0345-55500NN' in the form, '+92345555000NN' stored. */
function freshPhone(): { form: string; e164: string; digits: string } {
  phoneCounter += 1;
  const local = `345${String(5550000 + phoneCounter)}`;
  return { form: `0${local.slice(0, 3)}-${local.slice(3)}`, e164: `+92${local}`, digits: `92${local}` };
}

async function codOrderTo(phone: { form: string }, quantity = 1): Promise<string> {
  const order = await placeOrderAs(undefined, { details: detailsBody({ phone: phone.form }), items: [{ variantId: VARIANT, quantity }] });
  return order.orderNumber;
}

interface ChatMessage {
  id: string;
  from: string;
  text: string;
  template: string | null;
  buttons: { label: string; payload: string }[];
}

async function chatOf(digits: string): Promise<ChatMessage[]> {
  const response = await fetch(`${sandboxes.url}/whatsapp/phones/${digits}/messages`);
  return ((await response.json()) as { messages: ChatMessage[] }).messages;
}

async function orderRow(orderNumber: string) {
  const { data, error } = await service.from('orders').select('id, status, cancel_reason').eq('order_number', orderNumber).single();
  if (error) throw error;
  return data;
}

async function sentMessages(orderNumber: string) {
  const { id } = await orderRow(orderNumber);
  const { data, error } = await service
    .from('whatsapp_messages')
    .select('occasion, template, phone, meta_message_id, status')
    .eq('order_id', id);
  if (error) throw error;
  return data;
}

test('a cash-on-delivery order sends the confirmation template with its three buttons, once', async () => {
  const phone = freshPhone();
  const orderNumber = await codOrderTo(phone);
  const chat = await chatOf(phone.digits);
  expect(chat).toHaveLength(1);
  expect(chat[0]).toMatchObject({ from: 'business', template: 'order_confirmation' });
  expect(chat[0]!.text).toContain(`your order ${orderNumber} of Rs.`);
  expect(chat[0]!.buttons).toEqual([
    { label: 'Confirm', payload: `confirm:${orderNumber}` },
    { label: 'Change address', payload: `change_address:${orderNumber}` },
    { label: 'Cancel', payload: `cancel:${orderNumber}` },
  ]);
  const [message] = await sentMessages(orderNumber);
  expect(message).toMatchObject({
    occasion: 'order_placed',
    template: 'order_confirmation',
    phone: phone.e164,
    meta_message_id: chat[0]!.id,
  });
  expect(['sent', 'delivered']).toContain(message!.status);

  await sendOrderWhatsApp(orderNumber, 'order_placed');
  expect(await chatOf(phone.digits)).toHaveLength(1);
  expect(await sentMessages(orderNumber)).toHaveLength(1);
});

test("the tester taps Confirm on the sandbox's phone page: a signed webhook confirms the order", async () => {
  const phone = freshPhone();
  const orderNumber = await codOrderTo(phone);
  const [template] = await chatOf(phone.digits);
  const page = await fetch(`${sandboxes.url}/whatsapp/phones/${phone.digits}`);
  expect(await page.text()).toContain('>Confirm</button>');
  const tapped = await fetch(`${sandboxes.url}/whatsapp/phones/${phone.digits}/tap`, {
    method: 'POST',
    body: new URLSearchParams({ message: template!.id, button: '0' }),
    redirect: 'manual',
  });
  expect(tapped.status).toBe(303);
  expect(tapped.headers.get('location')).toBe(`../${phone.digits}?webhook=200`);
  expect((await orderRow(orderNumber)).status).toBe('confirmed');
  const chat = await chatOf(phone.digits);
  expect(chat.map((m) => [m.from, m.text.split(' ')[0]])).toEqual([
    ['business', 'Assalam-o-Alaikum'],
    ['shopper', 'Confirm'],
    ['business', 'Thank'],
  ]);
});

test("the confirmation hold's reminder comes on WhatsApp with the same buttons, and its Confirm confirms; a release is said too", async () => {
  const reminded = freshPhone();
  const released = freshPhone();
  const remindedOrder = await codOrderTo(reminded);
  const releasedOrder = await codOrderTo(released);
  const placedAt = Date.now();
  const runHoldsAt = async (hours: number) => {
    const { error } = await service.rpc('run_confirmation_holds', { p_now: new Date(placedAt + hours * 3600_000).toISOString() });
    expect(error).toBeNull();
  };
  await runHoldsAt(12.5);
  await deliverOrderNotices();
  const [, reminder] = await chatOf(reminded.digits);
  expect(reminder).toMatchObject({ from: 'business', template: 'order_hold_reminder' });
  expect(reminder!.text).toContain(`your cash-on-delivery order ${remindedOrder} of Rs.`);
  expect(reminder!.text).toContain('We keep it for you for 12 more hours');
  expect(reminder!.buttons.map((button) => button.payload)).toEqual([
    `confirm:${remindedOrder}`,
    `change_address:${remindedOrder}`,
    `cancel:${remindedOrder}`,
  ]);
  const tapped = await fetch(`${sandboxes.url}/whatsapp/phones/${reminded.digits}/tap`, {
    method: 'POST',
    body: new URLSearchParams({ message: reminder!.id, button: '0' }),
    redirect: 'manual',
  });
  expect(tapped.headers.get('location')).toBe(`../${reminded.digits}?webhook=200`);
  expect((await orderRow(remindedOrder)).status).toBe('confirmed');

  await runHoldsAt(24.5);
  await deliverOrderNotices();
  expect((await orderRow(releasedOrder)).status).toBe('cancelled');
  const releasedChat = await chatOf(released.digits);
  expect(releasedChat.map((message) => message.template)).toEqual(['order_confirmation', 'order_hold_reminder', 'order_released']);
  expect(releasedChat[2]!.text).toContain(`your order ${releasedOrder} was cancelled because it was not confirmed within 24 hours`);
  expect((await chatOf(reminded.digits)).filter((message) => message.template === 'order_released')).toEqual([]);
  await deliverOrderNotices();
  expect(await chatOf(released.digits)).toHaveLength(3);
});

test('the sandbox, as Meta, takes the Urdu translation of a registered template and refuses a language not registered', async () => {
  const phone = freshPhone();
  const messenger = whatsAppMessengerFromEnv(serverEnv())!;
  const order = { ...URDU_ORDER, phone: phone.e164 };
  await messenger.sendTemplate(orderTemplateMessage(order, 'delivered', 'https://shop.example', 24, 'ur'));
  expect((await chatOf(phone.digits)).map((message) => message.text)).toEqual([
    'السلام علیکم Ayesha Khan، آپ کا آرڈر GDF-2611-7KQ2MX ڈیلیور ہو گیا ہے۔ ہم سے خریداری کا شکریہ!',
  ]);
  await expect(
    messenger.sendTemplate({ to: phone.e164, template: 'staff_alert', language: 'ur', parameters: ['a', 'b', 'c'], buttons: [] }),
  ).rejects.toMatchObject({ code: 132001 });
});

test('a bad or missing signature is refused and changes nothing', async () => {
  const phone = freshPhone();
  const orderNumber = await codOrderTo(phone);
  const tap = buttonTap('wamid.bad-signature', phone.e164, `confirm:${orderNumber}`);
  expect((await deliver(tap, webhookSignature(JSON.stringify(tap), 'not-the-app-secret'))).status).toBe(401);
  expect((await deliver(tap, null)).status).toBe(401);
  expect((await deliver(tap, 'sha256=zz')).status).toBe(401);
  expect((await orderRow(orderNumber)).status).toBe('pending');
  const { data } = await service.from('whatsapp_replies').select('meta_message_id').eq('meta_message_id', 'wamid.bad-signature');
  expect(data).toEqual([]);
});

test('Cancel returns the stock with the reason; the same webhook twice changes the order once', async () => {
  const phone = freshPhone();
  const before = await stockOf(service, VARIANT);
  const orderNumber = await codOrderTo(phone, 2);
  expect(await stockOf(service, VARIANT)).toBe(before - 2);
  const tap = buttonTap('wamid.cancel-once', phone.e164, `cancel:${orderNumber}`);
  expect(await deliver(tap)).toEqual({ status: 200, body: { ok: true, applied: 1 } });
  expect(await deliver(tap)).toEqual({ status: 200, body: { ok: true, applied: 0 } });
  const order = await orderRow(orderNumber);
  expect(order).toMatchObject({ status: 'cancelled', cancel_reason: 'Cancelled by the customer on WhatsApp' });
  expect(await stockOf(service, VARIANT)).toBe(before);
  const { data: events } = await service.from('order_events').select('status').eq('order_id', order.id).eq('status', 'cancelled');
  expect(events).toHaveLength(1);
});

test('Confirm from another number, or for an order no longer pending, changes nothing', async () => {
  const phone = freshPhone();
  const stranger = freshPhone();
  const orderNumber = await codOrderTo(phone);
  expect((await deliver(buttonTap('wamid.stranger', stranger.e164, `confirm:${orderNumber}`))).body).toEqual({ ok: true, applied: 0 });
  expect((await orderRow(orderNumber)).status).toBe('pending');
  await deliver(buttonTap('wamid.cancel-first', phone.e164, `cancel:${orderNumber}`));
  expect((await deliver(buttonTap('wamid.confirm-late', phone.e164, `confirm:${orderNumber}`))).body).toEqual({ ok: true, applied: 0 });
  expect((await orderRow(orderNumber)).status).toBe('cancelled');
});

test('Change address leaves a note for the owner on the order, not the shopper', async () => {
  const phone = freshPhone();
  const orderNumber = await codOrderTo(phone);
  await deliver(buttonTap('wamid.address', phone.e164, `change_address:${orderNumber}`));
  const order = await orderRow(orderNumber);
  expect(order.status).toBe('pending');
  const { data } = await service
    .from('order_events')
    .select('note, is_public, actor')
    .eq('order_id', order.id)
    .like('note', '%change the delivery address%');
  expect(data).toEqual([
    { note: 'The customer asked on WhatsApp to change the delivery address: please call them.', is_public: false, actor: 'customer' },
  ]);
});

test('STOP (any case) opts the number out: its next order gets no message', async () => {
  const phone = freshPhone();
  expect((await deliver(typedText('wamid.stop', phone.e164, 'stop'))).body).toEqual({ ok: true, applied: 1 });
  const { data } = await service.from('whatsapp_opt_outs').select('phone').eq('phone', phone.e164);
  expect(data).toEqual([{ phone: phone.e164 }]);
  const orderNumber = await codOrderTo(phone);
  expect(await sentMessages(orderNumber)).toEqual([]);
  expect((await chatOf(phone.digits)).filter((m) => m.template)).toEqual([]);
});

test('status webhooks move a message forward only', async () => {
  const phone = freshPhone();
  const orderNumber = await codOrderTo(phone);
  const [{ id }] = (await chatOf(phone.digits)) as [ChatMessage];
  const status = (value: string) =>
    notificationOf({ statuses: [{ id, status: value, timestamp: '1764300000', recipient_id: phone.digits }] });
  await deliver(status('read'));
  expect((await sentMessages(orderNumber))[0]!.status).toBe('read');
  expect((await deliver(status('delivered'))).body).toEqual({ ok: true, applied: 0 });
  expect((await sentMessages(orderNumber))[0]!.status).toBe('read');
});

test("the console's shipped, out for delivery and delivered moves send their messages", async () => {
  const phone = freshPhone();
  const orderNumber = await codOrderTo(phone);
  const move = (from: string, to: string, extra: Record<string, unknown> = {}) =>
    call(withParams(statusRoute, { orderNumber }), `/api/admin/orders/${orderNumber}/status`, {
      method: 'POST',
      body: { from, to, ...extra },
      jar: admin,
    });
  for (const [from, to, extra] of [
    ['pending', 'confirmed', {}],
    ['confirmed', 'processing', {}],
    ['processing', 'shipped', { courier: 'Leopards', trackingNumber: 'LP123' }],
    ['shipped', 'out_for_delivery', {}],
    ['out_for_delivery', 'delivered', {}],
  ] as const) {
    expect((await move(from, to, extra)).status).toBe(200);
  }
  const templates = (await chatOf(phone.digits)).map((m) => m.template);
  expect(templates).toEqual(['order_confirmation', 'order_shipped', 'order_out_for_delivery', 'order_delivered']);
  const shipped = (await chatOf(phone.digits))[1]!;
  expect(shipped.text).toMatch(/on its way with Leopards\. Track it here: \S*LP123/);
});

test("Meta's handshake: the challenge as text when the verify token matches, 403 otherwise; odd bodies are a 4xx", async () => {
  const handshake = (token: string, mode = 'subscribe') =>
    webhookGet(shopRequest(`/api/webhooks/whatsapp?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`));
  const ok = await handshake(SANDBOX_WHATSAPP.verifyToken);
  expect(ok.status).toBe(200);
  expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await ok.text()).toBe('1158201444');
  expect((await handshake('wrong')).status).toBe(403);
  expect((await handshake(SANDBOX_WHATSAPP.verifyToken, 'unsubscribe')).status).toBe(403);

  expect((await deliver('{"object":')).status).toBe(400);
  expect((await deliver({ object: 'page', entry: [] })).status).toBe(400);
  expect((await deliver({ object: 'whatsapp_business_account', entry: [], padding: 'x'.repeat(20_000) })).status).toBe(413);
});
