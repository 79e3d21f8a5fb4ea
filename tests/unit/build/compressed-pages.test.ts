/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptedEncodings, cachedPageMatcher, CompressedBodies, withCompressedPages } from '../../../server/compressed-pages.mjs';

const PAGE = `<!DOCTYPE html><html><body>${'<p class="text-walnut-900">Gilgit apricots</p>'.repeat(400)}</body></html>`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A server standing in for Next.js: it answers `page` (or what `respond` writes) and records what it was asked. */
async function serve(respond: (req: http.IncomingMessage, res: http.ServerResponse) => void, bodies = new CompressedBodies(1_000_000)) {
  const seen: http.IncomingHttpHeaders[] = [];
  const handler = withCompressedPages(
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      seen.push({ ...req.headers });
      respond(req, res);
    },
    { isCachedPage: (url: string) => ['/', '/shop', '/orders'].includes(url) || url.startsWith('/shop?_rsc='), bodies },
  );
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  return { get, seen, bodies, close: () => new Promise((resolve) => server.close(resolve)) };
}

const nextLike =
  (body = PAGE, headers: Record<string, string> = {}) =>
  (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc, Accept-Encoding');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };

const unpack = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(answer.body).toString()
    : answer.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(answer.body).toString()
      : answer.body.toString();

test('a cached page is asked for uncompressed and sent gzip, the same bytes every time, then brotli once made', async () => {
  const shop = await serve(nextLike());
  try {
    const first = await shop.get('/shop', { 'accept-encoding': 'gzip, deflate, br' });
    expect(shop.seen[0]!['accept-encoding']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.headers.vary).toBe('rsc, Accept-Encoding');
    expect(unpack(first)).toBe(PAGE);

    // Brotli is made off the event loop for the requests that follow.
    let encoding: string | undefined;
    for (let attempt = 0; attempt < 100 && encoding !== 'br'; attempt += 1) {
      encoding = (await shop.get('/shop', { 'accept-encoding': 'gzip, br' })).headers['content-encoding'];
      if (encoding !== 'br') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(encoding).toBe('br');
    const brotli = await shop.get('/shop', { 'accept-encoding': 'br' });
    expect(unpack(brotli)).toBe(PAGE);
    expect(brotli.body.length).toBeLessThan(first.body.length);
    const again = await shop.get('/shop', { 'accept-encoding': 'gzip' });
    expect(again.body.equals(first.body)).toBe(true);
    expect(shop.bodies.size).toBe(1);
  } finally {
    await shop.close();
  }
});

test("a new version of a page is new bytes: compressed anew, never the old version, and it takes the old one's place", async () => {
  let version = 'first';
  const shop = await serve((req, res) => nextLike(`${PAGE}<!-- ${version} -->`)(req, res));
  try {
    expect(unpack(await shop.get('/shop', { 'accept-encoding': 'gzip' }))).toContain('<!-- first -->');
    version = 'second';
    expect(unpack(await shop.get('/shop', { 'accept-encoding': 'gzip' }))).toContain('<!-- second -->');
    expect(shop.bodies.size).toBe(1);
    await shop.get('/', { 'accept-encoding': 'gzip' });
    expect(shop.bodies.size).toBe(2);
  } finally {
    await shop.close();
  }
});

test('the same URL answered with another payload (an RSC request) is kept apart from the page', async () => {
  const shop = await serve((req, res) => nextLike(req.headers.rsc ? `${PAGE}<!-- payload -->` : PAGE)(req, res));
  try {
    for (let round = 0; round < 2; round += 1) {
      expect(unpack(await shop.get('/shop', { 'accept-encoding': 'gzip' }))).toBe(PAGE);
      expect(unpack(await shop.get('/shop', { 'accept-encoding': 'gzip', rsc: '1' }))).toBe(`${PAGE}<!-- payload -->`);
    }
    expect(shop.bodies.size).toBe(2);
  } finally {
    await shop.close();
  }
});

test('an entry is used only for the very bytes it was made from, given as a string or as bytes', () => {
  const bodies = new CompressedBodies(1_000_000);
  const gzip = { gzip: true, br: false };
  const first = bodies.compressed('/shop', PAGE, gzip).bytes;
  expect(bodies.compressed('/shop', `${PAGE.slice(0, 100)}${PAGE.slice(100)}`, gzip).bytes).toBe(first);
  const changed = bodies.compressed('/shop', PAGE.replace('Gilgit', 'Hunza'), gzip).bytes;
  expect(zlib.gunzipSync(changed).toString()).toBe(PAGE.replace('Gilgit', 'Hunza'));
  const asBytes = bodies.compressed('/terms', Buffer.from(PAGE), gzip).bytes;
  expect(bodies.compressed('/terms', Buffer.from(PAGE), gzip).bytes).toBe(asBytes);
  expect(zlib.gunzipSync(bodies.compressed('/terms', Buffer.from(`${PAGE}!`), gzip).bytes).toString()).toBe(`${PAGE}!`);
});

test('an answer that sets a cookie or is private is compressed but not kept', async () => {
  const withCookie = await serve(nextLike(PAGE, { 'Set-Cookie': 'sb-session=1; HttpOnly' }));
  const privatePage = await serve(nextLike(PAGE, { 'Cache-Control': 'private, no-store' }));
  try {
    const answer = await withCookie.get('/orders', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(unpack(answer)).toBe(PAGE);
    expect(withCookie.bodies.size).toBe(0);
    expect(unpack(await privatePage.get('/orders', { 'accept-encoding': 'gzip' }))).toBe(PAGE);
    expect(privatePage.bodies.size).toBe(0);
  } finally {
    await withCookie.close();
    await privatePage.close();
  }
});

test('other requests reach Next.js untouched: another path, a query string, a client taking no compression, HEAD', async () => {
  const shop = await serve(nextLike());
  try {
    const dynamic = await shop.get('/dynamic', { 'accept-encoding': 'gzip' });
    expect(shop.seen[0]!['accept-encoding']).toBe('gzip');
    expect(dynamic.headers['content-encoding']).toBeUndefined();
    await shop.get('/shop?q=apricot', { 'accept-encoding': 'gzip' });
    expect(shop.seen[1]!['accept-encoding']).toBe('gzip');
    const identity = await shop.get('/shop', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(PAGE);
    await shop.get('/shop', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(shop.seen[3]!['accept-encoding']).toBe('gzip');
    expect(shop.bodies.size).toBe(0);
  } finally {
    await shop.close();
  }
});

test('a page written in pieces, or with writeHead, arrives whole; small and non-HTML answers stay uncompressed', async () => {
  const pieces = await serve((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/x-component' });
    res.write(PAGE.slice(0, 1000));
    res.write(Buffer.from(PAGE.slice(1000)));
    res.end();
  });
  const small = await serve(nextLike('<p>hi</p>'));
  const image = await serve(nextLike(PAGE, { 'Content-Type': 'image/svg+xml' }));
  try {
    expect(unpack(await pieces.get('/shop?_rsc=abc', { 'accept-encoding': 'gzip' }))).toBe(PAGE);
    const tiny = await small.get('/', { 'accept-encoding': 'gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('<p>hi</p>');
    expect((await image.get('/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  } finally {
    await pieces.close();
    await small.close();
    await image.close();
  }
});

test('the kept bytes are bounded: the least recently used page goes first', () => {
  const bodies = new CompressedBodies(1);
  bodies.compressed('/shop', PAGE, { gzip: true, br: false });
  bodies.compressed('/terms', Buffer.from(`${PAGE}!`), { gzip: true, br: false });
  expect(bodies.size).toBe(0);
  const roomy = new CompressedBodies(1_000_000);
  roomy.compressed('/shop', PAGE, { gzip: true, br: false });
  roomy.compressed('/terms', Buffer.from(`${PAGE}!`), { gzip: true, br: false });
  expect(roomy.size).toBe(2);
  const two = new CompressedBodies(2 * PAGE.length + 2 * roomy.compressed('/shop', PAGE, { gzip: true, br: false }).bytes.length + 10);
  two.compressed('/', PAGE, { gzip: true, br: false });
  two.compressed('/shop', PAGE, { gzip: true, br: false });
  two.compressed('/', PAGE, { gzip: true, br: false });
  two.compressed('/terms', PAGE, { gzip: true, br: false });
  expect(two.size).toBe(2);
  const keptHome = two.compressed('/', PAGE, { gzip: true, br: false }).bytes;
  expect(two.compressed('/', PAGE, { gzip: true, br: false }).bytes).toBe(keptHome);
});

test('Accept-Encoding is read with its weights', () => {
  expect(acceptedEncodings('gzip, deflate, br')).toEqual({ br: true, gzip: true });
  expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual({ br: false, gzip: true });
  expect(acceptedEncodings('*')).toEqual({ br: true, gzip: true });
  expect(acceptedEncodings('*;q=0, gzip')).toEqual({ br: false, gzip: true });
  expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
});

test("the cached pages are the build's prerendered paths and ISR routes, with no query string but the RSC one", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  // Pages are built in app/[locale]: English ones under /en, which their addresses do not show.
  fs.writeFileSync(
    path.join(dir, 'prerender-manifest.json'),
    JSON.stringify({
      routes: { '/en': {}, '/ur': {}, '/en/shop': {}, '/ur/shop': {}, '/sitemap.xml': {} },
      dynamicRoutes: { '/[locale]/product/[id]': { routeRegex: '^/([^/]+?)/product/([^/]+?)(?:/)?$' } },
    }),
  );
  const isCachedPage = cachedPageMatcher(dir);
  const cached = ['/', '/shop', '/shop?_rsc=1x2y', '/product/12', '/ur', '/ur/shop', '/ur/product/12', '/sitemap.xml'];
  expect(cached.map(isCachedPage)).toEqual(cached.map(() => true));
  const rendered = ['/shop?q=nuts', '/shop?_rsc=1&page=2', '/orders', '/product/12/more', '/api/cities', '/en/shop', '/en', '/ur/orders'];
  expect(rendered.map(isCachedPage)).toEqual(rendered.map(() => false));
  fs.rmSync(dir, { recursive: true, force: true });
});
