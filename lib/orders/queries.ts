import 'server-only';
import type { OrderFlagFacts } from './staff-flags';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import { createSupabaseAnonClient, createSupabaseServerClient } from '@/lib/supabase/server';
import { deliveryPlace } from './delivery-place';
import { databaseProblem } from '@/lib/errors/database-problem';
import { Problem } from '@/lib/errors/problem';
import { ORDER_NOT_FOUND } from '@/lib/checkout/messages';
import { courierEventsOf } from '@/lib/orders/shipment';
import { trackingLink } from './tracking-link';
import { ORDER_NUMBER_SHAPE, type MailOrder, type OrderDetail, type OrderEvent, type Tracking } from './types';

type Client = SupabaseClient<Database>;

function normalizeOrderNumber(raw: string): string | null {
  const number = raw.trim().toUpperCase();
  return ORDER_NUMBER_SHAPE.test(number) ? number : null;
}

const ORDER_COLUMNS =
  'id, order_number, created_at, status, payment_method, payment_status, shipping_method, full_name, phone, email, address, postal_code, city_name, town, province, notes, subtotal, discount, shipping_fee, total, coupon_code, courier, tracking_number';

type OrderRow = Pick<
  Database['public']['Tables']['orders']['Row'],
  | 'order_number'
  | 'created_at'
  | 'status'
  | 'payment_method'
  | 'payment_status'
  | 'shipping_method'
  | 'full_name'
  | 'phone'
  | 'email'
  | 'address'
  | 'postal_code'
  | 'city_name'
  | 'town'
  | 'province'
  | 'notes'
  | 'subtotal'
  | 'discount'
  | 'shipping_fee'
  | 'total'
  | 'coupon_code'
  | 'courier'
  | 'tracking_number'
>;
type ItemRow = Pick<
  Database['public']['Tables']['order_items']['Row'],
  'product_id' | 'product_name' | 'variant_label' | 'unit_price' | 'quantity' | 'line_total'
>;
type EventRow = Pick<Database['public']['Tables']['order_events']['Row'], 'status' | 'note' | 'location' | 'created_at'>;

interface MethodRow {
  name: string;
  tracking_url_template: string | null;
}

/** An order's row, lines, timeline and shipping method as the shop shows the order (the shopper's page, the console, the mails). */
export function toOrderDetail(order: OrderRow, items: ItemRow[], events: EventRow[], method: MethodRow | null): OrderDetail {
  return {
    orderNumber: order.order_number,
    placedAt: order.created_at,
    status: order.status,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    shippingMethod: order.shipping_method,
    shippingMethodName: method?.name ?? order.shipping_method,
    fullName: order.full_name,
    phone: order.phone,
    email: order.email,
    address: order.address,
    postalCode: order.postal_code,
    cityName: order.city_name,
    town: order.town,
    province: order.province,
    notes: order.notes,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shipping_fee,
    total: order.total,
    couponCode: order.coupon_code,
    courier: order.courier,
    trackingNumber: order.tracking_number,
    trackingUrl: trackingLink(method?.tracking_url_template, order.tracking_number),
    courierEvents: [],
    // The same rule as cancel_order: pending and not paid.
    cancellable: order.status === 'pending' && !['paid', 'cod_collected', 'partly_refunded', 'refunded'].includes(order.payment_status),
    items: items.map((item) => ({
      productId: item.product_id,
      productName: item.product_name,
      variantLabel: item.variant_label,
      unitPrice: item.unit_price,
      quantity: item.quantity,
      lineTotal: item.line_total ?? item.unit_price * item.quantity,
    })),
    events: events.map((event) => ({ status: event.status, note: event.note, location: event.location, at: event.created_at })),
  };
}

function readItems(supabase: Client, orderId: string) {
  return supabase
    .from('order_items')
    .select('product_id, product_name, variant_label, unit_price, quantity, line_total')
    .eq('order_id', orderId)
    .order('id');
}

function readShippingMethod(supabase: Client, id: string) {
  return supabase.from('shipping_methods').select('name, tracking_url_template, collected_at_shop').eq('id', id).maybeSingle();
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
    .select(`${ORDER_COLUMNS}, courier_events`)
    .eq('order_number', orderNumber)
    .eq('user_id', userId)
    .maybeSingle<OrderRow & { id: string; shipping_method: string; courier_events: unknown }>();
  if (error) throw new Error(`orders: ${error.code} ${error.message}`);
  if (!order) return null;
  const [items, events, method] = await Promise.all([
    readItems(supabase, order.id),
    supabase
      .from('order_events')
      .select('status, note, location, created_at')
      .eq('order_id', order.id)
      .eq('is_public', true)
      .order('created_at')
      .order('id'),
    readShippingMethod(supabase, order.shipping_method),
  ]);
  if (items.error || events.error) throw new Error(`order lines: ${items.error?.message ?? events.error?.message}`);
  return {
    ...toOrderDetail(order, items.data ?? [], events.data ?? [], method.data ?? null),
    courierEvents: courierEventsOf(order.courier_events),
  };
}

/**
 * Any order, read with the service role, as the mails tell it: the lines, the shipping method's
 * name, the courier's tracking link, the cancel
 * reason and whether it belongs to an account. Only for server code that has just placed or moved
 * this order; null for an unknown number.
 */
