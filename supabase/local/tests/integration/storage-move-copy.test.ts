import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ISO_TIME, keyHeaders, startStorageSuite, userClient, UUID } from './storage-support.ts';

// move() and copy() through the real storage-js, within a bucket and across buckets
// (destinationBucket), with the answers and errors supabase/storage gives: RLS decides on both
// ends, a taken destination is refused, the moved row keeps its id.
const suite = startStorageSuite();

const fileOf = (bucket: string, name: string) => path.join(suite.backend.dataDir, 'storage', bucket, ...name.split('/'));
const text = async (bucket: string, name: string) => (await (await suite.service.storage.from(bucket).download(name)).data?.text()) ?? null;

describe('move()', () => {
  test('renames the object in its bucket: same id, the bytes follow, the old name is gone', async () => {
    const up = await suite.service.storage.from('vault').upload('move/draft.txt', 'figs', { contentType: 'text/plain' });
    const { data, error } = await suite.service.storage.from('vault').move('move/draft.txt', 'move/final.txt');
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect(await text('vault', 'move/final.txt')).toBe('figs');
    expect((await suite.service.storage.from('vault').download('move/draft.txt')).error).toMatchObject({ statusCode: '404' });
    expect(fs.existsSync(fileOf('vault', 'move/draft.txt'))).toBe(false);
    expect((await suite.service.storage.from('vault').info('move/final.txt')).data).toMatchObject({
      id: up.data!.id,
      contentType: 'text/plain',
    });
  });

  test('moves into another bucket with destinationBucket', async () => {
    await suite.service.storage.from('vault').upload('move/cross.txt', 'dates');
    expect(
      (await suite.service.storage.from('vault').move('move/cross.txt', 'from-vault/cross.txt', { destinationBucket: 'catalogue' })).error,
    ).toBeNull();
    expect(await text('catalogue', 'from-vault/cross.txt')).toBe('dates');
    expect(await text('vault', 'move/cross.txt')).toBeNull();
  });

  test("refuses in Storage's words: a taken name, a missing source, a bucket that does not exist", async () => {
    await suite.service.storage.from('vault').upload('move/a.txt', 'a');
    await suite.service.storage.from('vault').upload('move/b.txt', 'b');
    const taken = await suite.service.storage.from('vault').move('move/a.txt', 'move/b.txt');
    expect(taken.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect(await text('vault', 'move/a.txt')).toBe('a');
    expect(await text('vault', 'move/b.txt')).toBe('b');
    expect((await suite.service.storage.from('vault').move('move/none.txt', 'move/c.txt')).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
    const nowhere = await suite.service.storage.from('vault').move('move/a.txt', 'x.txt', { destinationBucket: 'no-such-bucket' });
    expect(nowhere.error).toMatchObject({ statusCode: '404', message: 'The related resource does not exist' });
    expect(await text('vault', 'move/a.txt')).toBe('a');
  });

  test('RLS decides: a user moves within their own folder only, and becomes the owner', async () => {
    const userId = randomUUID();
    const user = userClient(suite.backend, userId);
    await suite.service.storage.from('avatars').upload(`${userId}/old.png`, 'png-ish', { contentType: 'image/png' });
    expect((await user.storage.from('avatars').move(`${userId}/old.png`, `${userId}/new.png`)).error).toBeNull();
    const out = await user.storage.from('avatars').move(`${userId}/new.png`, `${randomUUID()}/stolen.png`);
    expect(out.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect((await suite.anon.storage.from('avatars').move(`${userId}/new.png`, `${userId}/x.png`)).error).toMatchObject({
      statusCode: '404',
    });
    const listed = await suite.service.storage.from('avatars').remove([`${userId}/new.png`]);
    expect(listed.data).toEqual([expect.objectContaining({ name: `${userId}/new.png`, owner: userId, owner_id: userId })]);
  });
});

describe('copy()', () => {
  test('copies within the bucket and answers the destination key with its bucket', async () => {
    await suite.service.storage
      .from('vault')
      .upload('copy/src.txt', 'apricots', { contentType: 'text/plain', metadata: { origin: 'hunza' } });
    const { data, error } = await suite.service.storage.from('vault').copy('copy/src.txt', 'copy/dst.txt');
    expect(error).toBeNull();
    expect(data).toEqual({ path: 'vault/copy/dst.txt' });
    expect(await text('vault', 'copy/dst.txt')).toBe('apricots');
    expect(await text('vault', 'copy/src.txt')).toBe('apricots');
    const info = (await suite.service.storage.from('vault').info('copy/dst.txt')).data!;
    expect(info).toMatchObject({ contentType: 'text/plain', metadata: { origin: 'hunza' } });
  });

  test('the raw answer is the new row: Key, Id and the columns, owner "" for the service role', async () => {
    const res = await fetch(`${suite.backend.url}/storage/v1/object/copy`, {
      method: 'POST',
      headers: keyHeaders(suite.backend.serviceRoleKey, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({
        bucketId: 'vault',
        sourceKey: 'copy/src.txt',
        destinationKey: 'copy/raw.txt',
        destinationBucket: 'catalogue',
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      Key: 'catalogue/copy/raw.txt',
      Id: expect.stringMatching(UUID),
      name: 'copy/raw.txt',
      bucket_id: 'catalogue',
      owner: '',
      owner_id: '',
      version: expect.stringMatching(UUID),
      id: body.Id,
      updated_at: expect.stringMatching(ISO_TIME),
      created_at: expect.stringMatching(ISO_TIME),
      last_accessed_at: expect.stringMatching(ISO_TIME),
      metadata: expect.objectContaining({ mimetype: 'text/plain', size: 8 }),
      user_metadata: { origin: 'hunza' },
    });
  });

  test("a taken destination is refused unless x-upsert; copyMetadata false takes the given type and leaves the destination's user metadata", async () => {
    await suite.service.storage.from('vault').upload('copy/other.txt', 'old');
    const taken = await suite.service.storage.from('vault').copy('copy/src.txt', 'copy/other.txt');
    expect(taken.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const res = await fetch(`${suite.backend.url}/storage/v1/object/copy`, {
      method: 'POST',
      headers: keyHeaders(suite.backend.serviceRoleKey, { 'Content-Type': 'application/json', 'x-upsert': 'true' }),
      body: JSON.stringify({
        bucketId: 'vault',
        sourceKey: 'copy/src.txt',
        destinationKey: 'copy/other.txt',
        copyMetadata: false,
        metadata: { mimetype: 'text/csv' },
      }),
    });
    expect(res.status).toBe(200);
    expect(await text('vault', 'copy/other.txt')).toBe('apricots');
    expect((await suite.service.storage.from('vault').info('copy/other.txt')).data).toMatchObject({
      contentType: 'text/csv',
      metadata: {},
    });
  });

  test('the caller must see the source and may write the destination (RLS)', async () => {
    const userId = randomUUID();
    const user = userClient(suite.backend, userId);
    expect((await user.storage.from('vault').copy('copy/src.txt', 'copy/mine.txt')).error).toMatchObject({ statusCode: '404' });
    await suite.service.storage.from('avatars').upload(`${userId}/a.png`, 'png-ish', { contentType: 'image/png' });
    expect((await user.storage.from('avatars').copy(`${userId}/a.png`, `${userId}/b.png`)).error).toBeNull();
    const elsewhere = await user.storage.from('avatars').copy(`${userId}/a.png`, `${randomUUID()}/b.png`);
    expect(elsewhere.error).toMatchObject({ statusCode: '403' });
    expect(
      (await suite.service.storage.from('vault').copy('copy/src.txt', 'x.txt', { destinationBucket: 'no-such-bucket' })).error,
    ).toMatchObject({
      statusCode: '404',
      message: 'The related resource does not exist',
    });
  });
});
