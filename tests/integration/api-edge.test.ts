/**
 * The one HTTP edge (lib/http/route.ts) as every route handler of app/api shows it, against the real
 * embedded backend. Every state-changing handler is found by walking app/api, so a new route that
 * skips the edge fails here: each refuses another site (403) and a 20 KB body (413), and those with a
 * body refuse a form post (415), malformed JSON, an array and deep nesting (400), all in the same
 * JSON shape with the same headers, before anything is stored. A route that needs a session checks it
 * before it reads the body, so the body checks are sent by a signed-in admin, whom every route lets
 * through to them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NextRequest } from 'next/server';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { POST as favoritesPost } from '@/app/api/favorites/route';
import { GET as orderRoute } from '@/app/api/orders/[orderNumber]/route';
import { ORDER_NOT_FOUND } from '@/lib/checkout/messages';
import { FAVORITE_PRODUCT_NOT_FOUND } from '@/lib/favorites/messages';
import { BAD_REQUEST, CROSS_SITE, TOO_LARGE } from '@/lib/http/messages';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { signedInAdmin } from './admin-support';
import { call, CookieJar, freshEmail, pointShopAt, signupBody, type CallOptions } from './api-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

type Handler = (request: NextRequest, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Handlers that read a body; the others (sign-out, deactivation, removing a member of staff) take none. */
const WITHOUT_BODY = new Set(['POST /api/auth/sign-out', 'POST /api/auth/deactivate', 'DELETE /api/admin/staff/[userId]']);

interface Endpoint {
  name: string;
  path: string;
  method: string;
  handler: Handler;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === 'route.ts' ? [full] : [];
  });
}

async function stateChangingEndpoints(): Promise<Endpoint[]> {
  const root = path.join(process.cwd(), 'app', 'api');
  const endpoints: Endpoint[] = [];
  for (const file of routeFiles(root)) {
    const route = path.relative(root, path.dirname(file)).split(path.sep).join('/');
    const urlPath = `/api/${route.replace(/\[(\w+)\]/g, 'GDF-2611-ZZZZZZ')}`;
    const exported = (await import(file)) as Record<string, unknown>;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      if (typeof exported[method] === 'function')
        endpoints.push({ name: `${method} /api/${route}`, path: urlPath, method, handler: exported[method] as Handler });
    }
  }
  return endpoints;
}

let backend: TestBackend;
let endpoints: Endpoint[];
let admin: CookieJar;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
  endpoints = await stateChangingEndpoints();
  admin = (await signedInAdmin(clientFor(backend, 'service'))).jar;
});
afterAll(() => backend?.stop());

const withParams = (handler: Handler) => (request: NextRequest) =>
  handler(request, { params: Promise.resolve({ orderNumber: 'GDF-2611-ZZZZZZ' }) });

async function send(endpoint: Endpoint, options: CallOptions) {
  const result = await call(withParams(endpoint.handler), endpoint.path, { method: endpoint.method, ...options });
  return {
    status: result.status,
    body: result.body,
    headers: {
      cacheControl: result.response.headers.get('cache-control'),
      contentType: result.response.headers.get('content-type'),
      nosniff: result.response.headers.get('x-content-type-options'),
    },
    setCookies: result.setCookies,
  };
}

const EDGE_HEADERS = { cacheControl: 'private, no-store', contentType: 'application/json', nosniff: 'nosniff' };

test('the walk finds every state-changing route', () => {
  expect(endpoints.map((e) => e.name).sort()).toEqual(
    expect.arrayContaining([
      'POST /api/auth/sign-in',
      'POST /api/auth/sign-up',
      'POST /api/contact',
      'POST /api/favorites',
      'DELETE /api/favorites',
      'POST /api/orders',
      'POST /api/orders/[orderNumber]/cancel',
      'PUT /api/profile',
      'POST /api/revalidate',
      'POST /api/testimonials',
      'POST /api/tracking',
    ]),
  );
  expect(endpoints.length).toBeGreaterThanOrEqual(18);
});

describe.each([
  ['another site (Origin)', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, body: {} }, 403, CROSS_SITE],
  [
    'another site (Origin only, an older browser)',
    { headers: { origin: 'https://evil.example', 'sec-fetch-site': '' }, body: {} },
    403,
    CROSS_SITE,
  ],
  ['a 20 KB body', { body: { padding: 'x'.repeat(20 * 1024) } }, 413, TOO_LARGE],
  ['a 20 KB body in multi-byte characters (7,000 characters)', { body: { padding: '€'.repeat(7_000) } }, 413, TOO_LARGE],
] as const)('%s', (_what, options, status, message) => {
  test('is refused by every state-changing route in the one shape', async () => {
    const answers: Record<string, unknown> = {};
    for (const endpoint of endpoints) {
      const { status: got, body, headers, setCookies } = await send(endpoint, { ...(options as CallOptions), jar: admin.clone() });
      answers[endpoint.name] = { status: got, body, headers, setCookies: setCookies.length };
    }
    const expected = Object.fromEntries(
      endpoints.map((e) => [e.name, { status, body: { ok: false, message }, headers: EDGE_HEADERS, setCookies: 0 }]),
    );
    expect(answers).toEqual(expected);
  });
});

