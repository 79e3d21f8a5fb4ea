import 'server-only';
import { NextResponse } from 'next/server';
import { clientIpFrom } from '@/lib/auth/client-ip';

/**
 * What the public form endpoints (POST /api/contact, POST /api/testimonials) check before they look
 * at a body, and how they answer: `{ ok: false, message, fieldErrors? }` with a 4xx, never stored.
 */

export const MAX_FORM_BODY_BYTES = 16 * 1024;
export const BAD_REQUEST_MESSAGE = 'The request could not be read. Please send the form as JSON.';
export const TOO_LARGE_MESSAGE = 'The request is too large.';
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';
export const TOO_MANY_MESSAGE = 'Too many submissions from your connection. Please try again in a few minutes.';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function failure(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): NextResponse {
  return jsonResponse({ ok: false, message, ...extra }, status, headers);
}

/** A browser marks a form posted from another site; such posts are refused. */
function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export type FormBody = { ok: true; body: Record<string, unknown> } | { ok: false; response: NextResponse };

/** A JSON object of at most 16 KB from one of our pages; anything else is a 4xx. */
export async function readFormBody(request: Request): Promise<FormBody> {
  if (isCrossSite(request)) return { ok: false, response: failure(403, CROSS_SITE_MESSAGE) };
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return { ok: false, response: failure(415, BAD_REQUEST_MESSAGE) };
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BODY_BYTES) return { ok: false, response: failure(413, TOO_LARGE_MESSAGE) };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: failure(400, BAD_REQUEST_MESSAGE) };
  }
  if (Buffer.byteLength(text) > MAX_FORM_BODY_BYTES) return { ok: false, response: failure(413, TOO_LARGE_MESSAGE) };
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, response: failure(400, BAD_REQUEST_MESSAGE) };
    return { ok: true, body: body as Record<string, unknown> };
  } catch {
    return { ok: false, response: failure(400, BAD_REQUEST_MESSAGE) };
  }
}

/** Field → first message, from a zod error's issues. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A fixed-window counter per key (the client's IP), in this server's memory. Enough for one shop
 * server; several instances behind a load balancer would each count on their own.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    if (entry.count >= this.limit) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    entry.count += 1;
    return 0;
  }
}

/** The key a request is counted under: the client's IP as the nearest proxy (or Next) saw it. */
export function rateLimitKey(request: Request): string {
  return clientIpFrom(request.headers) ?? 'unknown';
}

export function tooManyRequests(retryAfterSeconds: number): NextResponse {
  return failure(429, TOO_MANY_MESSAGE, {}, { 'Retry-After': String(retryAfterSeconds) });
}
