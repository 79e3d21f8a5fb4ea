import { NextRequest } from 'next/server';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';

/**
 * Calling the shop's route handlers directly, as Next.js would, against a real embedded backend:
 * the handlers read the backend's URL and keys from process.env (lib/env.ts), and a cookie jar
 * carries the session cookies from one call to the next, as a browser does.
 */
export const SHOP_URL = 'http://localhost:3000';

/**
 * The shop's settings for the route handlers: `backend`, and both wallets in sandbox mode as under
 * `npm start` (a suite that pays starts the sandboxes and passes their SANDBOXES_URL in `extra`).
 */
export function pointShopAt(backend: TestBackend, extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    SITE_URL: SHOP_URL,
    JAZZCASH_MODE: 'sandbox',
    EASYPAISA_MODE: 'sandbox',
    ...extra,
  });
}

export type ServiceClient = ReturnType<typeof clientFor>;

export interface ShopBackend {
  backend: TestBackend;
  service: ServiceClient;
}

/**
 * A suite's embedded backend, started before its tests with the shop pointed at it (`extra` as in
 * pointShopAt) and stopped after them. The fields are filled in by beforeAll: read them in hooks and tests.
 */
export function setUpShopBackend(extra: Record<string, string> = {}): ShopBackend {
  const shop = {} as ShopBackend;
  beforeAll(async () => {
    shop.backend = await startTestBackend();
    pointShopAt(shop.backend, extra);
    shop.service = clientFor(shop.backend, 'service');
  });
  afterAll(() => shop.backend?.stop());
  return shop;
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

/** A browser's cookie jar, reduced to what the shop uses. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Applies a response's Set-Cookie headers; returns them parsed. */
  take(response: Response): SetCookie[] {
    const parsed = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of parsed) {
      const expired = cookie.attributes.some((a) => /^max-age=0$/i.test(a)) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return parsed;
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  sessionCookieNames(): string[] {
    return [...this.cookies.keys()].filter((name) => /^sb-.+-auth-token(\.\d+)?$/.test(name));
  }
}

function parseSetCookie(header: string): SetCookie {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const index = pair!.indexOf('=');
  return { name: pair!.slice(0, index), value: pair!.slice(index + 1), attributes };
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  jar?: CookieJar;
  headers?: Record<string, string>;
  /** The shopper's address as a proxy in front of the shop reports it. */
  forwardedFor?: string;
}

/** Builds the NextRequest a browser on the shop's own pages would send. */
export function shopRequest(path: string, { method = 'GET', body, jar, headers = {}, forwardedFor }: CallOptions = {}): NextRequest {
  const init: { method: string; headers: Record<string, string>; body?: string } = {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { origin: SHOP_URL, 'sec-fetch-site': 'same-origin' } : {}),
      host: new URL(SHOP_URL).host,
      ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...headers,
    },
  };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  return new NextRequest(new URL(path, SHOP_URL), init);
}

/** A form's JSON POST from a shopper's browser on the shop's own pages, from the address `forwardedFor`. */
export function shopperPost(path: string, body: string, forwardedFor: string): NextRequest {
  return new NextRequest(new URL(path, SHOP_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: new URL(SHOP_URL).host, origin: SHOP_URL, 'x-forwarded-for': forwardedFor },
    body,
  });
}

/** Calls a handler and feeds the jar; returns the status, the JSON body and the Set-Cookie headers. */
export async function call<T = Record<string, unknown>>(
  handler: (request: NextRequest) => Promise<Response> | Response,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T; setCookies: SetCookie[]; response: Response }> {
  const response = await handler(shopRequest(path, options));
  const setCookies = options.jar ? options.jar.take(response) : response.headers.getSetCookie().map(parseSetCookie);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as T, setCookies, response };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function mailTo(backend: TestBackend, email: string): Promise<MailMessage[]> {
  const res = await fetch(`${backend.url}/mail/messages`);
  return ((await res.json()) as MailMessage[]).filter((mail) => mail.to === email);
}

let counter = 0;
export function freshEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'apricot6',
    fullName: 'Amina Khan',
    phone: '0355-1234567',
    address: 'House 12, Jutial, near the polo ground',
    postalCode: '15100',
    cityId: 1,
    ...overrides,
  };
}
