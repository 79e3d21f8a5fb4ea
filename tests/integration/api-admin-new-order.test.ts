/**
 * Orders taken on WhatsApp or by phone (POST /api/admin/orders, admin_place_order) against the real
 * embedded backend: admins only, stock reserved, confirmed at once with the admin as the first
 * actor, the channel recorded, no new-order alert, linked to the account with that phone, the same
 * key answering the same order, and bad input refused with nothing changed.
 */
import { POST as newOrderRoute } from '@/app/api/admin/orders/route';
import { ADMINS_ONLY } from '@/lib/http/messages';
import type { PlacedOrder } from '@/lib/checkout/types';
import { jarOf, signedInAdmin, signedUp, type As } from './admin-support';
import { call, setUpShopBackend, type CookieJar } from './api-support';
import { detailsBody, freshKey, setStock, stockOf } from './checkout-support';

const shop = setUpShopBackend();
let admin: { jar: CookieJar; id: string };
beforeAll(async () => {
  admin = await signedInAdmin(shop.service);
});
const VARIANT = 12;

let phoneCounter = 0;
/** A phone no order has used yet in this run. */
function freshPhone(): string {
  phoneCounter += 1;
  return `0345${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

function newOrderBody(overrides: Record<string, unknown> = {}) {
  return {
    channel: 'whatsapp',
    items: [{ variantId: VARIANT, quantity: 2 }],
    details: detailsBody({ phone: freshPhone(), email: '' }),
    shippingMethod: 'leopard',
    paymentMethod: 'cod',
    idempotencyKey: freshKey(),
    ...overrides,
  };
}

type Answer = { ok: boolean; message?: string; order?: PlacedOrder; fieldErrors?: Record<string, string> };
const takeOrder = (body: Record<string, unknown>, as?: As) =>
  call<Answer>(newOrderRoute, '/api/admin/orders', { method: 'POST', body, jar: jarOf(as ?? admin.jar) });

async function orderRow(orderNumber: string) {
  const { data, error } = await shop.service
    .from('orders')
    .select('id, status, payment_status, channel, user_id, confirmed_at, order_events(status, note, actor, actor_id)')
    .eq('order_number', orderNumber)
    .single();
  if (error) throw error;
  return data;
}

async function ordersToPhone(phone: string): Promise<number> {
  const { count, error } = await shop.service.from('orders').select('id', { count: 'exact', head: true }).eq('phone', phone);
  if (error) throw error;
  return count ?? 0;
}

test('a guest gets 401 and a shopper 403; no order is made', async () => {
  const body = newOrderBody();
  const shopper = (await signedUp()).jar;
  expect(await takeOrder(body, 'guest')).toMatchObject({ status: 401 });
  expect(await takeOrder(body, shopper)).toMatchObject({ status: 403, body: { message: ADMINS_ONLY } });
  expect(await ordersToPhone(`+92${(body.details as { phone: string }).phone.slice(1)}`)).toBe(0);
});

test('an order taken on WhatsApp for a new phone keeps its stock, starts confirmed by the admin and raises no alert', async () => {
  await setStock(shop.service, VARIANT, 50);
  const body = newOrderBody();
  const { status, body: answer } = await takeOrder(body);
  expect(status).toBe(201);
  const orderNumber = answer.order!.orderNumber;
  expect(await stockOf(shop.service, VARIANT)).toBe(48);

  const row = await orderRow(orderNumber);
  expect(row).toMatchObject({ status: 'confirmed', payment_status: 'cod_pending', channel: 'whatsapp', user_id: null });
  expect(row.confirmed_at).not.toBeNull();
  expect(row.order_events).toEqual([{ status: 'confirmed', note: 'Order taken on WhatsApp', actor: 'admin', actor_id: admin.id }]);

  const alerts = await shop.service.from('staff_alerts').select('id').eq('order_id', row.id);
  expect(alerts.error).toBeNull();
  expect(alerts.data).toEqual([]);

  // A retry of the same form answers the same order and takes no more stock.
  const again = await takeOrder(body);
  expect(again).toMatchObject({ status: 201, body: { order: { orderNumber } } });
  expect(await stockOf(shop.service, VARIANT)).toBe(48);
});

test('an order taken by phone for a customer with an account is theirs', async () => {
  const shopper = await signedUp('phone-customer');
  const phone = freshPhone();
  const { error } = await shop.service.from('profiles').update({ phone }).eq('id', shopper.id);
  if (error) throw error;
  const { status, body } = await takeOrder(newOrderBody({ channel: 'phone', details: detailsBody({ phone }) }));
  expect(status).toBe(201);
  expect(await orderRow(body.order!.orderNumber)).toMatchObject({ channel: 'phone', user_id: shopper.id });
});

test('bad input is refused with a clear message and changes nothing', async () => {
  await setStock(shop.service, VARIANT, 3);
  const cases: [Record<string, unknown>, number, Partial<Answer>][] = [
    [{ channel: 'web' }, 400, { fieldErrors: { channel: 'Say whether the order came on WhatsApp or by phone.' } }],
    [{ items: [] }, 400, { fieldErrors: { items: 'Your cart is empty.' } }],
    [{ items: [{ variantId: VARIANT, quantity: 4 }] }, 409, {}],
    [{ paymentMethod: 'cheque' }, 400, {}],
  ];
  for (const [overrides, expected, answer] of cases) {
    const body = newOrderBody(overrides);
    const result = await takeOrder(body);
    expect([overrides, result.status]).toEqual([overrides, expected]);
    expect(result.body).toMatchObject({ ok: false, ...answer });
    expect(result.body.message).toEqual(expect.any(String));
    expect(await ordersToPhone(`+92${(body.details as { phone: string }).phone.slice(1)}`)).toBe(0);
  }
  expect(await stockOf(shop.service, VARIANT)).toBe(3);
});
