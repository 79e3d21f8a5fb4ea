/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { UNLOCALIZED_ROUTES } from '@/lib/i18n/locales.mjs';

interface Rule {
  source: string;
  destination: string;
  has?: never[];
}

/** next.config.mjs's rewrites and redirects, as a production server reads them. */
async function routing(): Promise<{ beforeFiles: Rule[]; afterFiles: Rule[]; redirects: Rule[] }> {
  const file = '../../../next.config.mjs';
  const config = ((await import(file)) as { default: (phase: string) => NextConfig }).default('phase-production-server');
  const rewrites = (await config.rewrites!()) as { beforeFiles: Rule[]; afterFiles: Rule[] };
  return { ...rewrites, redirects: (await config.redirects!()) as Rule[] };
}

/** Where the first of `rules` that matches sends `url`, as Next.js compiles them; null when none does. */
function applied(rules: Rule[], url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  const query = Object.fromEntries(searchParams);
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true })(pathname);
    if (params === false) continue;
    const has = matchHas({ headers: {}, cookies: {} } as never, query, rule.has);
    if (has === false) continue;
    const { newUrl } = prepareDestination({
      destination: rule.destination,
      params: { ...params, ...has },
      query: {},
      appendParamsToQuery: false,
    });
    return newUrl;
  }
  return null;
}

test('an English page renders from app/[locale] as /en/…; Urdu pages, routes outside it and build files are left alone', async () => {
  const { afterFiles } = await routing();
  const cases: [string, string | null][] = [
    ['/', '/en'],
    ['/shop', '/en/shop'],
    ['/product/12', '/en/product/12'],
    ['/checkout/review', '/en/checkout/review'],
    ['/admin/orders/GB-1001', '/en/admin/orders/GB-1001'],
    ['/no-such-page', '/en/no-such-page'],
    ['/urdu', '/en/urdu'],
    ['/ur', null],
    ['/ur/shop', null],
    ['/en/shop', null],
    ['/api/cities', null],
    ['/auth/confirm', null],
    ['/payment/callback', null],
    ['/product-photos/3/front.webp', null],
    ['/feeds/meta-catalog.csv', null],
    ['/_next/static/chunks/app.js', null],
  ];
  for (const [url, rewritten] of cases) expect([url, applied(afterFiles, url)]).toEqual([url, rewritten]);
});

test('a listing with a query goes to its search twin in its own language', async () => {
  const { beforeFiles } = await routing();
  expect(applied(beforeFiles, '/shop?q=badam')).toBe('/en/shop/results');
  expect(applied(beforeFiles, '/ur/best-sellers?page=2')).toBe('/ur/best-sellers/results');
  expect(applied(beforeFiles, '/shop')).toBeNull();
  expect(applied(beforeFiles, '/ur/terms?q=x')).toBeNull();
});

test('an address typed with /en goes to the one without it', async () => {
  const { redirects } = await routing();
  expect(applied(redirects, '/en')).toBe('/');
  expect(applied(redirects, '/en/product/12')).toBe('/product/12');
  expect(applied(redirects, '/ur/shop')).toBeNull();
  expect(applied(redirects, '/english')).toBeNull();
});

test('UNLOCALIZED_ROUTES are the folders of app/ beside [locale]', () => {
  const app = path.join(process.cwd(), 'app');
  const folders = fs
    .readdirSync(app, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '[locale]')
    .map((entry) => entry.name);
  expect([...UNLOCALIZED_ROUTES].sort()).toEqual(folders.sort());
});
