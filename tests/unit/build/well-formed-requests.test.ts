/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BAD_REQUEST } from '@/lib/http/messages';
import { answerOf } from '@/lib/http/problems';
import { Problem } from '@/lib/errors/problem';
import path from 'node:path';
import { BAD_REQUEST_MESSAGE, publicFilePaths, withWellFormedRequests } from '../../../server/well-formed-requests.mjs';

// Issue 31 §6: a path with broken percent-encoding, or a router-state header Next cannot read, is a
// 400 with the security headers before Next.js (which answers 500), whatever the path's ending; a
// method Next cannot serve, or one other than GET and HEAD on a static file, is a 405 (Next: 500).
let server: http.Server;
let origin: string;
const handled: string[] = [];

beforeAll(async () => {
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    handled.push(req.url ?? '');
    res.end('next');
  };
  server = http.createServer(
    withWellFormedRequests(
      handle,
      { SITE_URL: 'https://gilgitdryfruits.pk', SUPABASE_URL: 'https://x.supabase.co' },
      new Set(['/favicon.ico', '/icons/icon-192.png']),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the request line as given: fetch would re-encode a broken path. */
function rawGet(
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { method, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test.each(['/api/orders/%ZZ.png', '/api/orders/%E0%A4%A', '/api/payments/jazzcash/ipn%ZZ.txt'])(
  '%s is the route helper’s 400, with the security headers, and never reaches Next',
  async (path) => {
    const answer = await rawGet(path, 'POST');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(answerOf(new Problem('bad_request')).body);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(handled).not.toContain(path);
  },
);

test('a page or a static file with broken encoding is a plain 400; a well-formed path goes on to Next', async () => {
  expect(await rawGet('/images/%E0%A4%A.webp')).toMatchObject({ status: 400, body: 'Bad Request' });
  expect(await rawGet('/product/%ZZ')).toMatchObject({ status: 400, body: 'Bad Request' });
  expect(await rawGet('/api/orders/GDF-2611-AAAAAA?q=%ZZ')).toMatchObject({ status: 200, body: 'next' });
  expect(await rawGet('/images/gilgit%20apricots.webp')).toMatchObject({ status: 200, body: 'next' });
});

test("the guard's message is the route helper's", () => {
  expect(BAD_REQUEST_MESSAGE).toBe(BAD_REQUEST);
});

test('a router-state header Next cannot read is a 400 before Next; a real one goes on', async () => {
  // (A header over Node's 16 KB is refused by Node itself with 431, before any handler.)
  for (const state of ['not json', '%E0%A4%A', '[1,2,3]', encodeURIComponent('{"children":1}')]) {
    const answer = await rawGet('/admin', 'GET', { RSC: '1', 'Next-Router-State-Tree': state });
    expect(answer).toMatchObject({ status: 400, body: 'Bad Request' });
    expect(answer.headers['x-frame-options']).toBe('DENY');
  }
  const real = encodeURIComponent(JSON.stringify(['', { children: ['admin', {}] }]));
  expect(await rawGet('/admin', 'GET', { RSC: '1', 'Next-Router-State-Tree': real })).toMatchObject({ status: 200, body: 'next' });
});

test.each(['TRACE', 'PROPFIND', 'MKCOL'])(
  '%s, a method no route can export, is a 405 with the security headers before Next',
  async (method) => {
    for (const path of ['/orders', '/api/admin/settings']) {
      const answer = await rawGet(path, method);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(handled).not.toContain(path);
    }
    expect(JSON.parse((await rawGet('/api/orders', method)).body)).toMatchObject({ ok: false });
  },
);

test('a static file by any method but GET or HEAD is a 405 before Next; by GET it goes on, as do other paths by POST', async () => {
  for (const [method, path] of [
    ['POST', '/favicon.ico'],
    ['POST', '/%66avicon.ico?x=1'],
    ['OPTIONS', '/icons/icon-192.png'],
    ['DELETE', '/_next/static/chunks/main.js'],
  ]) {
    const answer = await rawGet(path!, method);
    expect(answer).toMatchObject({ status: 405, body: 'Method Not Allowed' });
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  expect(await rawGet('/favicon.ico')).toMatchObject({ status: 200, body: 'next' });
  expect(await rawGet('/icons/icon-192.png', 'HEAD')).toMatchObject({ status: 200 });
  expect(await rawGet('/checkout', 'POST')).toMatchObject({ status: 200, body: 'next' });
});

test("publicFilePaths lists the public folder's files as URL paths", () => {
  const files = publicFilePaths(path.join(__dirname, '../../../public'));
  expect(files).toContain('/favicon.ico');
  expect(files).toContain('/icons/icon-192.png');
  expect(files).not.toContain('/icons');
});
