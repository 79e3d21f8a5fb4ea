import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { BAD_REQUEST } from './messages';
import { isAuthCookieName } from './session-cookies';
import type { ApiFailure } from './types';

/** The bodies of the auth and profile routes are small forms; anything bigger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024;

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** A JSON answer that no cache keeps (it is about one shopper). */
export function jsonNoStore(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

export function failure(status: number, message: string, extra: Omit<ApiFailure, 'ok' | 'message'> = {}): NextResponse {
  return jsonNoStore({ ok: false, message, ...extra } satisfies ApiFailure, status);
}

/**
 * State-changing requests must come from our own pages (ASVS 3.5): a browser marks cross-site
 * requests with Sec-Fetch-Site and Origin. SameSite=Lax already keeps the session cookie off
 * cross-site POSTs; this refuses them outright.
 */
export function isCrossSite(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: NextResponse };

/** Reads a JSON object body; a cross-site request, a wrong content type, a huge or broken body is a 4xx. */
export async function readJsonBody(request: NextRequest): Promise<BodyResult> {
  if (isCrossSite(request)) return { ok: false, response: failure(403, 'Cross-site requests are not allowed') };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { ok: false, response: failure(415, BAD_REQUEST) };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: failure(413, BAD_REQUEST) };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: failure(400, BAD_REQUEST) };
  }
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: failure(413, BAD_REQUEST) };
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, response: failure(400, BAD_REQUEST) };
    return { ok: true, body: body as Record<string, unknown> };
  } catch {
    return { ok: false, response: failure(400, BAD_REQUEST) };
  }
}

/**
 * Expires every auth cookie the browser sent that the response does not already rewrite: after a
 * sign-out or a deactivation nothing of the session (chunks, PKCE verifiers) stays behind, even
 * when the auth server had already forgotten the session.
 */
export function expireAuthCookies(request: NextRequest, response: NextResponse): NextResponse {
  for (const { name } of request.cookies.getAll()) {
    if (isAuthCookieName(name) && !response.cookies.get(name)) response.cookies.set(name, '', { path: '/', maxAge: 0 });
  }
  return response;
}
