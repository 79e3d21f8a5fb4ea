import type { OrderStatus } from './admin-filters';

/** The owner console's own words (the database words its refusals itself). */
export const ADMIN_ORDER_NOT_FOUND = 'There is no order with this number.';
export const TRANSFER_CONFIRMED = 'Bank transfer confirmed: the order is paid and confirmed.';
export const NO_WALLET_ATTEMPT = 'This order has no wallet payment to check.';

export const WALLET_STATUS_CHECKED: Record<'paid' | 'failed' | 'pending' | 'unverified', string> = {
  paid: 'Checked with the provider: the order is paid.',
  failed: 'Checked with the provider: the payment did not go through.',
  pending: 'Checked with the provider: the payment is still open (or the provider could not be reached). Try again later.',
  unverified: 'The provider could not be asked about this payment.',
};

export const TRANSFER_REJECTED = 'Transfer marked as not received.';

/** What the owner reads after each move. */
export const MOVED: Record<OrderStatus, string> = {
  confirmed: 'Order confirmed.',
  processing: 'Order marked as packed.',
  shipped: 'Order handed to the courier.',
  out_for_delivery: 'Order marked as out for delivery.',
  delivered: 'Order marked as delivered.',
  delivery_failed: 'Delivery marked as failed.',
  returning: 'Parcel marked as coming back.',
  returned: 'Parcel marked as returned.',
  cancelled: 'Order cancelled; its stock is back on the shelf.',
  pending: 'Order updated.',
};

/** What the owner reads after correcting a mistaken move (the shopper is not mailed). */
export const corrected = (to: string) => `Status corrected: the order is ${to.replace(/_/g, ' ')} again.`;

/** A flagged gateway message that came more than once (payment_notices.repeats), with when it last came. */
export const noticeRepeats = (repeats: number, lastSeen: string) => `${repeats} times, last ${lastSeen}`;
