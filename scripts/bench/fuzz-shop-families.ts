// The fuzz's families on the shop's side: each builds its odd requests from the tree's pages and route
// handlers (fuzz-routes.ts) and the seeded random source, so a run can be repeated request for request.
import { z } from 'zod';
import type { OddRequest } from './fuzz-http';
import type { RouteHandler } from './fuzz-routes';
import { fieldPaths, ODD_BODIES, ODD_FIELD_VALUES, ODD_NUMBER_TEXTS, sampleOfSchema, withField, type Random } from './fuzz-values';

export interface ShopContext {
  /** The shop's origin, sent as Origin on most state-changing requests so the same-site check lets them through. */
  origin: string;
  pages: string[];
  routes: RouteHandler[];
  /** The session cookies of a signed-in admin (`name=value; …`): half the API requests carry them. */
  adminCookie: string;
}

export interface Family<Context> {
  name: string;
  build(context: Context, random: Random): OddRequest[];
}

const ODD_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'FOO'];

const SEGMENT_VALUES: Record<string, string[]> = {
  id: ['1', '0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '%00', '%F0%9F%8D%8E', 'x'.repeat(300), '%2e%2e'],
  orderNumber: ['GDF-000001', 'gdf-1', '%00', "1'--", 'x'.repeat(300), '..%2F..', '%E2%80%AE', '0'],
  provider: ['jazzcash', 'easypaisa', 'paypal', '%00', 'JAZZCASH', '__proto__'],
  code: ['SAVE10', '%20', 'x'.repeat(200), '%00', 'a%2Fb'],
  name: ['a.png', '..%2F..%2Fetc%2Fpasswd', 'x/y/z.webp', '%00.png', 'a'.repeat(400), '.%2e/x.jpg'],
};
SEGMENT_VALUES.variantId = SEGMENT_VALUES.id!;

const ODD_QUERIES = [
  'page=-1',
  'page=1e9',
  'page=abc',
  'page=1&page=2',
  'sort=%00',
  'q=%ZZ',
  'q=' + 'x'.repeat(4000),
  'q=%3Cscript%3E',
  '__proto__[x]=1',
  'a[]=1&a[b]=2',
  'category=%F0%9F%8D%8E',
  '%00=%00',
  '=&&=',
  'limit=-5&offset=1e308',
  '_rsc=garbage',
  'token_hash=%00&type=recovery',
  'orderNumber=%01%02',
  'from=2026-13-45&to=0',
  'status=%E2%80%AE',
  'url=%00',
];

/** A page's or route's path with each dynamic segment filled by an odd or plausible value. */
function fill(routePath: string, random: Random): string {
  return routePath.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => random.pick(SEGMENT_VALUES[name] ?? SEGMENT_VALUES.id!));
}

const sameSite = (context: ShopContext, random: Random): Record<string, string> =>
  random.below(10) < 8 ? { origin: context.origin } : random.below(2) ? { origin: 'https://attacker.example' } : {};

/**
 * The admin's session on half the requests, but never on the account's own routes (/api/auth/…): an
 * odd request there may sign the admin out or close the account, and every later one would be a guest's.
 */
const withSession = (context: ShopContext, routePath: string, random: Random): Record<string, string> =>
  !routePath.startsWith('/api/auth/') && random.below(2) ? { cookie: context.adminCookie } : {};

const ODD_PATHS = (random: Random): string[] => [
  '/%',
  '/%ZZ',
  '/product/%C0%AE%C0%AE',
  '/shop/%00',
  '/%00',
  '/product/1%00',
  '/orders/%0d%0aSet-Cookie:%20x=1',
  '/' + 'a'.repeat(5000),
  '/product/' + '9'.repeat(2000),
  '/shop/' + '%2F'.repeat(500),
  '//shop',
  '///admin',
  '/shop/./../admin',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/admin%2F..%2Forders',
  '/product/1/..;/admin',
  '/_next/static/../../package.json',
  '/_next/static/chunks/%ZZ.js',
  '/_next/image?url=%00&w=64&q=75',
  '/_next/image?url=/images/x.png&w=-1&q=999',
  '/_next/image?url=http://169.254.169.254/&w=64&q=75',
  '/_next/image?w=64',
  '/_next/data/x/y.json',
  '/favicon.ico/%ZZ',
  '/images/%00.png',
  '/api/orders/%ZZ.png',
  '/api/%E2%80%AE',
  '/product/\u00e9',
  '/shop\\..\\admin',
  `/product/${random.below(10_000)}?${random.pick(ODD_QUERIES)}`,
  '/version.json/%ZZ',
  '/service-worker.js?%ZZ',
  '/sitemap.xml?x=%00',
  '/robots.txt/../admin',
  '/feeds/google-merchant.xml?token=%00',
  '/feeds/meta-catalog.csv?token=' + 'x'.repeat(3000),
  '/auth/confirm?token_hash=%00&type=%ZZ&next=//evil.example',
  '/auth/confirm?token_hash=x&type=recovery&next=https://evil.example',
  '/product-photos/%00',
  '/product-photos/..%2F..%2F.env',
  '/payment/continue?x=%00',
  '/transaction-result?status=%00&order=' + 'x'.repeat(600),
];

