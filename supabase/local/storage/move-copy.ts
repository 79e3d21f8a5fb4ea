import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { findObject, moveObjectRow, upsertObject, type ObjectRow } from './object-db.ts';
import { objectJson } from './object-json.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { booleanAt, objectAt, required, stringAt } from './request-checks.ts';
import { asCaller, callerOf, SUPER_USER, type Caller } from './storage-access.ts';
import type { StorageContext } from './storage-context.ts';
import { errors } from './storage-errors.ts';
import { parseBase64Json } from './upload-body.ts';
import { testUploadPermission } from './upload-object.ts';

interface Transfer {
  caller: Caller;
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
  body: Record<string, unknown>;
}

/** The body move and copy share: `{bucketId, sourceKey, destinationKey, destinationBucket?}` (another bucket when given). */
async function readTransfer(ctx: StorageContext, req: ApiRequest): Promise<Transfer> {
  const caller = callerOf(req, ctx.backend.jwt);
  const body = objectAt(await req.json());
  for (const name of ['bucketId', 'sourceKey', 'destinationKey']) required(body, name);
  const bucketId = stringAt(body.bucketId, 'body/bucketId')!;
  const sourceKey = stringAt(body.sourceKey, 'body/sourceKey')!;
  const destinationKey = stringAt(body.destinationKey, 'body/destinationKey')!;
  const destinationBucket = stringAt(body.destinationBucket, 'body/destinationBucket') || bucketId;
  checkBucketName(bucketId);
  checkBucketName(destinationBucket);
  checkObjectName(destinationKey);
  checkObjectName(sourceKey);
  return { caller, bucketId, sourceKey, destinationBucket, destinationKey, body };
}

/** Runs `fn` while no other write touches either object (locks taken in a fixed order). */
function exclusiveBoth<T>(ctx: StorageContext, a: [string, string], b: [string, string], fn: () => Promise<T>): Promise<T> {
  const [first, second] = `${a[0]}/${a[1]}` <= `${b[0]}/${b[1]}` ? [a, b] : [b, a];
  return ctx.files.exclusive(first[0], first[1], () => ctx.files.exclusive(second[0], second[1], fn));
}

/**
 * POST `/object/move` (storage-js `move()`, supabase/storage `moveObject`): the caller must see the
 * object and may update it into its new name (RLS); the row keeps its id, takes a new version and
 * the mover as owner. A move onto an existing name is refused (The resource already exists).
 */
export async function moveObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse) {
  const t = await readTransfer(ctx, req);
  const from = { bucket: t.bucketId, name: t.sourceKey };
  const to = { bucket: t.destinationBucket, name: t.destinationKey };
  const same = from.bucket === to.bucket && from.name === to.name;
  await exclusiveBoth(ctx, [from.bucket, from.name], [to.bucket, to.name], async () => {
    await asCaller(ctx.backend.db, t.caller, async (tx) => {
      const row = await findObject(tx, from.bucket, from.name);
      if (!row) throw errors.noSuchKey();
      const owner = t.caller.sub === null ? null : { owner: t.caller.userId, ownerId: t.caller.sub };
      const metadata = row.metadata && { ...row.metadata, lastModified: new Date().toISOString() };
      if (!(await moveObjectRow(tx, { from, to, version: randomUUID(), owner, metadata }))) throw errors.noSuchKey();
      if (same) return tx.rollback();
      const staged = await ctx.files.stageCopy(from.bucket, from.name);
      if (!staged) throw errors.noSuchKey();
      try {
        await staged.commit(to.bucket, to.name);
      } finally {
        await staged.discard();
      }
    });
    if (!same) await ctx.files.remove(from.bucket, from.name);
  });
  sendJson(res, 200, { message: 'Successfully moved' });
}

/**
 * POST `/object/copy` (storage-js `copy()`, supabase/storage `copyObject`): the caller must see the
 * source and may create (or with `x-upsert: true` replace) the destination, as for an upload.
 * The copy keeps the source's metadata unless `copyMetadata: false`, then takes `metadata`'s
 * cacheControl and mimetype and the `x-metadata` header as its user metadata.
 */
export async function copyObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse) {
  const t = await readTransfer(ctx, req);
  const copyMetadata = booleanAt(t.body.copyMetadata, 'body/copyMetadata') ?? true;
  const given = t.body.metadata === undefined ? {} : objectAt(t.body.metadata, 'body/metadata');
  const cacheControl = stringAt(given.cacheControl, 'body/metadata/cacheControl');
  const mimetype = stringAt(given.mimetype, 'body/metadata/mimetype');
  const upsert = req.header('x-upsert') === 'true';
  const header = req.header('x-metadata');

  const source = await asCaller(ctx.backend.db, t.caller, (tx) => findObject(tx, t.bucketId, t.sourceKey), true);
  if (!source) throw errors.noSuchKey();
  const metadata = { ...source.metadata };
  if (!copyMetadata) {
    if (cacheControl !== undefined) metadata.cacheControl = cacheControl;
    if (mimetype !== undefined) metadata.mimetype = mimetype;
  }
  const userMetadata = copyMetadata ? source.user_metadata : header === undefined ? undefined : parseBase64Json(header);
  await testUploadPermission(ctx, t.caller, {
    bucketId: t.destinationBucket,
    name: t.destinationKey,
    owner: t.caller,
    upsert,
    metadata,
    userMetadata,
  });

  const copied: ObjectRow = await ctx.files.exclusive(t.destinationBucket, t.destinationKey, async () => {
    const staged = await ctx.files.stageCopy(t.bucketId, t.sourceKey);
    if (!staged) throw errors.noSuchKey();
    try {
      return await asCaller(ctx.backend.db, SUPER_USER, async (tx) => {
        await upsertObject(tx, {
          id: randomUUID(),
          bucket: t.destinationBucket,
          name: t.destinationKey,
          owner: t.caller.userId,
          ownerId: t.caller.sub,
          version: randomUUID(),
          metadata: { ...metadata, lastModified: new Date().toISOString() },
          userMetadata,
        });
        await staged.commit(t.destinationBucket, t.destinationKey);
        return (await findObject(tx, t.destinationBucket, t.destinationKey))!;
      });
    } finally {
      await staged.discard();
    }
  });
  sendJson(res, 200, { Key: `${t.destinationBucket}/${t.destinationKey}`, Id: copied.id, ...objectJson(copied) });
}
