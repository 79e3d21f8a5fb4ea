import type { ShipmentStage } from '../courier';

/**
 * Every transactionStatusMessageCode PostEx writes in a parcel's transactionStatusHistory, its
 * message, and the stage each one means (docs/couriers.md says which come from PostEx's guide and
 * which from public integrations).
 */
export const POSTEX_STATUSES: Readonly<Record<string, { message: string; stage: ShipmentStage }>> = {
  '0001': { message: "At Merchant's Warehouse", stage: 'booked' },
  '0002': { message: 'Cancelled', stage: 'cancelled' },
  '0003': { message: 'At PostEx Warehouse', stage: 'in_transit' },
  '0004': { message: 'Package on Route', stage: 'out_for_delivery' },
  '0005': { message: 'Delivered', stage: 'delivered' },
  '0006': { message: 'Returned', stage: 'returned' },
  '0007': { message: 'Returned', stage: 'returned' },
  '0008': { message: 'Delivery Under Review', stage: 'in_transit' },
  '0013': { message: 'Attempt Made', stage: 'attempted' },
  '0031': { message: 'Departed to PostEx Warehouse', stage: 'in_transit' },
  '0033': { message: 'Departed to Destination', stage: 'in_transit' },
  '0035': { message: 'Arrived at Transit Hub', stage: 'in_transit' },
  '0038': { message: 'Waiting for Delivery', stage: 'in_transit' },
  '0040': { message: 'Return in Transit', stage: 'returning' },
  '0041': { message: 'Returned to Sender', stage: 'returned' },
  '0042': { message: 'Delivery Failed', stage: 'attempted' },
};

/**
 * The stage of a PostEx status code. A code PostEx adds later is only ever written on a parcel it
 * has booked and not cancelled, so it is taken as 'in_transit' until it is added here.
 */
export function postExStage(code: string): ShipmentStage {
  return POSTEX_STATUSES[code.trim()]?.stage ?? 'in_transit';
}
