import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { existingNames, findObject, type ObjectRow } from './object-db.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { sendObjectFile } from './object-read.ts';
import { sendRendered } from './render-routes.ts';
import { integerAt, objectAt, required, stringsAt } from './request-checks.ts';
import { asCaller, callerOf, SUPER_USER } from './storage-access.ts';
import { MAX_OBJECTS_PER_REQUEST, type StorageContext } from './storage-context.ts';
import { errors } from './storage-errors.ts';
import { parseTransform, transformationLabels, transformFromLabels } from './transform-options.ts';
import { checkExpiresIn, signUrlToken, verifyUrlToken } from './url-tokens.ts';

const MISSING = 'Either the object does not exist or you do not have access to it';

/**
 * POST `/object/sign/:bucket/*name` {expiresIn, transform?} → {signedURL} (storage-js
 * createSignedUrl; supabase/storage `getSignedURL`). The caller must see the object (RLS); the URL
 * then works for anyone until it expires. With a transform the URL goes to `/render/image/sign`.
 */
export async function signObjectUrl(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  const body = objectAt(await req.json());
  const expiresIn = integerAt(required(body, 'expiresIn'), 'body/expiresIn', { min: 1 })!;
  const transform = body.transform === undefined ? {} : parseTransform(body.transform, 'body/transform');
  checkExpiresIn(expiresIn);
  checkBucketName(bucketId);
  checkObjectName(name);
  const row = await asCaller(ctx.backend.db, caller, (tx) => findObject(tx, bucketId, name), true);
  if (!row) throw errors.noSuchKey();
  const transformations = transformationLabels(transform, true).join(',');
  const claims = { ...(transformations ? { transformations } : {}), ...(transform.format ? { format: transform.format } : {}) };
  const url = `${bucketId}/${name}`;
  const token = signUrlToken(ctx.backend.jwt, url, 'download', expiresIn, claims);
  sendJson(res, 200, { signedURL: `/${transformations ? 'render/image' : 'object'}/sign/${url}?token=${token}` });
}

/**
 * POST `/object/sign/:bucket` {expiresIn, paths} (storage-js createSignedUrls; `getSignedURLs`):
 * one entry per path, in order, with an error instead of a URL for what the caller cannot see.
 */
export async function signObjectUrls(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  const body = objectAt(await req.json());
  const expiresIn = integerAt(required(body, 'expiresIn'), 'body/expiresIn', { min: 1 })!;
  const paths = stringsAt(required(body, 'paths'), 'body/paths', { min: 1, max: MAX_OBJECTS_PER_REQUEST })!;
  checkExpiresIn(expiresIn);
  checkBucketName(bucketId);
  const visible = await asCaller(ctx.backend.db, caller, (tx) => existingNames(tx, bucketId, paths), true);
  sendJson(
    res,
    200,
    paths.map((path) => {
      if (!visible.has(path)) return { error: MISSING, path, signedURL: null };
      const url = `${bucketId}/${path}`;
      return { error: null, path, signedURL: `/object/sign/${url}?token=${signUrlToken(ctx.backend.jwt, url, 'download', expiresIn)}` };
    }),
  );
}

/** GET `/object/sign/:bucket/*name?token=` (`getSignedObject`): the object, with `Expires` at the token's end. */
export async function downloadSignedObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const { row, expires } = await signedObject(ctx, req, bucketId, name);
  await sendObjectFile(ctx, req, res, row, expires);
}

/** GET `/render/image/sign/:bucket/*name?token=` (`renderSignedImage`): the transformations come from the token. */
export async function renderSignedObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const { row, expires, claims } = await signedObject(ctx, req, bucketId, name);
  const labels = typeof claims.transformations === 'string' ? claims.transformations : '';
  await sendRendered(ctx, req, res, row, transformFromLabels(labels), expires);
}

async function signedObject(ctx: StorageContext, req: ApiRequest, bucketId: string, name: string) {
  checkBucketName(bucketId);
  const claims = verifyUrlToken(ctx.backend.jwt, req.url.searchParams.get('token'), `${bucketId}/${name}`, 'download');
  checkObjectName(name);
  const row: ObjectRow | null = await asCaller(ctx.backend.db, SUPER_USER, (tx) => findObject(tx, bucketId, name), true);
  if (!row) throw errors.noSuchKey();
  const expires = typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : undefined;
  return { row, expires, claims };
}
