import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { batchBookingSchema, bookingOptionsSchema, documentsQuerySchema } from './schema';
import type { TrackingSyncResult } from './tracking-sync';

const BOOKING_PROBLEMS = [
  'admin_order_not_found',
  'order_not_found',
  'not_admin',
  'no_courier',
  'already_booked',
  'invalid_status_transition',
  'invalid_input',
  'courier_off',
  'courier_refused',
  'courier_unreachable',
  'courier_city_unknown',
] as const;

/** One order of a batch: booked with its tracking number, or why not (the order is then as it was). */
export type BatchBookingResult =
  { orderNumber: string; ok: true; courier: string; trackingNumber: string } | { orderNumber: string; ok: false; message: string };

/** Booking parcels with the couriers, and the couriers' tracking job. */
export const courierEndpoints = {
  /**
   * The order booked with its shipping method's courier and handed to it (shipped); the shopper gets
   * the tracking link. A retry after "did not answer" books once.
   */
  book: endpoint({
    method: 'POST',
    path: '/api/admin/orders/[orderNumber]/booking',
    body: bookingOptionsSchema,
    errors: [...BOOKING_PROBLEMS],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; order: AdminOrderDetail; message: string }>(),
  }),
  /** Several packed orders booked one after the other; each answers for itself. */
  bookBatch: endpoint({
    method: 'POST',
    path: '/api/admin/shipments',
    body: batchBookingSchema,
    errors: ['not_admin'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; results: BatchBookingResult[]; message: string }>(),
  }),
  /**
   * The batch's labels, packing slips and invoices as one PDF (application/pdf), opened from a link
   * so a phone prints it; each order's invoice is numbered the first time it is printed.
   */
  documents: endpoint({
    method: 'GET',
    path: '/api/admin/shipments/documents',
    query: documentsQuerySchema,
    errors: ['not_admin', 'order_not_found', 'invalid_input'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Uint8Array>(),
  }),
  /** "Ask the couriers now" on the Couriers page: the tracking job, run at once for the team. */
  syncNow: endpoint({
    method: 'POST',
    path: '/api/admin/couriers/sync',
    body: z.object({}).strict(),
    errors: ['not_admin', 'too_many_requests'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; message: string } & TrackingSyncResult>(),
  }),
  /** The scheduler's call (service-role key) that asks the couriers about their open parcels. */
  sync: endpoint({
    method: 'POST',
    path: '/api/courier-sync',
    body: z.object({}).strict().optional(),
    errors: ['sign_in_required'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true } & TrackingSyncResult>(),
  }),
};
