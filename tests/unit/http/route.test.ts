/** @jest-environment node */
import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { RESET_LINK_INVALID } from '@/lib/auth/messages';
import { PRICES_CHANGED } from '@/lib/checkout/messages';
import { Problem } from '@/lib/errors/problem';
import { FAVORITES_FETCH_FAILED } from '@/lib/favorites/messages';
import { BAD_REQUEST, CROSS_SITE, SERVER_ERROR, TOO_LARGE, TOO_MANY_REQUESTS } from '@/lib/http/messages';
import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

jest.mock('server-only', () => ({}));

// Every answer of the helper carries the security headers, built from the server's settings.
Object.assign(process.env, {
  SITE_URL: 'https://gilgitdryfruits.pk',
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'a'.repeat(40),
  SUPABASE_SERVICE_ROLE_KEY: 's'.repeat(40),
});

/**
 * The edge's pipeline without a session (no Supabase involved): what reaches the handler, and the
 * one JSON shape of every refusal. Routes with a session are covered against the real backend
 * (tests/integration/api-*.test.ts).
 */
const schema = z.object({
  name: z.string({ error: 'Name is required' }).min(1, 'Name is required'),
  rating: z.number({ error: 'Rating!' }),
});

/** A contract for a test route at /api/echo (or /api/list for GET). */
function testEndpoint<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  parts: { method?: 'GET' | 'POST'; body?: B; query?: Q; errors?: Problem['code'][] } = {},
) {
  return endpoint({
    method: parts.method ?? 'POST',
    path: parts.method === 'GET' ? '/api/list' : '/api/echo',
    body: parts.body,
    query: parts.query,
    status: 201,
    errors: parts.errors ?? [],
    fallback: 'Offline.',
    output: shape<Record<string, unknown>>(),
  });
}

const handler = jest.fn(async ({ input }: { input: unknown }) => ({ ok: true, input }));
const echo = route(testEndpoint({ body: schema }), {}, handler);

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://shop.test/api/echo', {
    method: 'POST',
    body,
    headers: { host: 'shop.test', origin: 'http://shop.test', 'content-type': 'application/json', ...headers },
  });
}

async function answer(response: Response) {
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get('cache-control'),
    nosniff: response.headers.get('x-content-type-options'),
  };
}

beforeEach(() => handler.mockClear());

test('a valid JSON object reaches the handler, parsed', async () => {
  const result = await answer(await echo(post('{"name":"Amina","rating":5,"extra":1}')));
  expect(result).toEqual({
    status: 201,
    body: { ok: true, input: { name: 'Amina', rating: 5 } },
    cache: 'private, no-store',
    nosniff: 'nosniff',
  });
});

test.each([
  ['another site', post('{}', { origin: 'https://evil.example' }), 403, CROSS_SITE],
  ['Sec-Fetch-Site: cross-site', post('{}', { 'sec-fetch-site': 'cross-site' }), 403, CROSS_SITE],
  ['20 KB', post(JSON.stringify({ name: 'x'.repeat(20_000), rating: 5 })), 413, TOO_LARGE],
  ['a form post', post('name=a', { 'content-type': 'application/x-www-form-urlencoded' }), 415, BAD_REQUEST],
  ['no content type and no body', post('', { 'content-type': '' }), 415, BAD_REQUEST],
  ['malformed JSON', post('{"name":'), 400, BAD_REQUEST],
  ['an array', post('[{"name":"a","rating":5}]'), 400, BAD_REQUEST],
  ['a bare string', post('"hello"'), 400, BAD_REQUEST],
  ['deep nesting', post(`{"name":${'['.repeat(2000)}${']'.repeat(2000)}}`), 400, BAD_REQUEST],
])('%s: refused before the handler, in the one shape', async (_what, request, status, message) => {
  const response = await echo(request);
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const result = await answer(response);
  expect(result).toEqual({ status, body: { ok: false, message }, cache: 'private, no-store', nosniff: 'nosniff' });
  expect(handler).not.toHaveBeenCalled();
});

test('wrong types: the first message, and one per field', async () => {
  const result = await answer(await echo(post('{"name":5,"rating":"5"}')));
  expect(result.status).toBe(400);
  expect(result.body).toEqual({ ok: false, message: 'Name is required', fieldErrors: { name: 'Name is required', rating: 'Rating!' } });
});

test('`invalid` replaces the schema messages with one fixed answer; malformed JSON keeps the generic one', async () => {
  const fixed = route(testEndpoint({ body: schema }), { invalid: 'reset_link_malformed' }, handler);
  expect(await (await fixed(post('{"name":""}'))).json()).toEqual({ ok: false, message: RESET_LINK_INVALID, code: 'otp_expired' });
  expect(await (await fixed(post('{"name":'))).json()).toEqual({ ok: false, message: BAD_REQUEST });
});

