import type { ShipmentStage } from '@/lib/providers/couriers/courier';

/** Each stage of a parcel in the owner's and the shopper's words. */
export const STAGE_LABELS: Record<ShipmentStage, string> = {
  booked: 'Booked, waiting for pick-up',
  in_transit: 'On the way',
  out_for_delivery: 'Out for delivery',
  attempted: 'Delivery attempted',
  delivered: 'Delivered',
  returning: 'Coming back to the shop',
  returned: 'Back at the shop',
  cancelled: 'Booking cancelled',
};
