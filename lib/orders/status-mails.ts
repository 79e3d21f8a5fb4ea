import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { NO_MAIL_CONTACT, type MailBlock, type MailContact, type MailContent } from '@/lib/mail/layout';
import type { Mail } from '@/lib/mail/send-mail';
import { composeMail, followBlocks, greeting, helpBlock, itemsBlock, paymentSummary } from './mail-parts';
import { statusLabel, type MailOrder } from './types';

/** The moves of the owner console that the shopper hears about by mail. */
export const ORDER_STATUS_CHANGES = ['confirmed', 'shipped', 'delivered', 'cancelled', 'transfer_received'] as const;
export type OrderStatusChange = (typeof ORDER_STATUS_CHANGES)[number];

/** Whether an order status the console moves to has a shopper mail of its own. */
export function isOrderStatusChange(status: string): status is Exclude<OrderStatusChange, 'transfer_received'> {
  return status !== 'transfer_received' && (ORDER_STATUS_CHANGES as readonly string[]).includes(status);
}

/**
 * Whether the order is in the state a change mail speaks of (read after the console's call), so a
 * mistaken or stale call never tells a shopper something untrue. A move further along since then
 * still counts (confirmed, then packed at once, still gets its "confirmed" mail).
 */
export function orderReached(order: MailOrder, change: OrderStatusChange): boolean {
  switch (change) {
    case 'confirmed':
      return order.confirmedAt !== null && order.status !== 'cancelled';
    case 'shipped':
      return order.shippedAt !== null;
    case 'delivered':
      return order.status === 'delivered';
    case 'cancelled':
      return order.status === 'cancelled';
    case 'transfer_received':
      return order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'paid' && order.status !== 'cancelled';
  }
}

const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });

/** What the shopper still has to pay, in a sentence, or nothing (a transfer is due only before the parcel leaves). */
function amountDue(order: MailOrder): MailBlock[] {
  const total = formatRupees(order.total);
  if (order.paymentStatus === 'cod_pending') {
    return [
      paragraph(
        order.collectedAtShop
          ? `Please bring ${total} in cash when you collect it.`
          : `Please keep ${total} ready in cash for the courier.`,
      ),
    ];
  }
  if (order.paymentStatus === 'awaiting_transfer' && order.shippedAt === null) {
    return [
      paragraph(
        order.collectedAtShop
          ? `Your order is ready to collect once your bank transfer of ${total} has reached us.`
          : `Your order ships once your bank transfer of ${total} has reached us.`,
      ),
    ];
  }
  return [];
}

/** What happens to money already paid for a cancelled order: the refund it owes is sent, not yet made. */
function cancelledPayment(order: MailOrder): string {
  const total = formatRupees(order.total);
  const contact = `We will call or WhatsApp you on ${formatPakistaniMobile(order.phone)} to agree how to send it, and mail you when it is sent.`;
  switch (order.paymentStatus) {
    case 'paid':
    case 'cod_collected':
      return `You have paid ${total} for this order. We will send you a refund of ${formatRupees(order.refundOwed)}. ${contact}`;
    case 'partly_refunded':
      return `Of the ${total} you paid for this order, ${formatRupees(order.total - order.refundOwed)} has been refunded. We will send you the remaining ${formatRupees(order.refundOwed)}. ${contact}`;
    case 'refunded':
      return `The ${total} you paid for this order has been refunded.`;
    default:
      return order.paymentMethod === 'cod'
        ? 'Nothing is due: you pay nothing for a cancelled order.'
        : 'No payment had reached us for this order, so nothing is due. Please do not send one now; if you already have, send us the receipt and we will refund it in full.';
  }
}

