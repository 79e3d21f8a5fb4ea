import 'server-only';
import { serverEnv } from '@/lib/env';
import { sendMail } from '@/lib/mail/send-mail';
import { whatsAppMessengerFromEnv } from '@/lib/providers/whatsapp/from-env';
import { staffAlertMail } from './alert-mail';
import { pushToPeople } from './push-delivery';
import type { AlertRecipient, AlertText, ClaimedAlert } from './types';

/** What one channel did with one alert: sends that went out and sends that failed (logged). */
interface ChannelOutcome {
  sent: number;
  failed: number;
}

/** One way of reaching the staff; each sends to the recipients who picked it and never throws. */
export interface StaffAlertChannel {
  name: string;
  send(alert: ClaimedAlert, text: AlertText, recipients: readonly AlertRecipient[]): Promise<ChannelOutcome>;
}

/** Runs one send per target, counting what went out and logging what failed. */
async function sendEach<T>(
  channel: string,
  alert: ClaimedAlert,
  targets: readonly T[],
  send: (target: T) => Promise<unknown>,
): Promise<ChannelOutcome> {
  const results = await Promise.allSettled(targets.map(send));
  const failures = results.filter((result) => result.status === 'rejected');
  for (const failure of failures) console.error(`[alerts] alert ${alert.id} (${alert.kind}) failed on ${channel}:`, failure.reason);
  return { sent: results.length - failures.length, failed: failures.length };
}

/** Mail, to the address of each admin who chose mail alerts. */
export const mailAlerts: StaffAlertChannel = {
  name: 'mail',
  send(alert, text, recipients) {
    const siteUrl = serverEnv().SITE_URL;
    const addresses = [...new Set(recipients.filter((r) => r.mail && r.email).map((r) => r.email!))];
    return sendEach('mail', alert, addresses, (address) => sendMail(staffAlertMail(address, text, siteUrl)));
  },
};

/** WhatsApp, the registered staff_alert template, to each admin who gave a number (when WhatsApp is on). */
export const whatsAppAlerts: StaffAlertChannel = {
  name: 'whatsapp',
  async send(alert, text, recipients) {
    const messenger = whatsAppMessengerFromEnv(serverEnv());
    const numbers = [...new Set(recipients.flatMap((r) => (r.whatsappNumber ? [r.whatsappNumber] : [])))];
    if (!messenger) return { sent: 0, failed: 0 };
    return sendEach('whatsapp', alert, numbers, (to) =>
      messenger.sendTemplate({ to, template: 'staff_alert', language: 'en', parameters: [text.title, text.body, text.link], buttons: [] }),
    );
  },
};

/** Push, to every device where an admin who keeps push alerts turned them on. */
export const pushAlerts: StaffAlertChannel = {
  name: 'push',
  async send(alert, text, recipients) {
    const people = recipients.filter((r) => r.push).map((r) => r.userId);
    try {
      const outcome = await pushToPeople(people, { title: text.title, body: text.body, url: text.link, tag: `alert-${alert.id}` });
      return { sent: outcome.sent, failed: outcome.failed };
    } catch (error) {
      console.error(`[alerts] alert ${alert.id} (${alert.kind}) failed on push:`, error);
      return { sent: 0, failed: 1 };
    }
  },
};
