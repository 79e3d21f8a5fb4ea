/**
 * Easypay's own steps against the sandbox: the first redirect's auth_token, which the shop's page
 * posts on to Confirm.jsf, and the IPN, which only names a link on Easypay's host where the shop
 * reads the notification. A link elsewhere, or one that cannot be read, changes nothing and is logged.
 */
import { GET as callbackGet } from '@/app/payment/callback/route';
import { IPN_NOT_FROM_PROVIDER, IPN_UNREADABLE } from '@/lib/payments/messages';
import { shopRequest } from './api-support';
import {
  answered,
  easypayIpn,
  easypayIpnLink,
  formOf,
  notices,
  orderState,
  placed,
  returned,
  started,
  setUpPaymentShop,
} from './payments-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const VARIANT = 12;
const shop = setUpPaymentShop(VARIANT, 100);

async function noticesFor(link: string) {
  const { data, error } = await shop.service
    .from('payment_notices')
    .select('verdict, needs_review, detail')
    .eq('gateway', 'easypaisa')
    .eq('raw->>url', link);
  if (error) throw error;
  return data;
}

test("Index.jsf sends the shopper back with an auth_token; the shop's page posts it on to Confirm.jsf with the post-back URL", async () => {
  const payment = await started(await placed('easypaisa', VARIANT));
  const index = await fetch(payment.form.action, { method: 'POST', body: new URLSearchParams(payment.form.fields), redirect: 'manual' });
  expect(index.status).toBe(302);
  const back = new URL(index.headers.get('location')!);
  const page = await callbackGet(shopRequest(`${back.pathname}${back.search}`));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(formOf(html)).toEqual({
    action: `${shop.sandboxes.url}/payments/easypaisa/confirm`,
    fields: { auth_token: back.searchParams.get('auth_token'), postBackURL: 'http://localhost:3000/payment/callback' },
  });
  const confirmed = await fetch(formOf(html).action, { method: 'POST', body: new URLSearchParams(formOf(html).fields) });
  expect(await confirmed.text()).toContain(payment.reference);
});

test('an auth_token that is not a plain token, or a second return without one, is not posted anywhere', async () => {
  for (const query of ['auth_token=%3Cscript%3E', 'auth_token=']) {
    const response = await callbackGet(shopRequest(`/payment/callback?${query}`));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/transaction-result?state=unverified');
  }
  const unknown = await fetch(`${shop.sandboxes.url}/payments/easypaisa/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ auth_token: 'f'.repeat(32), postBackURL: 'http://localhost:3000/payment/callback' }),
  });
  expect(unknown.status).toBe(400);
});

test('the IPN link brings the success of a payment left pending, once; the notification names the attempt and its amount', async () => {
  const order = await placed('easypaisa', VARIANT);
  const payment = await started(order);
  await returned(await answered(shop.sandboxes, payment, 'pending'), 'easypaisa');
  expect((await orderState(shop.service, order.orderNumber)).payment_status).toBe('pending');
  await fetch(`${shop.sandboxes.url}/payments/notify`, {
    method: 'POST',
    body: JSON.stringify({ reference: payment.reference, status: 'paid', times: 0 }),
  });
  const link = easypayIpnLink(shop.sandboxes, payment.reference);
  expect(await (await fetch(link)).json()).toMatchObject({
    order_id: payment.reference,
    transaction_status: 'PAID',
    transaction_amount: order.total,
  });
  for (const expected of ['paid', 'paid']) {
    const { status, body } = await easypayIpn(link);
    expect(status).toBe(200);
    expect(body.state).toBe(expected);
  }
  expect((await orderState(shop.service, order.orderNumber)).payment_status).toBe('paid');
  expect((await notices(shop.service, order.orderNumber)).map((n) => [n.channel, n.verdict])).toEqual([
    ['return', 'pending'],
    ['ipn', 'applied'],
    ['ipn', 'duplicate'],
  ]);
});

test("a link off Easypay's host is not read: 400, flagged for review, the order untouched", async () => {
  const order = await placed('easypaisa', VARIANT);
  const payment = await started(order);
  await returned(await answered(shop.sandboxes, payment, 'paid'), 'easypaisa');
  const fetchSpy = jest.spyOn(global, 'fetch');
  const link = `http://127.0.0.2:9/easypay-service/rest/v1/ipn/${payment.reference}`;
  const { status, body } = await easypayIpn(link);
  expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining('127.0.0.2'), expect.anything());
  fetchSpy.mockRestore();
  expect(status).toBe(400);
  expect(body.message).toBe(IPN_NOT_FROM_PROVIDER);
  expect(await noticesFor(link)).toEqual([expect.objectContaining({ verdict: 'bad_signature', needs_review: true })]);
  expect((await notices(shop.service, order.orderNumber)).map((n) => n.verdict)).toEqual(['applied']);
});

test('a link that cannot be read is a 502 (the provider sends it again), logged, and changes nothing', async () => {
  const link = easypayIpnLink(shop.sandboxes, 'T00000000000000NOSUCH');
  const { status, body } = await easypayIpn(link);
  expect(status).toBe(502);
  expect(body.message).toBe(IPN_UNREADABLE);
  expect(await noticesFor(link)).toEqual([expect.objectContaining({ verdict: 'provider_unreachable', needs_review: false })]);
});
