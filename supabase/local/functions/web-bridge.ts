import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { ApiRequest } from '../http/request.ts';

/** Connection-level headers that belong to one hop, never forwarded to or from a function. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
  'content-length',
]);

/**
 * The Web `Request` a function handler receives: the caller's method, headers and body (already
 * read, at most the functions body limit), at `url`. `signal` aborts when the caller goes away.
 */
export function toWebRequest(req: ApiRequest, url: string, body: Buffer | null, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = req.raw.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!HOP_BY_HOP.has(name)) headers.append(name, raw[i + 1]!);
  }
  // As a hosted gateway does: the function sees the client address this server determined.
  headers.set('x-forwarded-for', req.clientIp);
  const sentBody = req.header('content-length') !== undefined || req.header('transfer-encoding') !== undefined;
  const hasBody = body !== null && req.method !== 'GET' && req.method !== 'HEAD' && (body.length > 0 || sentBody);
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>) : undefined,
    signal,
  });
}

/** Streams a handler's `Response` back: status, every header (several Set-Cookie too), then the body. */
export async function sendWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const declaredLength = response.headers.get('content-length');
  if (declaredLength !== null && method !== 'HEAD') res.setHeader('content-length', declaredLength);
  const noBody = method === 'HEAD' || response.status === 204 || response.status === 304 || response.body === null;
  if (noBody) {
    await response.body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeWebStream<Uint8Array>), res);
}
