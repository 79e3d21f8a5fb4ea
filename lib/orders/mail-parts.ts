import { paymentMethodById } from '@/lib/checkout/payment-methods';
import { formatRupees } from '@/lib/format/rupees';
import { NO_MAIL_CONTACT, renderMail, type MailAmountLine, type MailBlock, type MailContact, type MailContent } from '@/lib/mail/layout';
import type { Mail } from '@/lib/mail/send-mail';
import { displayPhone } from '@/lib/settings/contact';
import { paymentStatusLabel, statusLabel, type MailOrder } from './types';

/** The pieces every order mail shares: the lines, the way of paying, the links to follow the order. */

export function composeMail(
  to: string,
  subject: string,
  content: MailContent,
  siteUrl: string,
  contact: MailContact = NO_MAIL_CONTACT,
): Mail {
  return { to, subject: subject.replace(/[\r\n]+/g, ' '), ...renderMail(content, siteUrl, contact) };
}

/** The payment method in the shop's words ("Cash on delivery"), never its code. */
export function paymentMethodName(id: string): string {
  return paymentMethodById(id)?.name ?? statusLabel(id);
}

/** "Bank transfer · Awaiting bank transfer". */
export function paymentSummary(order: Pick<MailOrder, 'paymentMethod' | 'paymentStatus'>): string {
  return `${paymentMethodName(order.paymentMethod)} · ${paymentStatusLabel(order.paymentStatus)}`;
}

/** The order's lines with the full breakdown (`'full'`), or with only the total (`'total'`). */
export function itemsBlock(order: MailOrder, amounts: 'full' | 'total'): MailBlock {
  const total: MailAmountLine = { label: 'Total', value: formatRupees(order.total), strong: true };
  const breakdown: MailAmountLine[] = [
    { label: 'Subtotal', value: formatRupees(order.subtotal) },
    ...(order.discount > 0
      ? [{ label: `Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, value: `-${formatRupees(order.discount)}` }]
      : []),
    { label: 'Shipping', value: formatRupees(order.shippingFee) },
  ];
  return {
    kind: 'items',
    lines: order.items.map((item) => ({
      name: `${item.productName} (${item.variantLabel})`,
      quantity: item.quantity,
      amount: formatRupees(item.lineTotal),
    })),
    amounts: amounts === 'full' ? [...breakdown, total] : [total],
  };
}

export function greeting(order: Pick<MailOrder, 'fullName'>): MailBlock {
  return { kind: 'paragraph', text: `Assalam-o-Alaikum ${order.fullName},` };
}

/**
 * Where the shopper follows the order: /tracking for everyone, My Orders for an account's order.
 * `asButton: false` when the mail already has its main button (the courier's tracking page).
 */
export function followBlocks(order: Pick<MailOrder, 'orderNumber' | 'hasAccount'>, siteUrl: string, asButton = true): MailBlock[] {
  const track = { label: 'Track your order', href: `${siteUrl}/tracking` };
  return [
    asButton ? { kind: 'button', link: track } : { kind: 'links', links: [track] },
    {
      kind: 'paragraph',
      text: `On the tracking page, enter your order number ${order.orderNumber} and the phone number you ordered with.`,
    },
    ...(order.hasAccount
      ? [{ kind: 'links', links: [{ label: 'See this order in My Orders', href: `${siteUrl}/orders/${order.orderNumber}` }] } as const]
      : []),
  ];
}

/** Where the shopper asks about the order: the shop's WhatsApp and e-mail as set, else the contact page. */
export function helpBlock({ whatsappNumber, contactEmail }: MailContact, siteUrl: string): MailBlock {
  const ways = [
    whatsappNumber ? `WhatsApp us at ${displayPhone(whatsappNumber)}` : null,
    contactEmail ? `write to ${contactEmail}` : null,
  ].filter(Boolean);
  const how = ways.length > 0 ? ways.join(' or ') : `write to us at ${siteUrl}/contact-us`;
  return { kind: 'paragraph', text: `Questions? ${how.charAt(0).toUpperCase()}${how.slice(1)}, with your order number.` };
}
