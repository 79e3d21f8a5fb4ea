import type { ServerEnv } from '@/lib/env';

/**
 * What the couriers domain (lib/couriers) needs from a courier: book a parcel, find a booking again
 * by its key, cancel, track, read what the courier has paid the shop, and list its cities. Each
 * courier is a folder beside this file, listed once in registry.ts.
 */

/** Where a parcel is, in the shop's words; every courier status maps to one of these. */
export const SHIPMENT_STAGES = [
  'booked',
  'in_transit',
  'out_for_delivery',
  'attempted',
  'delivered',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

export interface Party {
  name: string;
  /** +923XXXXXXXXX; each provider writes it the way its courier wants (03XXXXXXXXX). */
  phone: string;
  address: string;
  email: string | null;
}

/** One parcel to book. Amounts are whole rupees. */
export interface BookingRequest {
  /**
   * The shop's reference for this booking (the shipment's booking key), sent as the courier's order
   * reference so that findBooking can find it after an answer that never came.
   */
  bookingKey: string;
  orderNumber: string;
  weightGrams: number;
  pieces: number;
  /** What the courier collects at the door; 0 when the order is paid. */
  codAmount: number;
  /** The courier's code for the shop's city (Leopards: a city id; PostEx: an operational city name). */
  originCityCode: string;
  /** The courier's code for the shopper's city. */
  destinationCityCode: string;
  shipper: Party;
  consignee: Party;
  /** What is in the parcel, e.g. "2 x Dried apricots 500 g". */
  contents: string;
  instructions: string | null;
}

export interface Booking {
  trackingNumber: string;
  /** The courier's printable slip (airway bill), when it gives one. */
  slipUrl: string | null;
}

export interface TrackingEvent {
  /** ISO 8601 with offset (Asia/Karachi when the courier gives local time). */
  at: string;
  /** The courier's own words for it. */
  status: string;
  stage: ShipmentStage;
  location: string | null;
}

export interface TrackingAnswer {
  trackingNumber: string;
  stage: ShipmentStage;
  /** The courier's status as it wrote it. */
  courierStatus: string;
  /** Oldest first. */
  events: TrackingEvent[];
}

/** Money the courier has paid the shop for a delivered cash-on-delivery parcel. */
export interface CourierPayment {
  trackingNumber: string;
  /** Whole rupees. */
  amount: number;
  /** YYYY-MM-DD. */
  paidOn: string;
  /** The courier's cheque, invoice or payment reference. */
  reference: string;
}

export interface CourierCity {
  code: string;
  name: string;
}

/**
 * The courier answered, and said no (bad city, bad phone, wrong credentials, unknown tracking
 * number): `message` is its words, fit to show the owner. Nothing was booked.
 */
export class CourierRefusedError extends Error {}

/**
 * The courier could not be asked, or its answer could not be read (network, timeout, HTTP 5xx, a
 * malformed body). For a booking the outcome is unknown: findBooking tells before booking again.
 */
export class CourierUnreachableError extends Error {}

export interface CourierProvider {
  /** The id shipping methods and shipments store ('leopards', 'postex'). */
  id: string;
  name: string;
  /** True when the sandboxes service stands in for the courier and nothing is really sent. */
  sandbox: boolean;
  /** The courier's public tracking page for a parcel. */
  trackingUrl(trackingNumber: string): string;
  book(request: BookingRequest): Promise<Booking>;
  /** The booking made with this key since `bookedSince`, or null when the courier has none. */
  findBooking(bookingKey: string, bookedSince: Date): Promise<Booking | null>;
  cancel(trackingNumber: string): Promise<void>;
  /** Tracking numbers the courier does not know are left out of the answer. */
  track(trackingNumbers: readonly string[]): Promise<TrackingAnswer[]>;
  /** Payments for the parcels the courier has paid; unpaid ones are left out. */
  payments(trackingNumbers: readonly string[]): Promise<CourierPayment[]>;
  cities(): Promise<CourierCity[]>;
}

/** One courier as the registry lists it: its name, and how it is built from the configuration. */
export interface CourierPlugin {
  /** The courier's name, known even while it is off. */
  name: string;
  /** The provider in the mode lib/env.ts parsed (LEOPARDS_MODE, POSTEX_MODE): null when the courier is off. */
  fromEnv(env: ServerEnv): CourierProvider | null;
}
