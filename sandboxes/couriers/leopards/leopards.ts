import type { CourierSpec } from '../parcels.ts';
import { randomDigits } from '../parcels.ts';

/** The sandbox's Leopards account (lib/providers/couriers/leopards/sandbox.ts holds the same pair). */
export const LEOPARDS_ACCOUNT = { apiKey: 'sandbox-leopards-key', apiPassword: 'sandbox-leopards-password' } as const;

/** A few of Leopards' cities, with ids of the shape getAllCities gives. */
export const LEOPARDS_CITIES = [
  { id: 416, name: 'Gilgit' },
  { id: 1012, name: 'Skardu' },
  { id: 433, name: 'Islamabad' },
  { id: 943, name: 'Rawalpindi' },
  { id: 789, name: 'Lahore' },
  { id: 475, name: 'Karachi' },
  { id: 1203, name: 'Peshawar' },
] as const;

export const LEOPARDS_SPEC: CourierSpec = {
  name: 'Leopards Courier',
  statuses: [
    'Pickup Request not Send',
    'Pickup Request Sent',
    'Consignment Booked',
    'Shipment Picked',
    'Drop Off at Express Center',
    'Arrived at Station',
    'In Transit',
    'Dispatched',
    'Missroute',
    'Assign to Courier',
    'Pending',
    'Delivered',
    'Ready for Return',
    'Being Return',
    'Returned to shipper',
    'Cancelled',
    '48 Hours Auto Canceled',
  ],
  happyPath: ['Pickup Request not Send', 'Shipment Picked', 'Arrived at Station', 'Assign to Courier', 'Delivered'],
  cancellable: ['Pickup Request not Send', 'Pickup Request Sent', 'Consignment Booked'],
  cancelled: 'Cancelled',
  delivered: 'Delivered',
  newTrackingNumber: () => `LE75${randomDigits(8)}`,
};
