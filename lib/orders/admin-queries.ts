import 'server-only';
import { cache } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toOrderDetail } from '@/lib/orders/queries';
import { databaseProblem } from '@/lib/errors/database-problem';
import { serverEnv } from '@/lib/env';
import { payLink } from '@/lib/orders/pay-link';
import { isWalletId } from '@/lib/providers/wallets/registry';
import { ORDER_NUMBER_SHAPE } from '@/lib/orders/types';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import type { Database, Tables } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { courierName } from '@/lib/providers/couriers/registry';
import { liveShipment, type ShipmentRow } from './shipment';
import { CALL_LIST_ORDER } from './call-list';
import { NEW_PHONE_ORDER } from './new-phone';
import { ADMIN_ORDERS_PAGE_SIZE, LOW_STOCK_AT_MOST, type OrderFilters } from './admin-filters';
import type { AdminDashboard, AdminOrderDetail, AdminOrderPage } from './admin-types';
import { REFUND_OWED_ORDER, type RecordedRefund, type RecordRefundInput } from './refunds';

type Client = SupabaseClient<Database>;
type Row = Record<string, unknown>;

const PAKISTAN_OFFSET = '+05:00';

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The search box's PostgREST `or` filter: the order number, the name, and the phone in any way
 * Pakistanis write it (0300-1234567, +92 300…, or a part of it). Characters that carry meaning in
 * the filter grammar (commas, brackets, dots, wildcards) are dropped from the text.
 */
export function searchFilter(q: string): string | null {
  const text = q
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const terms = [`order_number.ilike.*${text.toUpperCase()}*`, `full_name.ilike.*${text}*`];
  const mobile = normalizePakistaniMobile(q);
  const digits = q.replace(/\D/g, '').replace(/^(?:0092|92|0)/, '');
  if (mobile) terms.push(`phone.eq.${mobile}`);
  else if (digits.length >= 4) terms.push(`phone.like.*${digits}*`);
  return terms.join(',');
}

const ORDER_ROW =
  'order_number, created_at, status, payment_method, payment_status, full_name, phone, city_name, town, total, item_count, placed_from_new_phone, channel, returned_parcels_before';

/** The orders the filters select (PostgREST's answer to a page past the last one is an empty page here). */
function filteredOrders(supabase: Client, filters: OrderFilters, columns: string, options: { head?: boolean } = {}) {
  let query = supabase.from('orders').select(columns, { count: 'exact', ...options });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.method) query = query.eq('payment_method', filters.method);
  if (filters.payment) query = query.eq('payment_status', filters.payment);
  if (filters.newPhone) query = query.match(NEW_PHONE_ORDER);
  if (filters.callList) query = query.match(CALL_LIST_ORDER).not('hold_reminder_at', 'is', null);
  if (filters.refund) {
    query = query.in('status', [...REFUND_OWED_ORDER.statuses]).in('payment_status', [...REFUND_OWED_ORDER.paymentStatuses]);
  }
  if (filters.from) query = query.gte('created_at', `${filters.from}T00:00:00${PAKISTAN_OFFSET}`);
  if (filters.to) query = query.lt('created_at', `${nextDay(filters.to)}T00:00:00${PAKISTAN_OFFSET}`);
  const search = filters.q ? searchFilter(filters.q) : null;
  if (search) query = query.or(search);
  return query;
}

/** PostgREST's "Requested range not satisfiable": the page asked for starts after the last order. */
const PAST_THE_LAST_PAGE = 'PGRST103';

