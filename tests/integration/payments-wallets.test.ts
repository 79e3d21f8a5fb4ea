/**
 * Wallet payments end to end against the sandboxes service (JazzCash and Easypaisa): the
 * order placed with a wallet, an attempt started, the hosted page's answer brought back through
 * /payment/callback or the IPN route, checked with the provider's inquiry and recorded once. Every
 * bad message leaves the order unpaid, changes no stock and is logged (flagged when the owner must look).
 */
import type { NextRequest } from 'next/server';
import { POST as checkRoute } from '@/app/api/admin/orders/[orderNumber]/payment-check/route';
import { GET as orderRoute } from '@/app/api/admin/orders/[orderNumber]/route';
import { POST as newOrderRoute } from '@/app/api/admin/orders/route';
import { POST as startRoute } from '@/app/api/payments/start/route';
import { readPayLink } from '@/lib/orders/pay-link';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { SANDBOX_EASYPAISA } from '@/lib/providers/wallets/easypaisa/sandbox';
import { SANDBOX_JAZZCASH } from '@/lib/providers/wallets/jazzcash/sandbox';
import { EASYPAISA, JAZZCASH } from '@/sandboxes/payments/signing';
import { signedInAdmin, signedUp } from './admin-support';
import { call, type CookieJar } from './api-support';
import { detailsBody, freshKey, stockOf } from './checkout-support';
import {
  answered as answeredOn,
  jazzCashIpn,
  notices as noticesOf,
  orderState as stateOf,
  placed as placedWith,
  returned,
  signedJazzCash,
  started,
  type Outcome,
  type Started,
  type Wallet,
  setUpPaymentShop,
} from './payments-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const VARIANT = 12;
const shop = setUpPaymentShop(VARIANT, 500);
afterEach(() => jest.restoreAllMocks());

const placed = (wallet: Wallet) => placedWith(wallet, VARIANT);
const answered = (payment: Started, outcome: Outcome) => answeredOn(shop.sandboxes, payment, outcome);
const orderState = (orderNumber: string) => stateOf(shop.service, orderNumber);
const notices = (orderNumber: string) => noticesOf(shop.service, orderNumber);

test('the shop and the sandbox hold the same sandbox credentials', () => {
  expect(SANDBOX_JAZZCASH).toEqual(JAZZCASH);
  expect(SANDBOX_EASYPAISA).toEqual(EASYPAISA);
});

test.each(['jazzcash', 'easypaisa'] as const)('%s: paying on the hosted page marks the order paid, once', async (wallet) => {
  const order = await placed(wallet);
  expect(await orderState(order.orderNumber)).toMatchObject({ status: 'pending', payment_status: 'pending' });
  const payment = await started(order);
  expect(payment.reference).toMatch(/^T\d{14}[0-9A-F]{5}$/);
  const answer = await answered(payment, 'paid');
  const location = await returned(answer, wallet);
  expect(location.pathname).toBe('/transaction-result');
  expect(location.searchParams.get('ref')).toBe(payment.reference);
  expect(await orderState(order.orderNumber)).toMatchObject({ payment_status: 'paid' });
  expect(await notices(order.orderNumber)).toEqual([{ channel: 'return', verdict: 'applied', needs_review: false, repeats: 1 }]);
});

test('a success delivered three times (return, IPN, IPN) is recorded once', async () => {
  const order = await placed('jazzcash');
  const payment = await started(order);
  const answer = await answered(payment, 'paid');
  await returned(answer);
  const first = await jazzCashIpn(answer);
  expect(first.body).toMatchObject({ state: 'paid', pp_ResponseCode: '000', pp_ResponseMessage: 'Notification received.' });
  expect(first.body.pp_SecureHash).toBe(
    signedJazzCash({ pp_ResponseCode: '000', pp_ResponseMessage: 'Notification received.' }).pp_SecureHash,
  );
  expect((await jazzCashIpn(answer)).body.state).toBe('paid');
  const { id } = await orderState(order.orderNumber);
  const { data } = await shop.service.from('order_events').select('note').eq('order_id', id).eq('note', 'Payment received');
  expect(data).toHaveLength(1);
  // The repeats are one notice, counted (issue 31 §3).
  expect((await notices(order.orderNumber)).map((n) => [n.verdict, n.repeats])).toEqual([
    ['applied', 1],
    ['duplicate', 2],
  ]);
});

test('a failed, then cancelled attempt can be retried with a new reference, and only then paid', async () => {
  const order = await placed('easypaisa');
  const first = await started(order);
  expect((await returned(await answered(first, 'failed'), 'easypaisa')).searchParams.get('ref')).toBe(first.reference);
  expect(await orderState(order.orderNumber)).toMatchObject({ status: 'pending', payment_status: 'failed' });
  const second = await started(order);
  expect(second.reference).not.toBe(first.reference);
  await returned(await answered(second, 'cancelled'), 'easypaisa');
  expect((await orderState(order.orderNumber)).payment_status).toBe('failed');
  const third = await started(order);
  await returned(await answered(third, 'paid'), 'easypaisa');
  expect((await orderState(order.orderNumber)).payment_status).toBe('paid');
  const { status } = await call(startRoute, '/api/payments/start', { method: 'POST', body: order });
  expect(status).toBe(409);
});

