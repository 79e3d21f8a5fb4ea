import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startStorageSuite, storageError, userClient, userToken } from './storage-support.ts';

// Storage through the real storage-js against the embedded backend: uploads, downloads, public URLs,
// listing and removal (the bucket API is in storage-buckets.test.ts). Buckets `catalogue` (public)
// and `vault` (private) come from the fixture migration, as a project migration would create them.
const suite = startStorageSuite();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('upload and download', () => {
  test('a Blob goes up as multipart and comes back with its type', async () => {
    const upload = await suite.service.storage
      .from('catalogue')
      .upload('nuts/almonds.txt', new Blob(['Kashmiri almonds'], { type: 'text/plain' }));
    expect(upload.error).toBeNull();
    expect(upload.data).toEqual({ path: 'nuts/almonds.txt', id: expect.stringMatching(UUID), fullPath: 'catalogue/nuts/almonds.txt' });

    const download = await suite.service.storage.from('catalogue').download('nuts/almonds.txt');
    expect(download.error).toBeNull();
    expect(download.data!.type).toBe('text/plain');
    expect(await download.data!.text()).toBe('Kashmiri almonds');
  });

  test('a Buffer goes up as the raw body with its content type, kept on disk under DATA_DIR/storage', async () => {
    const bytes = Buffer.from('{"walnuts":12}');
    const upload = await suite.service.storage.from('vault').upload('stock/walnuts.json', bytes, { contentType: 'application/json' });
    expect(upload.error).toBeNull();
    expect(fs.readFileSync(path.join(suite.backend.dataDir, 'storage', 'vault', 'stock', 'walnuts.json'))).toEqual(bytes);

    const download = await suite.service.storage.from('vault').download('stock/walnuts.json');
    expect(download.data!.type).toBe('application/json');
    expect(await download.data!.text()).toBe('{"walnuts":12}');
  });

  test('a second upload to the same path is a 409 in a 400, and upsert replaces it', async () => {
    const bucket = suite.service.storage.from('catalogue');
    expect((await bucket.upload('dup.txt', 'first')).error).toBeNull();

    const again = await bucket.upload('dup.txt', 'second');
    expect(again.data).toBeNull();
    expect(again.error).toMatchObject({ message: 'The resource already exists', status: 400, statusCode: '409' });
    expect(await (await bucket.download('dup.txt')).data!.text()).toBe('first');

    const upsert = await bucket.upload('dup.txt', 'third', { upsert: true });
    expect(upsert.error).toBeNull();
    expect(await (await bucket.download('dup.txt')).data!.text()).toBe('third');
  });

  test('update() replaces an existing object and, an upsert as in Storage, creates a missing one', async () => {
    const bucket = suite.service.storage.from('catalogue');
    await bucket.upload('prices.txt', 'old');
    const replaced = await bucket.update('prices.txt', 'new');
    expect(replaced.error).toBeNull();
    expect(await (await bucket.download('prices.txt')).data!.text()).toBe('new');

    const created = await bucket.update('no-such-file.txt', 'x');
    expect(created.error).toBeNull();
    expect(await (await bucket.download('no-such-file.txt')).data!.text()).toBe('x');
  });

  test('a second upload is KeyAlreadyExists in the raw body', async () => {
    await suite.service.storage.from('catalogue').upload('twice.txt', 'once');
    const res = await fetch(`${suite.backend.url}/storage/v1/object/catalogue/twice.txt`, {
      method: 'POST',
      headers: {
        apikey: suite.backend.serviceRoleKey,
        Authorization: `Bearer ${suite.backend.serviceRoleKey}`,
        'Content-Type': 'text/plain',
      },
      body: 'again',
    });
    expect(await res.json()).toEqual(storageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'));
  });

  test("errors have Storage's body: statusCode as a string, code, error and message", async () => {
    const res = await fetch(`${suite.backend.url}/storage/v1/object/catalogue/nothing-here.txt`, {
      headers: { apikey: suite.backend.serviceRoleKey, Authorization: `Bearer ${suite.backend.serviceRoleKey}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(storageError('404', 'NoSuchKey', 'not_found', 'Object not found'));

    const noBucket = await suite.service.storage.from('no-such-bucket').upload('a.txt', 'x');
    expect(noBucket.error).toMatchObject({ message: 'Bucket not found', status: 400, statusCode: '404' });
  });
});

describe('public URLs', () => {
  test('getPublicUrl is fetched without any key, with type, cache-control, ETag and Last-Modified', async () => {
    await suite.service.storage.from('catalogue').upload('nuts/pine nuts.txt', 'Chilgoza', { cacheControl: '60' });
    const { publicUrl } = suite.anon.storage.from('catalogue').getPublicUrl('nuts/pine nuts.txt').data;
    expect(publicUrl).toBe(`${suite.backend.url}/storage/v1/object/public/catalogue/nuts/pine%20nuts.txt`);

    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Chilgoza');
    expect(res.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(res.headers.get('last-modified')!)).not.toBeNaN();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');

    const again = await fetch(publicUrl, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await fetch(publicUrl, { headers: { 'If-None-Match': '"something-else"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('cache-control')).toBe('max-age=60, stale-while-revalidate=30');
  });

  test("the default cache-control is storage-js's max-age=3600, and ?download makes an attachment", async () => {
    await suite.service.storage.from('catalogue').upload('list.txt', 'dates, figs');
    const { publicUrl } = suite.anon.storage.from('catalogue').getPublicUrl('list.txt', { download: 'price-list.txt' }).data;
    const res = await fetch(publicUrl);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('content-disposition')).toBe("attachment; filename=price-list.txt; filename*=UTF-8''price-list.txt");
  });

  test('a private bucket has no public URL, and anon cannot read it through RLS either', async () => {
    await suite.service.storage.from('vault').upload('secret.txt', 'supplier prices');
    const res = await fetch(suite.anon.storage.from('vault').getPublicUrl('secret.txt').data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });

    const asAnon = await suite.anon.storage.from('vault').download('secret.txt');
    expect(asAnon.error).toMatchObject({ status: 400 });
    const asService = await suite.service.storage.from('vault').download('secret.txt');
    expect(await asService.data!.text()).toBe('supplier prices');
  });

  test('HEAD answers exists()', async () => {
    await suite.service.storage.from('catalogue').upload('here.txt', 'x');
    expect(await suite.service.storage.from('catalogue').exists('here.txt')).toEqual({ data: true, error: null });
    expect((await suite.service.storage.from('catalogue').exists('gone.txt')).data).toBe(false);
  });
});

describe('list', () => {
  beforeAll(async () => {
    const bucket = suite.service.storage.from('catalogue');
    for (const name of ['shelf/b.txt', 'shelf/A.txt', 'shelf/c.txt', 'shelf/deep/inner.txt', 'shelf/deep/more/x.txt']) {
      expect((await bucket.upload(name, name)).error).toBeNull();
    }
  });

  test('with storage-js defaults it lists one level, folders as entries with a null id, by name ascending', async () => {
    const { data, error } = await suite.service.storage.from('catalogue').list('shelf');
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['A.txt', 'b.txt', 'c.txt', 'deep']);
    expect(data!.find((e) => e.name === 'deep')).toMatchObject({ id: null, metadata: null });
    expect(data!.find((e) => e.name === 'b.txt')).toMatchObject({
      id: expect.stringMatching(UUID),
      metadata: expect.objectContaining({ size: 11, mimetype: 'text/plain;charset=UTF-8', cacheControl: 'max-age=3600' }),
    });
    expect(data![0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  });

  test('limit, offset, sort order and search', async () => {
    const bucket = suite.service.storage.from('catalogue');
    expect((await bucket.list('shelf', { limit: 2, offset: 1 })).data!.map((e) => e.name)).toEqual(['b.txt', 'c.txt']);
    expect((await bucket.list('shelf', { sortBy: { column: 'name', order: 'desc' } })).data!.map((e) => e.name)).toEqual([
      'deep',
      'c.txt',
      'b.txt',
      'A.txt',
    ]);
    expect((await bucket.list('shelf', { search: 'b' })).data!.map((e) => e.name)).toEqual(['b.txt']);
    expect((await bucket.list('shelf/deep')).data!.map((e) => e.name)).toEqual(['inner.txt', 'more']);
  });

  test('the default page is 100 entries', async () => {
    const bucket = suite.service.storage.from('vault');
    for (let start = 0; start < 105; start += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, 105 - start) }, (_, i) => bucket.upload(`many/${String(start + i).padStart(3, '0')}.txt`, 'x')),
      );
    }
    const { data } = await bucket.list('many');
    expect(data).toHaveLength(100);
    expect(data![0]!.name).toBe('000.txt');
    expect(data![99]!.name).toBe('099.txt');
    expect((await bucket.list('many', { offset: 100 })).data).toHaveLength(5);
  });

  test('a bad list request is refused', async () => {
    const { error } = await suite.service.storage.from('catalogue').list('shelf', { sortBy: { column: 'size', order: 'asc' } });
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
  });
});

describe('remove', () => {
  test('remove() deletes rows and files and reports what it deleted', async () => {
    const bucket = suite.service.storage.from('catalogue');
    await bucket.upload('trash/one.txt', '1');
    await bucket.upload('trash/two.txt', '2');
    const { data, error } = await bucket.remove(['trash/one.txt', 'trash/two.txt', 'trash/never-was.txt']);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual(['trash/one.txt', 'trash/two.txt']);
    expect(data![0]).toMatchObject({ bucket_id: 'catalogue', id: expect.stringMatching(UUID) });
    expect(fs.existsSync(path.join(suite.backend.dataDir, 'storage', 'catalogue', 'trash', 'one.txt'))).toBe(false);
    expect((await bucket.download('trash/one.txt')).error).toMatchObject({ status: 400 });
    expect((await bucket.list('trash')).data).toEqual([]);
  });

  test('DELETE of one object answers Successfully deleted, then Object not found', async () => {
    await suite.service.storage.from('catalogue').upload('single.txt', 'x');
    const headers = { apikey: suite.backend.serviceRoleKey, Authorization: `Bearer ${suite.backend.serviceRoleKey}` };
    const first = await fetch(`${suite.backend.url}/storage/v1/object/catalogue/single.txt`, { method: 'DELETE', headers });
    expect(await first.json()).toEqual({ message: 'Successfully deleted' });
    const second = await fetch(`${suite.backend.url}/storage/v1/object/catalogue/single.txt`, { method: 'DELETE', headers });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  test('DELETE of one object RLS keeps is Access denied, not Object not found', async () => {
    const owner = randomUUID();
    await suite.service.storage.from('avatars').upload(`${owner}/keep.png`, 'png-ish', { contentType: 'image/png' });
    const res = await fetch(`${suite.backend.url}/storage/v1/object/avatars/${owner}/keep.png`, {
      method: 'DELETE',
      headers: { apikey: suite.backend.anonKey, Authorization: `Bearer ${userToken(randomUUID())}` },
    });
    expect(await res.json()).toEqual(storageError('403', 'AccessDenied', 'Unauthorized', 'Access denied'));
    expect((await suite.service.storage.from('avatars').exists(`${owner}/keep.png`)).data).toBe(true);
  });

  test('remove() without prefixes is a bad request', async () => {
    const { error } = await suite.service.storage.from('catalogue').remove([]);
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
  });
});

describe('what Storage checks before an upload', () => {
  test('a folder placeholder is stored with no bytes and no type check, and refused with any', async () => {
    const ok = await suite.service.storage.from('thumbnails').upload('new-folder/.emptyFolderPlaceholder', new Blob([]));
    expect(ok.error).toBeNull();
    const full = await suite.service.storage.from('thumbnails').upload('other/.emptyFolderPlaceholder', 'x', { contentType: 'text/plain' });
    expect(full.error).toMatchObject({ statusCode: '413' });
  });

  test("RLS sees the upload's type (and the sign request's own, as on Storage)", async () => {
    const user = userClient(suite.backend, randomUUID());
    expect(
      (await user.storage.from('papers').upload('a.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    expect((await user.storage.from('papers').upload('b.pdf', Buffer.from('%PDF-1.7'), { contentType: 'text/plain' })).error).toMatchObject(
      { statusCode: '403' },
    );
    expect((await user.storage.from('papers').createSignedUploadUrl('c.pdf')).error).toMatchObject({ statusCode: '403' });
  });
});