const ODD_HEADER_SETS: Record<string, string>[] = [
  { cookie: 'sb-127-auth-token=%ZZ' },
  { cookie: 'sb-127-auth-token=base64-!!!notbase64' },
  { cookie: 'sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0' },
  { cookie: 'sb-127-auth-token.0=base64-e30; sb-127-auth-token.1=%00' },
  { cookie: 'a'.repeat(8000) },
  { cookie: ';;;=;=;a=b=c; =x' },
  { cookie: 'dryfruits_cart=%7B%22items%22%3A' },
  { 'next-router-state-tree': 'garbage' },
  { 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' },
  { 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['x', {}, null, 'refetch'] }, null, null, true])) },
  { rsc: '1' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
  { rsc: '1', 'next-router-segment-prefetch': '%ZZ' },
  { 'next-url': '/%ZZ', rsc: '1' },
  { accept: 'text/x-component' },
  { accept: '*/*;q=abc, text/html;q=2' },
  { accept: '\u00ff\u00fe' },
  { range: 'bytes=garbage' },
  { range: 'bytes=999999999-1' },
  { range: 'bytes=0-1,2-3,4-5,6-7,8-9,10-11,12-13,14-15' },
  { 'if-none-match': 'garbage' },
  { 'if-none-match': '"' + 'x'.repeat(4000) + '"' },
  { 'if-modified-since': 'not a date' },
  { 'accept-encoding': 'br;q=x, gzip;q=-1, *;q=2' },
  { 'accept-language': 'x'.repeat(3000) },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-nextjs-data': '1' },
  { 'content-type': 'multipart/form-data' },
  { 'next-action': 'garbage' },
];

export const SHOP_FAMILIES: Family<ShopContext>[] = [
  {
    name: 'pages: odd methods',
    build: (context, random) =>
      context.pages.flatMap((page) =>
        Array.from({ length: 3 }, () => ({
          method: random.pick(ODD_METHODS),
          path: fill(page, random),
          headers: { ...sameSite(context, random), 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
        })),
      ),
  },
  {
    name: 'pages: odd query strings',
    build: (context, random) =>
      context.pages.flatMap((page) =>
        Array.from({ length: 3 }, () => ({ method: 'GET', path: `${fill(page, random)}?${random.pick(ODD_QUERIES)}` })),
      ),
  },
  {
    name: 'pages: odd paths',
    build: (_, random) => ODD_PATHS(random).map((path) => ({ method: random.pick(['GET', 'GET', 'HEAD', 'POST']), path })),
  },
  {
    name: 'pages: odd headers',
    build: (context, random) =>
      context.pages.flatMap((page) =>
        Array.from({ length: 3 }, () => {
          const headers = random.pick(ODD_HEADER_SETS);
          const action = 'next-action' in headers;
          return action
            ? {
                method: 'POST',
                path: fill(page, random),
                headers: { ...headers, origin: context.origin, 'content-type': 'text/plain' },
                body: '["x"]',
              }
            : { method: 'GET', path: fill(page, random), headers };
        }),
      ),
  },
  {
    name: 'api: odd bodies',
    build: (context, random) =>
      context.routes.flatMap((route) =>
        route.methods
          .filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))
          .flatMap((method) => oddBodies(context, route, method, random)),
      ),
  },
  {
    name: 'api: odd queries and segments',
    build: (context, random) =>
      context.routes
        .filter((route) => route.methods.includes('GET'))
        .flatMap((route) =>
          oddQueries(route, random).map((query) => ({
            method: 'GET',
            path: `${fill(route.path, random)}?${query}`,
            headers: withSession(context, route.path, random),
          })),
        ),
  },
  {
    name: 'api: odd methods',
    build: (context, random) =>
      context.routes.flatMap((route) =>
        Array.from({ length: 2 }, () => ({
          method: random.pick(ODD_METHODS.filter((method) => !route.methods.includes(method))),
          path: fill(route.path, random),
          headers: { ...sameSite(context, random), ...withSession(context, route.path, random), 'content-type': 'application/json' },
          body: '{}',
        })),
      ),
  },
];

/** A route's body, whole and field by field, made odd: the field-by-field ones from a sample of its contract's body. */
function oddBodies(context: ShopContext, route: RouteHandler, method: string, random: Random): OddRequest[] {
  const request = (contentType: string | null, body: string | Buffer): OddRequest => ({
    method,
    path: fill(route.path, random),
    headers: {
      ...sameSite(context, random),
      ...withSession(context, route.path, random),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  });
  const whole = Array.from({ length: 5 }, () => {
    const odd = random.pick(ODD_BODIES);
    return request(odd.contentType, odd.body);
  });
  const sample = sampleOfSchema(z.toJSONSchema, route.schemas.get(method)?.body) ?? { id: 1 };
  const fields = fieldPaths(sample)
    .slice(0, 12)
    .map((path) => {
      if (random.below(6) === 0) {
        const marker = '"__odd_number__"';
        return request(
          'application/json',
          JSON.stringify(withField(sample, path, '__odd_number__')).replace(marker, random.pick(ODD_NUMBER_TEXTS)),
        );
      }
      return request('application/json', JSON.stringify(withField(sample, path, random.pick(ODD_FIELD_VALUES))));
    });
  return [...whole, ...fields, request('application/json', JSON.stringify(sample))];
}

/** A value percent-encoded for a query string; a lone surrogate as the bytes it would be in WTF-8 (invalid UTF-8). */
function queryValue(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}

/** Query strings for a GET route: its contract's parameters each made odd, and the generic odd ones. */
function oddQueries(route: RouteHandler, random: Random): string[] {
  const sample = sampleOfSchema(z.toJSONSchema, route.schemas.get('GET')?.query);
  const names = sample && typeof sample === 'object' ? Object.keys(sample) : [];
  const own = names.map((name) => `${encodeURIComponent(name)}=${queryValue(random.pick(ODD_FIELD_VALUES))}`);
  return [...own, random.pick(ODD_QUERIES), random.pick(ODD_QUERIES), `${names[0] ?? 'x'}=1&${names[0] ?? 'x'}=%00`];
}
