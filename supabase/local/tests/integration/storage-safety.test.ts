import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { JwtSigner } from '../../jwt.ts';
import { pngPhoto, startStorageSuite, storageError, userClient } from './storage-support.ts';

// Storage refusing what hosted Storage refuses (size limits, allowed types, names), serving what it
// stores inert (security.md §4 V5, scenario 19), RLS deciding for anon and authenticated callers,
// (image transformation: storage-render.test.ts). Buckets come from the fixture migration:
// `catalogue` (public), `thumbnails` (public, 2 KB, png/jpeg/text), `avatars` (own-folder policies).
const suite = startStorageSuite();
let photo: Buffer;

beforeAll(async () => {
  photo = await pngPhoto(400, 300);
});

function authHeaders(token = suite.backend.serviceRoleKey) {
  return { apikey: suite.backend.anonKey, Authorization: `Bearer ${token}` };
}

/** Sends a path exactly as written (fetch would normalise `..` segments away). */
function rawRequest(method: string, requestPath: string, body: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(suite.backend.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: requestPath, headers: { ...authHeaders(), 'Content-Type': 'text/plain' } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('size and type limits', () => {
  test("a bucket's file_size_limit answers 413 in a 400, for raw and multipart uploads", async () => {
    const raw = await suite.service.storage.from('thumbnails').upload('big.txt', 'x'.repeat(3000), { contentType: 'text/plain' });
    expect(raw.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const multipart = await suite.service.storage
      .from('thumbnails')
      .upload('big.txt', new Blob(['x'.repeat(3000)], { type: 'text/plain' }));
    expect(multipart.error).toMatchObject({ statusCode: '413' });
    expect(
      (await suite.service.storage.from('thumbnails').upload('small.txt', 'x'.repeat(2000), { contentType: 'text/plain' })).error,
    ).toBeNull();
  });

  test('without a bucket limit the global limit of 50 MB holds', async () => {
    const justOver = Buffer.alloc(50 * 1024 * 1024 + 1, 65);
    const { error } = await suite.service.storage.from('catalogue').upload('huge.txt', justOver, { contentType: 'text/plain' });
    expect(error).toMatchObject({ statusCode: '413' });
    expect(fs.existsSync(path.join(suite.backend.dataDir, 'storage', 'catalogue', 'huge.txt'))).toBe(false);
  });

  test('allowed_mime_types is enforced', async () => {
    const { error } = await suite.service.storage
      .from('thumbnails')
      .upload('doc.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type application/pdf is not supported' });
  });
});

// Storage stores the bytes it is given whatever they claim to be (the shop checks photos in the
// console's upload route); what it serves can never run as a page of the backend's origin.
describe('stored as given, served inert', () => {
  test('text claiming image/png is stored, and served as image/png with nosniff', async () => {
    const fake = await suite.service.storage
      .from('catalogue')
      .upload('fake.png', Buffer.from('not really a png'), { contentType: 'image/png' });
    expect(fake.error).toBeNull();
    const res = await fetch(suite.anon.storage.from('catalogue').getPublicUrl('fake.png').data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test("HTML is served as text/plain (Storage's rule), SVG in a sandbox that runs no script", async () => {
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    expect((await suite.service.storage.from('catalogue').upload('page.html', html, { contentType: 'text/html' })).error).toBeNull();
    const page = await fetch(suite.anon.storage.from('catalogue').getPublicUrl('page.html').data.publicUrl);
    expect(page.headers.get('content-type')).toBe('text/plain');
    expect(await page.text()).toBe(html);

    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await suite.service.storage.from('catalogue').upload('logo.svg', svg, { contentType: 'image/svg+xml' })).error).toBeNull();
    const logo = await fetch(suite.anon.storage.from('catalogue').getPublicUrl('logo.svg').data.publicUrl);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  test('an X-Robots-Tag Storage would keep is refused as NotSupported, never dropped', async () => {
    const { error } = await suite.service.storage
      .from('catalogue')
      .upload('robots.txt', 'x', { contentType: 'text/plain', headers: { 'x-robots-tag': 'noindex' } });
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The feature X-Robots-Tag is not enabled for this resource' });
  });
});

describe('object names', () => {
  test('path traversal, absolute paths, NUL and backslashes are refused and nothing is written', async () => {
    const attempts = [
      '/storage/v1/object/catalogue/a/../../../escape.txt',
      '/storage/v1/object/catalogue/..%2F..%2F..%2Fescape.txt',
      '/storage/v1/object/catalogue//etc/escape.txt',
      '/storage/v1/object/catalogue/a%00escape.txt',
      '/storage/v1/object/catalogue/..%5C..%5Cescape.txt',
      '/storage/v1/object/..%2F..%2Fescape/x.txt',
    ];
    for (const attempt of attempts) {
      const { status, json } = await rawRequest('POST', attempt, 'payload');
      expect(status).toBe(400);
      expect(['InvalidKey', 'InvalidBucketName']).toContain(json.code);
    }
    const viaClient = await suite.service.storage.from('catalogue').upload('../../escape.txt', 'payload');
    expect(viaClient.error).not.toBeNull();

    expect(filesUnder(suite.backend.dataDir).filter((f) => f.includes('escape'))).toEqual([]);
    expect(fs.existsSync(path.join(suite.backend.dataDir, '..', 'escape.txt'))).toBe(false);
  });
});

describe('who may write', () => {
  test('anon uploads are refused by RLS with AccessDenied', async () => {
    const { error } = await suite.anon.storage.from('catalogue').upload('anon.txt', 'hello');
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    expect(fs.existsSync(path.join(suite.backend.dataDir, 'storage', 'catalogue', 'anon.txt'))).toBe(false);
  });

  test("a request without any key, or with a forged JWT, is refused in Storage's words", async () => {
    const none = await fetch(`${suite.backend.url}/storage/v1/object/catalogue/x.txt`, { method: 'POST', body: 'x' });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual(storageError('403', 'AccessDenied', 'Unauthorized', 'Invalid Compact JWS'));

    const forged = new JwtSigner('another-secret-that-is-at-least-32-characters').sign({ role: 'service_role' });
    const bad = await fetch(`${suite.backend.url}/storage/v1/object/catalogue/x.txt`, {
      method: 'POST',
      body: 'x',
      headers: authHeaders(forged),
    });
    expect(await bad.json()).toMatchObject({ statusCode: '403', message: 'signature verification failed' });
  });

  test('RLS policies decide for signed-in users: their own folder only', async () => {
    const userId = randomUUID();
    const user = userClient(suite.backend, userId);
    const own = await user.storage.from('avatars').upload(`${userId}/me.png`, photo, { contentType: 'image/png' });
    expect(own.error).toBeNull();
    const other = await user.storage.from('avatars').upload(`${randomUUID()}/me.png`, photo, { contentType: 'image/png' });
    expect(other.error).toMatchObject({ statusCode: '403' });

    await suite.service.storage.from('avatars').upload('someone-else/secret.png', photo, { contentType: 'image/png' });
    expect((await user.storage.from('avatars').list(userId)).data!.map((e) => e.name)).toEqual(['me.png']);
    expect((await user.storage.from('avatars').list('someone-else')).data).toEqual([]);
    expect((await user.storage.from('avatars').download(`${userId}/me.png`)).error).toBeNull();
    expect((await user.storage.from('avatars').download('someone-else/secret.png')).error).toMatchObject({ statusCode: '404' });
    const listed = (await suite.service.storage.from('avatars').list(userId)).data!;
    expect(listed).toHaveLength(1);
  });
});
