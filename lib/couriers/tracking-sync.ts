import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { tellShopperOfMove } from '@/lib/orders/notifications';
import type { CourierPayment, TrackingAnswer } from '@/lib/providers/couriers/courier';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import type { Database } from '@/lib/supabase/database.types';
import { courierProvider } from './providers';

/** How many tracking numbers one request to a courier names. */
const PER_REQUEST = 50;

type Client = SupabaseClient<Database>;

export interface TrackingSyncResult {
  /** Parcels the couriers were asked about. */
  asked: number;
  /** Orders whose status moved. */
  moved: number;
  /** Courier payments newly matched to parcels. */
  paid: number;
  /** Couriers that could not be asked this time (asked again at the next run). */
  unreachable: string[];
}

interface OpenShipment {
  courier: string;
  tracking_number: string;
  stage: string | null;
  cod_amount: number;
}

/**
 * The tracking job (every two hours, app/api/courier-sync): asks each courier about its open parcels,
 * records their events and moves their orders (record_courier_tracking), mails the shoppers whose
 * order moved, and records the couriers' payments for delivered cash-on-delivery parcels
 * (record_courier_payments). A courier that cannot be asked is left for the next run.
 */
export async function syncCourierShipments(): Promise<TrackingSyncResult> {
  const service = createSupabaseAdminClient();
  const { data, error } = await service.rpc('courier_shipments_to_track');
  if (error) throw new Error(`courier_shipments_to_track: ${error.message}`);
  const open = (data ?? []) as OpenShipment[];
  const result: TrackingSyncResult = { asked: open.length, moved: 0, paid: 0, unreachable: [] };
  for (const [courier, shipments] of groupBy(open, (s) => s.courier)) {
    const provider = courierProvider(courier);
    if (!provider) continue;
    try {
      const answers = await inBatches(
        shipments.map((s) => s.tracking_number),
        (numbers) => provider.track(numbers),
      );
      result.moved += await recordTracking(service, courier, answers);
      const deliveredNow = new Set(answers.filter((a) => a.stage === 'delivered').map((a) => a.trackingNumber));
      const unpaid = shipments
        .filter((s) => s.cod_amount > 0 && (s.stage === 'delivered' || deliveredNow.has(s.tracking_number)))
        .map((s) => s.tracking_number);
      result.paid += await recordPayments(service, courier, await inBatches(unpaid, (numbers) => provider.payments(numbers)));
    } catch (cause) {
      console.error(`[couriers] ${courier}: tracking skipped until the next run:`, cause);
      result.unreachable.push(courier);
    }
  }
  return result;
}

async function recordTracking(service: Client, courier: string, answers: TrackingAnswer[]): Promise<number> {
  if (answers.length === 0) return 0;
  const updates = answers.map((answer) => ({
    courier,
    tracking_number: answer.trackingNumber,
    stage: answer.stage,
    courier_status: answer.courierStatus,
    events: answer.events.map((event) => ({ ...event })),
  }));
  const { data, error } = await service.rpc('record_courier_tracking', { updates });
  if (error) throw new Error(`record_courier_tracking: ${error.message}`);
  for (const { order_number, status } of data ?? []) await tellShopperOfMove(order_number, status);
  return (data ?? []).length;
}

async function recordPayments(service: Client, courier: string, payments: CourierPayment[]): Promise<number> {
  if (payments.length === 0) return 0;
  const rows = payments.map((payment) => ({
    courier,
    tracking_number: payment.trackingNumber,
    amount: payment.amount,
    paid_on: payment.paidOn,
    reference: payment.reference,
  }));
  const { data, error } = await service.rpc('record_courier_payments', { payments: rows });
  if (error) throw new Error(`record_courier_payments: ${error.message}`);
  return data ?? 0;
}

async function inBatches<T>(numbers: string[], ask: (numbers: string[]) => Promise<T[]>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < numbers.length; start += PER_REQUEST) answers.push(...(await ask(numbers.slice(start, start + PER_REQUEST))));
  return answers;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
