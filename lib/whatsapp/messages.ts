/** What the shop says about WhatsApp, in one place: the webhook's refusals, and its answers to a shopper's reply. */
export const WHATSAPP_OFF = 'WhatsApp messages are not enabled on this shop.';
export const WHATSAPP_VERIFY_REFUSED = 'The verify token does not match.';
export const WHATSAPP_BAD_SIGNATURE = 'The X-Hub-Signature-256 header does not match the body.';
export const WHATSAPP_WEBHOOK_FAILED = 'The notification could not be handled just now. Please send it again.';

/** The text the shopper gets back after a reply the shop acted on (null: nothing to say). */
export const WHATSAPP_REPLY_ANSWERS: Record<string, ((orderNumber: string) => string) | undefined> = {
  confirmed: (orderNumber) => `Thank you! Your order ${orderNumber} is confirmed. We will send you the tracking link when it leaves.`,
  cancelled: (orderNumber) => `Your order ${orderNumber} has been cancelled, as you asked.`,
  address_change_noted: (orderNumber) => `We will call you shortly to take the new address for order ${orderNumber}.`,
  opted_out: () => 'You will get no more WhatsApp messages from us.',
};
