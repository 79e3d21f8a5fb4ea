/**
 * Booking parcels and following them through the shop's routes, with Leopards and PostEx in their
 * sandboxes (sandboxes/couriers): an order booked from its page or in a batch is shipped with the
 * courier's tracking number; a booking whose answer never came is found again, not booked twice; a
 * refusal leaves the order as it was; the tracking job moves the orders and records the payments.
 */
import { POST as bookRoute } from '@/app/api/admin/orders/[orderNumber]/booking/route';
import { GET as orderRoute } from '@/app/api/admin/orders/[orderNumber]/route';
import { POST as batchRoute } from '@/app/api/admin/shipments/route';
import { POST as syncRoute } from '@/app/api/courier-sync/route';
import { POST as trackingRoute } from '@/app/api/tracking/route';
import { BATCH_BOOKED, BOOKED, COURIER_CITY_UNKNOWN, COURIER_REFUSED, COURIER_UNREACHABLE } from '@/lib/couriers/messages';
import type { BatchBookingResult } from '@/lib/couriers/contract';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { LEOPARDS_NAME } from '@/lib/providers/couriers/leopards/provider';
import { POSTEX_NAME } from '@/lib/providers/couriers/postex/provider';
import { COURIERS as COURIER_PLUGINS } from '@/lib/providers/couriers/registry';
import { withParams } from './admin-support';
import { call, freshEmail, mailTo } from './api-support';
import {
  advanceParcel,
  nextBooking,
  packedOrder,
  sandboxParcels,
  type SandboxMount,
  setUpCourierShop,
  settleParcel,
  SHORT_TIMEOUT_MS,
} from './couriers-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const VARIANT = 12;
const PHONE = '0355-1234567';
const shop = setUpCourierShop(VARIANT, 300);
afterEach(() => jest.restoreAllMocks());

interface Courier {
  method: string;
  mount: SandboxMount;
  name: string;
  delivered: string;
  returned: string;
  attempted: string;
  /** What the sandbox says when it refuses a booking. */
  refusal: string;
}
const LEOPARDS: Courier = {
  method: 'leopard',
  mount: 'leopards',
  name: LEOPARDS_NAME,
  delivered: 'Delivered',
  returned: 'Returned to shipper',
  attempted: 'Pending',
  refusal: 'Booking could not be processed, please try again',
};
const POSTEX: Courier = {
  method: 'postex',
  mount: 'postex',
  name: POSTEX_NAME,
  delivered: '0005',
  returned: '0007',
  attempted: '0013',
  refusal: 'Order could not be created, please try again',
};
const BOTH = [LEOPARDS, POSTEX];

type Failure = { ok: false; code?: string; message: string };
type Booked = { ok: true; order: AdminOrderDetail; message: string };

const book = (orderNumber: string, body: Record<string, unknown> = {}) =>
  call<Booked | Failure>(withParams(bookRoute, { orderNumber }), `/api/admin/orders/${orderNumber}/booking`, {
    method: 'POST',
    body,
    jar: shop.admin,
  });
const orderPage = async (orderNumber: string) =>
  (
    await call<{ order: AdminOrderDetail }>(withParams(orderRoute, { orderNumber }), `/api/admin/orders/${orderNumber}`, {
      jar: shop.admin,
    })
  ).body.order;
const sync = (headers: Record<string, string> = { authorization: `Bearer ${shop.backend.serviceRoleKey}` }) =>
  call<Record<string, unknown>>(syncRoute, '/api/courier-sync', { method: 'POST', headers });
const packed = (courier: Courier | { method: string }, email = freshEmail('parcel'), cityId?: number) =>
  packedOrder(shop.service, { variantId: VARIANT, shippingMethod: courier.method, email, cityId });

async function orderRow(orderNumber: string) {
  const { data, error } = await shop.service
    .from('orders')
    .select('id, status, payment_status, courier, tracking_number')
    .eq('order_number', orderNumber)
    .single();
  if (error) throw error;
  return data;
}

async function shipmentsOf(orderNumber: string) {
  const { id } = await orderRow(orderNumber);
  const { data, error } = await shop.service
    .from('shipments')
    .select('courier, state, booking_key, tracking_number, stage, events, paid_amount, paid_on, payment_reference')
    .eq('order_id', id)
    .order('id');
  if (error) throw error;
  return data;
}

