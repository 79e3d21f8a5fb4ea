import 'server-only';
import { sendMail } from '@/lib/mail/send-mail';
import type { ShopSettings } from '@/lib/settings/types';
import { holdReminderMail } from './hold-mails';
import { orderStatusMail } from './status-mails';
import type { MailOrder } from './types';
import { sendOrderWhatsApp } from './whatsapp-sends';

/** A message to the shopper the database decided on (public.order_notices). */
export interface OrderNotice {
  kind: 'hold_reminder' | 'hold_released';
  order: MailOrder;
}

/** What a channel needs besides the notice: the shop's settings (the hold, its number) and its address. */
interface NoticeContext {
  settings: ShopSettings;
  siteUrl: string;
}

/**
 * One way of reaching the shopper. `send` answers whether it sent anything ('skipped' when the
 * channel cannot reach this shopper, e.g. no e-mail address) and throws when sending failed.
 */
export interface OrderNoticeChannel {
  name: string;
  send(notice: OrderNotice, context: NoticeContext): Promise<'sent' | 'skipped'>;
}

/** Mail, to the order's address when the shopper gave one. */
const mailChannel: OrderNoticeChannel = {
  name: 'mail',
  async send({ kind, order }, { settings, siteUrl }) {
    if (!order.email) return 'skipped';
    const shopper = { ...order, email: order.email };
    await sendMail(
      kind === 'hold_reminder'
        ? holdReminderMail(shopper, settings.confirmationHoldHours, siteUrl, settings)
        : orderStatusMail(shopper, 'cancelled', siteUrl, settings),
    );
    return 'sent';
  },
};

/**
 * WhatsApp, the matching template to the order's phone (the reminder with the confirmation's
 * buttons), once per order and notice; a failure is logged and recorded by sendOrderWhatsApp.
 */
const whatsAppChannel: OrderNoticeChannel = {
  name: 'whatsapp',
  async send({ kind, order }) {
    return (await sendOrderWhatsApp(order.orderNumber, kind)) ? 'sent' : 'skipped';
  },
};

/** Every channel each notice goes out on, in this one place. */
export const ORDER_NOTICE_CHANNELS: readonly OrderNoticeChannel[] = [mailChannel, whatsAppChannel];