/** The mails' order row: admin_refund_owed is a computed field (the service role may read it). */
type MailOrderRow = OrderRow &
  Pick<
    Database['public']['Tables']['orders']['Row'],
    'id' | 'user_id' | 'cancel_reason' | 'payment_due_at' | 'confirmed_at' | 'shipped_at' | 'delivered_at' | 'cancelled_at'
  > & { admin_refund_owed: number | null };

export async function getOrderForMail(rawNumber: string): Promise<MailOrder | null> {
  const orderNumber = normalizeOrderNumber(rawNumber);
  if (!orderNumber) return null;
  const supabase = createSupabaseAdminClient();
  const { data: order, error } = await supabase
    .from('orders')
    .select(
      `${ORDER_COLUMNS}, user_id, cancel_reason, payment_due_at, confirmed_at, shipped_at, delivered_at, cancelled_at, admin_refund_owed`,
    )
    .eq('order_number', orderNumber)
    .maybeSingle<MailOrderRow>();
  if (error) throw new Error(`orders: ${error.code} ${error.message}`);
  if (!order) return null;
  const [items, method] = await Promise.all([readItems(supabase, order.id), readShippingMethod(supabase, order.shipping_method)]);
  if (items.error) throw new Error(`order lines: ${items.error.message}`);
  const { cancellable: _cancellable, events: _events, ...detail } = toOrderDetail(order, items.data ?? [], [], method.data ?? null);
  return {
    ...detail,
    cancelReason: order.cancel_reason,
    paymentDueAt: order.payment_due_at,
    confirmedAt: order.confirmed_at,
    shippedAt: order.shipped_at,
    deliveredAt: order.delivered_at,
    cancelledAt: order.cancelled_at,
    hasAccount: order.user_id !== null,
    collectedAtShop: method.data?.collected_at_shop === true,
    refundOwed: order.admin_refund_owed ?? 0,
  };
}

/** The order's flags for the staff's mails (lib/orders/staff-flags.ts), read with the service role. */
export async function getOrderFlagsForMail(orderNumber: string): Promise<OrderFlagFacts> {
  const { data, error } = await createSupabaseAdminClient()
    .from('orders')
    .select('payment_method, placed_from_new_phone, returned_parcels_before')
    .eq('order_number', orderNumber.trim().toUpperCase())
    .single()
    .overrideTypes<{ payment_method: string; placed_from_new_phone: boolean; returned_parcels_before: number }, { merge: false }>();
  if (error) throw new Error(`order flags: ${error.code} ${error.message}`);
  return {
    paymentMethod: data.payment_method,
    placedFromNewPhone: data.placed_from_new_phone,
    returnedParcelsBefore: data.returned_parcels_before,
  };
}

/**
 * cancel_order as the signed-in shopper: only their own pending order; stock goes back once.
 * Answers whether this call cancelled it (false when it already was: a repeat).
 */
export async function cancelOwnOrder(supabase: Client, rawNumber: string): Promise<{ cancelledNow: boolean }> {
  const orderNumber = normalizeOrderNumber(rawNumber);
  // What cancel_order answers for a number it cannot find, without asking it about one that cannot exist.
  if (!orderNumber) throw new Problem('order_not_found', { message: ORDER_NOT_FOUND });
  const before = await supabase.from('orders').select('status').eq('order_number', orderNumber).maybeSingle();
  const { error } = await supabase.rpc('cancel_order', { order_number: orderNumber });
  if (error) throw databaseProblem(error);
  return { cancelledNow: !before.error && before.data !== null && before.data.status !== 'cancelled' };
}

type Row = Record<string, unknown>;

/** track_order as anon: any wrong or malformed pair is tracking_not_found (the function answers them all alike). */
export async function trackOrder(requestHeaders: Pick<Headers, 'get'>, orderNumber: string, phone: string): Promise<Tracking> {
  const { data, error } = await createSupabaseAnonClient(requestHeaders).rpc('track_order', { order_number: orderNumber, phone });
  if (error) {
    const problem = databaseProblem(error);
    throw problem.code === 'order_not_found' ? new Problem('tracking_not_found') : problem;
  }
  const row = data as Row;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const cityName = text(row.city_name);
  return {
    orderNumber: text(row.order_number) ?? '',
    status: text(row.status) ?? '',
    placedAt: text(row.placed_at) ?? '',
    shippingMethod: text(row.shipping_method),
    deliveryTo: cityName && row.collected_at_shop !== true ? deliveryPlace({ town: text(row.town), cityName }) : null,
    courier: text(row.courier),
    trackingNumber: text(row.tracking_number),
    trackingUrl: text(row.tracking_url),
    events: ((row.events as Row[] | null) ?? []).map((event): OrderEvent => ({
      status: text(event.status) ?? '',
      note: text(event.note),
      location: text(event.location),
      at: text(event.at) ?? '',
    })),
    courierEvents: courierEventsOf(row.courier_events),
  };
}

/** The signed-in person's own order for Server Components (/orders/{orderNumber}). */
export async function getCurrentShopperOrder(userId: string, orderNumber: string): Promise<OrderDetail | null> {
  return getOwnOrder(await createSupabaseServerClient(), userId, orderNumber);
}
