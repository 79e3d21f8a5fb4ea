/**
 * The confirmation hold's notices reach the shopper (issue 27 §3) against the real embedded backend
 * and its mail outbox: the database's job records a reminder at half the hold and a release at its
 * end; POST /api/order-notices (the scheduler, with the service-role key) mails each once, the
 * release with its reason; a reminder of an order no longer waiting, or of a shopper without an
 * e-mail address, sends nothing; anyone without the key is refused and claims nothing.
 */
import { POST as noticesRoute } from '@/app/api/order-notices/route';
import { call, freshEmail, mailTo, setUpShopBackend } from './api-support';
import { detailsBody, placeOrderAs, stockOf } from './checkout-support';

const shop = setUpShopBackend();
beforeAll(() => {
  delete process.env.MAIL_API_URL;
  delete process.env.MAIL_API_KEY;
});

type Delivery = { ok: boolean; claimed: number; sent: number; skipped: number; failed: number; message?: string };

const deliver = (authorization = `Bearer ${process.env.SUPABASE_SERVICE_ROLE_KEY}`) =>
  call<Delivery>(noticesRoute, '/api/order-notices', { method: 'POST', body: {}, headers: { authorization } });

/** The database's scheduled job, `hours` from now. */
async function runHoldsIn(hours: number): Promise<void> {
  const { error } = await shop.service.rpc('run_confirmation_holds', { p_now: new Date(Date.now() + hours * 3600_000).toISOString() });
  if (error) throw error;
}

test('the reminder and then the release are mailed once each; the release says why and the stock is back', async () => {
  const email = freshEmail('hold');
  const before = await stockOf(shop.service, 12);
  const order = await placeOrderAs(undefined, {
    details: detailsBody({ email, phone: '0355-7000001' }),
    items: [{ variantId: 12, quantity: 2 }],
  });

  expect(await deliver('Bearer not-the-key')).toMatchObject({ status: 401 });
  await runHoldsIn(12.5);
  expect(await deliver('Bearer not-the-key')).toMatchObject({ status: 401 });
  expect(await deliver()).toMatchObject({ status: 200, body: { ok: true, claimed: 1, sent: 1, failed: 0 } });
  expect(await deliver()).toMatchObject({ status: 200, body: { claimed: 0, sent: 0 } });
  const reminders = (await mailTo(shop.backend, email)).filter((m) => m.subject === `Please confirm your order ${order.orderNumber}`);
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.text).toContain('If it is not confirmed within 24 hours of ordering, it is cancelled and nothing is due.');

  await runHoldsIn(24.5);
  expect(await stockOf(shop.service, 12)).toBe(before);
  expect(await deliver()).toMatchObject({ status: 200, body: { claimed: 1, sent: 1 } });
  const released = (await mailTo(shop.backend, email)).filter((m) => m.subject === `Your order ${order.orderNumber} has been cancelled`);
  expect(released).toHaveLength(1);
  expect(released[0]!.text).toContain('Not confirmed within 24 hours');
});

test('a reminder of an order confirmed since, or of a shopper without an e-mail address, sends nothing', async () => {
  const email = freshEmail('confirmed');
  const confirmed = await placeOrderAs(undefined, { details: detailsBody({ email, phone: '0355-7000002' }) });
  await placeOrderAs(undefined, { details: detailsBody({ email: '', phone: '0355-7000003' }) });
  await runHoldsIn(12.5);
  const { error } = await shop.service.rpc('admin_update_order_status', { order_number: confirmed.orderNumber, status: 'confirmed' });
  expect(error).toBeNull();

  expect(await deliver()).toMatchObject({ status: 200, body: { claimed: 2, sent: 0, skipped: 2, failed: 0 } });
  expect((await mailTo(shop.backend, email)).filter((m) => m.subject.startsWith('Please confirm'))).toEqual([]);
});
