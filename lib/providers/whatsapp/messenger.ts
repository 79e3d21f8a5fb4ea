import type { ReplyAction, TemplateLanguage, TemplateName } from './templates';

/**
 * What the shop needs from a WhatsApp provider: a registered template with its parameters and the
 * payloads of its quick-reply buttons, and a free-form text (only within 24 hours of the shopper's
 * last message, as Meta allows). Each answers Meta's id for the message.
 */
export interface TemplateMessage {
  /** The shopper's number in E.164 (+923001234567). */
  to: string;
  template: TemplateName;
  language: TemplateLanguage;
  parameters: string[];
  /** One payload per quick-reply button of the template, in its order. */
  buttons: { action: ReplyAction; payload: string }[];
}

export interface WhatsAppMessenger {
  /** True in sandbox mode: the sandboxes service stands in for Meta. */
  sandbox: boolean;
  sendTemplate(message: TemplateMessage): Promise<string>;
  sendText(to: string, text: string): Promise<string>;
  /** Checks a webhook's X-Hub-Signature-256 over its raw body. */
  signatureMatches(rawBody: string, header: string | null): boolean;
  /** Whether the GET handshake's hub.verify_token is the one configured. */
  verifyTokenMatches(token: string): boolean;
}

/** The Cloud API refused the message or could not be reached; `code` is Meta's error code when it gave one. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
  }
}