/** One page of orders for the console, newest first, with the counts per status. */
export async function listAdminOrders(supabase: Client, filters: OrderFilters): Promise<AdminOrderPage> {
  const page = filters.page ?? 1;
  const first = (page - 1) * ADMIN_ORDERS_PAGE_SIZE;
  const [list, counts] = await Promise.all([
    filteredOrders(supabase, filters, ORDER_ROW)
      .order('created_at', { ascending: false })
      .order('order_number')
      .range(first, first + ADMIN_ORDERS_PAGE_SIZE - 1)
      .overrideTypes<(Tables<'orders'> & { returned_parcels_before: number })[], { merge: false }>(),
    supabase.rpc('admin_order_counts'),
  ]);
  if (counts.error) throw databaseProblem(counts.error);
  if (list.error?.code === PAST_THE_LAST_PAGE) {
    const all = await filteredOrders(supabase, filters, 'order_number', { head: true });
    if (all.error) throw new Error(`admin orders: ${all.error.code} ${all.error.message}`);
    const total = all.count ?? 0;
    const counted = (counts.data ?? {}) as Record<string, number>;
    return { orders: [], total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)), counts: counted };
  }
  if (list.error) throw new Error(`admin orders: ${list.error.code} ${list.error.message}`);
  const total = list.count ?? 0;
  return {
    orders: (list.data ?? []).map((row) => ({
      orderNumber: row.order_number,
      placedAt: row.created_at,
      status: row.status,
      paymentMethod: row.payment_method,
      paymentStatus: row.payment_status,
      fullName: row.full_name,
      phone: row.phone,
      cityName: row.city_name,
      town: row.town,
      total: row.total,
      itemCount: row.item_count,
      placedFromNewPhone: row.placed_from_new_phone,
      returnedParcelsBefore: row.returned_parcels_before,
      channel: row.channel,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)),
    counts: (counts.data ?? {}) as Record<string, number>,
  };
}

/**
 * The order page's one request: the order with its lines, timeline, payments, refunds, gateway
 * notices, shipping method, next statuses, the move that may be corrected and the refunds left and
 * owed (the computed fields admin_next_statuses, admin_correction, admin_refundable and
 * admin_refund_owed), each list in order.
 * payments is named by its foreign key: payment_notices also links orders to payments.
 */
const ORDER_PAGE = `*, admin_next_statuses, admin_correction, returned_parcels_before, admin_refundable, admin_refund_owed,
  refunds(amount, method, reference, note, recorded_at),
  order_items(product_id, product_name, variant_label, unit_price, quantity, line_total),
  order_events(status, payment_status, note, actor, is_public, created_at, actor_email:admin_actor_email, correction:details->correction),
  payments!payments_order_id_fkey(gateway, reference, amount, status, response_code, response_message, created_at),
  payment_notices(channel, reference, verdict, needs_review, detail, created_at, repeats, last_seen_at),
  shipments(courier, state, tracking_number, slip_url, stage, courier_status, events, cod_amount, booked_at, paid_amount, paid_on, payment_reference),
  shipping_methods(name, tracking_url_template, courier)`;

type Correction = { from: string; to: string };

type AdminOrderRow = Tables<'orders'> & {
  admin_next_statuses: string[] | null;
  returned_parcels_before: number;
  admin_correction: (Correction & { until: string }) | null;
  admin_refundable: number | null;
  admin_refund_owed: number | null;
  refunds: Pick<Tables<'refunds'>, 'amount' | 'method' | 'reference' | 'note' | 'recorded_at'>[];
  order_items: Pick<Tables<'order_items'>, 'product_id' | 'product_name' | 'variant_label' | 'unit_price' | 'quantity' | 'line_total'>[];
  order_events: (Pick<Tables<'order_events'>, 'status' | 'payment_status' | 'note' | 'actor' | 'is_public' | 'created_at'> & {
    actor_email: string | null;
    correction: Correction | null;
  })[];
  payments: Pick<Tables<'payments'>, 'gateway' | 'reference' | 'amount' | 'status' | 'response_code' | 'response_message' | 'created_at'>[];
  payment_notices: Pick<
    Tables<'payment_notices'>,
    'channel' | 'reference' | 'verdict' | 'needs_review' | 'detail' | 'created_at' | 'repeats' | 'last_seen_at'
  >[];
  shipments: ShipmentRow[];
  shipping_methods: Pick<Tables<'shipping_methods'>, 'name' | 'tracking_url_template' | 'courier'> | null;
};

