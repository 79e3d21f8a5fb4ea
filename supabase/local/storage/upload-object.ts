import { createHash, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { findBucket } from './bucket-db.ts';
import { checkAllowedMimeType, isEmptyFolder } from './mime-types.ts';
import { insertObject, upsertObject, type ObjectMetadata, type ObjectWrite } from './object-db.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { asCaller, callerOf, SUPER_USER, type Caller } from './storage-access.ts';
import { GLOBAL_FILE_SIZE_LIMIT, type StorageContext } from './storage-context.ts';
import { errors } from './storage-errors.ts';
import { readUpload } from './upload-body.ts';

/**
 * POST `/object/:bucket/*name` (create, or replace with `x-upsert: true`) and PUT (Storage's
 * update(): always an upsert, so it also creates a missing object).
 */
export async function uploadObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  const upsert = req.method === 'PUT' || req.header('x-upsert') === 'true';
  const id = await storeUpload(ctx, req, { bucketId, name, caller, owner: caller, upsert });
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}

export interface UploadTarget {
  bucketId: string;
  name: string;
  /** Whose rights decide (RLS), tested before anything is written. */
  caller: Caller;
  /** Who owns the object: the caller, or whoever asked for a signed upload URL. */
  owner: Pick<Caller, 'userId' | 'sub'>;
  upsert: boolean;
}

/**
 * Storage's upload: the bucket's size limit and allowed types, then the caller's right to write
 * (`canUpload`: the insert or upsert, with the type and declared length, rolled back), then the
 * row and the file together, written as the service role. Returns the object's id.
 */
export async function storeUpload(
  ctx: StorageContext,
  req: ApiRequest,
  { bucketId, name, caller, owner, upsert }: UploadTarget,
): Promise<string> {
  checkBucketName(bucketId);
  checkObjectName(name);
  const bucket = await findBucket(ctx.backend.db, bucketId);
  if (!bucket) throw errors.noSuchBucket();
  const folder = isEmptyFolder(name);
  const maxSize = folder ? 0 : Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  const file = await readUpload(req, maxSize);
  if (!folder) checkAllowedMimeType(file.mimeType, bucket.allowed_mime_types);
  const declared = Number(req.header('content-length'));
  const userMetadata = { ...file.userMetadata };
  await testUploadPermission(ctx, caller, {
    bucketId,
    name,
    owner,
    upsert,
    metadata: { mimetype: file.mimeType, contentLength: Number.isFinite(declared) ? declared : file.bytes.length },
    userMetadata,
  });

  const write: ObjectWrite = {
    id: randomUUID(),
    bucket: bucketId,
    name,
    owner: owner.userId,
    ownerId: owner.sub,
    version: randomUUID(),
    metadata: {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.length,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    },
    userMetadata,
  };
  const staged = await ctx.files.stage(file.bytes);
  try {
    return await ctx.files.exclusive(bucketId, name, () =>
      asCaller(ctx.backend.db, SUPER_USER, async (tx) => {
        let written = write.id;
        if (upsert) written = await upsertObject(tx, write);
        else await insertObject(tx, write);
        await staged.commit(bucketId, name);
        return written;
      }),
    );
  } finally {
    await staged.discard();
  }
}

export interface PermissionProbe {
  bucketId: string;
  name: string;
  owner: Pick<Caller, 'userId' | 'sub'>;
  upsert: boolean;
  metadata: Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | null | undefined;
}

/** Storage's `canUpload`: the insert (or upsert) the upload will make, as the caller, rolled back. */
export async function testUploadPermission(ctx: StorageContext, caller: Caller, probe: PermissionProbe): Promise<void> {
  const row: ObjectWrite = {
    id: randomUUID(),
    bucket: probe.bucketId,
    name: probe.name,
    owner: probe.owner.userId,
    ownerId: probe.owner.sub,
    version: '1',
    metadata: probe.metadata,
    userMetadata: probe.userMetadata,
  };
  await asCaller(ctx.backend.db, caller, async (tx) => {
    if (probe.upsert) await upsertObject(tx, row);
    else await insertObject(tx, row);
    tx.rollback();
  });
}
