'use client';

import { Link } from '@/components/i18n/link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { messageStatusLabel } from '@/lib/contact/message-types';
import type { MessageStatus } from '@/lib/contact/message-filters';
import { messageOrderHref, replyByEmailHref, replyOnWhatsappHref } from '@/lib/contact/message-replies';
import type { AdminContactMessage } from '@/lib/contact/message-types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { useMessageChange, type MessageNotice } from './use-message-change';

/** What the owner can do with a message from where it is: [label, status it goes to]. */
const ACTIONS: Record<MessageStatus, readonly (readonly [string, MessageStatus])[]> = {
  new: [
    ['Mark as handled', 'replied'],
    ['Mark as read', 'read'],
    ['Archive', 'archived'],
  ],
  read: [
    ['Mark as handled', 'replied'],
    ['Mark as unread', 'new'],
    ['Archive', 'archived'],
  ],
  replied: [
    ['Reopen', 'read'],
    ['Archive', 'archived'],
  ],
  archived: [['Reopen', 'read']],
};

const BADGE: Record<MessageStatus, string> = {
  new: 'bg-apricot-700 text-white',
  read: 'bg-cream text-walnut-900 border border-sand',
  replied: 'bg-emerald-50 text-emerald-900 border border-emerald-200',
  archived: 'bg-white text-walnut-700 border border-sand',
};

const REPLY = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold';

/**
 * One message of /admin/messages: who wrote, when (Pakistan time), about what and which order, the
 * text as they wrote it (React escapes it; line breaks kept, long words wrapped), ways to answer,
 * and the moves its status allows.
 */
export function AdminMessageCard({
  message,
  onNotice,
}: {
  message: AdminContactMessage;
  onNotice: (notice: MessageNotice | null) => void;
}) {
  const change = useMessageChange(message.id, onNotice);
  const titleId = `message-${message.id}`;
  const email = replyByEmailHref(message);
  const whatsapp = replyOnWhatsappHref(message);
  const order = messageOrderHref(message.orderNumber);
  const unread = message.status === 'new';

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-3xl border bg-white p-5 shadow-sm shadow-walnut-900/5 sm:p-6 ${unread ? 'border-apricot-300' : 'border-sand'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className={`font-display text-xl text-walnut-950 ${unread ? 'font-bold' : 'font-semibold'}`}>
          {message.fullName}
        </h2>
        <span data-testid="message-status" className={`rounded-full px-3 py-0.5 text-sm font-semibold ${BADGE[message.status]}`}>
          {messageStatusLabel(message.status)}
        </span>
      </div>
      <p className="text-sm text-walnut-600">
        <time dateTime={message.sentAt}>{formatPakistanDateTime(message.sentAt)}</time>
        {message.fromAccount && ' · has an account'}
        {message.handledAt && ` · handled ${formatPakistanDateTime(message.handledAt)}`}
      </p>
      <p className="mt-3 font-semibold text-walnut-950 wrap-anywhere">{message.subject ?? 'No subject'}</p>
      <p className="mt-1 whitespace-pre-wrap text-walnut-800 wrap-anywhere">{message.text}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm text-walnut-800 sm:grid-cols-[auto_1fr]">
        {message.orderNumber && (
          <>
            <dt className="font-semibold">Order</dt>
            <dd className="wrap-anywhere">
              {order ? (
                <Link href={order} className="text-apricot-800 underline underline-offset-4">
                  {message.orderNumber}
                </Link>
              ) : (
                message.orderNumber
              )}
            </dd>
          </>
        )}
        {message.email && (
          <>
            <dt className="font-semibold">Email</dt>
            <dd className="wrap-anywhere">{message.email}</dd>
          </>
        )}
        {message.phone && (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>{formatPakistaniMobile(message.phone)}</dd>
          </>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {email && (
          <a href={email} className={`${REPLY} border border-walnut-300 text-walnut-900 hover:border-walnut-500`}>
            Reply by email
          </a>
        )}
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={`${REPLY} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            Reply on WhatsApp
          </a>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-sand pt-4">
        {ACTIONS[message.status].map(([label, status], index) => (
          <Button
            key={status}
            variant={index === 0 && status === 'replied' ? 'primary' : 'secondary'}
            size="sm"
            disabled={change.pending !== null}
            aria-busy={change.pending === status || undefined}
            onClick={() => change.run(status)}
          >
            {change.pending === status ? 'Saving…' : label}
          </Button>
        ))}
      </div>
      {change.error && (
        <div className="mt-3">
          <FormMessage tone="error">{change.error}</FormMessage>
        </div>
      )}
    </article>
  );
}
