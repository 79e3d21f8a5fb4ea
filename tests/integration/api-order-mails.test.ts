/**
 * The order mails against the real embedded backend and its outbox: the owner hears of a shopper's
 * own cancellation once (never on a repeat, never for an order the shop had already cancelled),
 * and sendOrderStatusMail, called as the owner console does after its admin call, mails the
 * shopper once per change with what the database now says (the courier's tracking link included).
 */
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { POST as cancelRoute } from '@/app/api/orders/[orderNumber]/cancel/route';
import { sendOrderStatusMail } from '@/lib/orders/notifications';
import type { NextRequest } from 'next/server';
import { TEST_BANK_ACCOUNT } from '../support/shop-settings';
import { call, CookieJar, freshEmail, type MailMessage, mailTo, setUpShopBackend, signupBody } from './api-support';
import { detailsBody, placeOrderAs, stockOf } from './checkout-support';

const OWNER = 'owner.mails@gilgitdryfruits.test';
const CODES = [
  /awaiting_transfer/,
  /bank_transfer/,
  /cod_pending/,
  /\bcod\b/,
  /\bvoided\b/,
  /\bleopard\b/,
  /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
];
const shop = setUpShopBackend({ SHOP_OWNER_EMAIL: OWNER });

beforeAll(async () => {
  delete process.env.MAIL_API_URL;
  delete process.env.MAIL_API_KEY;
  shop.service = shop.service;
  const settings = await shop.service.from('shop_settings').update(TEST_BANK_ACCOUNT).eq('id', true);
  if (settings.error) throw settings.error;
  const { error } = await shop.service
    .from('shipping_methods')
    .update({ tracking_url_template: 'https://couriers.example/track?cn={tracking_number}' })
    .eq('id', 'leopard');
  if (error) throw error;
});

async function signedIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email), jar })).status).toBe(200);
  return jar;
}

function cancel(orderNumber: string, jar: CookieJar) {
  const handler = (request: NextRequest) => cancelRoute(request, { params: Promise.resolve({ orderNumber }) });
  return call(handler, `/api/orders/${orderNumber}/cancel`, { method: 'POST', body: {}, jar });
}

async function adminMove(orderNumber: string, status: string, extra: Record<string, unknown> = {}) {
  const { error } = await shop.service.rpc('admin_update_order_status', { order_number: orderNumber, status, ...extra });
  if (error) throw error;
}

const about = (mails: MailMessage[], orderNumber: string, subject: string) =>
  mails.filter((m) => m.subject.includes(orderNumber) && m.subject.includes(subject));

function expectReadable(mail: MailMessage) {
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.text).toContain('Gilgit Dry Fruits');
  for (const code of CODES) {
    expect(mail.text).not.toMatch(code);
    expect(mail.subject).not.toMatch(code);
  }
}

