import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { listCities } from '@/lib/profile/queries';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseAnonClient, createSupabaseServerClient } from '@/lib/supabase/server';
import { toRpcFailure, type RpcFailure } from './rpc-error';
import { trackingLink } from './tracking-link';
import { ORDER_NUMBER_SHAPE, type OrderDetail, type OrderEvent, type Tracking } from './types';

type Client = SupabaseClient<Database>;

function normalizeOrderNumber(raw: string): string | null {
  const number = raw.trim().toUpperCase();
  return ORDER_NUMBER_SHAPE.test(number) ? number : null;
}

/** The city's name for mails; the id when the list cannot be read. */
export async function cityNameOf(cityId: number): Promise<string> {
  try {
    return (await listCities()).find((city) => city.id === cityId)?.name ?? String(cityId);
  } catch {
    return String(cityId);
  }
}

/**
 * One order placed by `userId`, with its lines and public timeline; anyone else's number (or an
 * unknown one) is null. The owner filter is explicit: row-level security lets an admin read every
 * order, and "My Orders" is the signed-in person's own, admin or not.
 */
export async function getOwnOrder(supabase: Client, userId: string, rawNumber: string): Promise<OrderDetail | null> {
  const orderNumber = normalizeOrderNumber(rawNumber);
  if (!orderNumber) return null;
  const { data: order, error } = await supabase
    .from('orders')
    .select(
      'id, order_number, created_at, status, payment_method, payment_status, shipping_method, full_name, phone, email, address, postal_code, city_name, province, notes, subtotal, discount, shipping_fee, total, coupon_code, courier, tracking_number',
    )
    .eq('order_number', orderNumber)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`orders: ${error.code} ${error.message}`);
  if (!order) return null;
  const [items, events, method] = await Promise.all([
    supabase.from('order_items').select('product_id, product_name, variant_label, unit_price, quantity, line_total').eq('order_id', order.id).order('id'),
    supabase.from('order_events').select('status, note, location, created_at, is_public').eq('order_id', order.id).eq('is_public', true).order('created_at').order('id'),
    supabase.from('shipping_methods').select('name, tracking_url_template').eq('id', order.shipping_method).maybeSingle(),
  ]);
  if (items.error || events.error) throw new Error(`order lines: ${items.error?.message ?? events.error?.message}`);
  return {
    orderNumber: order.order_number,
    placedAt: order.created_at,
    status: order.status,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    shippingMethod: order.shipping_method,
    shippingMethodName: method.data?.name ?? order.shipping_method,
    fullName: order.full_name,
    phone: order.phone,
    email: order.email,
    address: order.address,
    postalCode: order.postal_code,
    cityName: order.city_name,
    province: order.province,
    notes: order.notes,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shipping_fee,
    total: order.total,
    couponCode: order.coupon_code,
    courier: order.courier,
    trackingNumber: order.tracking_number,
    trackingUrl: trackingLink(method.data?.tracking_url_template, order.tracking_number),
    // The same rule as cancel_order: pending and not paid.
    cancellable: order.status === 'pending' && !['paid', 'cod_collected', 'refunded'].includes(order.payment_status),
    items: (items.data ?? []).map((item) => ({
      productId: item.product_id,
      productName: item.product_name,
      variantLabel: item.variant_label,
      unitPrice: item.unit_price,
      quantity: item.quantity,
      lineTotal: item.line_total ?? item.unit_price * item.quantity,
    })),
    events: (events.data ?? []).map((event) => ({ status: event.status, note: event.note, location: event.location, at: event.created_at })),
  };
}

/** cancel_order as the signed-in shopper: only their own pending order; stock goes back once. */
export async function cancelOwnOrder(supabase: Client, rawNumber: string): Promise<{ ok: true } | { ok: false; failure: RpcFailure }> {
  const orderNumber = normalizeOrderNumber(rawNumber);
  if (!orderNumber) return { ok: false, failure: { code: 'order_not_found', message: '', context: {}, business: true } };
  const { error } = await supabase.rpc('cancel_order', { order_number: orderNumber });
  return error ? { ok: false, failure: toRpcFailure(error) } : { ok: true };
}

type Row = Record<string, unknown>;

/** track_order as anon: null for any wrong or malformed pair (the function answers them all alike). */
export async function trackOrder(requestHeaders: Pick<Headers, 'get'>, orderNumber: string, phone: string): Promise<{ ok: true; tracking: Tracking | null } | { ok: false; failure: RpcFailure }> {
  const { data, error } = await createSupabaseAnonClient(requestHeaders).rpc('track_order', { order_number: orderNumber, phone });
  if (error) {
    const failure = toRpcFailure(error);
    return failure.code === 'order_not_found' ? { ok: true, tracking: null } : { ok: false, failure };
  }
  const row = data as Row;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    ok: true,
    tracking: {
      orderNumber: text(row.order_number) ?? '',
      status: text(row.status) ?? '',
      placedAt: text(row.placed_at) ?? '',
      shippingMethod: text(row.shipping_method),
      courier: text(row.courier),
      trackingNumber: text(row.tracking_number),
      trackingUrl: text(row.tracking_url),
      events: ((row.events as Row[] | null) ?? []).map((event): OrderEvent => ({ status: text(event.status) ?? '', note: text(event.note), location: text(event.location), at: text(event.at) ?? '' })),
    },
  };
}

/** The signed-in person's own order for Server Components (/orders/{orderNumber}). */
export async function getCurrentShopperOrder(userId: string, orderNumber: string): Promise<OrderDetail | null> {
  return getOwnOrder(await createSupabaseServerClient(), userId, orderNumber);
}
