/**
 * Refunds through the owner console's API against the real embedded backend: admins only, the
 * form's checks, a paid transfer order cancelled (the cancelled mail speaks of the refund to come),
 * its refund owed on the order and in the "refund owed" filter, recorded in part then in full, and
 * the shopper's "refund sent" mails.
 */
import { GET as orderRoute } from '@/app/api/admin/orders/[orderNumber]/route';
import { POST as transferRoute } from '@/app/api/admin/orders/[orderNumber]/bank-transfer/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[orderNumber]/refund/route';
import { POST as statusRoute } from '@/app/api/admin/orders/[orderNumber]/status/route';
import { GET as listRoute } from '@/app/api/admin/orders/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import type { PlacedOrder } from '@/lib/checkout/types';
import type { AdminOrderDetail, AdminOrderPage } from '@/lib/orders/admin-types';
import { TEST_BANK_ACCOUNT } from '../support/shop-settings';
import { jarOf, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { call, freshEmail, mailTo } from './api-support';
import { detailsBody, orderBody } from './checkout-support';

const shop = setUpAdminConsole();
beforeAll(async () => {
  const settings = await shop.service.from('shop_settings').update(TEST_BANK_ACCOUNT).eq('id', true);
  if (settings.error) throw settings.error;
});

type Answer = { ok: boolean; message?: string; code?: string; order?: AdminOrderDetail; fieldErrors?: Record<string, string> };

const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-US')}`;

async function paidTransfer(email: string): Promise<PlacedOrder> {
  const { status, body } = await call<{ order: PlacedOrder }>(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody({ paymentMethod: 'bank_transfer', details: detailsBody({ email, fullName: 'Farah Ali' }) }),
  });
  expect(status).toBe(201);
  const n = body.order.orderNumber;
  const paid = await call<Answer>(withParams(transferRoute, { orderNumber: n }), `/api/admin/orders/${n}/bank-transfer`, {
    method: 'POST',
    body: { decision: 'confirm', reference: `HBL-${n}`, amount: body.order.total },
    jar: shop.admin,
  });
  expect(paid.status).toBe(200);
  return body.order;
}

const read = (n: string) => call<Answer>(withParams(orderRoute, { orderNumber: n }), `/api/admin/orders/${n}`, { jar: shop.admin });
const cancel = (n: string) =>
  call<Answer>(withParams(statusRoute, { orderNumber: n }), `/api/admin/orders/${n}/status`, {
    method: 'POST',
    body: { from: 'confirmed', to: 'cancelled', note: 'The apricots ran out' },
    jar: shop.admin,
  });
const refund = (n: string, body: Record<string, unknown>, as: As = shop.admin) =>
  call<Answer>(withParams(refundRoute, { orderNumber: n }), `/api/admin/orders/${n}/refund`, { method: 'POST', body, jar: jarOf(as) });
const owing = async () =>
  (await call<AdminOrderPage>(listRoute, '/api/admin/orders?refund=owed', { jar: shop.admin })).body.orders.map((o) => o.orderNumber);

test('a guest gets 401 and a shopper 403; the form refuses a missing reference and too much, and nothing is recorded', async () => {
  const order = await paidTransfer(freshEmail('refund-refused'));
  const n = order.orderNumber;
  const shopper = (await signedUp()).jar;
  expect(await refund(n, { amount: 100, method: 'cash' }, 'guest')).toMatchObject({ status: 401 });
  expect(await refund(n, { amount: 100, method: 'cash' }, shopper)).toMatchObject({ status: 403 });
  expect(await refund(n, { amount: 100, method: 'bank_transfer', reference: ' ' })).toMatchObject({
    status: 400,
    body: { fieldErrors: { reference: 'Please enter the reference of the transfer (up to 64 characters).' } },
  });
  expect(await refund(n, { amount: order.total + 1, method: 'bank_transfer', reference: 'MZ-1' })).toMatchObject({
    status: 400,
    body: { code: 'invalid_input', message: `At most ${rupees(order.total)} is left to refund on this order.` },
  });
  expect((await read(n)).body.order).toMatchObject({ paymentStatus: 'paid', refunds: [], refundable: order.total, refundOwed: 0 });
});

test('a paid transfer cancelled owes its refund until it is recorded, in part then in full, each mailed to the shopper', async () => {
  const email = freshEmail('refund');
  const order = await paidTransfer(email);
  const n = order.orderNumber;
  expect((await cancel(n)).status).toBe(200);
  const cancelledMail = (await mailTo(shop.backend, email)).find((m) => m.subject === `Your order ${n} has been cancelled`);
  expect(cancelledMail?.text).toContain(
    `You have paid ${rupees(order.total)} for this order. We will send you a refund of ${rupees(order.total)}. We will call or WhatsApp you on 0355-1234567`,
  );
  expect(cancelledMail?.text).not.toContain('refunded in full');
  expect((await read(n)).body.order).toMatchObject({ status: 'cancelled', refundOwed: order.total, refundable: order.total });
  expect(await owing()).toContain(n);

  const part = await refund(n, { amount: 500, method: 'bank_transfer', reference: 'MZ-RF-500', note: 'First part' });
  expect(part).toMatchObject({
    status: 200,
    body: {
      message: `Refund of Rs. 500 recorded; ${rupees(order.total - 500)} is left to refund.`,
      order: { paymentStatus: 'partly_refunded', refundOwed: order.total - 500, refunds: [expect.objectContaining({ amount: 500 })] },
    },
  });
  expect(part.body.order!.events.at(-1)).toMatchObject({
    note: 'Refund of Rs. 500 recorded (bank transfer, ref MZ-RF-500)',
    actor: 'admin',
  });
  expect(await owing()).toContain(n);
  const rest = await refund(n, { amount: order.total - 500, method: 'cash' });
  expect(rest.body).toMatchObject({
    message: `Refund of ${rupees(order.total - 500)} recorded; the order is refunded in full.`,
    order: { paymentStatus: 'refunded', refundOwed: 0, refundable: 0 },
  });
  expect(await owing()).not.toContain(n);

  const sent = (await mailTo(shop.backend, email)).filter((m) => m.subject.startsWith('Your refund of'));
  expect(sent.map((m) => m.subject).sort()).toEqual(
    [`Your refund of Rs. 500 for order ${n} was sent`, `Your refund of ${rupees(order.total - 500)} for order ${n} was sent`].sort(),
  );
  const first = sent.find((m) => m.subject.includes('Rs. 500 '))!;
  expect(first.text).toContain(`Your refund of Rs. 500 for order ${n} was sent by bank transfer, reference MZ-RF-500.`);
  expect(first.text).toContain(`We will send the remaining ${rupees(order.total - 500)} as well`);
});
