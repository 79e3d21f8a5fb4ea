import { WHATSAPP_APP, signBody } from './registered.ts';

/**
 * The notifications Meta posts to the app's webhook (field "messages"), signed with the app secret
 * as X-Hub-Signature-256, in the shapes of Meta's webhook reference.
 */

const seconds = () => String(Math.floor(Date.now() / 1000));

function notification(value: Record<string, unknown>): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WHATSAPP_APP.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: WHATSAPP_APP.displayPhoneNumber, phone_number_id: WHATSAPP_APP.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A status of a message the business sent: sent, delivered, read or failed. */
export function statusNotification(messageId: string, phone: string, status: 'sent' | 'delivered' | 'read'): Record<string, unknown> {
  return notification({ statuses: [{ id: messageId, status, timestamp: seconds(), recipient_id: phone }] });
}

/** The shopper's tap on a template's quick-reply button. */
export function buttonNotification(
  message: { id: string; phone: string; replyTo: string },
  button: { payload: string; label: string },
): Record<string, unknown> {
  return notification({
    contacts: [{ profile: { name: 'Sandbox shopper' }, wa_id: message.phone }],
    messages: [
      {
        from: message.phone,
        id: message.id,
        timestamp: seconds(),
        type: 'button',
        context: { from: WHATSAPP_APP.displayPhoneNumber, id: message.replyTo },
        button: { payload: button.payload, text: button.label },
      },
    ],
  });
}

/** A text the shopper typed. */
export function textNotification(message: { id: string; phone: string; text: string }): Record<string, unknown> {
  return notification({
    contacts: [{ profile: { name: 'Sandbox shopper' }, wa_id: message.phone }],
    messages: [{ from: message.phone, id: message.id, timestamp: seconds(), type: 'text', text: { body: message.text } }],
  });
}

/** Posts a notification to the shop's webhook, signed; answers the shop's HTTP status (0 when it could not be reached). */
export async function postWebhook(url: string, body: Record<string, unknown>): Promise<number> {
  const text = JSON.stringify(body);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signBody(text) },
      body: text,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