async function parcelsFor(courier: Courier, orderNumber: string) {
  return (await sandboxParcels(shop.sandboxes, courier.mount)).filter((parcel) => parcel.reference.startsWith(`${orderNumber}-`));
}

async function bookedNow(orderNumber: string): Promise<string> {
  const { status, body } = await book(orderNumber);
  expect([status, body.message]).toEqual([200, expect.stringMatching(/^Booked with /)]);
  return (await orderRow(orderNumber)).tracking_number!;
}

describe.each(BOTH)('$name', (courier) => {
  test('a packed cash-on-delivery order booked from its page is shipped with the tracking number; the shopper is mailed the link', async () => {
    const email = freshEmail(courier.mount);
    const order = await packed(courier, email);
    const before = await orderPage(order.orderNumber);
    expect(before).toMatchObject({ status: 'processing', bookableWith: courier.name, shipment: null });

    const { status, body } = await book(order.orderNumber);
    expect(status).toBe(200);
    const parcels = await parcelsFor(courier, order.orderNumber);
    expect(parcels).toHaveLength(1);
    const [parcel] = parcels;
    expect(body).toEqual({ ok: true, order: expect.anything(), message: BOOKED(courier.name, parcel!.trackingNumber) });
    expect(parcel).toMatchObject({ reference: `${order.orderNumber}-1`, codAmount: order.total, city: 'Lahore' });
    if (courier === LEOPARDS) expect(parcel!.weightGrams).toBe(before.weightGrams);
    expect(await orderRow(order.orderNumber)).toMatchObject({
      status: 'shipped',
      payment_status: 'cod_pending',
      courier: courier.name,
      tracking_number: parcel!.trackingNumber,
    });
    const { order: detail } = body as Booked;
    expect(detail.shipment).toMatchObject({ state: 'booked', trackingNumber: parcel!.trackingNumber, codAmount: order.total });
    expect(detail.events.at(-1)).toMatchObject({ status: 'shipped' });

    const mails = (await mailTo(shop.backend, email)).filter((mail) => mail.subject.includes('is on its way'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Tracking number: ${parcel!.trackingNumber}`);
    // The link is the shipping method's tracking page (shipping_methods.tracking_url_template).
    const method = await shop.service.from('shipping_methods').select('tracking_url_template').eq('id', courier.method).single();
    const link = method.data!.tracking_url_template!.replace('{tracking_number}', parcel!.trackingNumber);
    expect(mails[0]!.text).toContain(`Track your parcel on the ${courier.name} website: ${link}`);
  });

  test('a booking whose answer came too late is found again on the retry: one parcel, the same tracking number', async () => {
    const order = await packed(courier);
    await nextBooking(shop.sandboxes, courier.mount, 'slow', SHORT_TIMEOUT_MS * 3);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});

    const late = await book(order.orderNumber);
    expect([late.status, late.body]).toEqual([502, { ok: false, code: 'courier_unreachable', message: COURIER_UNREACHABLE(courier.name) }]);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'processing', tracking_number: null });
    expect(await shipmentsOf(order.orderNumber)).toEqual([
      expect.objectContaining({ state: 'booking', booking_key: `${order.orderNumber}-1`, tracking_number: null }),
    ]);
    error.mockRestore();

    const retry = await book(order.orderNumber);
    expect(retry.status).toBe(200);
    const parcels = await parcelsFor(courier, order.orderNumber);
    expect(parcels.map((parcel) => parcel.reference)).toEqual([`${order.orderNumber}-1`]);
    expect(retry.body.message).toBe(BOOKED(courier.name, parcels[0]!.trackingNumber));
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'shipped', tracking_number: parcels[0]!.trackingNumber });
    expect(await shipmentsOf(order.orderNumber)).toEqual([
      expect.objectContaining({ state: 'booked', tracking_number: parcels[0]!.trackingNumber }),
    ]);
  });

  test('a refused booking leaves the order packed and no shipment; the next booking works', async () => {
    const order = await packed(courier);
    await nextBooking(shop.sandboxes, courier.mount, 'refused');
    const refused = await book(order.orderNumber);
    expect([refused.status, refused.body]).toEqual([
      422,
      { ok: false, code: 'courier_refused', message: COURIER_REFUSED(courier.name, courier.refusal) },
    ]);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'processing', courier: null, tracking_number: null });
    expect(await shipmentsOf(order.orderNumber)).toEqual([]);
    expect(await parcelsFor(courier, order.orderNumber)).toEqual([]);

    await bookedNow(order.orderNumber);
    expect(await parcelsFor(courier, order.orderNumber)).toHaveLength(1);
  });

  test.each(['malformed', 'server_error'] as const)('an answer that is %s is a 502, and the retry books once', async (answer) => {
    const order = await packed(courier);
    await nextBooking(shop.sandboxes, courier.mount, answer);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await book(order.orderNumber);
    expect([failed.status, failed.body]).toEqual([
      502,
      { ok: false, code: 'courier_unreachable', message: COURIER_UNREACHABLE(courier.name) },
    ]);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'processing', tracking_number: null });
    // A malformed answer came after the courier booked; a server error booked nothing.
    expect(await parcelsFor(courier, order.orderNumber)).toHaveLength(answer === 'malformed' ? 1 : 0);

    const trackingNumber = await bookedNow(order.orderNumber);
    const parcels = await parcelsFor(courier, order.orderNumber);
    expect(parcels.map((parcel) => [parcel.reference, parcel.trackingNumber])).toEqual([[`${order.orderNumber}-1`, trackingNumber]]);
  });
});

test("a town the courier does not list is refused with the courier's name and the town; its city code makes the booking work", async () => {
  const { error } = await shop.service.from('cities').insert({
    id: 990,
    city_name: 'Atlantis',
    district: 'Atlantis',
    province: 'Punjab',
    shipping_zone: 'national',
    is_remote: false,
    cod_available: true,
  });
  if (error) throw error;
  const order = await packed(POSTEX, freshEmail('atlantis'), 990);
  const unknown = await book(order.orderNumber);
  expect([unknown.status, unknown.body]).toEqual([
    409,
    { ok: false, code: 'courier_city_unknown', message: COURIER_CITY_UNKNOWN(POSTEX_NAME, 'Atlantis') },
  ]);
  expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'processing', tracking_number: null });
  expect(await shipmentsOf(order.orderNumber)).toEqual([]);

  const code = await shop.service
    .from('courier_city_codes')
    .insert({ shipping_method_id: 'postex', city_id: 990, courier_city_code: 'Lahore' });
  if (code.error) throw code.error;
  await bookedNow(order.orderNumber);
  expect(await parcelsFor(POSTEX, order.orderNumber)).toEqual([expect.objectContaining({ city: 'Lahore' })]);
});

test('the batch books each packed order with its courier and says why one is not', async () => {
  const orders = [await packed(LEOPARDS), await packed(POSTEX), await packed({ method: 'tcs' })];
  const { status, body } = await call<{ ok: true; results: BatchBookingResult[]; message: string }>(batchRoute, '/api/admin/shipments', {
    method: 'POST',
    body: { orderNumbers: orders.map((order) => order.orderNumber) },
    jar: shop.admin,
  });
  expect(status).toBe(200);
  const [leopards, postEx] = await Promise.all([parcelsFor(LEOPARDS, orders[0]!.orderNumber), parcelsFor(POSTEX, orders[1]!.orderNumber)]);
  expect(body.results).toEqual([
    { orderNumber: orders[0]!.orderNumber, ok: true, courier: LEOPARDS_NAME, trackingNumber: leopards[0]!.trackingNumber },
    { orderNumber: orders[1]!.orderNumber, ok: true, courier: POSTEX_NAME, trackingNumber: postEx[0]!.trackingNumber },
    {
      orderNumber: orders[2]!.orderNumber,
      ok: false,
      message: 'TCS is not booked from the console: hand the parcel over and enter its tracking number.',
    },
  ]);
  expect(body.message).toBe(BATCH_BOOKED(2, 1));
  expect([leopards, postEx].map((parcels) => parcels.length)).toEqual([1, 1]);

  expect(await orderPage(orders[0]!.orderNumber)).toMatchObject({
    status: 'shipped',
    bookableWith: LEOPARDS_NAME,
    shipment: { courier: 'leopards', state: 'booked', trackingNumber: leopards[0]!.trackingNumber },
  });
  expect(await orderPage(orders[2]!.orderNumber)).toMatchObject({ status: 'processing', bookableWith: null, shipment: null });
});

describe('the tracking job', () => {
  test('answers 401 without the service-role key, and asks no courier', async () => {
    const track = jest.spyOn(COURIER_PLUGINS.leopards, 'fromEnv');
    expect((await sync({})).status).toBe(401);
    expect((await sync({ authorization: `Bearer ${shop.backend.anonKey}` })).status).toBe(401);
    expect(track).not.toHaveBeenCalled();
  });

  test('moves the orders as the parcels go, keeps the events, then records what the couriers paid', async () => {
    const parcels = await Promise.all(
      BOTH.map(async (courier) => {
        const [delivered, returned, attempted] = [await packed(courier), await packed(courier), await packed(courier)];
        const trackingNumbers = [];
        for (const order of [delivered, returned, attempted]) trackingNumbers.push(await bookedNow(order.orderNumber));
        await advanceParcel(shop.sandboxes, courier.mount, trackingNumbers[0]!, courier.delivered);
        await advanceParcel(shop.sandboxes, courier.mount, trackingNumbers[1]!, courier.returned);
        await advanceParcel(shop.sandboxes, courier.mount, trackingNumbers[2]!, courier.attempted);
        return { courier, delivered, returned, attempted, deliveredNumber: trackingNumbers[0]! };
      }),
    );

    const first = await sync();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, unreachable: [], paid: 0 });
    expect(first.body.moved).toBeGreaterThanOrEqual(6);
    for (const { courier, delivered, returned, attempted } of parcels) {
      expect(await orderRow(delivered.orderNumber)).toMatchObject({ status: 'delivered', payment_status: 'cod_collected' });
      const [shipment] = await shipmentsOf(delivered.orderNumber);
      expect(shipment).toMatchObject({ stage: 'delivered', paid_amount: null });
      expect(shipment!.events).toEqual(expect.arrayContaining([expect.objectContaining({ stage: 'delivered' })]));
      expect(await orderRow(returned.orderNumber)).toMatchObject({ status: 'returned' });
      const timeline = (await orderPage(returned.orderNumber)).events.map((event) => event.status);
      expect(timeline.slice(-2)).toEqual(['returning', 'returned']);
      expect(await orderRow(attempted.orderNumber)).toMatchObject({ status: 'delivery_failed' });
      expect((await shipmentsOf(attempted.orderNumber))[0]).toMatchObject({ stage: 'attempted', courier: courier.mount });
    }

    const tracking = await call<{ tracking: { courierEvents: { stage: string }[] } }>(trackingRoute, '/api/tracking', {
      method: 'POST',
      body: { orderNumber: parcels[0]!.delivered.orderNumber, phone: PHONE },
    });
    expect(tracking.status).toBe(200);
    expect(tracking.body.tracking.courierEvents.map((event) => event.stage)).toEqual(expect.arrayContaining(['booked', 'delivered']));

    const references = [];
    for (const { courier, deliveredNumber } of parcels) references.push(await settleParcel(shop.sandboxes, courier.mount, deliveredNumber));
    const second = await sync();
    expect(second.body).toMatchObject({ ok: true, unreachable: [], paid: 2 });
    for (const [index, { delivered }] of parcels.entries()) {
      expect(await shipmentsOf(delivered.orderNumber)).toEqual([
        expect.objectContaining({
          paid_amount: delivered.total,
          paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          payment_reference: references[index],
        }),
      ]);
    }
    expect((await sync()).body).toMatchObject({ paid: 0 });
  });

  test('a courier that cannot be reached is reported, and the other is still synced', async () => {
    const order = await packed(LEOPARDS);
    const trackingNumber = await bookedNow(order.orderNumber);
    await advanceParcel(shop.sandboxes, 'leopards', trackingNumber, 'Shipment Picked');
    await bookedNow((await packed(POSTEX)).orderNumber);
    const fromEnv = COURIER_PLUGINS.postex.fromEnv.bind(COURIER_PLUGINS.postex);
    jest.spyOn(COURIER_PLUGINS.postex, 'fromEnv').mockImplementation((env) => fromEnv({ ...env, SANDBOXES_URL: 'http://127.0.0.1:9' }));
    jest.spyOn(console, 'error').mockImplementation(() => {});

    const { status, body } = await sync();
    expect([status, body.unreachable]).toEqual([200, ['postex']]);
    const [shipment] = await shipmentsOf(order.orderNumber);
    expect(shipment).toMatchObject({
      stage: 'in_transit',
      events: expect.arrayContaining([expect.objectContaining({ status: 'Shipment Picked' })]),
    });
  });
});
