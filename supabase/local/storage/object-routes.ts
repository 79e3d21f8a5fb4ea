import { createHash, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Backend } from '../backend.ts';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { checkAllowedMimeType, checkContent } from './content-checks.ts';
import type { FileStore } from './file-store.ts';
import { listLevel, parseListRequest } from './list-objects.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { RenderCache, parseTransform, renderImage } from './render-image.ts';
import { serveAsset, type ServedAsset } from './serve-object.ts';
import { asCaller, callerOf, type Caller } from './storage-access.ts';
import { deleteObjects, findBucket, findObject, insertObject, objectsUnder, updateObject, upsertObject, type ObjectRow } from './storage-db.ts';
import { errors } from './storage-errors.ts';
import { readUpload } from './upload-body.ts';

/** A bucket without `file_size_limit` takes this; no bucket may go above the global cap. */
const DEFAULT_FILE_SIZE_LIMIT = 10 * 1024 * 1024;
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const MAX_DELETE_PREFIXES = 1000;

export interface StorageContext {
  backend: Backend;
  files: FileStore;
  renders: RenderCache;
}

/** Who may read: the public routes read public buckets without a JWT, the others run as the caller under RLS. */
export type Access = 'public' | 'caller';

/** POST (create, or replace with `x-upsert: true`) and PUT (replace) `/object/:bucket/*name`. */
export async function uploadObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string, mode: 'create' | 'update') {
  const caller = callerOf(req, ctx.backend.jwt);
  const upsert = mode === 'create' && req.header('x-upsert') === 'true';
  const id = await storeUpload(ctx, req, { bucketId, name, caller, owner: caller.userId, mode: upsert ? 'upsert' : mode });
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}

export interface UploadTarget {
  bucketId: string;
  name: string;
  /** Whose rights decide the write (RLS); a signed upload writes as the service role. */
  caller: Caller;
  owner: string | null;
  mode: 'create' | 'upsert' | 'update';
}

/**
 * Reads the body and writes the object: the bucket's size limit and allowed types, the content
 * checks, then the row (as `caller`) and the file together. Returns the object's id.
 */
export async function storeUpload(ctx: StorageContext, req: ApiRequest, { bucketId, name, caller, owner, mode }: UploadTarget): Promise<string> {
  checkBucketName(bucketId);
  checkObjectName(name);
  const bucket = await findBucket(ctx.backend.db, bucketId);
  if (!bucket) throw errors.noSuchBucket();
  const maxSize = Math.min(bucket.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  const file = await readUpload(req, maxSize);
  checkAllowedMimeType(file.mimeType, bucket.allowed_mime_types);
  await checkContent(name, file.mimeType, file.bytes);

  const now = new Date().toISOString();
  const write = {
    id: randomUUID(),
    bucket: bucketId,
    name,
    owner,
    version: randomUUID(),
    metadata: {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.length,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: now,
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    },
  };
  const staged = await ctx.files.stage(file.bytes);
  try {
    return await ctx.files.exclusive(bucketId, name, () =>
      asCaller(ctx.backend.db, caller, async (tx) => {
        let written: string | null = write.id;
        if (mode === 'update') written = await updateObject(tx, write);
        else if (mode === 'upsert') written = await upsertObject(tx, write);
        else await insertObject(tx, write);
        if (!written) throw errors.noSuchKey();
        await staged.commit(bucketId, name);
        return written;
      }),
    );
  } finally {
    await staged.discard();
  }
}

/** GET/HEAD `/object/:bucket/*`, `/object/authenticated/…` and `/object/public/…`. */
export async function downloadObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string, access: Access) {
  const row = await readableObject(ctx, req, bucketId, name, access);
  const opened = await ctx.files.open(bucketId, name);
  if (!opened) throw missingFile(row);
  await serveAsset(req, res, { ...assetHeaders(row), body: opened });
}

