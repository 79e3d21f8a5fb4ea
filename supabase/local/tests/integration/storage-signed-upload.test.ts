import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { JwtSigner } from '../../jwt.ts';
import { TEST_JWT_SECRET } from '../../testing/test-backend.ts';
import { pngPhoto, startStorageSuite, userClient } from './storage-support.ts';

// Signed upload URLs through the real storage-js (createSignedUploadUrl, uploadToSignedUrl): the
// right to upload is decided by RLS when the URL is asked for; the URL then needs no session, but
// only for its own object, and the bucket's size limit and allowed types still hold.
// Buckets from the fixture migration: `catalogue` (public), `thumbnails` (2 KB, png/jpeg/text),
// `avatars` (a signed-in user's own folder).
const suite = startStorageSuite();
let photo: Buffer;
const signer = new JwtSigner(TEST_JWT_SECRET);

beforeAll(async () => {
  photo = await pngPhoto(40, 30);
});

/** Anon's upload of a PNG to the `catalogue` bucket with a signed upload URL's token. */
function anonUploadsPng(name: string, token: string, body: Buffer) {
  return suite.anon.storage.from('catalogue').uploadToSignedUrl(name, token, body, { contentType: 'image/png' });
}

describe('signed upload URLs', () => {
  test('the URL and token come back, and the upload needs no session (anon uploads with the token)', async () => {
    const signed = await suite.service.storage.from('catalogue').createSignedUploadUrl('signed/almonds.png');
    expect(signed.error).toBeNull();
    expect(signed.data!.path).toBe('signed/almonds.png');
    expect(signed.data!.signedUrl).toBe(
      `${suite.backend.url}/storage/v1/object/upload/sign/catalogue/signed/almonds.png?token=${signed.data!.token}`,
    );

    const upload = await anonUploadsPng('signed/almonds.png', signed.data!.token, photo);
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path: 'signed/almonds.png', fullPath: 'catalogue/signed/almonds.png' });
    const download = await suite.service.storage.from('catalogue').download('signed/almonds.png');
    expect(download.data!.type).toBe('image/png');
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(photo);
  });

  test('the raw answer is {url, token} with a path relative to /storage/v1', async () => {
    const response = await fetch(`${suite.backend.url}/storage/v1/object/upload/sign/catalogue/raw/one.png`, {
      method: 'POST',
      headers: { apikey: suite.backend.anonKey, Authorization: `Bearer ${suite.backend.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; token: string };
    expect(body.url).toBe(`/object/upload/sign/catalogue/raw/one.png?token=${body.token}`);
  });

  test('a token works for its own object only, and only once unless it allows upsert', async () => {
    const signed = await suite.service.storage.from('catalogue').createSignedUploadUrl('signed/one.png');
    const elsewhere = await anonUploadsPng('signed/other.png', signed.data!.token, photo);
    expect(elsewhere.error).toMatchObject({ message: 'Invalid signature' });
    expect((await suite.service.storage.from('catalogue').download('signed/other.png')).error).not.toBeNull();

    expect((await anonUploadsPng('signed/one.png', signed.data!.token, photo)).error).toBeNull();
    const again = await anonUploadsPng('signed/one.png', signed.data!.token, photo);
    expect(again.error).toMatchObject({ message: 'The resource already exists' });

    const upsert = await suite.service.storage.from('catalogue').createSignedUploadUrl('signed/one.png', { upsert: true });
    const replacement = await sharp(photo).resize(20, 15).png().toBuffer();
    expect((await anonUploadsPng('signed/one.png', upsert.data!.token, replacement)).error).toBeNull();
    const replaced = await suite.service.storage.from('catalogue').download('signed/one.png');
    expect(Buffer.from(await replaced.data!.arrayBuffer())).toEqual(replacement);
  });

  test("the upload answers {Key}; Storage's insert test answers for a bucket that does not exist", async () => {
    const signed = await suite.service.storage.from('catalogue').createSignedUploadUrl('signed/raw-key.png');
    const res = await fetch(signed.data!.signedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(await res.json()).toEqual({ Key: 'catalogue/signed/raw-key.png' });
    const nowhere = await suite.service.storage.from('no-such-bucket').createSignedUploadUrl('a.png');
    expect(nowhere.error).toMatchObject({ status: 400, statusCode: '404', message: 'The related resource does not exist' });
  });

  test('asking for a URL of an existing object without upsert is refused at once', async () => {
    await suite.service.storage.from('catalogue').upload('signed/taken.txt', 'here');
    const signed = await suite.service.storage.from('catalogue').createSignedUploadUrl('signed/taken.txt');
    expect(signed.error).toMatchObject({ message: 'The resource already exists' });
  });

  test('forged, expired, download-scoped and missing tokens are refused and nothing is written', async () => {
    const now = Math.floor(Date.now() / 1000);
    const url = 'catalogue/signed/forged.png';
    const forged = new JwtSigner('another-secret-of-at-least-32-characters!!').sign({ url, upsert: false, scope: 'upload', exp: now + 60 });
    const expired = signer.sign({ url, upsert: false, scope: 'upload', exp: now - 3600 });
    const download = signer.sign({ url, scope: 'download', exp: now + 60 });
    const bucket = suite.anon.storage.from('catalogue');
    expect((await bucket.uploadToSignedUrl('signed/forged.png', forged, photo, { contentType: 'image/png' })).error).toMatchObject({
      message: 'signature verification failed',
    });
    expect((await bucket.uploadToSignedUrl('signed/forged.png', expired, photo, { contentType: 'image/png' })).error).toMatchObject({
      message: '"exp" claim timestamp check failed',
    });
    expect((await bucket.uploadToSignedUrl('signed/forged.png', download, photo, { contentType: 'image/png' })).error).toMatchObject({
      message: 'Token is not scoped for upload',
    });
    const missing = await fetch(`${suite.backend.url}/storage/v1/object/upload/sign/${url}`, {
      method: 'PUT',
      headers: { apikey: suite.backend.anonKey, 'Content-Type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(missing.status).toBe(400);
    expect((await suite.service.storage.from('catalogue').download('signed/forged.png')).error).not.toBeNull();
  });

  test("the bucket's size limit and allowed types hold for signed uploads", async () => {
    const bucket = suite.anon.storage.from('thumbnails');
    const big = await suite.service.storage.from('thumbnails').createSignedUploadUrl('big.png');
    const large = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#a0522d' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect((await bucket.uploadToSignedUrl('big.png', big.data!.token, large, { contentType: 'image/png' })).error).toMatchObject({
      statusCode: '413',
    });

    const gif = await suite.service.storage.from('thumbnails').createSignedUploadUrl('anim.gif');
    expect((await bucket.uploadToSignedUrl('anim.gif', gif.data!.token, 'GIF89a', { contentType: 'image/gif' })).error).toMatchObject({
      statusCode: '415',
    });
    expect((await suite.service.storage.from('thumbnails').download('anim.gif')).error).toMatchObject({ statusCode: '404' });
  });

  test('RLS decides who may ask: anon is refused, a user only for their own folder, and the owner is kept', async () => {
    expect((await suite.anon.storage.from('catalogue').createSignedUploadUrl('anon.png')).error).toMatchObject({ statusCode: '403' });
    const userId = randomUUID();
    const user = userClient(suite.backend, userId);
    expect((await user.storage.from('avatars').createSignedUploadUrl(`${randomUUID()}/me.png`)).error).toMatchObject({ statusCode: '403' });
    const own = await user.storage.from('avatars').createSignedUploadUrl(`${userId}/me.png`);
    expect(own.error).toBeNull();
    expect(
      (await suite.anon.storage.from('avatars').uploadToSignedUrl(`${userId}/me.png`, own.data!.token, photo, { contentType: 'image/png' }))
        .error,
    ).toBeNull();
    const listed = await user.storage.from('avatars').list(userId);
    expect(listed.data!.map((entry) => entry.name)).toEqual(['me.png']);
    const removed = await suite.service.storage.from('avatars').remove([`${userId}/me.png`]);
    expect(removed.data).toEqual([expect.objectContaining({ name: `${userId}/me.png`, owner: userId })]);
  });
});