test('an optional body may be left out entirely', async () => {
  const optional = route(testEndpoint({ body: schema.optional() }), {}, handler);
  const empty = new Request('http://shop.test/api/echo', { method: 'POST', headers: { host: 'shop.test' } });
  expect((await optional(empty)).status).toBe(201);
  expect(handler).toHaveBeenCalledWith(expect.objectContaining({ input: undefined }));
});

test('a route without a body schema still refuses another site and a huge body, and reads nothing else', async () => {
  const bare = route(testEndpoint(), {}, async () => ({ ok: true }));
  expect((await bare(post('anything at all', { 'content-type': 'text/plain' }))).status).toBe(201);
  expect((await bare(post('{}', { origin: 'https://evil.example' }))).status).toBe(403);
  expect((await bare(post('x'.repeat(20_000)))).status).toBe(413);
});

test('GET is not checked for origin, and its query is validated', async () => {
  const list = route(
    testEndpoint({ method: 'GET', query: z.object({ ids: z.string().regex(/^\d+$/, 'ids!') }) }),
    {},
    async ({ query }) => ({
      ok: true,
      ids: query.ids,
    }),
  );
  const get = (search: string) =>
    list(new Request(`http://shop.test/api/list${search}`, { headers: { origin: 'https://elsewhere.example' } }));
  expect(await (await get('?ids=12')).json()).toEqual({ ok: true, ids: '12' });
  expect(await answer(await get('?ids=%E0%A4%A'))).toMatchObject({
    status: 400,
    body: { ok: false, message: 'ids!', fieldErrors: { ids: 'ids!' } },
  });
});

test('the rate limit counts valid requests per client and answers 429 with Retry-After', async () => {
  const limited = route(testEndpoint({ body: schema }), { rateLimit: new RateLimiter('test', 1, 60_000) }, handler);
  const from = (ip: string, body = '{"name":"a","rating":5}') => limited(post(body, { 'x-forwarded-for': ip }));
  expect((await from('203.0.113.1', '{}')).status).toBe(400);
  expect((await from('203.0.113.1')).status).toBe(201);
  const refused = await from('203.0.113.1');
  expect(await answer(refused)).toMatchObject({ status: 429, body: { ok: false, message: TOO_MANY_REQUESTS } });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await from('203.0.113.2')).status).toBe(201);
});

describe('errors from the handler', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  test('a Problem the contract declares is the answer, by the one table, with its data and headers', async () => {
    const changed = route(testEndpoint({ errors: ['prices_changed'] }), {}, async () => {
      throw new Problem('prices_changed', { data: { quote: { total: 1 } }, headers: { 'Retry-After': '3' } });
    });
    const response = await changed(post('{}'));
    expect(await answer(response)).toEqual({
      status: 409,
      body: { ok: false, message: PRICES_CHANGED, code: 'prices_changed', quote: { total: 1 } },
      cache: 'private, no-store',
      nosniff: 'nosniff',
    });
    expect(response.headers.get('retry-after')).toBe('3');
    expect(logged).not.toHaveBeenCalled();
  });

  test('anything else is logged and answered with a generic message, never its own', async () => {
    const broken = route(testEndpoint(), {}, async () => {
      throw new Error('relation "orders" does not exist');
    });
    const result = await answer(await broken(post('{}')));
    expect(result).toEqual({ status: 500, body: { ok: false, message: SERVER_ERROR }, cache: 'private, no-store', nosniff: 'nosniff' });
    expect(JSON.stringify(result.body)).not.toContain('relation');
    expect(logged).toHaveBeenCalledWith('[api] POST /api/echo failed:', expect.any(Error));
  });

  test('`onError` names the problem a failure answers with', async () => {
    const broken = route(testEndpoint({ method: 'GET' }), { onError: 'favorites_read_failed' }, async () => {
      throw new Error('socket hang up');
    });
    expect(await answer(await broken(new Request('http://shop.test/api/list')))).toMatchObject({
      status: 502,
      body: { ok: false, message: FAVORITES_FETCH_FAILED },
    });
  });

  test('outside production, a problem the contract does not declare is a logged 500', async () => {
    const undeclared = route(testEndpoint(), {}, async () => {
      throw new Problem('prices_changed');
    });
    expect(await answer(await undeclared(post('{}')))).toMatchObject({ status: 500, body: { ok: false, message: SERVER_ERROR } });
    expect(logged).toHaveBeenCalledWith("[api] POST /api/echo: the contract does not declare the problem 'prices_changed'");
  });
});
