import type { Mail } from '@/lib/mail/send-mail';
import { composeMail } from '@/lib/orders/mail-parts';
import type { AlertText } from './types';

/** An alert by mail to one of the staff: what happened, the order's flags, and a button to the console's page. */
export function staffAlertMail(to: string, text: AlertText, siteUrl: string): Mail {
  return composeMail(
    to,
    text.title,
    {
      heading: text.title,
      preheader: text.body,
      blocks: [
        { kind: 'paragraph', text: text.body },
        ...text.flags.map((flag) => ({ kind: 'paragraph' as const, text: flag })),
        { kind: 'button', link: { label: 'Open in the console', href: text.link } },
        { kind: 'paragraph', text: 'You get these mails because you chose mail alerts under Alerts in the shop console.' },
      ],
    },
    siteUrl,
  );
}
