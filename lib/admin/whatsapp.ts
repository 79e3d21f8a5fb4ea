import { formatRupees } from '@/lib/format/rupees';
import { SITE_NAME } from '@/lib/seo/site';
import { paymentMethodLabel } from './labels';
import type { AdminOrderDetail } from './order-types';

/** The confirmation call's message: who writes, which order, how much and how it is paid. */
export function confirmationMessage(order: Pick<AdminOrderDetail, 'fullName' | 'orderNumber' | 'total' | 'paymentMethod' | 'cityName'>): string {
  return (
    `Assalam-o-Alaikum ${order.fullName}, this is ${SITE_NAME}. ` +
    `We have your order ${order.orderNumber} of ${formatRupees(order.total)} (${paymentMethodLabel(order.paymentMethod).toLowerCase()}) for delivery to ${order.cityName}. ` +
    'Please reply YES to confirm it, and we will send it on its way.'
  );
}
