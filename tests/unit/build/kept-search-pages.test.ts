/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { forgetKeptPages, KEPT_PAGE_SECONDS, NOT_KEPT_META_NAME } from '@/lib/cache/kept-pages.mjs';
import { REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { CompressedBodies, withCompressedPages } from '../../../server/compressed-pages.mjs';
import { forgetOnShopChanges, isKeptSearch, KeptPages, withKeptSearchPages } from '../../../server/kept-search-pages.mjs';

const page = (text: string) => `<!DOCTYPE html><html><body>${`<p>${text}</p>`.repeat(300)}</body></html>`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * The shop's server as serve.mjs stacks it, around a stand-in for Next.js that renders `respond`
 * (streamed in two writes, as a dynamic page is) and counts its renders; an outer layer sets a
 * header of its own per request, as strict-transport.mjs does.
 */
async function serve(respond: (req: http.IncomingMessage, res: http.ServerResponse) => void, pages = new KeptPages(1_000_000)) {
  let renders = 0;
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders += 1;
    respond(req, res);
  };
  const handle = withCompressedPages(withKeptSearchPages(next, pages), {
    isCachedPage: isKeptSearch,
    bodies: new CompressedBodies(1_000_000),
  });
  const server = http.createServer((req, res) => {
    if (req.headers['x-outer']) res.setHeader('X-Outer', String(req.headers['x-outer']));
    return handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const text = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body).toString() : body.toString();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
          });
        })
        .on('error', reject);
    });
  return { get, renders: () => renders, pages, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Renders the address's query into the page, in two writes, with the headers Next.js gives a dynamic page. */
const nextLike =
  ({ status = 200, headers = {}, marker = '' }: { status?: number; headers?: Record<string, string>; marker?: string } = {}) =>
  (req: http.IncomingMessage, res: http.ServerResponse) => {
    const html = page(`${req.url}${marker}`);
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.write(html.slice(0, 100));
    res.end(html.slice(100));
  };

test('kept: a listing search, sort or page and the suggestions; not: an RSC payload, other pages, the results path', () => {
  for (const url of [
    '/shop?q=almond',
    '/best-sellers?sort=price-asc',
    '/northern-area?page=2',
    '/international?q=x&sort=name',
    '/api/search/suggest?q=alm',
  ]) {
    expect(isKeptSearch(url)).toBe(true);
  }
  for (const url of [
    '/shop',
    '/shop?q=a&_rsc=1x',
    '/shop?_rsc=1x',
    '/terms?q=a',
    '/shop/results?q=a',
    '/product/3?q=a',
    '/shopping?q=a',
    '/api/search',
  ]) {
    expect(isKeptSearch(url)).toBe(false);
  }
});

test('a search page is rendered once, then answered from what was kept with its own headers, not another request’s', async () => {
  const shop = await serve(nextLike());
  try {
    const first = await shop.get('/shop?q=almond', { 'x-outer': 'first' });
    const second = await shop.get('/shop?q=almond');
    expect(shop.renders()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.text).toContain('/shop?q=almond');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['content-security-policy']).toBe("default-src 'self'");
    expect(first.headers['x-outer']).toBe('first');
    expect(second.headers['x-outer']).toBeUndefined();

    await shop.get('/shop?q=walnut');
    expect(shop.renders()).toBe(2);
    expect(shop.pages.size).toBe(2);
  } finally {
    await shop.close();
  }
});

test('not kept: an RSC request, a page marked not-kept (a miss), an error, a page setting a cookie', async () => {
  const cases: [string, ReturnType<typeof nextLike>, Record<string, string>][] = [
    ['rsc', nextLike(), { rsc: '1' }],
    ['marked', nextLike({ marker: `<meta name="${NOT_KEPT_META_NAME}" content="a search that found nothing"/>` }), {}],
    ['error', nextLike({ status: 500 }), {}],
    ['cookie', nextLike({ headers: { 'Set-Cookie': 'a=b' } }), {}],
  ];
  for (const [name, respond, headers] of cases) {
    const shop = await serve(respond);
    try {
      await shop.get('/shop?q=zzqx', headers);
      await shop.get('/shop?q=zzqx', headers);
      expect([name, shop.renders(), shop.pages.size]).toEqual([name, 2, 0]);
    } finally {
      await shop.close();
    }
  }
});

test('a kept page lasts as long as the catalogue data (KEPT_PAGE_SECONDS), and goes when the shop forgets its pages', async () => {
  expect(KEPT_PAGE_SECONDS).toBe(REVALIDATE_SECONDS);
  let now = 1_000_000;
  const pages = new KeptPages(1_000_000, { now: () => now });
  forgetOnShopChanges(pages);
  const shop = await serve(nextLike(), pages);
  try {
    await shop.get('/shop?q=almond');
    now += KEPT_PAGE_SECONDS * 1000 - 1;
    await shop.get('/shop?q=almond');
    expect(shop.renders()).toBe(1);
    now += 1;
    await shop.get('/shop?q=almond');
    expect(shop.renders()).toBe(2);

    forgetKeptPages();
    expect(pages.size).toBe(0);
    await shop.get('/shop?q=almond');
    expect(shop.renders()).toBe(3);
  } finally {
    await shop.close();
  }
});

test('at most maxBytes are kept, the least recently used going first', () => {
  const pages = new KeptPages(250);
  const body = (n: number) => ({ headers: [], body: Buffer.alloc(n) });
  pages.set('/shop?q=a', body(100));
  pages.set('/shop?q=b', body(100));
  expect(pages.get('/shop?q=a')).toBeDefined();
  pages.set('/shop?q=c', body(100));
  expect(pages.get('/shop?q=b')).toBeUndefined();
  expect(pages.get('/shop?q=a')).toBeDefined();
  expect(pages.get('/shop?q=c')).toBeDefined();
  pages.set('/shop?q=huge', body(251));
  expect(pages.get('/shop?q=huge')).toBeUndefined();
  expect(pages.size).toBe(2);
});

test('the suggestions’ JSON is kept too, and sent compressed', async () => {
  const answer = JSON.stringify({
    ok: true,
    products: Array.from({ length: 30 }, (_, id) => ({ id, name: `Almonds ${id}`, href: `/product/${id}` })),
  });
  const shop = await serve((_req, res) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(answer);
  });
  try {
    const first = await shop.get('/api/search/suggest?q=alm');
    const second = await shop.get('/api/search/suggest?q=alm');
    expect(shop.renders()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe('application/json');
    expect(second.headers['content-encoding']).toBe('gzip');
  } finally {
    await shop.close();
  }
});
