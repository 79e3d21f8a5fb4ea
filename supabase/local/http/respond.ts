import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  sendText(res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

/** Sends an already-serialised body (e.g. JSON text straight from Postgres). */
export function sendText(res: ServerResponse, status: number, body: string, headers: OutgoingHttpHeaders = {}): void {
  const buffer = Buffer.from(body, 'utf8');
  res.writeHead(status, { ...headers, 'Content-Length': buffer.length });
  res.end(buffer);
}

export function sendEmpty(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, headers);
  res.end();
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string): void {
  res.writeHead(status, { Location: location, 'Content-Length': 0 });
  res.end();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
