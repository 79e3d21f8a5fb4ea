import type { ServerResponse } from 'node:http';
import { redirect, sendJson, sendText, type SandboxContext, type SandboxHandler, type SandboxRequest } from '../http.ts';
import { SandboxChats } from './chats.ts';
import { graphError, graphSuccess, readMessageRequest, refusedCaller, type GraphAnswer } from './graph.ts';
import { phonePage } from './pages.ts';
import { buttonNotification, postWebhook, statusNotification, textNotification } from './webhooks.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
const MESSAGES_PATH = /^\/graph\/v\d+\.\d+\/([^/]+)\/messages$/;
const STATUS_DELAY_MS = 500;
const PHONE_PATH = /^\/phones\/\+?([1-9][0-9]{7,14})(\/messages|\/tap|\/send)?$/;

interface Sandbox {
  chats: SandboxChats;
  webhookUrl: string;
  log: (line: string) => void;
}

/**
 * The WhatsApp Cloud API's stand-in. The shop's sandbox mode (lib/providers/whatsapp/sandbox.ts)
 * sends to it with the sandbox's access token; its chats live in DATA_DIR/sandboxes/whatsapp/chats.json.
 * POST /graph/v{N}/{phone-number-id}/messages  Meta's messages endpoint (template and text messages);
 *                                              then the "sent" and "delivered" status webhooks
 * GET  /phones/{number}                        the number's chat, as on a phone, with the buttons to tap
 * GET  /phones/{number}/messages               the same chat as JSON
 * POST /phones/{number}/tap                    {message, button}: the tester taps a quick-reply button:
 *                                              a signed webhook to the shop, as Meta would send
 * POST /phones/{number}/send                   {text}: the tester types a message (STOP), likewise
 * The shop's webhook is SITE_URL/api/webhooks/whatsapp, signed with the sandbox app's secret.
 */
export function createWhatsAppSandbox({ dataDir, shopUrl, log }: SandboxContext): SandboxHandler {
  const sandbox: Sandbox = { chats: new SandboxChats(dataDir), webhookUrl: `${shopUrl}/api/webhooks/whatsapp`, log };
  return async (req: SandboxRequest, res: ServerResponse) => {
    const api = MESSAGES_PATH.exec(req.path);
    if (api && req.method === 'POST') return answer(res, await sendMessage(req, decodeURIComponent(api[1]!), sandbox));
    const phone = PHONE_PATH.exec(req.path);
    if (phone && req.method === 'GET' && !phone[2]) {
      const status = new URL(req.raw.url ?? '/', 'http://sandbox').searchParams.get('webhook');
      return sendText(res, 200, phonePage(phone[1]!, sandbox.chats.of(phone[1]!), status), HTML);
    }
    if (phone && req.method === 'GET' && phone[2] === '/messages') return sendJson(res, 200, { messages: sandbox.chats.of(phone[1]!) });
    if (phone && req.method === 'POST' && phone[2] === '/tap') return tap(phone[1]!, await formOf(req), sandbox, res);
    if (phone && req.method === 'POST' && phone[2] === '/send') return typed(phone[1]!, await formOf(req), sandbox, res);
    sendJson(res, 404, { message: 'Not found' });
  };
}

/** Sends the Graph API's answer; what follows it (the status webhooks) starts once it is sent. */
function answer(res: ServerResponse, { status, body, afterwards }: GraphAnswer & { afterwards?: () => Promise<void> }): void {
  if (afterwards) res.once('finish', () => void afterwards());
  sendJson(res, status, body);
}

async function formOf(req: SandboxRequest): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await req.text()));
}

async function sendMessage(
  req: SandboxRequest,
  phoneNumberId: string,
  sandbox: Sandbox,
): Promise<GraphAnswer & { afterwards?: () => Promise<void> }> {
  const refused = refusedCaller(req.header('authorization'), phoneNumberId);
  if (refused) return refused;
  let body: unknown;
  try {
    body = JSON.parse(await req.text());
  } catch {
    return graphError(400, 100, '(#100) The request body is not valid JSON');
  }
  const accepted = readMessageRequest(body);
  if ('status' in accepted) return accepted;
  const message = sandbox.chats.add({ ...accepted, from: 'business', replyTo: null });
  sandbox.log(`${message.template ?? 'text'} to +${message.phone}`);
  return {
    ...graphSuccess(String((body as { to: string }).to), message.phone, message.id),
    afterwards: () => reportDelivery(message, sandbox),
  };
}

/** Meta's status webhooks for a message it accepted: sent, then delivered to the phone. */
async function reportDelivery({ id, phone }: { id: string; phone: string }, sandbox: Sandbox): Promise<void> {
  // A moment after the answer, as a phone takes: the sender has recorded Meta's id by then.
  await new Promise((resolve) => setTimeout(resolve, STATUS_DELAY_MS));
  for (const status of ['sent', 'delivered'] as const) {
    const answered = await postWebhook(sandbox.webhookUrl, statusNotification(id, phone, status));
    if (answered !== 200) sandbox.log(`the "${status}" webhook for ${id} got ${answered || 'no answer'}`);
  }
}

async function tap(phone: string, form: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  const original = sandbox.chats.find(form.message ?? '');
  const button = original?.phone === phone ? original.buttons[Number(form.button)] : undefined;
  if (!original || !button) return sendJson(res, 400, { message: 'No such button in this chat.' });
  const reply = sandbox.chats.add({ phone, from: 'shopper', text: button.label, buttons: [], template: null, replyTo: original.id });
  const status = await postWebhook(sandbox.webhookUrl, buttonNotification({ id: reply.id, phone, replyTo: original.id }, button));
  redirect(res, 303, `../${phone}?webhook=${status}`);
}

async function typed(phone: string, form: Record<string, string>, sandbox: Sandbox, res: ServerResponse) {
  const text = (form.text ?? '').trim();
  if (!text) return sendJson(res, 400, { message: 'Type a message.' });
  const message = sandbox.chats.add({ phone, from: 'shopper', text, buttons: [], template: null, replyTo: null });
  const status = await postWebhook(sandbox.webhookUrl, textNotification({ id: message.id, phone, text }));
  redirect(res, 303, `../${phone}?webhook=${status}`);
}
