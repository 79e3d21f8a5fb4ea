/**
 * Issue 31 §3: /payment/callback cannot fill the owner's review queue. A client is refused past its
 * limit before its post is read; the posts that do arrive unsigned or invalid are one flag per order
 * and verdict with their count, each keeping a bounded copy of the message; a real "late" flag keeps
 * a row of its own beside them.
 */
import type { NextRequest } from 'next/server';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[orderNumber]/route';
import { GET as callbackGet, POST as callbackPost } from '@/app/payment/callback/route';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { TOO_MANY_REQUESTS } from '@/lib/http/messages';
import { signedInAdmin } from './admin-support';
import { call, shopRequest } from './api-support';
import { answered, orderState, placed, returned, setUpPaymentShop, started } from './payments-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const VARIANT = 12;
const shop = setUpPaymentShop(VARIANT, 100);

/** An unsigned JazzCash-looking post of about 15 KB naming `reference`, from the address `from`. */
function unsignedPost(reference: string, from: string) {
  return callbackPost(
    shopRequest('/payment/callback', {
      method: 'POST',
      body: new URLSearchParams({ pp_TxnRefNo: reference, pp_ResponseCode: '000', pp_Amount: '1', filler: 'x'.repeat(15_000) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      forwardedFor: from,
    }),
  );
}

async function noticeRows(orderNumber: string) {
  const { id } = await orderState(shop.service, orderNumber);
  const { data, error } = await shop.service
    .from('payment_notices')
    .select('verdict, needs_review, repeats, created_at, last_seen_at, raw')
    .eq('order_id', id)
    .order('id');
  if (error) throw error;
  return data;
}

test('unsigned posts naming a real payment are one flag on the order, counting them, with a bounded copy', async () => {
  const order = await placed('jazzcash', VARIANT);
  const payment = await started(order);
  for (let i = 0; i < 60; i++) expect((await unsignedPost(payment.reference, `10.31.${i}.1`)).status).toBe(303);

  const rows = await noticeRows(order.orderNumber);
  expect(rows.map((row) => [row.verdict, row.needs_review, row.repeats])).toEqual([['bad_signature', true, 60]]);
  expect(new Date(rows[0]!.last_seen_at).getTime()).toBeGreaterThan(new Date(rows[0]!.created_at).getTime());
  expect(JSON.stringify(rows[0]!.raw).length).toBeLessThan(1_000);
  expect((rows[0]!.raw as Record<string, string>).pp_TxnRefNo).toBe(payment.reference);
  expect((await orderState(shop.service, order.orderNumber)).payment_status).toBe('pending');
});

test('a real "late" flag keeps its own row beside the counted ones, and the console shows both', async () => {
  const order = await placed('jazzcash', VARIANT);
  const payment = await started(order);
  const answer = await answered(shop.sandboxes, payment, 'paid');
  for (let i = 0; i < 5; i++) await unsignedPost(payment.reference, `10.32.${i}.1`);
  await shop.service
    .from('orders')
    .update({ payment_due_at: new Date(Date.now() - 60_000).toISOString() })
    .eq('order_number', order.orderNumber);
  await shop.service.rpc('expire_unpaid_orders');
  await returned(answer);
  for (let i = 5; i < 10; i++) await unsignedPost(payment.reference, `10.32.${i}.1`);

  expect((await noticeRows(order.orderNumber)).map((row) => [row.verdict, row.needs_review, row.repeats])).toEqual([
    ['bad_signature', true, 10],
    ['late', true, 1],
  ]);
  const admin = (await signedInAdmin(shop.service)).jar;
  const { status, body } = await call<{ order: AdminOrderDetail }>(
    (request: NextRequest) => adminOrderRoute(request, { params: Promise.resolve({ orderNumber: order.orderNumber }) }),
    `/api/admin/orders/${order.orderNumber}`,
    { jar: admin },
  );
  expect(status).toBe(200);
  expect(body.order.paymentNotices.filter((n) => n.needsReview).map((n) => [n.verdict, n.repeats])).toEqual([
    ['bad_signature', 10],
    ['late', 1],
  ]);
});

test('one client is refused past 30 callbacks in 5 minutes, before its post is read; others still come back', async () => {
  const order = await placed('jazzcash', VARIANT);
  const payment = await started(order);
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++) statuses.push((await unsignedPost(payment.reference, '10.33.0.1')).status);
  expect(statuses.filter((s) => s === 303)).toHaveLength(30);
  expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);

  const refused = await callbackGet(shopRequest(`/payment/callback?pp_TxnRefNo=${payment.reference}`, { forwardedFor: '10.33.0.1' }));
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ message: TOO_MANY_REQUESTS });
  expect((await noticeRows(order.orderNumber)).map((row) => row.repeats)).toEqual([30]);

  expect((await unsignedPost(payment.reference, '10.33.0.2')).status).toBe(303);
});

test("a shopper's returns that the provider's signature bears out are not counted, so one address may pay again and again", async () => {
  const returns: number[] = [];
  for (let i = 0; i < 12; i++) {
    const order = await placed('jazzcash', VARIANT);
    const payment = await started(order);
    const answer = await answered(shop.sandboxes, payment, i % 2 ? 'paid' : 'failed');
    for (let again = 0; again < 3; again++) {
      const response = await callbackPost(
        shopRequest('/payment/callback', {
          method: 'POST',
          body: new URLSearchParams(answer).toString(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://sandbox.jazzcash.com.pk',
            'sec-fetch-site': 'cross-site',
          },
          forwardedFor: '10.34.0.1',
        }),
      );
      returns.push(response.status);
    }
  }
  expect(returns).toEqual(Array(36).fill(303));
  for (let i = 0; i < 30; i++) await unsignedPost('T00000000000000AAAAA', '10.34.0.1');
  expect((await unsignedPost('T00000000000000AAAAA', '10.34.0.1')).status).toBe(429);
});
