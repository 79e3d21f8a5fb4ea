import { formatRupees } from '@/lib/format/rupees';
import { deliveryPlace } from '@/lib/orders/delivery-place';
import { statusLabel } from '@/lib/orders/types';
import { SITE_NAME } from '@/lib/seo/site';
import { paymentMethodLabel } from '@/lib/orders/payment-labels';
import type { AdminOrderDetail } from './admin-types';

type MessageOrder = Pick<
  AdminOrderDetail,
  | 'fullName'
  | 'orderNumber'
  | 'total'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'cityName'
  | 'town'
  | 'status'
  | 'courier'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'cancelReason'
>;

const hello = (order: MessageOrder) => `Assalam-o-Alaikum ${order.fullName}, this is ${SITE_NAME}. `;

/** The confirmation call's message: who writes, which order, how much, how it is paid and where it goes. */
function confirmationMessage(order: MessageOrder): string {
  return (
    hello(order) +
    `We have your order ${order.orderNumber} of ${formatRupees(order.total)} (${paymentMethodLabel(order.paymentMethod).toLowerCase()}) for delivery to ${deliveryPlace(order)}. ` +
    'Please reply YES to confirm it, and we will send it on its way.'
  );
}

/**
 * The console's WhatsApp message for the order as it now is: the confirmation while it is pending,
 * then the news the status mails carry. For a customer who gave no e-mail address it is the only
 * way those updates reach them.
 */
export function orderWhatsAppMessage(order: MessageOrder): string {
  const number = order.orderNumber;
  switch (order.status) {
    case 'pending':
      return confirmationMessage(order);
    case 'confirmed':
    case 'processing':
      return `${hello(order)}Your order ${number} is confirmed and being packed.`;
    case 'shipped':
    case 'out_for_delivery': {
      const parcel = order.trackingNumber
        ? ` with ${order.courier ?? 'the courier'}, tracking number ${order.trackingNumber}${order.trackingUrl ? ` (${order.trackingUrl})` : ''}`
        : '';
      const cash = order.paymentStatus === 'cod_pending' ? ` Please keep ${formatRupees(order.total)} ready in cash.` : '';
      return `${hello(order)}Your order ${number} is on its way to ${deliveryPlace(order)}${parcel}.${cash}`;
    }
    case 'delivered':
      return `${hello(order)}Your order ${number} has been delivered. Thank you for shopping with us!`;
    case 'cancelled':
      return `${hello(order)}Your order ${number} has been cancelled${order.cancelReason ? `: ${order.cancelReason}` : '.'}`;
    default:
      return `${hello(order)}About your order ${number}: it is now ${statusLabel(order.status).toLowerCase()}.`;
  }
}
