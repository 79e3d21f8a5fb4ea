import { WhatsAppSendError, type TemplateMessage, type WhatsAppMessenger } from './messenger';
import { GRAPH_API_VERSION } from './sandbox';
import { secretsMatch, webhookSignatureMatches } from './signature';

const SEND_TIMEOUT_MS = 10_000;

export interface CloudApiSettings {
  /** https://graph.facebook.com, or the sandbox's stand-in for it. */
  graphUrl: string;
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  sandbox: boolean;
}

/** The Cloud API's `to`: the number without its plus (Meta takes the digits with the country code). */
const recipient = (e164: string) => e164.replace(/^\+/, '');

/** The messages endpoint's body for a template: its body parameters, then one quick-reply payload per button. */
export function templateRequest(message: TemplateMessage): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: recipient(message.to),
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ...message.buttons.map((button, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload: button.payload }],
        })),
      ],
    },
  };
}

/** Meta's id for the message from a messages endpoint answer, or the error it answered. */
export function readSendAnswer(status: number, answer: unknown): string {
  const body = (answer && typeof answer === 'object' ? answer : {}) as {
    messages?: { id?: unknown }[];
    error?: { message?: unknown; code?: unknown };
  };
  const id = body.messages?.[0]?.id;
  if (status >= 200 && status < 300 && typeof id === 'string' && id) return id;
  const code = typeof body.error?.code === 'number' ? body.error.code : null;
  const message = typeof body.error?.message === 'string' ? body.error.message : 'no message id in the answer';
  throw new WhatsAppSendError(`the Cloud API answered ${status}: ${message}`, code);
}

/** The WhatsApp Cloud API (or its sandbox), as the settings say. */
export function cloudApiMessenger(settings: CloudApiSettings): WhatsAppMessenger {
  const endpoint = `${settings.graphUrl.replace(/\/$/, '')}/${GRAPH_API_VERSION}/${settings.phoneNumberId}/messages`;
  async function send(body: Record<string, unknown>): Promise<string> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        cache: 'no-store',
        redirect: 'error',
      });
    } catch (error) {
      throw new WhatsAppSendError(`could not reach the Cloud API: ${(error as Error).message}`);
    }
    return readSendAnswer(response.status, await response.json().catch(() => null));
  }
  return {
    sandbox: settings.sandbox,
    sendTemplate: (message) => send(templateRequest(message)),
    sendText: (to, text) =>
      send({ messaging_product: 'whatsapp', recipient_type: 'individual', to: recipient(to), type: 'text', text: { body: text } }),
    signatureMatches: (rawBody, header) => webhookSignatureMatches(rawBody, header, settings.appSecret),
    verifyTokenMatches: (token) => secretsMatch(token, settings.verifyToken),
  };
}