describe("the owner hears of a shopper's cancellation", () => {
  test('once, when the request cancelled the order; a repeat mails nothing', async () => {
    const email = freshEmail('cancels');
    const jar = await signedIn(email);
    const before = await stockOf(shop.service, 52);
    const order = await placeOrderAs(jar, {
      items: [{ variantId: 52, quantity: 2 }],
      details: detailsBody({ email, fullName: 'Nadia Karim' }),
    });
    expect((await cancel(order.orderNumber, jar)).status).toBe(200);
    expect((await cancel(order.orderNumber, jar)).status).toBe(200);
    expect(await stockOf(shop.service, 52)).toBe(before);

    const mails = about(await mailTo(shop.backend, OWNER), order.orderNumber, 'cancelled by the customer');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Nadia Karim cancelled order ${order.orderNumber} online`);
    expect(mails[0]!.text).toContain('The ordered quantities are back in stock');
    expect(mails[0]!.text).toContain(`Total: Rs. ${order.total.toLocaleString('en-US')}`);
    expectReadable(mails[0]!);
  });

  test("not when the shop had already cancelled it (the shopper's call changes nothing)", async () => {
    const email = freshEmail('late');
    const jar = await signedIn(email);
    const order = await placeOrderAs(jar, { details: detailsBody({ email }) });
    await adminMove(order.orderNumber, 'cancelled', { note: 'Customer asked on WhatsApp' });
    expect((await cancel(order.orderNumber, jar)).status).toBe(200);
    expect(about(await mailTo(shop.backend, OWNER), order.orderNumber, 'cancelled by the customer')).toEqual([]);
  });
});

describe('sendOrderStatusMail', () => {
  test('shipped: one mail to the shopper with the courier, the tracking number and the tracking link', async () => {
    const email = freshEmail('shipped');
    const order = await placeOrderAs(undefined, { details: detailsBody({ email }) });
    await adminMove(order.orderNumber, 'confirmed');
    await sendOrderStatusMail(order.orderNumber, 'confirmed');
    await adminMove(order.orderNumber, 'shipped', { courier: 'Leopards', tracking_number: 'LE5550001' });
    await Promise.all([sendOrderStatusMail(order.orderNumber, 'shipped'), sendOrderStatusMail(order.orderNumber, 'shipped')]);
    await sendOrderStatusMail(order.orderNumber.toLowerCase(), 'shipped');

    const mails = await mailTo(shop.backend, email);
    expect(about(mails, order.orderNumber, 'is confirmed')).toHaveLength(1);
    const shipped = about(mails, order.orderNumber, 'is on its way');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain('Courier: Leopards');
    expect(shipped[0]!.text).toContain('Tracking number: LE5550001');
    expect(shipped[0]!.text).toContain('https://couriers.example/track?cn=LE5550001');
    expect(shipped[0]!.html).toContain('href="https://couriers.example/track?cn=LE5550001"');
    expect(shipped[0]!.html).toContain('href="http://localhost:3000/tracking"');
    expect(shipped[0]!.html).not.toContain('/orders/');
    expectReadable(shipped[0]!);
  });

  test('a change the order has not reached mails nothing; after the move it does', async () => {
    const email = freshEmail('stale');
    const order = await placeOrderAs(undefined, { details: detailsBody({ email }) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await sendOrderStatusMail(order.orderNumber, 'delivered');
    expect(warn).toHaveBeenCalledWith(`[orders] no "delivered" mail for order ${order.orderNumber}: it is pending (payment cod_pending)`);
    warn.mockRestore();
    expect(about(await mailTo(shop.backend, email), order.orderNumber, 'delivered')).toEqual([]);
    for (const status of ['confirmed', 'shipped', 'delivered'])
      await adminMove(order.orderNumber, status, status === 'shipped' ? { courier: 'TCS', tracking_number: 'T1' } : {});
    await sendOrderStatusMail(order.orderNumber, 'delivered');
    const [delivered] = about(await mailTo(shop.backend, email), order.orderNumber, 'has been delivered');
    expect(delivered!.text).toContain('Payment: Cash on delivery · Paid on delivery');
  });

  test('cancelled by the shop: the reason; an account holder also gets the link to My Orders', async () => {
    const email = freshEmail('member');
    const jar = await signedIn(email);
    const order = await placeOrderAs(jar, { details: detailsBody({ email }) });
    await adminMove(order.orderNumber, 'cancelled', { note: 'Chilgoza <sold out> until the new harvest' });
    await sendOrderStatusMail(order.orderNumber, 'cancelled');
    const [mail] = about(await mailTo(shop.backend, email), order.orderNumber, 'has been cancelled');
    expect(mail!.text).toContain('Chilgoza <sold out> until the new harvest');
    expect(mail!.html).toContain('Chilgoza &lt;sold out&gt; until the new harvest');
    expect(mail!.text).toContain('Nothing is due');
    expect(mail!.html).toContain(`href="http://localhost:3000/orders/${order.orderNumber}"`);
  });

  test('bank transfer received, after admin_confirm_bank_transfer', async () => {
    const email = freshEmail('transfer');
    const order = await placeOrderAs(undefined, { paymentMethod: 'bank_transfer', details: detailsBody({ email }) });
    const { error } = await shop.service.rpc('admin_confirm_bank_transfer', {
      order_number: order.orderNumber,
      reference: `MZ${Date.now()}`,
      amount: order.total,
    });
    if (error) throw error;
    await sendOrderStatusMail(order.orderNumber, 'transfer_received');
    const [mail] = about(await mailTo(shop.backend, email), order.orderNumber, 'Payment received');
    expect(mail!.text).toContain(`We have received your bank transfer of Rs. ${order.total.toLocaleString('en-US')}`);
    expectReadable(mail!);
  });

  test('an order without an email address, or an unknown number: nothing sent, nothing thrown', async () => {
    const order = await placeOrderAs(undefined, { details: detailsBody({ email: freshEmail('gone') }) });
    await shop.service.from('orders').update({ email: null }).eq('order_number', order.orderNumber);
    await adminMove(order.orderNumber, 'confirmed');
    const before = (await fetch(`${shop.backend.url}/mail/messages`).then((r) => r.json())) as MailMessage[];
    await expect(sendOrderStatusMail(order.orderNumber, 'confirmed')).resolves.toBeUndefined();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(sendOrderStatusMail('GDF-2611-ZZZZZZ', 'confirmed')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    const after = (await fetch(`${shop.backend.url}/mail/messages`).then((r) => r.json())) as MailMessage[];
    expect(after.length).toBe(before.length);
  });
});

test("placing an order: the owner's notice is the branded mail, in the shop's words", async () => {
  const email = freshEmail('placed');
  const order = await placeOrderAs(undefined, { paymentMethod: 'bank_transfer', details: detailsBody({ email }) });
  const [owner] = about(await mailTo(shop.backend, OWNER), order.orderNumber, 'New order');
  expect(owner!.subject).toBe(`New order ${order.orderNumber}: Rs. ${order.total.toLocaleString('en-US')} (Bank transfer)`);
  expect(owner!.text).toContain('Payment: Bank transfer · Awaiting bank transfer');
  expect(owner!.text).toContain('Shipping: Leopards Courier');
  expectReadable(owner!);
  const [shopper] = await mailTo(shop.backend, email);
  expect(shopper!.text).toContain(`Reference: ${order.orderNumber}`);
  expectReadable(shopper!);
});

test('an order placed by phone (no e-mail) from a town not on the list: only the owner is mailed, and later moves mail nobody', async () => {
  const allMails = async () => (await fetch(`${shop.backend.url}/mail/messages`).then((r) => r.json())) as MailMessage[];
  const order = await placeOrderAs(undefined, {
    details: detailsBody({ email: '', phone: '0346-2223334', cityId: 30, town: 'Mandra', postalCode: '47000' }),
  });
  const mails = (await allMails()).filter((mail) => mail.subject.includes(order.orderNumber));
  expect(mails.map((mail) => mail.to)).toEqual([OWNER]);
  expect(mails[0]!.subject).toContain('New order');
  expect(mails[0]!.text).toContain('Email: No e-mail given');
  expect(mails[0]!.text).toContain('Address: House 4, Jamaat Khana road, Jutial, Mandra (near Rawalpindi) 47000, Pakistan');
  expect(mails[0]!.text).toContain('Phone: 0346-2223334');
  expectReadable(mails[0]!);

  const logged = jest.spyOn(console, 'error');
  await adminMove(order.orderNumber, 'confirmed');
  await expect(sendOrderStatusMail(order.orderNumber, 'confirmed')).resolves.toBeUndefined();
  await adminMove(order.orderNumber, 'cancelled', { note: 'No answer on the phone' });
  await expect(sendOrderStatusMail(order.orderNumber, 'cancelled')).resolves.toBeUndefined();
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
  expect((await allMails()).filter((mail) => mail.subject.includes(order.orderNumber))).toHaveLength(1);
});

test("with an alerts address in the settings, the new-order notice goes there, linking to the console with the order's flags", async () => {
  const ALERTS = 'alerts.desk@gilgitdryfruits.test';
  const phone = '0346-5557788';
  const earlier = await placeOrderAs(undefined, { details: detailsBody({ email: '', phone }) });
  for (const status of ['confirmed', 'processing', 'shipped', 'returning', 'returned']) await adminMove(earlier.orderNumber, status);
  const saved = await shop.service.from('shop_settings').update({ alerts_email: ALERTS }).eq('id', true);
  if (saved.error) throw saved.error;
  try {
    const order = await placeOrderAs(undefined, { details: detailsBody({ email: '', phone }) });
    expect(about(await mailTo(shop.backend, OWNER), order.orderNumber, 'New order')).toEqual([]);
    const [notice] = about(await mailTo(shop.backend, ALERTS), order.orderNumber, 'New order');
    expect(notice!.text).toContain(`http://localhost:3000/admin/orders/${order.orderNumber}`);
    expect(notice!.text).toContain('New phone — confirm by call before packing');
    expect(notice!.text).toContain('Returned 1 parcel before');
    expectReadable(notice!);
  } finally {
    await shop.service.from('shop_settings').update({ alerts_email: null }).eq('id', true);
  }
});