/** Everything about one order for the console; null when there is no such order. */
export async function getAdminOrder(supabase: Client, rawNumber: string): Promise<AdminOrderDetail | null> {
  const orderNumber = rawNumber.trim().toUpperCase();
  if (!ORDER_NUMBER_SHAPE.test(orderNumber)) return null;
  const { data, error } = await supabase
    .from('orders')
    .select(ORDER_PAGE)
    .eq('order_number', orderNumber)
    .order('id', { referencedTable: 'order_items' })
    .order('created_at', { referencedTable: 'order_events' })
    .order('id', { referencedTable: 'order_events' })
    .order('created_at', { referencedTable: 'payments' })
    .order('recorded_at', { referencedTable: 'refunds' })
    .order('id', { referencedTable: 'payment_notices' })
    .maybeSingle<AdminOrderRow>();
  // admin_next_statuses refuses a caller who is not an admin.
  if (error) throw error.code === '42501' ? databaseProblem(error) : new Error(`admin order: ${error.code} ${error.message}`);
  if (!data) return null;
  const {
    order_items: items,
    order_events: events,
    payments,
    payment_notices: notices,
    shipping_methods: method,
    admin_next_statuses: next,
    returned_parcels_before: returnedParcelsBefore,
    admin_correction: correction,
    admin_refundable: refundable,
    admin_refund_owed: refundOwed,
    refunds,
    shipments,
    ...order
  } = data;
  const { cancellable: _cancellable, events: _publicEvents, ...detail } = toOrderDetail(order, items, [], method);
  return {
    ...detail,
    userId: order.user_id,
    cancelReason: order.cancel_reason,
    paymentDueAt: order.payment_due_at,
    placedFromNewPhone: order.placed_from_new_phone,
    returnedParcelsBefore,
    channel: order.channel,
    // The same rule as admin_confirm_bank_transfer.
    transferOpen:
      order.payment_method === 'bank_transfer' &&
      order.status !== 'cancelled' &&
      ['awaiting_transfer', 'failed'].includes(order.payment_status),
    nextStatuses: next ?? [],
    // As private.parcel_weight_grams, the booking's default.
    weightGrams: Math.max(1, Math.ceil(Number(order.weight_kg) * 1000)),
    bookableWith: method?.courier ? courierName(method.courier) : null,
    shipment: liveShipment(shipments),
    correction: correction ? { from: correction.from, to: correction.to, until: correction.until } : null,
    events: events.map((event) => ({
      status: event.status,
      paymentStatus: event.payment_status,
      note: event.note,
      actor: event.actor,
      actorEmail: event.actor_email,
      isPublic: event.is_public,
      at: event.created_at,
      correction: event.correction ? { from: event.correction.from, to: event.correction.to } : null,
    })),
    payments: payments.map((payment) => ({
      gateway: payment.gateway,
      reference: payment.reference,
      amount: payment.amount,
      status: payment.status,
      responseCode: payment.response_code,
      responseMessage: payment.response_message,
      at: payment.created_at,
    })),
    paymentNotices: notices.map((notice) => ({
      channel: notice.channel,
      reference: notice.reference,
      verdict: notice.verdict,
      needsReview: notice.needs_review,
      detail: notice.detail,
      at: notice.created_at,
      repeats: notice.repeats,
      lastSeenAt: notice.last_seen_at,
    })),
    paymentLink:
      isWalletId(order.payment_method) && order.status === 'pending' && ['pending', 'failed'].includes(order.payment_status)
        ? payLink(serverEnv().SITE_URL, order.order_number, order.idempotency_key)
        : null,
    walletCheckOpen:
      ['jazzcash', 'easypaisa'].includes(order.payment_method) &&
      !['paid', 'partly_refunded', 'refunded'].includes(order.payment_status) &&
      payments.some((payment) => !['succeeded', 'refunded'].includes(payment.status)),
    refunds: refunds.map((refund) => ({
      amount: refund.amount,
      method: refund.method,
      reference: refund.reference,
      note: refund.note,
      at: refund.recorded_at,
    })),
    refundable: refundable ?? 0,
    refundOwed: refundOwed ?? 0,
  };
}

export interface MoveOrder {
  from: string;
  to: string;
  note?: string;
  courier?: string;
  trackingNumber?: string;
  restock?: boolean;
}

