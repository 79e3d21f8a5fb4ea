import type { MailContact } from '@/lib/mail/layout';
import type { Mail } from '@/lib/mail/send-mail';
import { displayPhone } from '@/lib/settings/contact';
import { composeMail, followBlocks, greeting, helpBlock, itemsBlock } from './mail-parts';
import type { MailOrder } from './types';

/**
 * The shopper's reminder at half the confirmation hold: the order still waits for the shop's call,
 * and is released (cancelled, stock back) when the hold ends. How to confirm it: answer the shop's
 * call or WhatsApp, on the number the owner set when there is one.
 */
export function holdReminderMail(order: MailOrder & { email: string }, holdHours: number, siteUrl: string, contact: MailContact): Mail {
  const n = order.orderNumber;
  const left = Math.ceil(holdHours / 2);
  const reach = contact.whatsappNumber
    ? `Please answer our call, or send us a WhatsApp message on ${displayPhone(contact.whatsappNumber)} with your order number.`
    : 'Please answer our call, or reply to this mail with your order number.';
  return composeMail(
    order.email,
    `Please confirm your order ${n}`,
    {
      heading: 'Please confirm your order',
      preheader: `Order ${n} waits for your confirmation; it is kept for you for ${left} more hours.`,
      blocks: [
        greeting(order),
        { kind: 'paragraph', text: `Your cash-on-delivery order ${n} is waiting for your confirmation before we pack it.` },
        { kind: 'paragraph', text: reach },
        {
          kind: 'paragraph',
          text: `We keep it for you for ${left} more hours. If it is not confirmed within ${holdHours} hours of ordering, it is cancelled and nothing is due.`,
        },
        itemsBlock(order, 'total'),
        ...followBlocks(order, siteUrl),
        helpBlock(contact, siteUrl),
      ],
    },
    siteUrl,
    contact,
  );
}
