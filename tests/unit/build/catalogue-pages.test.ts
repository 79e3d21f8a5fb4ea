/** @jest-environment node */
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { LOCALE_COOKIE } from '@/lib/i18n/locales.mjs';
import { CATALOGUE_PAGES, catalogueHeaderRules } from '@/lib/security/headers.mjs';
import { config } from '../../../proxy';

// Next's own compiler of a middleware matcher (not in its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string; has?: never[]; missing?: never[] }[];
};

// The cached catalogue pages get their security headers from next.config.mjs, and every other page
// from proxy.ts: each path must be covered by exactly one of the two, compiled as Next.js compiles them.
const proxyRuns = (pathname: string, headers: Record<string, string> = {}) =>
  getMiddlewareMatchers(config.matcher, {}).some(
    (matcher) => new RegExp(matcher.regexp).test(pathname) && matchHas({ headers } as never, {}, matcher.has, matcher.missing) !== false,
  );
const headersFromConfig = (pathname: string) => CATALOGUE_PAGES.some((source) => getPathMatch(source)(pathname) !== false);

const ENGLISH_CATALOGUE = [
  '/',
  '/shop',
  '/best-sellers',
  '/northern-area',
  '/international',
  '/terms',
  '/shop/results',
  '/international/results',
  '/product/12',
  '/product/abc',
];
const CATALOGUE = [...ENGLISH_CATALOGUE, '/ur', ...ENGLISH_CATALOGUE.slice(1).map((pathname) => `/ur${pathname}`)];
const OTHERS = [
  '/cart',
  '/ur/cart',
  '/ur/admin',
  '/ur/product/12/more',
  '/ur/terms/results',
  '/urdu',
  '/checkout',
  '/orders',
  '/orders/GB-1001',
  '/settings',
  '/admin',
  '/admin/orders',
  '/reset-password',
  '/contact-us',
  '/favorites',
  '/tracking',
  '/order-confirmation',
  '/transaction-result',
  '/_not-a-product',
  '/shopping',
  '/shop/other',
  '/terms/results',
  '/product/12/more',
  '/product',
  '/api/catalog/variants',
  '/api/payments/continue',
  '/payment/callback',
];

test('the catalogue pages get their headers from next.config.mjs and skip the proxy', () => {
  for (const pathname of CATALOGUE) expect([pathname, headersFromConfig(pathname), proxyRuns(pathname)]).toEqual([pathname, true, false]);
});

// A shopper who chose Urdu, or whose browser asks for it before a choice, is sent from an English
// catalogue page to its Urdu twin by the proxy (languageRedirect); everyone else skips it.
test('an English catalogue page goes through the proxy only for a shopper who may read Urdu', () => {
  const chose = (value: string) => ({ cookie: `${LOCALE_COOKIE}=${value}` });
  for (const pathname of ENGLISH_CATALOGUE) {
    expect([pathname, proxyRuns(pathname, chose('ur'))]).toEqual([pathname, true]);
    expect([pathname, proxyRuns(pathname, chose('en'))]).toEqual([pathname, false]);
    expect([pathname, proxyRuns(pathname, { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' })]).toEqual([pathname, true]);
    expect([pathname, proxyRuns(pathname, { 'accept-language': 'en-GB,en;q=0.9, ur;q=0.5' })]).toEqual([pathname, true]);
    expect([pathname, proxyRuns(pathname, { 'accept-language': 'en-GB,en;q=0.9' })]).toEqual([pathname, false]);
    expect([pathname, proxyRuns(pathname, { 'accept-language': 'ur-PK', ...chose('en') })]).toEqual([pathname, false]);
  }
  for (const pathname of ['/ur', '/ur/shop', '/ur/product/12'])
    expect([pathname, proxyRuns(pathname, { 'accept-language': 'ur', ...chose('ur') })]).toEqual([pathname, false]);
});

test("next.config.mjs gives the catalogue pages the proxy's headers, with no wallet host", () => {
  const rules = catalogueHeaderRules({ SITE_URL: 'https://gilgitdryfruits.pk' }, false);
  expect(rules.map((rule) => rule.source)).toEqual(CATALOGUE_PAGES);
  const headers = Object.fromEntries(rules[0]!.headers.map(({ key, value }) => [key, value]));
  expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  expect(headers['Content-Security-Policy']).toContain("form-action 'self';");
  expect(headers['Strict-Transport-Security']).toMatch(/max-age/);
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
});

test('every other page and route goes through the proxy, which sets its headers', () => {
  for (const pathname of OTHERS) expect([pathname, headersFromConfig(pathname), proxyRuns(pathname)]).toEqual([pathname, false, true]);
});

// Issue 31 §4: Next.js reads the whole body of a request its proxy sees before the route runs; the
// route helper checks the session first and reads at most its limit, so a large body skips the proxy.
test("a route handler's request with a large or chunked body skips the proxy; pages and small bodies do not", () => {
  const path = '/api/admin/products/4/images';
  expect(proxyRuns(path, { 'content-length': '2048' })).toBe(true);
  expect(proxyRuns(path, { 'content-length': '99999' })).toBe(true);
  expect(proxyRuns(path, { 'content-length': '100000' })).toBe(false);
  expect(proxyRuns(path, { 'content-length': '8388608' })).toBe(false);
  expect(proxyRuns(path, { 'transfer-encoding': 'chunked' })).toBe(false);
  expect(proxyRuns('/checkout', { 'content-length': '8388608' })).toBe(true);
  expect(proxyRuns('/payment/callback', { 'transfer-encoding': 'chunked' })).toBe(true);
  expect(proxyRuns('/api/orders/x.png')).toBe(false);
});
