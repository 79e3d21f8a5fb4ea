/**
 * The console's sales report (admin_sales_report through lib/sales/queries) against the
 * real embedded backend: orders are placed through the shop's own route, moved by an admin to
 * delivered, cancelled, returned or refunded, and spread over the days (Pakistan time) by setting
 * created_at with the service role. The expected numbers are computed here from what was seeded,
 * with the test's own arithmetic, and compared with the report.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { POST as placeRoute } from '@/app/api/orders/route';
import { getSalesReport } from '@/lib/sales/queries';
import type { SalesReport } from '@/lib/sales/types';
import type { PlacedOrder } from '@/lib/checkout/types';
import { pakistanDay } from '@/lib/format/date';
import { clientFor, startTestBackend, type TestBackend, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';
import { TEST_BANK_ACCOUNT } from '../support/shop-settings';
import { call, pointShopAt } from './api-support';
import { orderBody } from './checkout-support';

type Method = 'cod' | 'bank_transfer';
/** What became of the order: only 'sale' counts as a sale; 'cancelled' counts as a cancellation. */
type Fate = 'sale' | 'cancelled' | 'returned' | 'refunded';

interface Seed {
  /** Days before today (Pakistan time); 'first' = 00:30 on the window's first day, 'before' = 23:30 the day before it. */
  when: number | 'first' | 'before';
  method: Method;
  items: { variantId: number; quantity: number }[];
  fate: Fate;
  /** Paid by bank transfer (confirmed by the owner) before its fate. */
  paid?: boolean;
  /** Delivered (a COD order then has its cash collected). */
  delivered?: boolean;
}

const DAYS = 30;
/** The seed's catalogue (supabase/seed.sql): variant → product. */
const PRODUCT_OF_VARIANT: Record<number, number> = { 11: 1, 12: 1, 13: 1, 21: 2, 31: 3, 33: 3, 41: 4, 51: 5, 61: 6, 62: 6 };

const SEEDS: Seed[] = [
  { when: 0, method: 'cod', items: [{ variantId: 12, quantity: 2 }], fate: 'sale' },
  {
    when: 0,
    method: 'bank_transfer',
    items: [
      { variantId: 21, quantity: 1 },
      { variantId: 31, quantity: 1 },
    ],
    fate: 'sale',
    paid: true,
  },
  {
    when: 1,
    method: 'cod',
    items: [
      { variantId: 11, quantity: 1 },
      { variantId: 41, quantity: 2 },
    ],
    fate: 'sale',
    delivered: true,
  },
  { when: 1, method: 'cod', items: [{ variantId: 13, quantity: 3 }], fate: 'cancelled' },
  { when: 3, method: 'bank_transfer', items: [{ variantId: 51, quantity: 1 }], fate: 'sale' },
  { when: 3, method: 'cod', items: [{ variantId: 61, quantity: 1 }], fate: 'returned' },
  { when: 5, method: 'bank_transfer', items: [{ variantId: 62, quantity: 1 }], fate: 'refunded', paid: true },
  { when: 10, method: 'bank_transfer', items: [{ variantId: 12, quantity: 1 }], fate: 'cancelled' },
  { when: 'first', method: 'cod', items: [{ variantId: 61, quantity: 2 }], fate: 'sale' },
  { when: 'before', method: 'cod', items: [{ variantId: 33, quantity: 1 }], fate: 'sale' },
];

let backend: TestBackend;
let service: SupabaseClient;
let admin: SupabaseClient;
let shopper: SupabaseClient;
let today: string;
const placed: { seed: Seed; order: PlacedOrder; day: string }[] = [];

function daysBefore(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

async function must(query: PromiseLike<{ error: { message: string } | null }>): Promise<void> {
  const { error } = await query;
  if (error) throw new Error(error.message);
}

async function signedInClient(role: 'admin' | 'shopper'): Promise<SupabaseClient> {
  const email = uniqueEmail(role);
  const password = 'apricot-kernel-42';
  await must(
    service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      ...(role === 'admin' ? { app_metadata: { role: 'admin' } } : {}),
    }),
  );
  const client = clientFor(backend);
  await must(client.auth.signInWithPassword({ email, password }));
  return client;
}

async function place(seed: Seed): Promise<PlacedOrder> {
  const { status, body } = await call<{ order: PlacedOrder }>(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody({ items: seed.items, paymentMethod: seed.method }),
  });
  if (status !== 201) throw new Error(`place: ${status} ${JSON.stringify(body)}`);
  return body.order;
}

const move = (orderNumber: string, status: string, extra: Record<string, string> = {}) =>
  must(admin.rpc('admin_update_order_status', { order_number: orderNumber, status, ...extra }));

async function bringAbout(seed: Seed, order: PlacedOrder): Promise<void> {
  const n = order.orderNumber;
  if (seed.paid) await must(admin.rpc('admin_confirm_bank_transfer', { order_number: n, reference: `HBL-${n}`, amount: order.total }));
  if (seed.delivered || seed.fate === 'returned') {
    await move(n, 'confirmed');
    await move(n, 'shipped', { courier: 'Leopards', tracking_number: `LP${n.slice(-6)}` });
  }
  if (seed.delivered) await move(n, 'delivered');
  if (seed.fate === 'cancelled') await move(n, 'cancelled', { note: 'The customer changed their mind' });
  if (seed.fate === 'returned') {
    await move(n, 'returning');
    await move(n, 'returned');
  }
  if (seed.fate === 'refunded') await must(admin.rpc('admin_set_payment_status', { order_number: n, payment_status: 'refunded' }));
}