/** GET `/render/image/{public,authenticated}/:bucket/*`: resized (and WebP when accepted), or the original bytes. */
export async function renderObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string, access: Access) {
  const options = parseTransform(req.url.searchParams);
  const row = await readableObject(ctx, req, bucketId, name, access);
  const headers = assetHeaders(row);
  const accept = req.header('accept') ?? '';
  const key = `${bucketId}/${name}|${headers.eTag}|${JSON.stringify(options)}|${/image\/webp/i.test(accept)}`;
  let rendered = ctx.renders.get(key);
  let original: Buffer | null = null;
  if (rendered === undefined) {
    const opened = await ctx.files.open(bucketId, name);
    if (!opened) throw missingFile(row);
    original = await opened.handle.readFile().finally(() => opened.handle.close());
    rendered = await renderImage(original, options, accept);
    ctx.renders.set(key, rendered);
  }
  if (rendered) {
    const eTag = `"${createHash('md5').update(key).digest('hex')}"`;
    await serveAsset(req, res, { ...headers, mimeType: rendered.mimeType, eTag, body: rendered.bytes, varyAccept: true, transformations: rendered.transformations });
    return;
  }
  const body = original ?? (await ctx.files.open(bucketId, name));
  if (!body) throw missingFile(row);
  await serveAsset(req, res, { ...headers, body, varyAccept: true });
}

/** DELETE `/object/:bucket/*name`. */
export async function deleteObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  checkBucketName(bucketId);
  checkObjectName(name);
  const deleted = await removeObjects(ctx, caller, bucketId, [name]);
  if (deleted.length === 0) throw errors.noSuchKey();
  sendJson(res, 200, { message: 'Successfully deleted' });
}

/** DELETE `/object/:bucket` with `{prefixes}` (storage-js `remove()`): the rows deleted, none for unknown names. */
export async function deleteManyObjects(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  checkBucketName(bucketId);
  const body = (await req.json()) as { prefixes?: unknown } | undefined;
  const prefixes = body?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === 'string')) {
    throw errors.invalidRequest("body must have required property 'prefixes' with at least 1 name");
  }
  if (prefixes.length > MAX_DELETE_PREFIXES) throw errors.invalidRequest(`Maximum number of prefixes is ${MAX_DELETE_PREFIXES}`);
  const deleted = await removeObjects(ctx, caller, bucketId, [...new Set(prefixes as string[])]);
  sendJson(res, 200, deleted.map((row) => ({ ...row, owner: row.owner ?? undefined, owner_id: row.owner_id ?? undefined })));
}

/** POST `/object/list/:bucket`. */
export async function listObjects(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  checkBucketName(bucketId);
  const request = parseListRequest(await req.json());
  const rows = await asCaller(ctx.backend.db, caller, (tx) => objectsUnder(tx, bucketId, request.prefix + request.search), true);
  sendJson(res, 200, listLevel(rows, request));
}

/** Deletes the rows the caller may delete (RLS) and their files, one object name at a time per key. */
async function removeObjects(ctx: StorageContext, caller: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  const sorted = [...names].sort();
  const run = (index: number): Promise<ObjectRow[]> =>
    index < sorted.length
      ? ctx.files.exclusive(bucketId, sorted[index]!, () => run(index + 1))
      : asCaller(ctx.backend.db, caller, async (tx) => {
          const rows = await deleteObjects(tx, bucketId, sorted);
          for (const row of rows) {
            await ctx.files.remove(bucketId, row.name).catch((error) => console.warn(`[storage] could not remove ${bucketId}/${row.name}: ${error}`));
          }
          return rows;
        });
  return run(0);
}

async function readableObject(ctx: StorageContext, req: ApiRequest, bucketId: string, name: string, access: Access): Promise<ObjectRow> {
  const caller = access === 'caller' ? callerOf(req, ctx.backend.jwt) : null;
  checkBucketName(bucketId);
  checkObjectName(name);
  const bucket = await findBucket(ctx.backend.db, bucketId);
  if (!bucket || (access === 'public' && !bucket.public)) throw errors.noSuchBucket();
  const row = caller
    ? await asCaller(ctx.backend.db, caller, (tx) => findObject(tx, bucketId, name), true)
    : await findObject(ctx.backend.db, bucketId, name);
  if (!row) throw errors.noSuchKey();
  return row;
}

function assetHeaders(row: ObjectRow): Omit<ServedAsset, 'body'> {
  const meta = row.metadata;
  return {
    mimeType: meta?.mimetype ?? 'application/octet-stream',
    eTag: meta?.eTag ?? `"${row.version ?? row.id}"`,
    lastModified: new Date(meta?.lastModified ?? row.updated_at),
    cacheControl: meta?.cacheControl ?? 'no-cache',
  };
}

function missingFile(row: ObjectRow) {
  console.warn(`[storage] ${row.bucket_id}/${row.name} has a row but no file`);
  return errors.noSuchKey();
}
