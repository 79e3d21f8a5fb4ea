import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** What a sandbox sees of a request: the path below its mount, and the body read on demand. */
export interface SandboxRequest {
  method: string;
  path: string;
  raw: IncomingMessage;
  header(name: string): string | undefined;
  text(): Promise<string>;
  /** The body as it came (an encrypted push message is not text). */
  bytes(): Promise<Buffer>;
}

/** A sandbox: answers the requests below its mount (sandboxes/server.ts). */
export type SandboxHandler = (req: SandboxRequest, res: ServerResponse) => Promise<void>;

/** More than any form or JSON a provider's page or API takes. */
const MAX_BODY_BYTES = 64 * 1024;

export function sandboxRequest(raw: IncomingMessage, path: string): SandboxRequest {
  let body: Promise<Buffer> | null = null;
  return {
    method: raw.method ?? 'GET',
    path,
    raw,
    header: (name) => {
      const value = raw.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    },
    bytes: () => (body ??= readBody(raw)),
    text: async () => (await (body ??= readBody(raw))).toString('utf8'),
  };
}

async function readBody(raw: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendText(res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8' });
}

export function sendText(res: ServerResponse, status: number, body: string, headers: OutgoingHttpHeaders = {}): void {
  const buffer = Buffer.from(body, 'utf8');
  res.writeHead(status, { ...headers, 'Content-Length': buffer.length });
  res.end(buffer);
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string): void {
  res.writeHead(status, { Location: location, 'Content-Length': 0 });
  res.end();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What every sandbox is given: where it keeps its state, its own public URL, and a log. */
export interface SandboxContext {
  /** A folder of the data directory of its own. */
  dataDir: string;
  /** The sandboxes service's public URL followed by the sandbox's mount, e.g. http://127.0.0.1:54331/payments. */
  url: string;
  /** The shop's URL (SITE_URL), for a sandbox that posts webhooks to it (http://localhost:3000 unless set). */
  shopUrl: string;
  log: (line: string) => void;
}