describe.each([
  ['a form post', { body: 'email=a%40example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
  ['text/plain JSON', { body: '{"email":"a@example.com"}', headers: { 'content-type': 'text/plain' } }, 415],
  ['malformed JSON', { body: '{"email":' }, 400],
  ['an array', { body: '[{"email":"a@example.com"}]' }, 400],
  ['a bare string', { body: '"a@example.com"' }, 400],
  ['null', { body: 'null' }, 400],
  ['deep nesting', { body: `{"items":${'['.repeat(3000)}${']'.repeat(3000)}}` }, 400],
] as const)('%s', (_what, options, status) => {
  test('is refused by every route that reads a body, with the generic message', async () => {
    const answers: Record<string, unknown> = {};
    const withBody = endpoints.filter((e) => !WITHOUT_BODY.has(e.name));
    for (const endpoint of withBody) {
      const {
        status: got,
        body,
        headers,
      } = await send(endpoint, {
        ...options,
        jar: admin.clone(),
        headers: { 'content-type': 'application/json', ...('headers' in options ? options.headers : {}) },
      });
      answers[endpoint.name] = { status: got, body, headers };
    }
    const expected = Object.fromEntries(
      withBody.map((e) => [e.name, { status, body: { ok: false, message: BAD_REQUEST }, headers: EDGE_HEADERS }]),
    );
    expect(answers).toEqual(expected);
  });
});

test("every console read, the live stream included, refuses a guest with 401 in the one shape, before the handler's work", async () => {
  const root = path.join(process.cwd(), 'app', 'api', 'admin');
  const answers: Record<string, unknown> = {};
  for (const file of routeFiles(root)) {
    const route = `admin/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}`;
    const exported = (await import(file)) as Record<string, unknown>;
    if (typeof exported.GET !== 'function') continue;
    // A read whose query is required refuses a guest too: the session is checked before the input.
    const result = await call(withParams(exported.GET as Handler), `/api/${route.replace(/\[(\w+)\]/g, '1')}`);
    const body = result.body as { ok?: unknown; message?: unknown };
    answers[`GET /api/${route}`] = {
      status: result.status,
      body: { ok: body.ok, message: typeof body.message },
      contentType: result.response.headers.get('content-type'),
      cacheControl: result.response.headers.get('cache-control'),
    };
  }
  expect(Object.keys(answers)).toEqual(expect.arrayContaining(['GET /api/admin/live', 'GET /api/admin/orders', 'GET /api/admin/messages']));
  const refusal = {
    status: 401,
    body: { ok: false, message: 'string' },
    contentType: 'application/json',
    cacheControl: 'private, no-store',
  };
  expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, refusal])));
});

test('wrong types are a 400 with the schema messages, never a 5xx', async () => {
  const odd: unknown[] = [
    { email: 5, password: [] },
    { email: { $ne: null } },
    { items: 'all', details: 7 },
    { productId: '1; drop table' },
    { tags: 'catalog' },
  ];
  for (const endpoint of endpoints.filter((e) => !WITHOUT_BODY.has(e.name))) {
    for (const body of odd) {
      const { status } = await send(endpoint, { body, forwardedFor: '198.51.100.99' });
      expect({ route: endpoint.name, body, status: status >= 400 && status < 500 }).toEqual({ route: endpoint.name, body, status: true });
    }
  }
});

test('nothing was stored by any refused request', async () => {
  const service = clientFor(backend, 'service');
  for (const table of ['contact_messages', 'testimonials', 'orders', 'favorites'] as const) {
    const { count } = await service
      .from(table)
      .select('*', { count: 'exact', head: true })
      .gte('created_at', new Date(Date.now() - 10 * 60_000).toISOString());
    expect({ table, count }).toEqual({ table, count: 0 });
  }
});

test("an order number with malformed percent-encoding is a 404 in the shop's shape, not a 5xx", async () => {
  const jar = new CookieJar();
  expect((await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail('edge')), jar })).status).toBe(200);
  for (const orderNumber of ['%E0%A4%A', '%', '%%', '..%2F..%2Fadmin', 'GDF-%00']) {
    const result = await call((request) => orderRoute(request, { params: Promise.resolve({ orderNumber }) }), '/api/orders/x', { jar });
    expect({ orderNumber, status: result.status, body: result.body }).toEqual({
      orderNumber,
      status: 404,
      body: { ok: false, message: ORDER_NOT_FOUND },
    });
  }
});

/** Lets an hour pass for a session cookie: its access token counts as expired, so the next request refreshes it. */
function expireAccessToken(jar: CookieJar) {
  const [name] = jar.sessionCookieNames();
  const raw = jar.cookies.get(name!)!;
  const session = JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8')) as { expires_at: number };
  session.expires_at = Math.floor(Date.now() / 1000) - 10;
  jar.cookies.set(name!, `base64-${Buffer.from(JSON.stringify(session), 'utf8').toString('base64url')}`);
}

test('a session refreshed during a refused request keeps its new cookies (error answers carry them too)', async () => {
  const jar = new CookieJar();
  expect((await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail('edge')), jar })).status).toBe(200);
  expireAccessToken(jar);
  const before = jar.header();
  const refused = await call(favoritesPost, '/api/favorites', { method: 'POST', body: { productId: 99999 }, jar });
  expect(refused.status).toBe(404);
  expect(refused.body).toEqual({ ok: false, message: FAVORITE_PRODUCT_NOT_FOUND });
  expect(refused.setCookies.some((c) => /^sb-.+-auth-token$/.test(c.name) && c.value !== '')).toBe(true);
  expect(refused.response.headers.get('cache-control')).toMatch(/no-store/);
  expect(jar.header()).not.toBe(before);
  const session = await call<{ user: { email: string } | null }>(sessionRoute, '/api/auth/session', { jar });
  expect(session.body.user).not.toBeNull();
});
