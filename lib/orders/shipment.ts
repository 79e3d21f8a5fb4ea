import type { ShipmentStage, TrackingEvent } from '@/lib/providers/couriers/courier';
import type { Tables } from '@/lib/supabase/database.types';

export type ShipmentRow = Pick<
  Tables<'shipments'>,
  | 'courier'
  | 'state'
  | 'tracking_number'
  | 'slip_url'
  | 'stage'
  | 'courier_status'
  | 'events'
  | 'cod_amount'
  | 'booked_at'
  | 'paid_amount'
  | 'paid_on'
  | 'payment_reference'
>;

/** One event of the courier's tracking (the tracking job's latest reading), as the shopper and the console see it. */
export type CourierEvent = TrackingEvent;

/** The courier's events as the database keeps them (shipments.events, track_order's courier_events); anything unreadable is left out. */
export function courierEventsOf(value: unknown): CourierEvent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((event: Record<string, unknown> | null) => {
    if (!event || typeof event.status !== 'string' || typeof event.at !== 'string') return [];
    const stage = typeof event.stage === 'string' ? (event.stage as ShipmentStage) : 'in_transit';
    return [{ status: event.status, at: event.at, stage, location: typeof event.location === 'string' ? event.location : null }];
  });
}

/** An order's booking with its courier, as the console shows it. */
export interface Shipment {
  courier: string;
  /** booking: asked, with no answer yet (booking again asks the courier first); booked: with its tracking number. */
  state: 'booking' | 'booked';
  trackingNumber: string | null;
  slipUrl: string | null;
  stage: ShipmentStage | null;
  courierStatus: string | null;
  events: CourierEvent[];
  codAmount: number;
  bookedAt: string | null;
  payment: { amount: number; paidOn: string; reference: string | null } | null;
}

/** The order's booking in hand (asked or booked); a cancelled one is history. */
export function liveShipment(rows: ShipmentRow[]): Shipment | null {
  const row = rows.find((shipment) => shipment.state === 'booking' || shipment.state === 'booked');
  if (!row) return null;
  return {
    courier: row.courier,
    state: row.state as Shipment['state'],
    trackingNumber: row.tracking_number,
    slipUrl: row.slip_url,
    stage: row.stage as ShipmentStage | null,
    courierStatus: row.courier_status,
    events: courierEventsOf(row.events),
    codAmount: row.cod_amount,
    bookedAt: row.booked_at,
    payment:
      row.paid_on && row.paid_amount !== null ? { amount: row.paid_amount, paidOn: row.paid_on, reference: row.payment_reference } : null,
  };
}
