import { returnedParcelsFlag } from '@/lib/customers/returned-parcels';
import { NEW_PHONE_FLAG } from './new-phone';

/** What the staff's mails about an order need to tell its flags. */
export interface OrderFlagFacts {
  paymentMethod: string;
  placedFromNewPhone: boolean;
  returnedParcelsBefore: number;
}

/**
 * The console's flags of an order, in words, for the mails to the owner and staff: a cash-on-delivery
 * order from a new phone, and the phone's cash-on-delivery parcels that came back before.
 */
export function staffOrderFlags(order: OrderFlagFacts): string[] {
  const flags: string[] = [];
  if (order.placedFromNewPhone && order.paymentMethod === 'cod') flags.push(NEW_PHONE_FLAG);
  if (order.returnedParcelsBefore > 0) flags.push(returnedParcelsFlag(order.returnedParcelsBefore));
  return flags;
}

/** The order's page in the console, absolute. */
export function consoleOrderLink(siteUrl: string, orderNumber: string): string {
  return `${siteUrl.replace(/\/$/, '')}/admin/orders/${encodeURIComponent(orderNumber)}`;
}