/** When the order was placed, in Pakistan time (UTC+5); today's orders keep their real time. */
function placedAt(seed: Seed): { day: string; at: string | null } {
  const first = daysBefore(today, DAYS - 1);
  if (seed.when === 'first') return { day: first, at: `${first}T00:30:00+05:00` };
  if (seed.when === 'before') {
    const before = daysBefore(first, 1);
    return { day: before, at: `${before}T23:30:00+05:00` };
  }
  const day = daysBefore(today, seed.when);
  return { day, at: seed.when === 0 ? null : `${day}T12:00:00+05:00` };
}

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
  service = clientFor(backend, 'service');
  await must(service.from('shop_settings').update(TEST_BANK_ACCOUNT).eq('id', true));
  admin = await signedInClient('admin');
  shopper = await signedInClient('shopper');
  today = pakistanDay(new Date());
  for (const seed of SEEDS) {
    const order = await place(seed);
    await bringAbout(seed, order);
    const { day, at } = placedAt(seed);
    if (at) await must(service.from('orders').update({ created_at: at }).eq('order_number', order.orderNumber));
    placed.push({ seed, order, day });
  }
}, 180_000);
afterAll(() => backend?.stop());

/** The report as this test computes it from the seeded orders. */
function expectedReport(days: number) {
  const first = daysBefore(today, days - 1);
  const inWindow = placed.filter((p) => p.day >= first && p.day <= today);
  const sales = inWindow.filter((p) => p.seed.fate === 'sale');
  const revenue = sales.reduce((sum, p) => sum + p.order.total, 0);
  const codOrders = sales.filter((p) => p.seed.method === 'cod').length;
  const cancelled = inWindow.filter((p) => p.seed.fate === 'cancelled').length;

  const calendar = Array.from({ length: days }, (_, i) => daysBefore(today, days - 1 - i));
  const perDay = calendar.map((day) => {
    const ofDay = sales.filter((p) => p.day === day);
    const byMethod = Object.fromEntries(
      ['cod', 'bank_transfer', 'jazzcash', 'easypaisa', 'raast'].map((method) => {
        const ofMethod = ofDay.filter((p) => p.seed.method === method);
        return [method, { orders: ofMethod.length, revenue: ofMethod.reduce((sum, p) => sum + p.order.total, 0) }];
      }),
    );
    return { day, orders: ofDay.length, revenue: ofDay.reduce((sum, p) => sum + p.order.total, 0), byMethod };
  });

  const products = new Map<number, { productId: number; productName: string; units: number; revenue: number }>();
  for (const p of sales) {
    p.seed.items.forEach((item, index) => {
      const line = p.order.items[index]!;
      const productId = PRODUCT_OF_VARIANT[item.variantId]!;
      const entry = products.get(productId) ?? { productId, productName: line.productName, units: 0, revenue: 0 };
      entry.units += item.quantity;
      entry.revenue += line.unitPrice * item.quantity;
      products.set(productId, entry);
    });
  }
  const topProducts = [...products.values()]
    .sort((a, b) => b.revenue - a.revenue || b.units - a.units || a.productName.localeCompare(b.productName))
    .slice(0, 5);

  return {
    from: first,
    to: today,
    days: perDay,
    totals: {
      revenue,
      orders: sales.length,
      averageOrderValue: sales.length ? Math.round(revenue / sales.length) : null,
      codOrders,
      codShare: sales.length ? Number((codOrders / sales.length).toFixed(4)) : null,
      placed: inWindow.length,
      cancelled,
      cancellationRate: inWindow.length ? Number((cancelled / inWindow.length).toFixed(4)) : null,
    },
    topProducts,
  };
}

describe('the last 30 days', () => {
  let report: SalesReport;
  beforeAll(async () => {
    report = await getSalesReport(admin as never);
  });

  test('totals: revenue, orders, average order value, COD share by count, cancellation rate', () => {
    const expected = expectedReport(DAYS);
    expect(report.totals).toEqual(expected.totals);
    // The seed is built so that each rule matters; these pin it against a change of the seed.
    expect(expected.totals).toMatchObject({ orders: 5, codOrders: 3, placed: 9, cancelled: 2 });
  });

  test('every day of the window, oldest first, zero-filled, split by payment method', () => {
    const expected = expectedReport(DAYS);
    expect(report.from).toBe(expected.from);
    expect(report.to).toBe(today);
    expect(report.days).toHaveLength(DAYS);
    expect(report.days).toEqual(expected.days);
    expect(report.days.filter((day) => day.orders > 0).map((day) => day.day)).toEqual([
      expected.from,
      daysBefore(today, 3),
      daysBefore(today, 1),
      today,
    ]);
  });

  test('top products by revenue of their lines, with units; only the 5 best', () => {
    const expected = expectedReport(DAYS);
    expect(report.topProducts).toEqual(expected.topProducts);
    expect(report.topProducts.map((product) => product.productId)).toEqual([1, 6, 4, 5, 2]);
  });
});

test('a window of one day is today only', async () => {
  const report = await getSalesReport(admin as never, 1);
  const expected = expectedReport(1);
  expect(report).toEqual(expected);
  expect(report.totals.orders).toBe(2);
});

test('days outside 1 to 366 are refused with a clear message', async () => {
  for (const days of [0, 367]) {
    const { error } = await admin.rpc('admin_sales_report', { days });
    expect(error).toMatchObject({ details: 'invalid_input', message: 'The report covers 1 to 366 days.' });
  }
});

test('only admins get the report: a guest and a shopper are refused', async () => {
  for (const client of [clientFor(backend), shopper]) {
    const { data, error } = await client.rpc('admin_sales_report', { days: DAYS });
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  }
  await expect(getSalesReport(shopper as never)).rejects.toMatchObject({ message: "Only the shop's admins can do this." });
});
