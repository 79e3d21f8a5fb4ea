import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { findBucket } from './bucket-db.ts';
import { findObject, type ObjectRow } from './object-db.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { parseTransform, transformationLabels } from './transform-options.ts';
import { serveAsset, serveHead, type ServedAsset } from './serve-object.ts';
import { asCaller, callerOf, optionalCallerOf, SUPER_USER, type Caller } from './storage-access.ts';
import type { StorageContext } from './storage-context.ts';
import { errors } from './storage-errors.ts';

/**
 * How a read route authenticates (supabase/storage `getObject`, `getObjectInfo`, `getPublicObject`):
 * `public` needs no JWT and a public bucket; `authenticated` needs a valid JWT; `optional`
 * (`/object/:bucket/*`, `allowInvalidJwt`) treats a missing or bad JWT as a visitor; `rls`
 * (`renderAuthenticatedImage`) needs a JWT and always reads through RLS.
 */
export type Access = 'public' | 'authenticated' | 'optional' | 'rls';

/** A read route of one object: the caller's request and response, the object, and how the route authenticates. */
type ObjectReadRoute = (
  ctx: StorageContext,
  req: ApiRequest,
  res: ServerResponse,
  bucketId: string,
  name: string,
  access: Access,
) => Promise<void>;

/**
 * The object a read serves. A visitor reads public buckets only; a caller with a JWT reads a
 * public bucket's objects without RLS and a private bucket's through RLS.
 */
export async function readableObject(
  ctx: StorageContext,
  req: ApiRequest,
  bucketId: string,
  name: string,
  access: Access,
): Promise<ObjectRow> {
  const caller: Caller | null =
    access === 'public' ? null : access === 'optional' ? optionalCallerOf(req, ctx.backend.jwt) : callerOf(req, ctx.backend.jwt);
  checkBucketName(bucketId);
  if (access === 'rls') {
    checkObjectName(name);
    const row = await asCaller(ctx.backend.db, caller!, (tx) => findObject(tx, bucketId, name), true);
    if (!row) throw errors.noSuchKey();
    return row;
  }
  const bucket = await findBucket(ctx.backend.db, bucketId);
  if (!bucket || (!caller && !bucket.public)) throw errors.noSuchBucket();
  checkObjectName(name);
  const reader = bucket.public ? SUPER_USER : caller!;
  const row = await asCaller(ctx.backend.db, reader, (tx) => findObject(tx, bucketId, name), true);
  if (!row) throw errors.noSuchKey();
  return row;
}

/** GET of `/object/:bucket/*`, `/object/authenticated/…` and `/object/public/…`. */
export const downloadObject: ObjectReadRoute = async (ctx, req, res, bucketId, name, access) => {
  const row = await readableObject(ctx, req, bucketId, name, access);
  await sendObjectFile(ctx, req, res, row);
};

/** Streams a row's file with its stored headers (`expires` for signed URLs). */
export async function sendObjectFile(ctx: StorageContext, req: ApiRequest, res: ServerResponse, row: ObjectRow, expires?: Date) {
  const opened = await ctx.files.open(row.bucket_id, row.name);
  if (!opened) throw missingFile(row);
  await serveAsset(req, res, { ...assetHeaders(row), body: opened, expires });
}

/** HEAD of `/object/:bucket/*` (storage-js `exists()`), `/object/authenticated/…` and `/object/public/…`. */
export const headObject: ObjectReadRoute = async (ctx, req, res, bucketId, name, access) => {
  parseTransform(req.url.searchParams);
  const row = await readableObject(ctx, req, bucketId, name, access);
  serveHead(req, res, { ...assetHeaders(row), size: row.metadata?.contentLength ?? 0 });
};

/**
 * GET `/object/info/{public,authenticated,}/:bucket/*` (storage-js `info()`, Storage's
 * `InfoRenderer`): the object's stored facts as JSON, its user metadata as `metadata`.
 */
export const objectInfo: ObjectReadRoute = async (ctx, req, res, bucketId, name, access) => {
  const transformations = transformationLabels(parseTransform(req.url.searchParams));
  const row = await readableObject(ctx, req, bucketId, name, access);
  const meta = row.metadata;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ETag: meta?.eTag ?? '',
    'Cache-Control': meta?.cacheControl ?? '',
  };
  const lastModified = meta?.lastModified ? new Date(meta.lastModified) : null;
  if (lastModified && !Number.isNaN(lastModified.getTime())) headers['Last-Modified'] = lastModified.toUTCString();
  if (transformations.length > 0) headers['X-Transformations'] = transformations.join(',');
  for (const key of Object.keys(headers)) if (headers[key] === '') delete headers[key];
  sendJson(
    res,
    200,
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: meta?.size ?? null,
      content_type: meta?.mimetype ?? null,
      cache_control: meta?.cacheControl ?? null,
      etag: meta?.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    headers,
  );
};

export function assetHeaders(row: ObjectRow): Omit<ServedAsset, 'body'> {
  const meta = row.metadata;
  return {
    mimeType: meta?.mimetype ?? 'application/octet-stream',
    eTag: meta?.eTag ?? `"${row.version ?? row.id}"`,
    lastModified: new Date(meta?.lastModified ?? row.updated_at),
    cacheControl: meta?.cacheControl ?? 'no-cache',
  };
}

export function missingFile(row: ObjectRow) {
  console.warn(`[storage] ${row.bucket_id}/${row.name} has a row but no file`);
  return errors.noSuchKey();
}
