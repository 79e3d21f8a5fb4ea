/**
 * The owner console's order API against the real embedded backend: admins only (401 guest, 403
 * shopper), the list with its filters, paging and counts, every move the lifecycle allows, the
 * loser of two admins acting at once, and bank transfers.
 */
import { GET as orderRoute } from '@/app/api/admin/orders/[orderNumber]/route';
import { POST as transferRoute } from '@/app/api/admin/orders/[orderNumber]/bank-transfer/route';
import { POST as correctionRoute } from '@/app/api/admin/orders/[orderNumber]/correction/route';
import { POST as statusRoute } from '@/app/api/admin/orders/[orderNumber]/status/route';
import { GET as listRoute } from '@/app/api/admin/orders/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import { LOW_STOCK_AT_MOST } from '@/lib/orders/admin-filters';
import { getAdminDashboard } from '@/lib/orders/admin-queries';
import type { AdminOrderDetail, AdminOrderPage } from '@/lib/orders/admin-types';
import { ADMINS_ONLY } from '@/lib/http/messages';
import type { PlacedOrder } from '@/lib/checkout/types';
import { clientFor } from '@gilgit-dry-fruits/supabase-local/testing';
import { TEST_BANK_ACCOUNT } from '../support/shop-settings';
import { jarOf, signedInAdmin, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { call } from './api-support';
import { detailsBody, orderBody, stockOf } from './checkout-support';

const shop = setUpAdminConsole();
beforeAll(async () => {
  const settings = await shop.service.from('shop_settings').update(TEST_BANK_ACCOUNT).eq('id', true);
  if (settings.error) throw settings.error;
});

type Answer = { ok: boolean; message?: string; code?: string; order?: AdminOrderDetail; fieldErrors?: Record<string, string> };

async function place(overrides: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const { status, body } = await call<{ order: PlacedOrder }>(placeRoute, '/api/orders', { method: 'POST', body: orderBody(overrides) });
  expect(status).toBe(201);
  return body.order;
}

/** `as`: whose cookies (the admin's unless said), or 'guest' for none. */
const list = (search: string, as: As = shop.admin) =>
  call<AdminOrderPage & Answer>(listRoute, `/api/admin/orders${search}`, { jar: jarOf(as) });
const read = (n: string, as: As = shop.admin) =>
  call<Answer>(withParams(orderRoute, { orderNumber: n }), `/api/admin/orders/${n}`, { jar: jarOf(as) });
const move = (n: string, body: Record<string, unknown>, as: As = shop.admin) =>
  call<Answer>(withParams(statusRoute, { orderNumber: n }), `/api/admin/orders/${n}/status`, { method: 'POST', body, jar: jarOf(as) });
const transfer = (n: string, body: Record<string, unknown>, as: As = shop.admin) =>
  call<Answer>(withParams(transferRoute, { orderNumber: n }), `/api/admin/orders/${n}/bank-transfer`, {
    method: 'POST',
    body,
    jar: jarOf(as),
  });
const correct = (n: string, body: Record<string, unknown>, as: As = shop.admin) =>
  call<Answer>(withParams(correctionRoute, { orderNumber: n }), `/api/admin/orders/${n}/correction`, {
    method: 'POST',
    body,
    jar: jarOf(as),
  });

describe('who may use it', () => {
  test('a guest gets 401 and a shopper 403 on every route; nothing changes', async () => {
    const placed = await place();
    const shopper = (await signedUp()).jar;
    for (const jar of ['guest', shopper] as const) {
      const expected = jar === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
      expect(await list('', jar)).toMatchObject(expected);
      expect(await read(placed.orderNumber, jar)).toMatchObject(expected);
      expect(await move(placed.orderNumber, { from: 'pending', to: 'confirmed' }, jar)).toMatchObject(expected);
      expect(await transfer(placed.orderNumber, { decision: 'reject', note: 'no' }, jar)).toMatchObject(expected);
      expect(await correct(placed.orderNumber, { expected: 'pending', reason: 'no' }, jar)).toMatchObject(expected);
    }
    expect((await read(placed.orderNumber)).body.order?.status).toBe('pending');
  });
});

describe('the list', () => {
  test('filters by status, payment and search (number, phone, name), pages, and counts per status', async () => {
    const name = `Zarina Test${Date.now().toString(36)}`;
    const cod = await place({ details: detailsBody({ fullName: name, phone: '0312-7654321' }) });
    const bank = await place({ details: detailsBody({ fullName: name }), paymentMethod: 'bank_transfer' });

    const byName = await list(`?q=${encodeURIComponent(name.toLowerCase())}`);
    expect(byName.status).toBe(200);
    expect(byName.body.orders.map((o) => o.orderNumber).sort()).toEqual([cod.orderNumber, bank.orderNumber].sort());
    expect(byName.body.total).toBe(2);

    const byPayment = await list(`?q=${encodeURIComponent(name)}&method=bank_transfer&payment=awaiting_transfer`);
    expect(byPayment.body.orders.map((o) => o.orderNumber)).toEqual([bank.orderNumber]);
    expect((await list(`?q=${cod.orderNumber.toLowerCase()}`)).body.orders.map((o) => o.orderNumber)).toEqual([cod.orderNumber]);
    expect((await list('?q=%2B92%20312%207654321')).body.orders.map((o) => o.orderNumber)).toContain(cod.orderNumber);
    expect((await list('?q=7654321')).body.orders.map((o) => o.orderNumber)).toContain(cod.orderNumber);

    const pending = await list('?status=pending');
    expect(pending.body.orders.every((o) => o.status === 'pending')).toBe(true);
    expect(pending.body.counts.pending).toBe(pending.body.total);
    expect(Object.keys(pending.body.counts)).toEqual(expect.arrayContaining(['pending', 'confirmed', 'cancelled', 'returned']));
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`?q=${encodeURIComponent(name)}&from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await list(`?q=${encodeURIComponent(name)}&to=2020-01-01`)).body.total).toBe(0);

    const all = await list('');
    expect(all.body.orders.length).toBeLessThanOrEqual(20);
    expect(all.body.pageCount).toBe(Math.max(1, Math.ceil(all.body.total / 20)));
  });

  test('"new phones" lists only unconfirmed cash-on-delivery orders from phones without a delivered order, and marks them', async () => {
    const name = `Nargis Test${Date.now().toString(36)}`;
    const newPhone = await place({ details: detailsBody({ fullName: name, phone: '0313-7654321' }) });
    const newPhoneTransfer = await place({
      details: detailsBody({ fullName: name, phone: '0313-7654321' }),
      paymentMethod: 'bank_transfer',
    });
    const earlier = await place({ details: detailsBody({ fullName: name, phone: '0314-7654321' }) });
    const delivered = await shop.service
      .from('orders')
      .update({ status: 'delivered', payment_status: 'cod_collected' })
      .eq('order_number', earlier.orderNumber);
    expect(delivered.error).toBeNull();
    const regular = await place({ details: detailsBody({ fullName: name, phone: '0314-7654321' }) });

    const byName = await list(`?q=${encodeURIComponent(name)}`);
    const flagOf = (n: string) => byName.body.orders.find((o) => o.orderNumber === n)?.placedFromNewPhone;
    expect([newPhone, newPhoneTransfer, regular].map((o) => flagOf(o.orderNumber))).toEqual([true, true, false]);
    const flagged = await list(`?q=${encodeURIComponent(name)}&newPhone=yes`);
    expect(flagged.body.orders.map((o) => o.orderNumber)).toEqual([newPhone.orderNumber]);
    expect((await read(newPhone.orderNumber)).body.order).toMatchObject({ placedFromNewPhone: true });

    expect((await move(newPhone.orderNumber, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    expect((await list(`?q=${encodeURIComponent(name)}&newPhone=yes`)).body.total).toBe(0);
    expect(await list('?newPhone=no')).toMatchObject({ status: 400, body: { message: 'Unknown filter.' } });
  });

  test('"call list" lists only unconfirmed cash-on-delivery orders past their confirmation reminder', async () => {
    const name = `Gulnaz Test${Date.now().toString(36)}`;
    const reminded = await place({ details: detailsBody({ fullName: name }) });
    const confirmedSince = await place({ details: detailsBody({ fullName: name }) });
    await place({ details: detailsBody({ fullName: name }), paymentMethod: 'bank_transfer' });
    // The database's job, 13 hours on: past half of the 24-hour hold for the orders placed so far.
    const run = await shop.service.rpc('run_confirmation_holds', { p_now: new Date(Date.now() + 13 * 3600_000).toISOString() });
    expect(run.error).toBeNull();
    await place({ details: detailsBody({ fullName: name }) });
    expect((await move(confirmedSince.orderNumber, { from: 'pending', to: 'confirmed' })).status).toBe(200);

    const callList = await list(`?q=${encodeURIComponent(name)}&callList=yes`);
    expect(callList.body.orders.map((o) => o.orderNumber)).toEqual([reminded.orderNumber]);
    expect((await move(reminded.orderNumber, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    expect((await list(`?q=${encodeURIComponent(name)}&callList=yes`)).body.total).toBe(0);
    expect(await list('?callList=no')).toMatchObject({ status: 400, body: { message: 'Unknown filter.' } });
  });

  test('odd filters are a 400 with a message, never a 5xx; filter-grammar characters are only text', async () => {
    expect(await list('?status=lost')).toMatchObject({ status: 400, body: { message: 'Unknown order status.' } });
    expect(await list('?from=25-11-2026')).toMatchObject({ status: 400, body: { message: 'Dates are written 2026-11-25.' } });
    expect(await list('?from=2026-11-25&to=2026-11-01')).toMatchObject({ status: 400 });
    expect(await list('?page=-1')).toMatchObject({ status: 400 });
    const odd = await list(`?q=${encodeURIComponent('a,b),order_number.eq.x*%_(')}`);
    expect(odd.status).toBe(200);
  });

  test('a page past the last one is empty, with the real number of pages', async () => {
    const name = `Past Last${Date.now().toString(36)}`;
    await place({ details: detailsBody({ fullName: name }) });
    const past = await list(`?q=${encodeURIComponent(name)}&page=40`);
    expect(past).toMatchObject({ status: 200, body: { orders: [], total: 1, page: 40, pageCount: 1 } });
  });
});

describe('moving an order along', () => {
  test('a NUL in an order number, a note or a search (Postgres text cannot hold one) is read as U+FFFD: never a 5xx', async () => {
    const placed = await place();
    expect((await move(placed.orderNumber, { from: 'pending', to: 'confirmed', note: 'called\u0000' })).status).toBe(200);
    for (const answer of [
      await move('GDF\u0000', { from: 'pending', to: 'confirmed' }),
      await transfer('\u0000', { decision: 'confirm', reference: 'REF-NUL', amount: 1 }),
      await read('\u0000'),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await list('?q=%00')).status).toBe(200);
  });

  test('COD: confirm, pack, hand to Leopards with a tracking number, deliver (cash collected); only allowed moves are offered', async () => {
    const placed = await place();
    let order = (await read(placed.orderNumber)).body.order!;
    expect(order.nextStatuses).toEqual(['confirmed', 'processing', 'cancelled']);
    expect((await move(placed.orderNumber, { from: 'pending', to: 'delivered' })).status).toBe(400);

    expect(await move(placed.orderNumber, { from: 'pending', to: 'confirmed' })).toMatchObject({
      status: 200,
      body: { message: 'Order confirmed.' },
    });
    await move(placed.orderNumber, { from: 'confirmed', to: 'processing' });
    expect(await move(placed.orderNumber, { from: 'processing', to: 'shipped', courier: 'Leopards' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { trackingNumber: 'Please enter the tracking number.' } },
    });
    const shipped = await move(placed.orderNumber, { from: 'processing', to: 'shipped', courier: 'Leopards', trackingNumber: 'LE 7788' });
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      courier: 'Leopards',
      trackingNumber: 'LE 7788',
      trackingUrl: 'https://www.leopardscourier.com/tracking?cn=LE%207788',
    });
    order = (await move(placed.orderNumber, { from: 'shipped', to: 'delivered' })).body.order!;
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'cod_collected', nextStatuses: ['returning'] });
    expect(order.events.map((e) => e.status)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered']);
  });

  test('a mis-tapped "delivered" is offered for correction and corrected with a reason: back to out for delivery, cash not collected', async () => {
    const placed = await place();
    for (const [from, to, extra] of [
      ['pending', 'confirmed'],
      ['confirmed', 'shipped', { courier: 'Leopards', trackingNumber: 'LE 2' }],
      ['shipped', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ] as const) {
      expect((await move(placed.orderNumber, { from, to, ...extra })).status).toBe(200);
    }
    expect((await read(placed.orderNumber)).body.order!.correction).toMatchObject({ from: 'delivered', to: 'out_for_delivery' });
    expect(await correct(placed.orderNumber, { expected: 'delivered', reason: ' ' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { reason: 'Please give the reason for the correction.' } },
    });
    expect(await correct(placed.orderNumber, { expected: 'out_for_delivery', reason: 'Slip' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_status_transition', message: 'This order was changed meanwhile: it is now delivered.' },
    });
    const corrected = await correct(placed.orderNumber, { expected: 'delivered', reason: 'Rider still on the way' });
    expect(corrected).toMatchObject({
      status: 200,
      body: {
        message: 'Status corrected: the order is out for delivery again.',
        order: { status: 'out_for_delivery', paymentStatus: 'cod_pending', correction: null },
      },
    });
    expect(corrected.body.order!.events.at(-1)).toMatchObject({
      status: 'out_for_delivery',
      note: 'Rider still on the way',
      actor: 'admin',
      isPublic: false,
      correction: { from: 'delivered', to: 'out_for_delivery' },
    });
    expect(corrected.body.order!.events.at(-2)).toMatchObject({ status: 'delivered', isPublic: false, correction: null });
  });

  test('an order placed by phone (no e-mail) from a town not on the list: read, listed and moved to delivered like any other', async () => {
    const placed = await place({ details: detailsBody({ email: '', town: 'Danyor', phone: '0347-5556667' }) });
    expect((await read(placed.orderNumber)).body.order).toMatchObject({ email: null, town: 'Danyor', cityName: 'Gilgit' });
    expect((await list(`?q=${placed.orderNumber}`)).body.orders).toEqual([
      expect.objectContaining({ orderNumber: placed.orderNumber, town: 'Danyor', cityName: 'Gilgit' }),
    ]);
    const logged = jest.spyOn(console, 'error');
    for (const [from, to, extra] of [
      ['pending', 'confirmed'],
      ['confirmed', 'shipped', { courier: 'Leopards', trackingNumber: 'LE 1' }],
      ['shipped', 'delivered'],
    ] as const) {
      expect((await move(placed.orderNumber, { from, to, ...extra })).status).toBe(200);
    }
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  test('cancel needs a reason, restocks once, and the reason is on the timeline', async () => {
    const before = await stockOf(shop.service, 52);
    const placed = await place({ items: [{ variantId: 52, quantity: 2 }] });
    expect(await move(placed.orderNumber, { from: 'pending', to: 'cancelled' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { note: 'Please give a reason for cancelling.' } },
    });
    const cancelled = await move(placed.orderNumber, { from: 'pending', to: 'cancelled', note: 'Customer asked by phone' });
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', cancelReason: 'Customer asked by phone', nextStatuses: [] });
    expect(await stockOf(shop.service, 52)).toBe(before);
    expect((await move(placed.orderNumber, { from: 'pending', to: 'cancelled', note: 'again' })).status).toBe(400);
    expect(await stockOf(shop.service, 52)).toBe(before);
  });

  test('two admins at once: exactly one move wins; the other is told the new status and changes nothing', async () => {
    const other = (await signedInAdmin(shop.service)).jar;
    const placed = await place();
    const [a, b] = await Promise.all([
      move(placed.orderNumber, { from: 'pending', to: 'confirmed' }),
      move(placed.orderNumber, { from: 'pending', to: 'cancelled', note: 'duplicate order' }, other),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body.message).toMatch(/^This order was changed meanwhile: it is now (confirmed|cancelled)\.$/);
    const order = (await read(placed.orderNumber)).body.order!;
    expect(order.events).toHaveLength(2);
  });
});

describe("the console's home", () => {
  test("today's numbers and the variants running low", async () => {
    const before = await getAdminDashboard(clientFor(shop.backend, 'service'));
    await place({ paymentMethod: 'bank_transfer' });
    const after = await getAdminDashboard(clientFor(shop.backend, 'service'));
    expect(after.newToday).toBe(before.newToday + 1);
    expect(after.awaitingConfirmation).toBe(before.awaitingConfirmation + 1);
    expect(after.transfersToConfirm).toBe(before.transfersToConfirm + 1);
    expect(after.lowStock.every((variant) => variant.stockQuantity <= LOW_STOCK_AT_MOST)).toBe(true);
  });
});

describe('bank transfers', () => {
  test('confirm needs the exact total and a new reference; reject records it; a cancelled order cannot be confirmed', async () => {
    const placed = await place({ paymentMethod: 'bank_transfer' });
    expect((await read(placed.orderNumber)).body.order).toMatchObject({ paymentStatus: 'awaiting_transfer', transferOpen: true });
    expect(await transfer(placed.orderNumber, { decision: 'confirm', reference: 'HBL123456', amount: placed.total - 1 })).toMatchObject({
      status: 400,
      body: { code: 'amount_mismatch' },
    });
    const reference = `HBL${Date.now()}`;
    const paid = await transfer(placed.orderNumber, { decision: 'confirm', reference, amount: placed.total });
    expect(paid).toMatchObject({
      status: 200,
      body: { message: 'Bank transfer confirmed: the order is paid and confirmed.', order: { paymentStatus: 'paid', transferOpen: false } },
    });
    expect(paid.body.order!.payments).toEqual([expect.objectContaining({ reference, amount: placed.total, status: 'succeeded' })]);

    const second = await place({ paymentMethod: 'bank_transfer' });
    expect(await transfer(second.orderNumber, { decision: 'confirm', reference, amount: second.total })).toMatchObject({
      status: 400,
      body: { code: 'reference_used' },
    });
    expect(await transfer(second.orderNumber, { decision: 'reject', note: 'Nothing arrived in 3 days' })).toMatchObject({
      status: 200,
      body: { order: { paymentStatus: 'failed' } },
    });
    await move(second.orderNumber, { from: 'pending', to: 'cancelled', note: 'Not paid' });
    expect(await transfer(second.orderNumber, { decision: 'confirm', reference: `X${reference}`, amount: second.total })).toMatchObject({
      status: 400,
      body: { code: 'order_cancelled' },
    });
  });
});
