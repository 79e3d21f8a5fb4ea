import { z } from 'zod';
import { readButtonPayload, type ReplyAction } from './templates';

/**
 * What a Cloud API webhook notification (field "messages") tells the shop, reduced to what it acts
 * on: a shopper's tap on a quick-reply button, a STOP, and the status of a message the shop sent.
 * Anything else in it (other message types, other fields) is left alone.
 */
export type WebhookEvent =
  | { kind: 'reply'; messageId: string; phone: string; action: ReplyAction; orderNumber: string }
  | { kind: 'stop'; messageId: string; phone: string }
  | { kind: 'status'; messageId: string; status: DeliveryStatus; failure: string | null };

type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

const waId = z.string().regex(/^[1-9][0-9]{7,14}$/);
const messageId = z.string().min(1).max(200);

const incomingMessage = z.object({
  from: waId,
  id: messageId,
  type: z.string(),
  button: z.object({ payload: z.string().max(256), text: z.string().max(256).optional() }).optional(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});

const statusUpdate = z.object({
  id: messageId,
  status: z.string(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() })).optional(),
});

export const webhookNotificationSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                messages: z.array(incomingMessage).max(100).optional(),
                statuses: z.array(statusUpdate).max(100).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WebhookNotification = z.infer<typeof webhookNotificationSchema>;

const DELIVERY_STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/** The events of a validated notification, in the order Meta listed them. */
export function webhookEvents(notification: WebhookNotification): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  for (const change of notification.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const message of change.value.messages ?? []) {
      const event = replyEvent(message);
      if (event) events.push(event);
    }
    for (const update of change.value.statuses ?? []) {
      if (!DELIVERY_STATUSES.has(update.status)) continue;
      const failure = update.errors?.map((error) => `${error.code ?? ''} ${error.title ?? ''}`.trim()).join('; ') || null;
      events.push({ kind: 'status', messageId: update.id, status: update.status as DeliveryStatus, failure });
    }
  }
  return events;
}

function replyEvent(message: z.infer<typeof incomingMessage>): WebhookEvent | null {
  const phone = `+${message.from}`;
  if (message.type === 'button' && message.button) {
    const named = readButtonPayload(message.button.payload);
    return named ? { kind: 'reply', messageId: message.id, phone, ...named } : null;
  }
  if (message.type === 'text' && message.text?.body.trim().toUpperCase() === 'STOP') {
    return { kind: 'stop', messageId: message.id, phone };
  }
  return null;
}
