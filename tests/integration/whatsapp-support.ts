/**
 * The shop's WhatsApp webhook served over HTTP from this process (the route handler behind a small
 * node server), so the Cloud API sandbox can post its signed webhooks to it as Meta would; and the
 * notifications a test sends itself, signed with the sandbox app's secret or not.
 */
import http from 'node:http';
import { NextRequest } from 'next/server';
import { POST as webhookPost } from '@/app/api/webhooks/whatsapp/route';
import { SANDBOX_WHATSAPP } from '@/lib/providers/whatsapp/sandbox';
import { webhookSignature } from '@/lib/providers/whatsapp/signature';
import { SHOP_URL } from './api-support';

export const WEBHOOK_PATH = '/api/webhooks/whatsapp';

export interface WebhookServer {
  url: string;
  stop(): Promise<void>;
}

export async function serveWebhook(): Promise<WebhookServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      const request = new NextRequest(new URL(WEBHOOK_PATH, SHOP_URL), { method: 'POST', headers, body: Buffer.concat(chunks) });
      void webhookPost(request, { params: Promise.resolve({}) }).then(async (response) => {
        res.writeHead(response.status, { 'Content-Type': response.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A notification with one change of field "messages", as Meta sends it. */
export function notificationOf(value: Record<string, unknown>): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000002',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001234', phone_number_id: '100000000000001' },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A shopper's tap on a quick-reply button. */
export function buttonTap(messageId: string, phone: string, payload: string): Record<string, unknown> {
  const from = phone.replace(/^\+/, '');
  return notificationOf({
    contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
    messages: [{ from, id: messageId, timestamp: '1764300000', type: 'button', button: { payload, text: 'Tapped' } }],
  });
}

export function typedText(messageId: string, phone: string, body: string): Record<string, unknown> {
  const from = phone.replace(/^\+/, '');
  return notificationOf({ messages: [{ from, id: messageId, timestamp: '1764300000', type: 'text', text: { body } }] });
}

/** POSTs a notification to the webhook route, signed with the sandbox app's secret unless `signature` is given. */
export async function deliver(body: unknown, signature?: string | null): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', host: new URL(SHOP_URL).host };
  const signed = signature === undefined ? webhookSignature(text, SANDBOX_WHATSAPP.appSecret) : signature;
  if (signed !== null) headers['x-hub-signature-256'] = signed;
  const response = await webhookPost(new NextRequest(new URL(WEBHOOK_PATH, SHOP_URL), { method: 'POST', headers, body: text }), {
    params: Promise.resolve({}),
  });
  const answer = await response.text();
  return { status: response.status, body: answer ? (JSON.parse(answer) as Record<string, unknown>) : {} };
}
