import { formatRupees } from '@/lib/format/rupees';
import { paymentMethodName } from '@/lib/orders/mail-parts';
import { consoleOrderLink, staffOrderFlags } from '@/lib/orders/staff-flags';
import type { AlertText, ClaimedAlert } from './types';

const REPLY_OUTCOMES: Record<string, string> = {
  confirmed: 'The customer confirmed it.',
  cancelled: 'The customer cancelled it.',
  address_change_noted: 'The customer asks to change the delivery address: please call them.',
};

/** The title, text and console link of an alert, the same on every channel. */
export function alertText(alert: ClaimedAlert, siteUrl: string): AlertText {
  const site = siteUrl.replace(/\/$/, '');
  if (alert.kind === 'contact_message') {
    return {
      title: `New message from ${alert.senderName ?? 'a shopper'}`,
      body: alert.subject ?? '',
      link: `${site}/admin/messages`,
      flags: [],
    };
  }
  const order = alert.orderNumber ?? '';
  const link = consoleOrderLink(site, order);
  // The new phone's call is due before the order is confirmed: later alerts do not repeat it.
  const flags = staffOrderFlags({
    paymentMethod: alert.paymentMethod ?? '',
    placedFromNewPhone: alert.kind === 'new_order' && alert.placedFromNewPhone === true,
    returnedParcelsBefore: alert.returnedParcels ?? 0,
  });
  const amount = alert.total === null ? '' : formatRupees(alert.total);
  switch (alert.kind) {
    case 'new_order':
      return {
        title: `New order ${order}`,
        body: `${alert.customerName}, ${alert.cityName}: ${amount}, ${paymentMethodName(alert.paymentMethod ?? '').toLowerCase()}.`,
        link,
        flags,
      };
    case 'payment_received':
      return { title: `Payment received for ${order}`, body: `${amount} by ${paymentMethodName(alert.paymentMethod ?? '')}.`, link, flags };
    case 'shopper_cancelled':
      return {
        title: `${order} cancelled by the customer`,
        body: `${alert.customerName}: ${alert.cancelReason ?? 'no reason given'}.`,
        link,
        flags,
      };
    case 'whatsapp_reply':
      return { title: `WhatsApp reply on ${order}`, body: REPLY_OUTCOMES[alert.detail ?? ''] ?? 'The customer replied.', link, flags };
    case 'not_handed_over':
      return {
        title: `${order} is not with a courier yet`,
        body: `Confirmed, ${amount}, and still waiting to be handed to a courier.`,
        link,
        flags,
      };
  }
}
