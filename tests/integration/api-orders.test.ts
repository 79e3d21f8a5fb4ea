/**
 * The shopper's orders and tracking against the real embedded backend: GET /api/orders/{n},
 * POST /api/orders/{n}/cancel (owner only, stock back exactly once) and POST /api/tracking (the
 * pair must match; a wrong pair reads exactly like an unknown number; throttled per client).
 */
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { GET as orderRoute } from '@/app/api/orders/[orderNumber]/route';
import { POST as cancelRoute } from '@/app/api/orders/[orderNumber]/cancel/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import { POST as trackingRoute } from '@/app/api/tracking/route';
import { NOT_CANCELLABLE, ORDER_NOT_FOUND, TRACKING_NOT_FOUND } from '@/lib/checkout/messages';
import type { OrderDetail, Tracking } from '@/lib/orders/types';
import type { NextRequest } from 'next/server';
import { signedInAdmin } from './admin-support';
import { call, type CallOptions, CookieJar, freshEmail, setUpShopBackend, signupBody } from './api-support';
import { detailsBody, orderBody, placeOrderAs, stockOf } from './checkout-support';

const shop = setUpShopBackend();

type Answer = { ok: boolean; message?: string; order?: OrderDetail; tracking?: Tracking; code?: string };

async function signedIn(): Promise<CookieJar> {
  const jar = new CookieJar();
  const { status } = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail('orders')), jar });
  expect(status).toBe(200);
  return jar;
}

/** Calls a dynamic route the way Next does: the request plus its params. */
function withParams(
  handler: (request: NextRequest, context: { params: Promise<{ orderNumber: string }> }) => Promise<Response>,
  orderNumber: string,
) {
  return (request: NextRequest) => handler(request, { params: Promise.resolve({ orderNumber }) });
}
const getOrder = (n: string, jar?: CookieJar) => call<Answer>(withParams(orderRoute, n), `/api/orders/${n}`, { jar });
const cancel = (n: string, jar?: CookieJar) =>
  call<Answer>(withParams(cancelRoute, n), `/api/orders/${n}/cancel`, { method: 'POST', body: {}, jar });

let ip = 1;
const track = (body: unknown, options: CallOptions = {}) =>
  call<Answer>(trackingRoute, '/api/tracking', { method: 'POST', body, forwardedFor: `198.51.100.${ip++}`, ...options });

