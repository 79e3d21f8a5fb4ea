import type { SupabaseClient } from '@supabase/supabase-js';
import { POST as placeRoute } from '@/app/api/orders/route';
import type { PlacedOrder } from '@/lib/checkout/types';
import { call, type CookieJar } from './api-support';

/** Shared arrangements of the checkout and orders suites: a valid delivery form and stock access. */
export function detailsBody(overrides: Record<string, unknown> = {}) {
  return {
    email: 'guest.buyer@example.com',
    fullName: 'Sana Baig',
    phone: '0355-1234567',
    address: 'House 4, Jamaat Khana road, Jutial',
    postalCode: '15100',
    cityId: 1,
    notes: '',
    ...overrides,
  };
}

let keyCounter = 0;
export function freshKey(): string {
  keyCounter += 1;
  return `test-${process.pid}-${Date.now().toString(36)}-${keyCounter}`;
}

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    items: [{ variantId: 12, quantity: 1 }],
    details: detailsBody(),
    shippingMethod: 'leopard',
    paymentMethod: 'cod',
    couponCode: null,
    idempotencyKey: freshKey(),
    ...overrides,
  };
}

/** An order placed through POST /api/orders with `jar`'s session (a guest's without one); fails the test unless it is a 201. */
export async function placeOrderAs(jar: CookieJar | undefined, overrides: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const { status, body } = await call<{ order: PlacedOrder }>(placeRoute, '/api/orders', {
    method: 'POST',
    body: orderBody(overrides),
    jar,
  });
  expect(status).toBe(201);
  return body.order;
}

export async function stockOf(service: SupabaseClient, variantId: number): Promise<number> {
  const { data, error } = await service.from('product_variants').select('stock_quantity').eq('id', variantId).single();
  if (error) throw error;
  return (data as { stock_quantity: number }).stock_quantity;
}

export async function setStock(service: SupabaseClient, variantId: number, stock: number): Promise<void> {
  const { error } = await service.from('product_variants').update({ stock_quantity: stock }).eq('id', variantId);
  if (error) throw error;
}

export async function ordersWithKey(service: SupabaseClient, key: string) {
  const { data, error } = await service.from('orders').select('order_number, total, discount, subtotal').eq('idempotency_key', key);
  if (error) throw error;
  return data as { order_number: string; total: number; discount: number; subtotal: number }[];
}
