import { randomUUID } from 'node:crypto';
import { clientFor } from '../../testing/clients.ts';
import { ISO_TIME, keyHeaders, startStorageSuite, storageError, userClient } from './storage-support.ts';

// The bucket API through the real storage-js, with the JSON supabase/storage returns (its
// bucketSchema: `type` in the list only, a missing owner as ""), its messages and its error
// bodies and statuses.
const suite = startStorageSuite();

async function raw(method: string, path: string, key = suite.backend.serviceRoleKey, body?: unknown) {
  const res = await fetch(`${suite.backend.url}/storage/v1${path}`, {
    method,
    headers: keyHeaders(key, body === undefined ? {} : { 'Content-Type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('reading buckets', () => {
  test('getBucket gives the columns of Storage, without type; a bucket made by SQL has owner ""', async () => {
    const { data, error } = await suite.service.storage.getBucket('thumbnails');
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 'thumbnails',
      name: 'thumbnails',
      owner: '',
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['image/png', 'image/jpeg', 'text/plain'],
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
    });
    expect(Object.keys(data!)).toEqual([
      'id',
      'name',
      'owner',
      'public',
      'file_size_limit',
      'allowed_mime_types',
      'created_at',
      'updated_at',
    ]);
  });

  test('listBuckets adds type STANDARD and takes search, sorting, limit and offset', async () => {
    const { data } = await suite.service.storage.listBuckets({ search: 'a', sortColumn: 'name', sortOrder: 'desc' });
    expect(data!.map((b) => b.name)).toEqual(['vault', 'thumbnails', 'product-images', 'papers', 'catalogue', 'avatars']);
    expect(data![0]).toEqual({
      id: 'vault',
      name: 'vault',
      owner: '',
      public: false,
      type: 'STANDARD',
      file_size_limit: null,
      allowed_mime_types: null,
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
    });
    const page = await suite.service.storage.listBuckets({ sortColumn: 'id', limit: 1, offset: 1 });
    expect(page.data!.map((b) => b.id)).toEqual(['catalogue']);
    const bad = await suite.service.storage.listBuckets({ limit: 0 });
    expect(bad.error).toMatchObject({ status: 400, statusCode: '400', message: 'querystring/limit must be >= 1' });
  });

  test('a bucket the caller cannot see is Bucket not found; anon lists nothing', async () => {
    expect(await raw('GET', '/bucket/no-such')).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' },
    });
    expect((await clientFor(suite.backend, 'anon').storage.getBucket('vault')).error).toMatchObject({ statusCode: '404' });
    expect((await clientFor(suite.backend, 'anon').storage.listBuckets()).data).toEqual([]);
  });
});

