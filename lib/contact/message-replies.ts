import { ORDER_NUMBER_SHAPE } from '@/lib/orders/types';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import { SITE_NAME } from '@/lib/seo/site';
import { whatsappLink } from '@/lib/settings/contact';
import type { AdminContactMessage } from './message-types';

type Sender = Pick<AdminContactMessage, 'fullName' | 'email' | 'phone' | 'subject' | 'orderNumber'>;

/** "Re: <their subject>" (never "Re: Re: …"); a message without a subject is answered as a message to the shop. */
export function replySubject(subject: string | null): string {
  const text = (subject ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return `Re: Your message to ${SITE_NAME}`;
  return /^re:/i.test(text) ? text : `Re: ${text}`;
}

/** The greeting both replies open with. */
function greeting(fullName: string): string {
  return `Assalam-o-Alaikum ${fullName.replace(/\s+/g, ' ').trim()}`;
}

/** A mailto: link to the sender with the subject and a greeting ready; null without an email. */
export function replyByEmailHref(sender: Sender): string | null {
  if (!sender.email) return null;
  // The address stays readable; only what would end it early is escaped.
  const address = sender.email.replace(/[?#&%\s]/g, (c) => encodeURIComponent(c));
  const body = `${greeting(sender.fullName)},\n\nThank you for writing to ${SITE_NAME}.\n\n`;
  return `mailto:${address}?subject=${encodeURIComponent(replySubject(sender.subject))}&body=${encodeURIComponent(body)}`;
}

/** A WhatsApp chat with the sender, a greeting ready; null unless their phone is a Pakistani mobile. */
export function replyOnWhatsappHref(sender: Sender): string | null {
  const mobile = sender.phone ? normalizePakistaniMobile(sender.phone) : null;
  if (!mobile) return null;
  return whatsappLink(mobile, `${greeting(sender.fullName)}, this is ${SITE_NAME}, about the message you sent us.`);
}

/** The console's page for the order the sender named, when it is one of the shop's order numbers. */
export function messageOrderHref(orderNumber: string | null): string | null {
  const number = (orderNumber ?? '').trim().toUpperCase();
  return ORDER_NUMBER_SHAPE.test(number) ? `/admin/orders/${number}` : null;
}