describe('orders', () => {
  test('the owner reads the order: items, amounts, address, payment and timeline', async () => {
    const jar = await signedIn();
    const placed = await placeOrderAs(jar, { items: [{ variantId: 51, quantity: 2 }] });
    const { status, body } = await getOrder(placed.orderNumber, jar);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'pending',
      paymentMethod: 'cod',
      subtotal: 2600,
      total: placed.total,
      address: 'House 4, Jamaat Khana road, Jutial',
      cityName: 'Gilgit',
      cancellable: true,
      items: [expect.objectContaining({ productName: 'Gilgit Paper-Shell Almonds (Kaghzi Badam)', quantity: 2, unitPrice: 1300 })],
      events: [expect.objectContaining({ status: 'pending', note: 'Order placed' })],
    });
  });

  test("another shopper's order number and an unknown one: 404 on read and on cancel, the order untouched", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const placed = await placeOrderAs(owner);
    for (const number of [placed.orderNumber, 'GDF-2611-ZZZZZZ', 'not-a-number']) {
      expect(await getOrder(number, other)).toMatchObject({ status: 404, body: { ok: false, message: ORDER_NOT_FOUND } });
      expect(await cancel(number, other)).toMatchObject({ status: 404, body: { ok: false, message: ORDER_NOT_FOUND } });
    }
    expect((await getOrder(placed.orderNumber, owner)).body.order?.status).toBe('pending');
  });

  test("an admin's own orders are their own: another shopper's order is 404 to them here, and cannot be cancelled here", async () => {
    const shopper = await signedIn();
    const placed = await placeOrderAs(shopper);
    const admin = (await signedInAdmin(shop.service)).jar;
    const own = await placeOrderAs(admin);

    expect(await getOrder(placed.orderNumber, admin)).toMatchObject({ status: 404, body: { message: ORDER_NOT_FOUND } });
    expect(await cancel(placed.orderNumber, admin)).toMatchObject({ status: 404, body: { message: ORDER_NOT_FOUND } });
    expect((await getOrder(own.orderNumber, admin)).body.order?.orderNumber).toBe(own.orderNumber);
    expect((await getOrder(placed.orderNumber, shopper)).body.order?.status).toBe('pending');
  });

  test("once shipped, the owner's order page links the courier's tracking page", async () => {
    const jar = await signedIn();
    const placed = await placeOrderAs(jar);
    await shop.service.from('orders').update({ courier: 'Leopards', tracking_number: 'LE 42' }).eq('order_number', placed.orderNumber);
    expect((await getOrder(placed.orderNumber, jar)).body.order).toMatchObject({
      courier: 'Leopards',
      trackingNumber: 'LE 42',
      trackingUrl: 'https://www.leopardscourier.com/tracking?cn=LE%2042',
    });
  });

  test("a guest (signed out) gets 401, and a guest order is in nobody's account", async () => {
    const guestOrder = await placeOrderAs(undefined);
    expect((await getOrder(guestOrder.orderNumber)).status).toBe(401);
    expect((await getOrder(guestOrder.orderNumber, await signedIn())).status).toBe(404);
  });

  test('the owner cancels a pending order: stock comes back exactly once', async () => {
    const jar = await signedIn();
    const before = await stockOf(shop.service, 52);
    const placed = await placeOrderAs(jar, { items: [{ variantId: 52, quantity: 3 }] });
    expect(await stockOf(shop.service, 52)).toBe(before - 3);
    const first = await cancel(placed.orderNumber, jar);
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await stockOf(shop.service, 52)).toBe(before);
    const again = await cancel(placed.orderNumber, jar);
    expect(again.status).toBe(200);
    expect(await stockOf(shop.service, 52)).toBe(before);
    expect(first.body.order!.events.map((e) => e.status)).toEqual(['pending', 'cancelled']);
  });

  test('an order the shop has confirmed can no longer be cancelled online', async () => {
    const jar = await signedIn();
    const placed = await placeOrderAs(jar);
    await shop.service.from('orders').update({ status: 'confirmed' }).eq('order_number', placed.orderNumber);
    expect(await cancel(placed.orderNumber, jar)).toMatchObject({ status: 400, body: { message: NOT_CANCELLABLE } });
  });
});

describe('tracking', () => {
  test('number + phone: the timeline and the courier number, nothing else about the order', async () => {
    const placed = await placeOrderAs(undefined, { details: detailsBody({ phone: '0345 7654321' }) });
    await shop.service
      .from('orders')
      .update({ courier: 'Leopards', tracking_number: 'LE123456789' })
      .eq('order_number', placed.orderNumber);
    const { status, body } = await track({ orderNumber: placed.orderNumber.toLowerCase(), phone: '+92 345 7654321' });
    expect(status).toBe(200);
    expect(body.tracking).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'pending',
      courier: 'Leopards',
      trackingNumber: 'LE123456789',
    });
    expect(body.tracking!.events).toEqual([expect.objectContaining({ status: 'pending', note: 'Order placed' })]);
    const text = JSON.stringify(body);
    for (const secret of ['Sana', 'Jutial', 'total', 'address', 'email', '7654321']) expect(text).not.toContain(secret);
  });

  test('a wrong phone reads exactly like an unknown order number', async () => {
    const placed = await placeOrderAs(undefined, { details: detailsBody({ phone: '0311-2223334' }) });
    const wrongPhone = await track({ orderNumber: placed.orderNumber, phone: '0311-9999999' });
    const unknownNumber = await track({ orderNumber: 'GDF-2611-ZZZZZZ', phone: '0311-2223334' });
    const garbage = await track({ orderNumber: 'hello', phone: 'abc' });
    expect(wrongPhone.status).toBe(404);
    expect(wrongPhone.body).toEqual({ ok: false, message: TRACKING_NOT_FOUND, code: 'order_not_found' });
    expect(unknownNumber.body).toEqual(wrongPhone.body);
    expect(garbage.body).toEqual(wrongPhone.body);
  });

  test('empty fields get their own message', async () => {
    const { status, body } = await track({ orderNumber: ' ', phone: '' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'Order number is required',
      fieldErrors: { orderNumber: 'Order number is required', phone: 'Phone number is required' },
    });
  });

  test('one client is throttled after 20 look-ups; another client is not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await track({ orderNumber: 'GDF-2611-ZZZZZZ', phone: '0300-1234567' }, { forwardedFor: '192.0.2.77' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await track({ orderNumber: 'GDF-2611-ZZZZZZ', phone: '0300-1234567' }, { forwardedFor: '192.0.2.78' })).status).toBe(404);
  });
});