function content(
  order: MailOrder,
  change: OrderStatusChange,
  siteUrl: string,
): { subject: string; mail: Omit<MailContent, 'blocks'>; say: MailBlock[] } {
  const n = order.orderNumber;
  switch (change) {
    case 'confirmed':
      if (order.collectedAtShop) {
        return {
          subject: `Your order ${n} is confirmed`,
          mail: { heading: 'Your order is confirmed', preheader: `We are packing order ${n} for you to collect.` },
          say: [
            paragraph(`We have confirmed your order ${n} and are packing it now. We call or WhatsApp you when it is ready to collect.`),
            ...amountDue(order),
          ],
        };
      }
      return {
        subject: `Your order ${n} is confirmed`,
        mail: { heading: 'Your order is confirmed', preheader: `We are packing order ${n}; the tracking number follows when it ships.` },
        say: [
          paragraph(
            `We have confirmed your order ${n} and are packing it now. When it is handed to the courier we send you the tracking number.`,
          ),
          ...amountDue(order),
        ],
      };
    case 'shipped': {
      const courier = order.courier ?? order.shippingMethodName;
      return {
        subject: `Your order ${n} is on its way`,
        mail: {
          heading: 'Your order is on its way',
          preheader: `${courier}${order.trackingNumber ? ` tracking number ${order.trackingNumber}` : ''}.`,
        },
        say: [
          paragraph(`Your order ${n} has been handed to ${courier}.`),
          {
            kind: 'panel',
            title: 'Your parcel',
            rows: [['Courier', courier], ...(order.trackingNumber ? [['Tracking number', order.trackingNumber] as const] : [])],
          },
          ...(order.trackingUrl
            ? [{ kind: 'button', link: { label: `Track your parcel on the ${courier} website`, href: order.trackingUrl } } as const]
            : []),
          ...amountDue(order),
        ],
      };
    }
    case 'delivered':
      return {
        subject: `Your order ${n} has been delivered`,
        mail: { heading: 'Your order has been delivered', preheader: `Order ${n} has arrived. We hope you enjoy it.` },
        say: [
          paragraph(
            `Your order ${n} was delivered${order.deliveredAt ? ` on ${formatPakistanDateTime(order.deliveredAt)}` : ''}. We hope you enjoy it.`,
          ),
          paragraph(
            'If anything arrived damaged or spoiled, or is wrong or missing, tell us within 48 hours of delivery with photos of the parcel and the product, and we replace it or refund you.',
          ),
          { kind: 'links', links: [{ label: 'Returns and refunds', href: `${siteUrl}/terms#returns` }] },
        ],
      };
    case 'cancelled':
      return {
        subject: `Your order ${n} has been cancelled`,
        mail: { heading: 'Your order has been cancelled', preheader: `Order ${n} has been cancelled.` },
        say: [
          paragraph(`We have cancelled your order ${n}.`),
          { kind: 'panel', title: 'Reason', rows: [], text: [order.cancelReason ?? 'Cancelled by the shop'] },
          paragraph(cancelledPayment(order)),
        ],
      };
    case 'transfer_received':
      return {
        subject: `Payment received for your order ${n}`,
        mail: {
          heading: 'Thank you, your payment has arrived',
          preheader: `We have received ${formatRupees(order.total)} for order ${n}.`,
        },
        say: [
          paragraph(
            `We have received your bank transfer of ${formatRupees(order.total)} for order ${n}. Your order now goes ahead; we mail you again when it ships.`,
          ),
        ],
      };
  }
}

/** The shopper's mail for one move of their order (to the order's email address). */
export function orderStatusMail(
  order: MailOrder & { email: string },
  change: OrderStatusChange,
  siteUrl: string,
  contact: MailContact = NO_MAIL_CONTACT,
): Mail {
  const { subject, mail, say } = content(order, change, siteUrl);
  return composeMail(
    order.email,
    subject,
    {
      ...mail,
      blocks: [
        greeting(order),
        ...say,
        {
          kind: 'facts',
          rows: [
            ['Order number', order.orderNumber],
            ['Order status', statusLabel(order.status)],
            ['Payment', paymentSummary(order)],
            ['Shipping', order.shippingMethodName],
          ],
        },
        itemsBlock(order, 'total'),
        ...followBlocks(order, siteUrl, !(change === 'shipped' && order.trackingUrl)),
        helpBlock(contact, siteUrl),
      ],
    },
    siteUrl,
    contact,
  );
}
