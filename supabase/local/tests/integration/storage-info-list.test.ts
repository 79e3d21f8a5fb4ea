import { randomUUID } from 'node:crypto';
import { ISO_TIME, keyHeaders, startStorageSuite, userClient, UUID } from './storage-support.ts';

// info(), exists(), list() and listV2() through the real storage-js, with the JSON and headers
// supabase/storage gives: info's snake_case facts (camelised by storage-js) and user metadata,
// HEAD reading a public bucket without RLS, list-v2's folders, objects and cursor.
const suite = startStorageSuite();

describe('info()', () => {
  test("gives the object's facts and the metadata it was uploaded with", async () => {
    const bucket = suite.service.storage.from('vault');
    const up = await bucket.upload('info/almonds.txt', new Blob(['Kaghzi almonds'], { type: 'text/plain' }), {
      cacheControl: '120',
      metadata: { grade: 'A', lot: 7 },
    });
    expect(up.error).toBeNull();
    const { data, error } = await bucket.info('info/almonds.txt');
    expect(error).toBeNull();
    expect(data).toEqual({
      id: up.data!.id,
      name: 'info/almonds.txt',
      version: expect.stringMatching(UUID),
      bucketId: 'vault',
      size: 14,
      contentType: 'text/plain',
      cacheControl: 'max-age=120',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      metadata: { grade: 'A', lot: 7 },
      lastModified: expect.stringMatching(ISO_TIME),
      createdAt: expect.stringMatching(ISO_TIME),
    });
  });

  test('raw, it is snake_case JSON with the ETag and Cache-Control as headers; a raw upload takes x-metadata', async () => {
    await suite.service.storage.from('vault').upload('info/raw.txt', 'raw', { contentType: 'text/plain', metadata: { source: 'buffer' } });
    const res = await fetch(`${suite.backend.url}/storage/v1/object/info/vault/info/raw.txt`, {
      headers: keyHeaders(suite.backend.serviceRoleKey),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual([
      'id',
      'name',
      'version',
      'bucket_id',
      'size',
      'content_type',
      'cache_control',
      'etag',
      'metadata',
      'last_modified',
      'created_at',
    ]);
    expect(body).toMatchObject({ size: 3, content_type: 'text/plain', metadata: { source: 'buffer' } });
    expect(res.headers.get('etag')).toBe(body.etag);
  });

  test('an upload without metadata has an empty object; a missing object is Object not found', async () => {
    await suite.service.storage.from('vault').upload('info/plain.txt', 'x');
    expect((await suite.service.storage.from('vault').info('info/plain.txt')).data!.metadata).toEqual({});
    expect((await suite.service.storage.from('vault').info('info/none.txt')).error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    });
  });

  test('a visitor gets info on a public bucket only; RLS hides private objects', async () => {
    await suite.service.storage.from('catalogue').upload('info/public.txt', 'open');
    expect((await suite.anon.storage.from('catalogue').info('info/public.txt')).data).toMatchObject({ name: 'info/public.txt', size: 4 });
    const open = await fetch(`${suite.backend.url}/storage/v1/object/info/public/catalogue/info/public.txt`);
    expect(open.status).toBe(200);
    const closed = await fetch(`${suite.backend.url}/storage/v1/object/info/public/vault/info/plain.txt`);
    expect(await closed.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    expect((await suite.anon.storage.from('vault').info('info/plain.txt')).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
  });
});

describe('exists()', () => {
  test('reads a public bucket without any RLS policy, and a private one through RLS', async () => {
    const userId = randomUUID();
    await suite.service.storage.from('catalogue').upload('exists/one.txt', 'here');
    await suite.service.storage.from('vault').upload('exists/secret.txt', 'here');
    const user = userClient(suite.backend, userId);
    expect(await suite.anon.storage.from('catalogue').exists('exists/one.txt')).toEqual({ data: true, error: null });
    expect(await user.storage.from('catalogue').exists('exists/one.txt')).toEqual({ data: true, error: null });
    expect((await suite.anon.storage.from('catalogue').exists('exists/none.txt')).data).toBe(false);
    expect((await user.storage.from('vault').exists('exists/secret.txt')).data).toBe(false);
    expect((await suite.service.storage.from('vault').exists('exists/secret.txt')).data).toBe(true);
  });

  test("HEAD sends the stored metadata as headers, always a 200 (Storage's HeadRenderer)", async () => {
    await suite.service.storage.from('catalogue').upload('exists/head.txt', 'twelve bytes', { contentType: 'text/plain' });
    const url = `${suite.backend.url}/storage/v1/object/catalogue/exists/head.txt`;
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('12');
    expect(head.headers.get('content-type')).toBe('text/plain');
    const again = await fetch(url, { method: 'HEAD', headers: { 'If-None-Match': head.headers.get('etag')! } });
    expect(again.status).toBe(200);
    const stale = await fetch(url, { method: 'HEAD', headers: { 'If-None-Match': '"stale"' } });
    expect(stale.headers.get('cache-control')).toBe('max-age=3600, must-revalidate');
  });

  test('GET of /object/:bucket/* without a JWT reads a public bucket, as Storage allows it', async () => {
    const res = await fetch(`${suite.backend.url}/storage/v1/object/catalogue/exists/one.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('here');
    const privateOne = await fetch(`${suite.backend.url}/storage/v1/object/vault/exists/secret.txt`);
    expect(await privateOne.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });
});

describe('list()', () => {
  test("one level with Storage's JSON: folders with nulls, files with their metadata, times in UTC milliseconds", async () => {
    for (const name of ['shelf/b.txt', 'shelf/A.txt', 'shelf/deep/inner.txt'])
      await suite.service.storage.from('catalogue').upload(name, name);
    const { data } = await suite.service.storage.from('catalogue').list('shelf');
    expect(data).toEqual([
      {
        name: 'A.txt',
        id: expect.stringMatching(UUID),
        updated_at: expect.stringMatching(ISO_TIME),
        created_at: expect.stringMatching(ISO_TIME),
        last_accessed_at: expect.stringMatching(ISO_TIME),
        metadata: expect.objectContaining({ size: 11 }),
      },
      expect.objectContaining({ name: 'b.txt' }),
      { name: 'deep', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    ]);
    const sorted = await suite.service.storage.from('catalogue').list('shelf', { sortBy: { column: 'name', order: 'DESC' } });
    expect(sorted.error).toMatchObject({ status: 400, message: 'body/sortBy/order must be equal to one of the allowed values' });
  });
});

describe('listV2()', () => {
  beforeAll(async () => {
    for (const name of ['v2/a.txt', 'v2/b/one.txt', 'v2/b/two.txt', 'v2/c.txt', 'v2/d/e/f.txt']) {
      expect((await suite.service.storage.from('vault').upload(name, name)).error).toBeNull();
    }
  });

  test('without a delimiter: every object under the prefix, full names, in key order', async () => {
    const { data, error } = await suite.service.storage.from('vault').listV2({ prefix: 'v2/' });
    expect(error).toBeNull();
    expect(data!.hasNext).toBe(false);
    expect(data!.folders).toEqual([]);
    expect(data!.objects.map((o) => o.name)).toEqual(['v2/a.txt', 'v2/b/one.txt', 'v2/b/two.txt', 'v2/c.txt', 'v2/d/e/f.txt']);
    expect(Object.keys(data!.objects[0]!)).toEqual(['id', 'name', 'metadata', 'updated_at', 'created_at', 'last_accessed_at']);
    expect(data).not.toHaveProperty('nextCursor');
  });

  test('with the delimiter: folders end in / and objects carry a key relative to the prefix', async () => {
    const { data } = await suite.service.storage.from('vault').listV2({ prefix: 'v2/', with_delimiter: true });
    expect(data!.folders).toEqual([
      { key: 'b', name: 'v2/b/', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
      { key: 'd', name: 'v2/d/', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    ]);
    expect(data!.objects.map((o) => [o.key, o.name])).toEqual([
      ['a.txt', 'v2/a.txt'],
      ['c.txt', 'v2/c.txt'],
    ]);
  });

  test('a cursor pages through, folders counting as entries; a bad cursor is InvalidParameter', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await suite.service.storage.from('vault').listV2({ prefix: 'v2/', with_delimiter: true, limit: 3, cursor });
      seen.push(...data!.folders.map((f) => f.name), ...data!.objects.map((o) => o.name));
      expect(data!.hasNext).toBe(data!.nextCursor !== undefined);
      cursor = data!.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['v2/a.txt', 'v2/b/', 'v2/c.txt', 'v2/d/']);
    const bad = await suite.service.storage.from('vault').listV2({ prefix: 'v2/', cursor: 'garbage' });
    expect(bad.error).toMatchObject({ status: 400, statusCode: '400', message: 'Invalid Parameter continuation token' });
  });

  test('sorted by created_at, descending, the newest object first', async () => {
    const { data } = await suite.service.storage
      .from('vault')
      .listV2({ prefix: 'v2/', sortBy: { column: 'created_at', order: 'desc' }, limit: 2 });
    expect(data!.objects.map((o) => o.name)).toEqual(['v2/d/e/f.txt', 'v2/c.txt']);
    expect(Buffer.from(data!.nextCursor!, 'base64').toString()).toMatch(/^l:v2\/c\.txt\no:desc\nc:created_at\na:\d{4}-/);
    const rest = await suite.service.storage.from('vault').listV2({ prefix: 'v2/', cursor: data!.nextCursor });
    expect(rest.data!.objects.map((o) => o.name)).toEqual(['v2/b/two.txt', 'v2/b/one.txt', 'v2/a.txt']);
  });

  test('with the delimiter by created_at, a folder is dated by its oldest object', async () => {
    const first = (
      await suite.service.storage
        .from('vault')
        .listV2({ prefix: 'v2/', with_delimiter: true, sortBy: { column: 'created_at', order: 'asc' }, limit: 2 })
    ).data!;
    expect([first.folders.map((f) => f.name), first.objects.map((o) => o.name)]).toEqual([['v2/b/'], ['v2/a.txt']]);
    const oldest = (await suite.service.storage.from('vault').listV2({ prefix: 'v2/b/' })).data!.objects[0]!;
    expect((first.folders[0] as unknown as { created_at: string }).created_at).toBe(oldest.created_at);
    const second = (await suite.service.storage.from('vault').listV2({ prefix: 'v2/', with_delimiter: true, cursor: first.nextCursor }))
      .data!;
    expect([second.folders.map((f) => f.name), second.objects.map((o) => o.name)]).toEqual([['v2/d/'], ['v2/c.txt']]);
  });

  test('RLS decides what is listed', async () => {
    const { data } = await suite.anon.storage.from('vault').listV2({ prefix: 'v2/' });
    expect(data).toEqual({ hasNext: false, folders: [], objects: [] });
  });
});
