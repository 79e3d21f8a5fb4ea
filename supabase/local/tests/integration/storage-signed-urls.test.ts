import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { JwtSigner } from '../../jwt.ts';
import { TEST_JWT_SECRET } from '../../testing/test-backend.ts';
import { keyHeaders, pngPhoto, startStorageSuite, storageError, userClient } from './storage-support.ts';

// Signed download URLs through the real storage-js (createSignedUrl, createSignedUrls) and the
// GET of /object/sign/... and /render/image/sign/... with the token, as supabase/storage answers
// them: the caller must see the object when the URL is made; the URL then needs no key, only for
// its own object, until it expires (Expires header, no Cache-Control).
const suite = startStorageSuite();
let photo: Buffer;
const signer = new JwtSigner(TEST_JWT_SECRET);

beforeAll(async () => {
  photo = await pngPhoto(80, 60);
  expect(
    (
      await suite.service.storage
        .from('vault')
        .upload('prices/pine nuts.txt', 'Chilgoza 9000', { contentType: 'text/plain', cacheControl: '60' })
    ).error,
  ).toBeNull();
  expect(
    (await suite.service.storage.from('vault').upload('prices/walnuts.txt', 'Walnuts 2400', { contentType: 'text/plain' })).error,
  ).toBeNull();
  expect((await suite.service.storage.from('vault').upload('photos/kernel.png', photo, { contentType: 'image/png' })).error).toBeNull();
});

describe('createSignedUrl', () => {
  test('the URL needs no key, and sends the object with Expires at the end of its life instead of Cache-Control', async () => {
    const before = Date.now();
    const { data, error } = await suite.service.storage.from('vault').createSignedUrl('prices/pine nuts.txt', 120);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${suite.backend.url}/storage/v1/object/sign/vault/prices/pine%20nuts\\.txt\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );

    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Chilgoza 9000');
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('cache-control')).toBeNull();
    const expires = Date.parse(res.headers.get('expires')!);
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 119_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 121_000);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('x-robots-tag')).toBe('none');
  });

  test('the raw answer is {signedURL} relative to /storage/v1', async () => {
    const res = await fetch(`${suite.backend.url}/storage/v1/object/sign/vault/prices/walnuts.txt`, {
      method: 'POST',
      headers: keyHeaders(suite.backend.serviceRoleKey, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body)).toEqual(['signedURL']);
    expect(body.signedURL).toMatch(/^\/object\/sign\/vault\/prices\/walnuts\.txt\?token=/);
  });

  test('download names the attachment; HEAD and a byte range work on the URL', async () => {
    const named = await suite.service.storage.from('vault').createSignedUrl('prices/walnuts.txt', 60, { download: 'walnut-prices.txt' });
    const res = await fetch(named.data!.signedUrl);
    expect(res.headers.get('content-disposition')).toBe("attachment; filename=walnut-prices.txt; filename*=UTF-8''walnut-prices.txt");
    const plain = await suite.service.storage.from('vault').createSignedUrl('prices/walnuts.txt', 60, { download: true });
    expect(plain.data!.signedUrl).toMatch(/&download=$/);
    expect((await fetch(plain.data!.signedUrl)).headers.get('content-disposition')).toBe('attachment;');

    const head = await fetch(named.data!.signedUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('12');
    const part = await fetch(named.data!.signedUrl, { headers: { Range: 'bytes=0-6' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-6/12');
    expect(await part.text()).toBe('Walnuts');
    const beyond = await fetch(named.data!.signedUrl, { headers: { Range: 'bytes=50-60' } });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toEqual(storageError('416', 'InvalidRange', 'invalid_range', 'invalid range provided'));
  });

  test('with a transform the URL renders the image, the transformation fixed by the token', async () => {
    const { data, error } = await suite.service.storage
      .from('vault')
      .createSignedUrl('photos/kernel.png', 60, { transform: { width: 20, height: 15 } });
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`^${suite.backend.url}/storage/v1/render/image/sign/vault/photos/kernel\\.png\\?token=`));
    const res = await fetch(`${data!.signedUrl}&width=70`, { headers: { Accept: 'image/png' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-transformations')).toBe('height:15,width:20,resizing_type:fill');
    expect(res.headers.get('expires')).not.toBeNull();
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 20, height: 15 });
  });

  test('the caller must see the object: RLS decides, and what cannot be seen is Object not found', async () => {
    const missing = await suite.service.storage.from('vault').createSignedUrl('prices/none.txt', 60);
    expect(missing.error).toMatchObject({ message: 'Object not found', status: 400, statusCode: '404' });
    expect((await suite.anon.storage.from('vault').createSignedUrl('prices/walnuts.txt', 60)).error).toMatchObject({ statusCode: '404' });

    const userId = randomUUID();
    await suite.service.storage.from('avatars').upload(`${userId}/me.png`, photo, { contentType: 'image/png' });
    const own = await userClient(suite.backend, userId).storage.from('avatars').createSignedUrl(`${userId}/me.png`, 60);
    expect(own.error).toBeNull();
    expect((await fetch(own.data!.signedUrl)).status).toBe(200);
    const other = await userClient(suite.backend, randomUUID()).storage.from('avatars').createSignedUrl(`${userId}/me.png`, 60);
    expect(other.error).toMatchObject({ statusCode: '404' });
  });

  test("expiresIn is checked as Storage's schema checks it", async () => {
    const zero = await suite.service.storage.from('vault').createSignedUrl('prices/walnuts.txt', 0);
    expect(zero.error).toMatchObject({ status: 400, statusCode: '400', message: 'body/expiresIn must be >= 1' });
    const half = await suite.service.storage.from('vault').createSignedUrl('prices/walnuts.txt', 1.5);
    expect(half.error).toMatchObject({ message: 'body/expiresIn must be integer' });
  });
});

describe('the token', () => {
  async function signedToken(path: string) {
    const { data } = await suite.service.storage.from('vault').createSignedUrl(path, 60);
    return new URL(data!.signedUrl).searchParams.get('token')!;
  }

  async function getSigned(path: string, query: string) {
    const res = await fetch(`${suite.backend.url}/storage/v1/object/sign/vault/${path}${query}`);
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  }

  test('works for its own object only', async () => {
    const token = await signedToken('prices/walnuts.txt');
    expect(await getSigned('prices/pine%20nuts.txt', `?token=${token}`)).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' },
    });
  });

  test("a forged, expired or missing token is refused in Storage's words", async () => {
    const now = Math.floor(Date.now() / 1000);
    const url = 'vault/prices/walnuts.txt';
    const forged = new JwtSigner('another-secret-of-at-least-32-characters!!').sign({ url, scope: 'download', exp: now + 60 });
    const expired = signer.sign({ url, scope: 'download', iat: now - 7200, exp: now - 3600 });
    expect(await getSigned('prices/walnuts.txt', `?token=${forged}`)).toMatchObject({
      status: 400,
      body: { code: 'InvalidJWT', message: 'signature verification failed' },
    });
    expect(await getSigned('prices/walnuts.txt', `?token=${expired}`)).toMatchObject({
      status: 400,
      body: { code: 'InvalidJWT', message: '"exp" claim timestamp check failed' },
    });
    expect(await getSigned('prices/walnuts.txt', '?token=nonsense')).toMatchObject({
      body: { code: 'InvalidJWT', message: 'Invalid Compact JWS' },
    });
    expect(await getSigned('prices/walnuts.txt', '')).toMatchObject({
      status: 400,
      body: { code: 'InvalidRequest', message: "querystring must have required property 'token'" },
    });
  });

  test('a download token never uploads, and an upload token never downloads', async () => {
    const download = await signedToken('prices/walnuts.txt');
    const upload = await suite.anon.storage
      .from('vault')
      .uploadToSignedUrl('prices/walnuts.txt', download, 'overwritten', { contentType: 'text/plain', upsert: true });
    expect(upload.error).toMatchObject({ message: 'Token is not scoped for upload' });
    expect(await (await suite.service.storage.from('vault').download('prices/walnuts.txt')).data!.text()).toBe('Walnuts 2400');

    const signedUpload = await suite.service.storage.from('vault').createSignedUploadUrl('prices/new.txt');
    expect(await getSigned('prices/new.txt', `?token=${signedUpload.data!.token}`)).toMatchObject({
      body: { code: 'InvalidSignature', message: 'Token is not scoped for download' },
    });
  });
});