describe('checkout by phone, and a town not on the list', () => {
  test('a guest orders with a phone and no e-mail, from a town near Rawalpindi: the town is kept, the tracking page says where the parcel goes', async () => {
    const placed = await placeOrderAs(undefined, {
      details: detailsBody({ email: '', phone: '0345-1112223', cityId: 30, town: ' Mandra ', postalCode: '47000' }),
    });
    expect(placed.shippingFee).toBe(280); // Rawalpindi's zone (national), 500 g by Leopards
    const { data } = await shop.service.from('orders').select('email, town, city_name').eq('order_number', placed.orderNumber).single();
    expect(data).toEqual({ email: null, town: 'Mandra', city_name: 'Rawalpindi' });
    const { body } = await track({ orderNumber: placed.orderNumber, phone: '0345 1112223' });
    expect(body.tracking).toMatchObject({ orderNumber: placed.orderNumber, deliveryTo: 'Mandra (near Rawalpindi)', status: 'pending' });
    expect(JSON.stringify(body)).not.toMatch(/Jutial|Sana/);
  });

  test("the owner's order page has the town; a pick-up order's tracking names no place", async () => {
    const jar = await signedIn();
    const placed = await placeOrderAs(jar, { details: detailsBody({ email: 'member@example.pk', town: 'Danyor bazaar' }) });
    expect((await getOrder(placed.orderNumber, jar)).body.order).toMatchObject({
      town: 'Danyor bazaar',
      cityName: 'Gilgit',
      email: 'member@example.pk',
    });
    const pickup = await placeOrderAs(undefined, { shippingMethod: 'pickup', details: detailsBody({ email: '', phone: '0345-1112224' }) });
    expect((await track({ orderNumber: pickup.orderNumber, phone: '0345-1112224' })).body.tracking).toMatchObject({ deliveryTo: null });
  });

  test("a signed-in shopper's order without an e-mail keeps the account's address", async () => {
    const email = freshEmail('keeps');
    const jar = new CookieJar();
    expect((await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email), jar })).status).toBe(200);
    const placed = await placeOrderAs(jar, { details: detailsBody({ email: '' }) });
    const { data } = await shop.service.from('orders').select('email').eq('order_number', placed.orderNumber).single();
    expect(data).toEqual({ email: email.toLowerCase() });
  });

  test('a blank or too long town, or a wrong e-mail, is refused with the field and nothing is placed', async () => {
    for (const [details, field, message] of [
      [{ town: '  ' }, 'town', 'Please enter your town'],
      [{ town: 'x'.repeat(61) }, 'town', 'Town must be at most 60 characters'],
      [{ email: 'sana@' }, 'email', 'Please enter a valid email address'],
    ] as const) {
      const { status, body } = await call<Answer & { fieldErrors?: Record<string, string> }>(placeRoute, '/api/orders', {
        method: 'POST',
        body: orderBody({ details: detailsBody({ ...details, phone: '0345-1112225' }) }),
      });
      expect({ status, message: body.message, fieldErrors: body.fieldErrors }).toEqual({
        status: 400,
        message,
        fieldErrors: { [field]: message },
      });
    }
    const { count } = await shop.service.from('orders').select('id', { count: 'exact', head: true }).eq('phone', '+923451112225');
    expect(count).toBe(0);
  });
});