test('a pending payment stays pending until the IPN (here posted as a form) brings the success (the shopper closed the tab)', async () => {
  const order = await placed('jazzcash');
  const payment = await started(order);
  const pending = await answered(payment, 'pending');
  await returned(pending);
  expect((await orderState(order.orderNumber)).payment_status).toBe('pending');
  await fetch(`${shop.sandboxes.url}/payments/notify`, {
    method: 'POST',
    body: JSON.stringify({ reference: payment.reference, status: 'paid' }),
  });
  const success = signedJazzCash({
    ...Object.fromEntries(Object.entries(pending).filter(([name]) => name !== 'pp_SecureHash')),
    pp_ResponseCode: '000',
  });
  expect((await jazzCashIpn(success, 'form')).body.state).toBe('paid');
  expect((await orderState(order.orderNumber)).payment_status).toBe('paid');
});

describe('bad messages leave the order unpaid, the stock as it was, and a notice', () => {
  async function paidAtProviderButBadMessage(
    change: (answer: Record<string, string>) => Record<string, string>,
    verdict: string,
    loggedOn?: { orderNumber: string },
  ) {
    const order = await placed('jazzcash');
    const payment = await started(order);
    const answer = await answered(payment, 'paid');
    const stock = await stockOf(shop.service, VARIANT);
    const location = await returned(change(answer));
    expect(location.searchParams.get('ref') ?? location.searchParams.get('state')).toBeTruthy();
    expect((await orderState(order.orderNumber)).payment_status).toBe('pending');
    expect(await stockOf(shop.service, VARIANT)).toBe(stock);
    expect(await notices((loggedOn ?? order).orderNumber)).toEqual([expect.objectContaining({ verdict, needs_review: true })]);
    return order;
  }
  const without = (answer: Record<string, string>, name: string) =>
    Object.fromEntries(Object.entries(answer).filter(([key]) => key !== name));

  test('a wrong hash', () => paidAtProviderButBadMessage((answer) => ({ ...answer, pp_SecureHash: 'A'.repeat(64) }), 'bad_signature'));
  test('a missing hash', () => paidAtProviderButBadMessage((answer) => without(answer, 'pp_SecureHash'), 'bad_signature'));
  test('a changed amount, signed with the right salt', () =>
    paidAtProviderButBadMessage((answer) => signedJazzCash({ ...without(answer, 'pp_SecureHash'), pp_Amount: '100' }), 'amount_mismatch'));
  test('a currency other than PKR', () =>
    paidAtProviderButBadMessage(
      (answer) => signedJazzCash({ ...without(answer, 'pp_SecureHash'), pp_TxnCurrency: 'USD' }),
      'currency_mismatch',
    ));
  test("another order's reference", async () => {
    const other = await placed('jazzcash');
    const otherPayment = await started(other);
    await paidAtProviderButBadMessage(
      (answer) => signedJazzCash({ ...without(answer, 'pp_SecureHash'), pp_TxnRefNo: otherPayment.reference }),
      'wrong_order',
      other,
    );
    expect((await orderState(other.orderNumber)).payment_status).toBe('pending');
  });

  test('a replay of an old success for an attempt the provider says failed', async () => {
    const order = await placed('jazzcash');
    const first = await started(order);
    const failed = await answered(first, 'failed');
    await returned(failed);
    const forged = signedJazzCash({
      ...Object.fromEntries(Object.entries(failed).filter(([name]) => name !== 'pp_SecureHash')),
      pp_ResponseCode: '000',
    });
    await returned(forged);
    expect((await orderState(order.orderNumber)).payment_status).toBe('failed');
    expect((await notices(order.orderNumber)).map((n) => [n.verdict, n.needs_review])).toEqual([
      ['applied', false],
      ['not_confirmed', true],
      ['duplicate', false],
    ]);
  });
});

test('a success after the order expired is flagged for review and puts no stock back or takes none', async () => {
  const order = await placed('jazzcash');
  const payment = await started(order);
  const answer = await answered(payment, 'paid');
  await shop.service
    .from('orders')
    .update({ payment_due_at: new Date(Date.now() - 60_000).toISOString() })
    .eq('order_number', order.orderNumber);
  const before = await stockOf(shop.service, VARIANT);
  const { data: expired } = await shop.service.rpc('expire_unpaid_orders');
  expect(expired).toBeGreaterThanOrEqual(1);
  expect(await stockOf(shop.service, VARIANT)).toBe(before + 1);
  await returned(answer);
  expect(await stockOf(shop.service, VARIANT)).toBe(before + 1);
  expect((await orderState(order.orderNumber)).status).toBe('cancelled');
  expect(await notices(order.orderNumber)).toEqual([expect.objectContaining({ verdict: 'late', needs_review: true })]);
});