describe('writing buckets', () => {
  test('createBucket answers {name}; the options are stored as Storage reads them', async () => {
    expect(
      await suite.service.storage.createBucket('receipts', {
        public: false,
        fileSizeLimit: '1.5MB',
        allowedMimeTypes: ['image/*', 'application/pdf'],
      }),
    ).toEqual({
      data: { name: 'receipts' },
      error: null,
    });
    expect((await suite.service.storage.getBucket('receipts')).data).toMatchObject({
      public: false,
      file_size_limit: 1_500_000,
      allowed_mime_types: ['image/*', 'application/pdf'],
    });
    expect((await suite.service.storage.createBucket('receipts')).error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await raw('POST', '/bucket', suite.backend.serviceRoleKey, { name: 'receipts' })).toEqual({
      status: 400,
      body: { statusCode: '409', code: 'BucketAlreadyExists', error: 'Duplicate', message: 'The resource already exists' },
    });
  });

  test("RLS decides who creates a bucket; a user's bucket records them as its owner", async () => {
    const userId = randomUUID();
    const user = userClient(suite.backend, userId);
    expect((await user.storage.createBucket(`someone-${userId}`)).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await user.storage.createBucket(`user-${userId}`)).error).toBeNull();
    expect((await suite.service.storage.getBucket(`user-${userId}`)).data).toMatchObject({
      id: `user-${userId}`,
      owner: userId,
      public: false,
    });
  });

  test('a bucket name that is not a plain directory name (".", "..") is refused here, though Storage would take it', async () => {
    expect((await suite.service.storage.createBucket('..')).error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
  });

  test("refusals in Storage's words: size above the global limit, bad MIME types, padded names, analytics buckets", async () => {
    expect((await suite.service.storage.createBucket('huge', { public: false, fileSizeLimit: '1GB' })).error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((await suite.service.storage.createBucket('types', { public: false, allowedMimeTypes: ['not a type'] })).error).toMatchObject({
      statusCode: '415',
      message: 'mime type not a type is not supported',
    });
    expect((await suite.service.storage.createBucket(' padded', { public: false })).error).toMatchObject({
      statusCode: '400',
      message: 'Bucket name invalid',
    });
    expect((await suite.service.storage.createBucket('lake', { public: false, type: 'ANALYTICS' })).error).toMatchObject({
      statusCode: '409',
    });
    expect((await suite.service.storage.getBucket('huge')).error).toMatchObject({ statusCode: '404' });
  });

  test('updateBucket changes what it is given, keeps updated_at, and refuses an empty change', async () => {
    await suite.service.storage.createBucket('menus', { public: false, fileSizeLimit: 1000 });
    const before = (await suite.service.storage.getBucket('menus')).data!;
    expect(await suite.service.storage.updateBucket('menus', { public: true, allowedMimeTypes: ['text/plain'] })).toEqual({
      data: { message: 'Successfully updated' },
      error: null,
    });
    const after = (await suite.service.storage.getBucket('menus')).data!;
    expect(after).toMatchObject({ public: true, file_size_limit: 1000, allowed_mime_types: ['text/plain'], updated_at: before.updated_at });
    expect((await raw('PUT', '/bucket/menus', suite.backend.serviceRoleKey, {})).body).toMatchObject({
      statusCode: '400',
      message: 'body must NOT have fewer than 1 properties',
    });
    expect((await suite.service.storage.updateBucket('no-such', { public: true })).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  test('emptyBucket is for the service role only, and says it is queued (here it is done at once)', async () => {
    await suite.service.storage.createBucket('crates', { public: false });
    await suite.service.storage.from('crates').upload('one.txt', 'x');
    const asUser = await raw('POST', '/bucket/crates/empty', suite.backend.anonKey, {});
    expect(asUser).toEqual({
      status: 403,
      body: { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Access denied: Invalid role' },
    });
    expect(await suite.service.storage.emptyBucket('crates')).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await suite.service.storage.from('crates').list()).data).toEqual([]);
    expect((await suite.service.storage.emptyBucket('no-such')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  test('deleteBucket refuses a bucket with objects, then deletes it', async () => {
    await suite.service.storage.createBucket('boxes', { public: false });
    await suite.service.storage.from('boxes').upload('one.txt', 'x');
    expect(await raw('DELETE', '/bucket/boxes', suite.backend.serviceRoleKey, {})).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'ResourceNotEmpty',
        error: 'ResourceNotEmpty',
        message: 'The bucket you tried to delete is not empty',
      },
    });
    await suite.service.storage.emptyBucket('boxes');
    expect(await suite.service.storage.deleteBucket('boxes')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect((await suite.service.storage.deleteBucket('boxes')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

test('routes Storage does not have are a real 404 in its words; its other protocols are NotSupported', async () => {
  const res = await fetch(`${suite.backend.url}/storage/v1/object/vault/x.txt/extra?x=1`, {
    method: 'PATCH',
    headers: keyHeaders(suite.backend.serviceRoleKey),
  });
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual(
    storageError('404', 'InvalidRequest', 'Not Found', 'Route PATCH:/object/vault/x.txt/extra?x=1 not found'),
  );
  const tus = await fetch(`${suite.backend.url}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: keyHeaders(suite.backend.serviceRoleKey),
  });
  expect(tus.status).toBe(400);
  expect(await tus.json()).toEqual(
    storageError('409', 'NotSupported', 'NotSupported', 'The feature resumable uploads is not enabled for this resource'),
  );
  for (const [path, feature] of [
    ['/s3/vault', 'S3 protocol'],
    ['/cdn/vault/x.txt', 'CDN cache purge'],
    ['/vector/ListVectorBuckets', 'vector buckets'],
  ]) {
    const res = await fetch(`${suite.backend.url}/storage/v1${path}`, {
      method: 'POST',
      headers: keyHeaders(suite.backend.serviceRoleKey),
    });
    expect(await res.json()).toMatchObject({ statusCode: '409', message: `The feature ${feature} is not enabled for this resource` });
  }
});
