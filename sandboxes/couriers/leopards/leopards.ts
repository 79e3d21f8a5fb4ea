import type { CourierSpec } from '../parcels.ts';
import { randomDigits } from '../parcels.ts';
import { SANDBOX_TOWNS } from '../towns.ts';

/** The sandbox's Leopards account (lib/providers/couriers/leopards/sandbox.ts holds the same pair). */
export const LEOPARDS_ACCOUNT = { apiKey: 'sandbox-leopards-key', apiPassword: 'sandbox-leopards-password' } as const;

/** Leopards' cities as getAllCities gives them: the first seven keep fixed ids (the tests name them), the rest follow. */
const FIXED_IDS: Record<string, number> = {
  Gilgit: 416,
  Skardu: 1012,
  Islamabad: 433,
  Rawalpindi: 943,
  Lahore: 789,
  Karachi: 475,
  Peshawar: 1203,
};
export const LEOPARDS_CITIES = SANDBOX_TOWNS.map((name, index) => ({ id: FIXED_IDS[name] ?? 2000 + index, name }));

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