test('the provider unreachable at inquiry leaves the order pending, not failed; the next inquiry recovers it', async () => {
  const order = await placed('jazzcash');
  const payment = await started(order);
  const answer = await answered(payment, 'paid');
  const realFetch = global.fetch;
  jest
    .spyOn(global, 'fetch')
    .mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/payments/jazzcash/inquire')
        ? Promise.reject(new Error('connect ECONNREFUSED'))
        : realFetch(input, init),
    );
  await returned(answer);
  expect((await orderState(order.orderNumber)).payment_status).toBe('pending');
  expect((await notices(order.orderNumber)).map((n) => n.verdict)).toEqual(['provider_unreachable']);
  jest.restoreAllMocks();
  expect((await jazzCashIpn(answer)).body.state).toBe('paid');
});

test('a wallet is refused at checkout when neither configured nor covered by the sandbox', async () => {
  process.env.JAZZCASH_MODE = 'off';
  jest.resetModules();
  const { walletOffered } = await import('@/lib/payments/providers');
  const { serverEnv } = await import('@/lib/env');
  expect(walletOffered('jazzcash', serverEnv())).toBe(false);
  expect(walletOffered('cod', serverEnv())).toBe(true);
  process.env.JAZZCASH_MODE = 'sandbox';
});

test('a wallet order taken on WhatsApp waits for the money, and its pay link starts a payment', async () => {
  const admin = await signedInAdmin(shop.service);
  const taken = await call<{ order: { orderNumber: string; status: string } }>(newOrderRoute, '/api/admin/orders', {
    method: 'POST',
    jar: admin.jar,
    body: {
      channel: 'whatsapp',
      items: [{ variantId: VARIANT, quantity: 1 }],
      details: detailsBody({ email: '' }),
      shippingMethod: 'leopard',
      paymentMethod: 'jazzcash',
      idempotencyKey: freshKey(),
    },
  });
  expect(taken).toMatchObject({ status: 201, body: { order: { status: 'pending' } } });
  const { orderNumber } = taken.body.order;
  const read = await call<{ order: AdminOrderDetail }>(
    (request: NextRequest) => orderRoute(request, { params: Promise.resolve({ orderNumber }) }),
    `/api/admin/orders/${orderNumber}`,
    { jar: admin.jar },
  );
  const link = new URL(read.body.order.paymentLink!);
  const fromLink = readPayLink(link.search, link.hash);
  expect(fromLink?.orderNumber).toBe(orderNumber);

  const refused = await call(startRoute, '/api/payments/start', {
    method: 'POST',
    body: { orderNumber, checkoutKey: 'order-not-the-key-at-all' },
  });
  expect(refused.status).toBe(404);
  const payment = await started({ orderNumber, checkoutKey: fromLink!.checkoutKey });
  expect(payment.form.fields.pp_TxnRefNo).toBe(payment.reference);
});

test('a guest without the checkout key cannot start a payment for the order', async () => {
  const order = await placed('jazzcash');
  const { status } = await call(startRoute, '/api/payments/start', {
    method: 'POST',
    body: { orderNumber: order.orderNumber, checkoutKey: 'not-the-key-at-all' },
  });
  expect(status).toBe(404);
});

describe('the console: attempts, flagged messages and "check status now"', () => {
  const check = (orderNumber: string, jar?: CookieJar) =>
    call<{ message: string; order: AdminOrderDetail }>(
      (request: NextRequest) => checkRoute(request, { params: Promise.resolve({ orderNumber }) }),
      `/api/admin/orders/${orderNumber}/payment-check`,
      { method: 'POST', body: {}, jar },
    );

  test('the owner sees each attempt with its provider status and the flagged messages, and asks the provider', async () => {
    const admin = (await signedInAdmin(shop.service)).jar;
    const order = await placed('jazzcash');
    const payment = await started(order);
    const pending = await answered(payment, 'pending');
    await returned({ ...pending, pp_SecureHash: 'B'.repeat(64) });
    await fetch(`${shop.sandboxes.url}/payments/notify`, {
      method: 'POST',
      body: JSON.stringify({ reference: payment.reference, status: 'paid', times: 0 }),
    });
    expect((await orderState(order.orderNumber)).payment_status).toBe('pending');

    expect((await check(order.orderNumber)).status).toBe(401);
    expect((await check(order.orderNumber, (await signedUp()).jar)).status).toBe(403);
    const { status, body } = await check(order.orderNumber, admin);
    expect(status).toBe(200);
    expect(body.message).toBe('Checked with the provider: the order is paid.');
    expect(body.order.paymentStatus).toBe('paid');
    expect(body.order.payments).toEqual([
      expect.objectContaining({ reference: payment.reference, status: 'succeeded', responseCode: '121' }),
    ]);
    expect(body.order.paymentNotices.map((n) => [n.channel, n.verdict, n.needsReview])).toEqual([
      ['return', 'bad_signature', true],
      ['inquiry', 'applied', false],
    ]);
    expect(body.order.walletCheckOpen).toBe(false);
    expect((await check(order.orderNumber, admin)).status).toBe(409);
  });
});
