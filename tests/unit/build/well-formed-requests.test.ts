/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BAD_REQUEST } from '@/lib/http/messages';
import { answerOf } from '@/lib/http/problems';
import { Problem } from '@/lib/errors/problem';
import { BAD_REQUEST_MESSAGE, withWellFormedRequests } from '../../../server/well-formed-requests.mjs';

// Issue 31 §6: a path with broken percent-encoding, or a router-state header Next cannot read, is a
// 400 with the security headers before Next.js (which answers 500), whatever the path's ending.
let server: http.Server;
let origin: string;
const handled: string[] = [];

beforeAll(async () => {
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    handled.push(req.url ?? '');
    res.end('next');
  };
  server = http.createServer(
    withWellFormedRequests(handle, { SITE_URL: 'https://gilgitdryfruits.pk', SUPABASE_URL: 'https://x.supabase.co' }),
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
