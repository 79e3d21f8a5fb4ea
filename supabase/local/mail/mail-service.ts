import type { ServerResponse } from 'node:http';
import { bearerOf } from '../http/gateway.ts';
import { InvalidJsonError, PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import { escapeHtml, sendJson, sendText } from '../http/respond.ts';
import type { ServiceHandler } from '../http/server.ts';
import type { Outbox } from './outbox.ts';

/**
 * GET  /mail            a small page listing the outbox (loopback callers only: it holds reset links)
 * GET  /mail/messages   the outbox as JSON, newest first
 * POST /mail/send       sends a mail; service role only (used by edge functions through MAIL_API_URL)
 */
export function createMailService(outbox: Outbox, serviceRoleKey: string): ServiceHandler {
  return async (req: ApiRequest, res: ServerResponse) => {
    const route = `${req.method} ${req.path}`;
    if (route === 'POST /send') return send(req, res, outbox, serviceRoleKey);
    if (!isLoopback(req.raw.socket.remoteAddress)) return sendJson(res, 404, { message: 'Not found' });
    if (route === 'GET /messages') return sendJson(res, 200, outbox.list());
    if (route === 'GET /' || route === 'GET /index.html')
      return sendText(res, 200, renderOutbox(outbox), { 'Content-Type': 'text/html; charset=utf-8' });
    sendJson(res, 404, { message: 'Not found' });
  };
}

async function send(req: ApiRequest, res: ServerResponse, outbox: Outbox, serviceRoleKey: string) {
  if (bearerOf(req) !== serviceRoleKey) return sendJson(res, 401, { message: 'Sending mail requires the service role key' });
  let body: unknown;
  try {
    body = await req.json();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return sendJson(res, 413, { message: 'Mail is larger than 1 MB' });
    if (error instanceof InvalidJsonError) return sendJson(res, 400, { message: 'Body must be JSON' });
    throw error;
  }
  const mail = body as Record<string, unknown> | undefined;
  const to = Array.isArray(mail?.to) ? mail.to.join(', ') : mail?.to;
  if (
    typeof to !== 'string' ||
    !to.includes('@') ||
    typeof mail?.subject !== 'string' ||
    (typeof mail.text !== 'string' && typeof mail.html !== 'string')
  ) {
    return sendJson(res, 422, { message: 'A mail needs to, subject and text or html' });
  }
  const stored = await outbox.send({
    to,
    subject: mail.subject,
    text: typeof mail.text === 'string' ? mail.text : '',
    html: typeof mail.html === 'string' ? mail.html : '',
  });
  sendJson(res, 200, { id: stored.id });
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function renderOutbox(outbox: Outbox): string {
  const items = outbox
    .list(100)
    .map(
      (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><br>to ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</header>
<pre>${linkify(escapeHtml(m.text))}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · embedded Supabase</title>
<style>body{font:15px system-ui;margin:2rem auto;max-width:60rem;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;margin:1rem 0;padding:1rem}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox</h1><p>Mails sent by the embedded backend and the edge functions, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
