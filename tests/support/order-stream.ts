import type { SupabaseClient } from '@supabase/supabase-js';
import { detailsBody, setStock } from '../integration/checkout-support';
import { INSTANCE_HEADER, type Answer } from './load-balancer';

/** A variant with ample stock, and the phone every order is for. */
const VARIANT_ID = 13;
const PHONE = '0355-7654321';
/** Clients the stream comes from, each well under the 30 orders per client and window. */
const CLIENTS = ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13'];
const CONCURRENCY = 4;
/** Attempts per order: a broken connection or a 502/503 is retried with the same idempotency key. */
const ATTEMPTS = 10;

export interface OrderStream {
  /** Idempotency key → the order number the shop answered with (201). */
  placed: Map<string, string>;
  /** Orders that got any other answer, with that answer. */
  failed: string[];
  /** How many 201s each instance gave. */
  answeredBy: number[];
  /** Attempts made again after a broken connection or a 502/503. */
  retries: number;
  /** The orders in the database whose keys are this stream's. */
  storedOrders(): Promise<{ idempotency_key: string; order_number: string }[]>;
}

interface StreamOptions {
  service: SupabaseClient;
  /** POST /api/orders with this body from this client address. */
  place: (json: unknown, from: string) => Promise<Answer>;
  orders: number;
  /** Called every few milliseconds with the number of orders placed so far. */
  onProgress: (placed: number) => void;
}

/**
 * `orders` guest orders placed CONCURRENCY at a time, each with its own idempotency key and retried
 * with that key as a shopper's browser does (React Query replays an order placement only with its
 * key). The phone has a delivered order, so the database's limits on orders from new phones stay out.
 */
export async function placeOrderStream({ service, place, orders, onProgress }: StreamOptions): Promise<OrderStream> {
  const run = `multi-instance-${Date.now().toString(36)}`;
  await setStock(service, VARIANT_ID, 100_000);
  await trustPhone(service, run);
  const stream: OrderStream = {
    placed: new Map(),
    failed: [],
    answeredBy: [0, 0],
    retries: 0,
    async storedOrders() {
      const { data, error } = await service.from('orders').select('idempotency_key, order_number').like('idempotency_key', `${run}-%`);
      if (error) throw error;
      return data as { idempotency_key: string; order_number: string }[];
    },
  };
  let next = 0;
  const placeOne = async (n: number) => {
    const key = `${run}-${n}`;
    const body = {
      items: [{ variantId: VARIANT_ID, quantity: 1 }],
      details: detailsBody({ phone: PHONE }),
      shippingMethod: 'leopard',
      paymentMethod: 'cod',
      couponCode: null,
      idempotencyKey: key,
    };
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const answer = await place(body, CLIENTS[n % CLIENTS.length]!).catch(() => null);
      if (answer?.status === 201) {
        stream.placed.set(key, (JSON.parse(answer.text) as { order: { orderNumber: string } }).order.orderNumber);
        stream.answeredBy[Number(answer.headers[INSTANCE_HEADER])]! += 1;
        return;
      }
      if (answer && answer.status !== 502 && answer.status !== 503) break;
      stream.retries += 1;
      await new Promise((r) => setTimeout(r, 200));
    }
    stream.failed.push(key);
  };
  const progress = setInterval(() => onProgress(stream.placed.size), 2);
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < orders) await placeOne(next++);
      }),
    );
  } finally {
    clearInterval(progress);
  }
  return stream;
}

/** A delivered order for PHONE, a month old: its guest orders are a regular customer's. */
async function trustPhone(service: SupabaseClient, run: string): Promise<void> {
  const { data: city, error: cityError } = await service.from('cities').select('id, city_name, province').eq('id', 1).single();
  if (cityError) throw cityError;
  const { error } = await service.from('orders').insert({
    order_number: `GDF-2610-${run.slice(-6).toUpperCase()}`,
    idempotency_key: `delivered-${run}`,
    request_fingerprint: '-',
    status: 'delivered',
    payment_method: 'cod',
    payment_status: 'cod_collected',
    shipping_method: 'leopard',
    full_name: 'Sana Baig',
    phone: `+92${PHONE.replace(/\D/g, '').slice(1)}`,
    address: 'House 4, Jamaat Khana road, Jutial',
    city_id: city.id,
    city_name: city.city_name,
    province: city.province,
    subtotal: 1000,
    shipping_fee: 200,
    total: 1200,
    weight_kg: 0.5,
    item_count: 1,
    created_at: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    delivered_at: new Date(Date.now() - 28 * 86_400_000).toISOString(),
  });
  if (error) throw error;
}
