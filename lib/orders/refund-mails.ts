import { formatRupees } from '@/lib/format/rupees';
import { NO_MAIL_CONTACT, type MailContact } from '@/lib/mail/layout';
import type { Mail } from '@/lib/mail/send-mail';
import { composeMail, followBlocks, greeting, helpBlock, paymentSummary } from './mail-parts';
import { refundWay, type RecordedRefund } from './refunds';
import type { MailOrder } from './types';

/** "by bank transfer, reference MZ-123" / "in cash". */
function how(refund: Pick<RecordedRefund, 'method' | 'reference'>): string {
  const way = refundWay(refund.method);
  return refund.reference ? `${way}, reference ${refund.reference}` : way;
}

/** The shopper's mail once a refund is recorded: how much, how it was sent, and what is left, if anything. */
export function refundSentMail(
  order: MailOrder & { email: string },
  refund: Pick<RecordedRefund, 'amount' | 'method' | 'reference'>,
  siteUrl: string,
  contact: MailContact = NO_MAIL_CONTACT,
): Mail {
  const amount = formatRupees(refund.amount);
  const rest =
    order.paymentStatus === 'partly_refunded'
      ? order.refundOwed > 0
        ? `We will send the remaining ${formatRupees(order.refundOwed)} as well and mail you when it is sent.`
        : null
      : `This is all of the ${formatRupees(order.total)} you paid for this order.`;
  return composeMail(
    order.email,
    `Your refund of ${amount} for order ${order.orderNumber} was sent`,
    {
      heading: 'Your refund was sent',
      preheader: `${amount} ${how(refund)}.`,
      blocks: [
        greeting(order),
        { kind: 'paragraph', text: `Your refund of ${amount} for order ${order.orderNumber} was sent ${how(refund)}.` },
        ...(rest ? [{ kind: 'paragraph', text: rest } as const] : []),
        {
          kind: 'paragraph',
          text:
            refund.method === 'cash'
              ? 'If you have not received it, please tell us.'
              : 'A bank or wallet transfer can take a working day or two to show. If it has not arrived by then, send us the reference above.',
        },
        {
          kind: 'facts',
          rows: [
            ['Order number', order.orderNumber],
            ['Payment', paymentSummary(order)],
          ],
        },
        ...followBlocks(order, siteUrl),
        helpBlock(contact, siteUrl),
      ],
    },
    siteUrl,
    contact,
  );
}
