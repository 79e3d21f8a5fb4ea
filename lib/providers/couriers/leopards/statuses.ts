import type { ShipmentStage } from '../courier';

/**
 * Every booked_packet_status Leopards writes, as its merchant portal's status filter lists them
 * (docs/couriers.md), and the stage each one means. Compared without regard to case.
 */
export const LEOPARDS_STATUSES: Readonly<Record<string, ShipmentStage>> = {
  'Pickup Request not Send': 'booked',
  'Pickup Request Sent': 'booked',
  'Consignment Booked': 'booked',
  'Shipment Picked': 'in_transit',
  'Drop Off at Express Center': 'in_transit',
  'Arrived at Station': 'in_transit',
  'In Transit': 'in_transit',
  Dispatched: 'in_transit',
  Missroute: 'in_transit',
  'Assign to Courier': 'out_for_delivery',
  Pending: 'attempted',
  Delivered: 'delivered',
  'Ready for Return': 'returning',
  'Being Return': 'returning',
  'Returned to shipper': 'returned',
  Cancelled: 'cancelled',
  '48 Hours Auto Canceled': 'cancelled',
};

const BY_LOWER_CASE = new Map(Object.entries(LEOPARDS_STATUSES).map(([status, stage]) => [status.toLowerCase(), stage]));

/**
 * The stage of a Leopards status. A status Leopards adds later is only ever written on a parcel it
 * has booked and not cancelled, so it is taken as 'in_transit' until it is added here.
 */
export function leopardsStage(status: string): ShipmentStage {
  return BY_LOWER_CASE.get(status.trim().toLowerCase()) ?? 'in_transit';
}
