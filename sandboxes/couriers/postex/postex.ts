import type { CourierSpec } from '../parcels.ts';
import { randomDigits } from '../parcels.ts';
import { SANDBOX_TOWNS } from '../towns.ts';

/** The sandbox's PostEx token (lib/providers/couriers/postex/sandbox.ts holds the same). */
export const POSTEX_TOKEN = 'sandbox-postex-token';

/** The sandbox's pickup address codes (PostEx gives one per registered pickup address). */
export const POSTEX_PICKUP_CODES = ['001', '002'] as const;

export const POSTEX_CITIES = SANDBOX_TOWNS;

/** transactionStatusMessageCode → transactionStatusMessage. */
export const POSTEX_MESSAGES: Readonly<Record<string, string>> = {
  '0001': "At Merchant's Warehouse",
  '0002': 'Cancelled',
  '0003': 'At PostEx Warehouse',
  '0004': 'Package on Route',
  '0005': 'Delivered',
  '0006': 'Returned',
  '0007': 'Returned',
  '0008': 'Delivery Under Review',
  '0013': 'Attempt Made',
  '0031': 'Departed to PostEx Warehouse',
  '0033': 'Departed to Destination',
  '0035': 'Arrived at Transit Hub',
  '0038': 'Waiting for Delivery',
  '0040': 'Return in Transit',
  '0041': 'Returned to Sender',
  '0042': 'Delivery Failed',
};

export const POSTEX_SPEC: CourierSpec = {
  name: 'PostEx',
  statuses: Object.keys(POSTEX_MESSAGES),
  happyPath: ['0001', '0003', '0033', '0004', '0005'],
  cancellable: ['0001'],
  cancelled: '0002',
  delivered: '0005',
  newTrackingNumber: () => `2${randomDigits(13)}`,
};