describe('createSignedUrls', () => {
  test('one entry per path in order, an error in place of the URL for what is missing', async () => {
    const { data, error } = await suite.service.storage
      .from('vault')
      .createSignedUrls(['prices/walnuts.txt', 'prices/none.txt', 'prices/pine nuts.txt'], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        error: null,
        path: 'prices/walnuts.txt',
        signedURL: expect.stringMatching(/^\/object\/sign\/vault\/prices\/walnuts\.txt\?token=/),
        signedUrl: expect.stringContaining('/storage/v1/object/sign/vault/prices/walnuts.txt?token='),
      },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: 'prices/none.txt',
        signedURL: null,
        signedUrl: null,
      },
      {
        error: null,
        path: 'prices/pine nuts.txt',
        signedURL: expect.any(String),
        signedUrl: expect.stringContaining('pine%20nuts.txt?token='),
      },
    ]);
    expect(await (await fetch(data![2]!.signedUrl!)).text()).toBe('Chilgoza 9000');
    const downloads = await suite.service.storage.from('vault').createSignedUrls(['prices/walnuts.txt'], 60, { download: true });
    expect((await fetch(downloads.data![0]!.signedUrl!)).headers.get('content-disposition')).toBe('attachment;');
  });

  test('RLS decides per object: anon gets the error for each', async () => {
    const { data } = await suite.anon.storage.from('vault').createSignedUrls(['prices/walnuts.txt'], 60);
    expect(data).toEqual([
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: 'prices/walnuts.txt',
        signedURL: null,
        signedUrl: null,
      },
    ]);
  });

  test('an empty list is refused by the schema', async () => {
    const { error } = await suite.service.storage.from('vault').createSignedUrls([], 60);
    expect(error).toMatchObject({ status: 400, statusCode: '400', message: 'body/paths must NOT have fewer than 1 items' });
  });
});