/** admin_move_order: refused (with the database's reason) when the order is no longer in `from`. */
export async function moveOrder(supabase: Client, orderNumber: string, move: MoveOrder): Promise<void> {
  const { error } = await supabase.rpc('admin_move_order', {
    order_number: orderNumber,
    from_status: move.from,
    to_status: move.to,
    note: move.note,
    courier: move.courier,
    tracking_number: move.trackingNumber,
    restock: move.restock ?? true,
  });
  if (error) throw databaseProblem(error);
}

/** admin_correct_order_status: the last move undone, refused (with the database's reason) when it may not be. */
export async function correctOrder(supabase: Client, orderNumber: string, correction: { expected: string; reason: string }): Promise<void> {
  const { error } = await supabase.rpc('admin_correct_order_status', {
    order_number: orderNumber,
    expected_status: correction.expected,
    reason: correction.reason,
  });
  if (error) throw databaseProblem(error);
}

export type TransferDecision =
  { decision: 'confirm'; reference: string; amount: number; note?: string } | { decision: 'reject'; note: string };

/** Confirms a bank transfer under its bank reference, or records that the money did not arrive. */
export async function decideTransfer(supabase: Client, orderNumber: string, decision: TransferDecision): Promise<void> {
  const { error } =
    decision.decision === 'confirm'
      ? await supabase.rpc('admin_confirm_bank_transfer', {
          order_number: orderNumber,
          reference: decision.reference,
          amount: decision.amount,
          note: decision.note,
        })
      : await supabase.rpc('admin_set_payment_status', { order_number: orderNumber, payment_status: 'failed', note: decision.note });
  if (error) throw databaseProblem(error);
}

/** The numbers of the orders that owe a refund, newest first (admin_refunds_owed). */
async function listRefundsOwed(supabase: Client): Promise<string[]> {
  const { data, error } = await supabase.rpc('admin_refunds_owed');
  if (error) throw databaseProblem(error);
  return data ?? [];
}

/** admin_record_refund: the refund as recorded and what is left to refund after it. */
export async function recordRefund(
  supabase: Client,
  orderNumber: string,
  refund: RecordRefundInput,
): Promise<{ refund: RecordedRefund; left: number }> {
  const { data, error } = await supabase.rpc('admin_record_refund', {
    order_number: orderNumber,
    amount: refund.amount,
    method: refund.method,
    reference: refund.reference,
    note: refund.note,
  });
  if (error) throw databaseProblem(error);
  const recorded = (data as unknown as { refund: RecordedRefund & { left: number } }).refund;
  return {
    refund: { id: recorded.id, amount: recorded.amount, method: recorded.method, reference: recorded.reference },
    left: recorded.left,
  };
}

/** Today's numbers for the console's home. */
export async function getAdminDashboard(supabase: Client): Promise<AdminDashboard> {
  const { data, error } = await supabase.rpc('admin_dashboard', { low_stock_at_most: LOW_STOCK_AT_MOST });
  if (error) throw databaseProblem(error);
  const row = data as Row;
  return {
    newToday: Number(row.new_today),
    awaitingConfirmation: Number(row.awaiting_confirmation),
    transfersToConfirm: Number(row.transfers_to_confirm),
    lowStock: ((row.low_stock as Row[] | null) ?? []).map((variant) => ({
      variantId: Number(variant.variant_id),
      sku: String(variant.sku),
      productName: String(variant.product_name),
      variantLabel: String(variant.variant_label),
      stockQuantity: Number(variant.stock_quantity),
    })),
  };
}

/**
 * For the console's Server Components (the admin layout has already checked the role). Cached per
 * request: the layout's Orders badge and the home's numbers ask once.
 */
export const getCurrentAdminDashboard = cache(async (): Promise<AdminDashboard> => getAdminDashboard(await createSupabaseServerClient()));

export async function listCurrentRefundsOwed(): Promise<string[]> {
  return listRefundsOwed(await createSupabaseServerClient());
}

export async function listCurrentAdminOrders(filters: OrderFilters): Promise<AdminOrderPage> {
  return listAdminOrders(await createSupabaseServerClient(), filters);
}

export async function getCurrentAdminOrder(orderNumber: string): Promise<AdminOrderDetail | null> {
  return getAdminOrder(await createSupabaseServerClient(), orderNumber);
}
