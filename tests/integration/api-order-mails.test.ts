/**
 * The order mails against the real embedded backend and its outbox: what a placed order mails,
 * read back from the database, in the shop's words.
 */
import { POST as placeRoute } from '@/app/api/orders/route';
import type { PlacedOrder } from '@/lib/checkout/types';
import { startTestBackend, type TestBackend } from '../support/backend';
import { call, freshEmail, mailTo, pointShopAt, type MailMessage } from './api-support';
import { detailsBody, orderBody } from './checkout-support';

const OWNER = 'owner.mails@gilgitdryfruits.test';
const CODES = [/awaiting_transfer/, /bank_transfer/, /cod_pending/, /\bcod\b/, /\bvoided\b/, /\bleopard\b/, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/];
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend, { SHOP_OWNER_EMAIL: OWNER });
  delete process.env.MAIL_API_URL;
  delete process.env.MAIL_API_KEY;
});
afterAll(() => backend?.stop());

async function place(overrides: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const { status, body } = await call<{ order: PlacedOrder }>(placeRoute, '/api/orders', { method: 'POST', body: orderBody(overrides) });
  expect(status).toBe(201);
  return body.order;
}

const about = (mails: MailMessage[], orderNumber: string, subject: string) => mails.filter((m) => m.subject.includes(orderNumber) && m.subject.includes(subject));

function expectReadable(mail: MailMessage) {
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.text).toContain('Gilgit Dry Fruits');
  for (const code of CODES) {
    expect(mail.text).not.toMatch(code);
    expect(mail.subject).not.toMatch(code);
  }
}

test("placing an order: the owner's notice is the branded mail, in the shop's words", async () => {
  const email = freshEmail('placed');
  const order = await place({ paymentMethod: 'bank_transfer', details: detailsBody({ email }) });
  const [owner] = about(await mailTo(backend, OWNER), order.orderNumber, 'New order');
  expect(owner!.subject).toBe(`New order ${order.orderNumber}: Rs. ${order.total.toLocaleString('en-US')} (Bank transfer)`);
  expect(owner!.text).toContain('Payment: Bank transfer · Awaiting bank transfer');
  expect(owner!.text).toContain('Shipping: Leopards Courier');
  expectReadable(owner!);
  const [shopper] = await mailTo(backend, email);
  expect(shopper!.text).toContain(`Reference: ${order.orderNumber}`);
  expectReadable(shopper!);
});
