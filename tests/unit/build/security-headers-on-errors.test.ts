/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { answerUnparsableRequest, withSecurityHeadersOnErrors } from '../../../server/security-headers-on-errors.mjs';

// Issue 31 §6: a refusal Next.js writes itself (a route's 405, the image optimizer's 400, a photo's 404)
// or Node writes before any handler (an unknown method, headers over its limit) carries the security
// headers, as every other answer of the shop's server does.
const ENV = { SITE_URL: 'https://gilgitdryfruits.pk', SUPABASE_URL: 'https://x.supabase.co' };
let server: http.Server;
let port: number;

beforeAll(async () => {
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const [, status = '200', own] = /^\/(\d{3})(\/own)?/.exec(req.url ?? '') ?? [];
    if (own) res.setHeader('Content-Security-Policy', "default-src 'none'");
    if (req.url === '/implicit-404') res.statusCode = 404;
    else res.writeHead(Number(status), { 'Content-Type': 'text/plain' });
    res.end('answer');
  };
  server = http.createServer(withSecurityHeadersOnErrors(handle, ENV));
  server.on('clientError', answerUnparsableRequest(ENV));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The status and headers of what the server answers to `request`, sent byte for byte. */
function answerTo(request: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = text.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.end(request);
  });
}

const get = (path: string) => answerTo(`GET ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`);

test.each(['/404', '/405', '/400', '/500', '/implicit-404'])('an answer of %s without the security headers gets them', async (path) => {
  const { headers } = await get(path);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('strict-transport-security')).toContain('max-age=');
});

test("a refusal's own policy is kept, and an answer below 400 is left as it is", async () => {
  expect((await get('/404/own')).headers.get('content-security-policy')).toBe("default-src 'none'");
  expect((await get('/200')).headers.has('content-security-policy')).toBe(false);
});

test('a request Node cannot parse is its 400, or 431 for headers over its limit, with the security headers', async () => {
  const unknownMethod = await answerTo('FOO / HTTP/1.1\r\nHost: shop\r\n\r\n');
  expect(unknownMethod.status).toBe(400);
  expect(unknownMethod.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const strayByte = await answerTo('GET /product/\x01 HTTP/1.1\r\nHost: shop\r\n\r\n');
  expect(strayByte.status).toBe(400);
  expect(strayByte.headers.get('x-frame-options')).toBe('DENY');
  const hugeHeaders = await answerTo(`GET / HTTP/1.1\r\nHost: shop\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(hugeHeaders.status).toBe(431);
  expect(hugeHeaders.headers.get('x-content-type-options')).toBe('nosniff');
});
