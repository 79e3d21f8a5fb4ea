import { Problem } from '@/lib/errors/problem';
import { storableText } from '@/lib/format/text';

/**
 * The checks a request passes before a handler sees it, as pure functions of the standard Request
 * (no Next.js), so they are unit-tested on their own. Each refusal is a Problem of the request edge.
 */

/** Bodies of the shop's forms are small; anything bigger is refused, unread where possible. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** Objects and arrays nested deeper than this are refused: no form of the shop goes past 3. */
export const MAX_JSON_DEPTH = 16;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a browser says the request comes from another site (ASVS 3.5): Sec-Fetch-Site, else an
 * Origin whose host is not ours. No Origin at all is a non-browser client (the owner console's
 * bearer calls, curl) and passes; SameSite=Lax keeps the session cookie off cross-site posts anyway.
 */
export function isCrossSite(headers: Pick<Headers, 'get'>): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function assertSameSite(headers: Pick<Headers, 'get'>): void {
  if (isCrossSite(headers)) throw new Problem('cross_site');
}

/**
 * Whether a path's percent-encoding is broken (`/api/orders/%E0%A4%A`). Next.js 16 turns such a
 * path into a 500 before any route runs, so proxy.ts answers it with a 400 first.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** `application/json`, with or without parameters (`; charset=utf-8`); nothing else. */
export function isJsonContentType(value: string | null): boolean {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** `application/x-www-form-urlencoded`, with or without parameters; nothing else. */
export function isFormContentType(value: string | null): boolean {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** A form post's fields (`application/x-www-form-urlencoded`), read as readBodyText reads the body. */
export async function readFormFields(request: Request, maxBytes: number = DEFAULT_MAX_BODY_BYTES): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBodyText(request, maxBytes)));
}

/**
 * The body as UTF-8 text, at most `maxBytes` bytes: a larger declared Content-Length is refused
 * before anything is read, and reading stops as soon as the real bytes pass the limit (a chunked
 * body declares nothing). Bytes that are not UTF-8 are a 400.
 */
export async function readBodyText(request: Request, maxBytes: number = DEFAULT_MAX_BODY_BYTES): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Problem('bad_request');
  }
}

/** The body's bytes, at most `maxBytes` (413 beyond, declared or real). */
async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const body = limitedBody(request, maxBytes);
  if (!body.stream) return new Uint8Array(0);
  const reader = body.stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      chunks.push(value);
    }
  } catch (error) {
    if (body.exceeded()) throw new Problem('too_large');
    throw new Problem('bad_request', { cause: error });
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body as a stream of at most `maxBytes`, read only as its reader asks: a larger declared
 * Content-Length is refused (413) before anything is read, and the stream fails, and stops reading
 * the request, as soon as the real bytes pass the limit (a chunked body declares nothing);
 * `exceeded()` then says why it failed. No body: a null stream.
 */
export function limitedBody(request: Request, maxBytes: number): { stream: ReadableStream<Uint8Array> | null; exceeded: () => boolean } {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new Problem('too_large');
  let over = false;
  const exceeded = () => over;
  if (!request.body) return { stream: null, exceeded };
  const reader = request.body.getReader();
  let size = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > maxBytes) {
          over = true;
          await reader.cancel().catch(() => undefined);
          return controller.error(new Problem('too_large'));
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { stream, exceeded };
}

export function isMultipartContentType(value: string | null): boolean {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';
}

/** How deep objects and arrays nest in a parsed JSON value (a scalar is 0), counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    for (const child of Object.values(item)) stack.push([child, here]);
  }
  return deepest;
}

/**
 * Parses a JSON object (not an array, a string or null) of bounded depth; anything else is a 400.
 * A U+0000 in a string is read as U+FFFD (storableText).
 */
export function parseJsonObject(text: string, maxDepth: number = MAX_JSON_DEPTH): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, item: unknown) => (typeof item === 'string' ? storableText(item) : item));
  } catch {
    throw new Problem('bad_request');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Problem('bad_request');
  if (jsonDepth(value) > maxDepth) throw new Problem('bad_request');
  return value as Record<string, unknown>;
}
