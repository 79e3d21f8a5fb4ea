import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { callerOf, SUPER_USER } from './storage-access.ts';
import type { StorageContext } from './storage-context.ts';
import { parseBase64Json } from './upload-body.ts';
import { storeUpload, testUploadPermission } from './upload-object.ts';
import { signUrlToken, verifyUrlToken } from './url-tokens.ts';

/** How long a signed upload URL works: hosted Storage's documented two hours. */
const SIGNED_UPLOAD_EXPIRES_SECONDS = 2 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST `/object/upload/sign/:bucket/*name` → `{url, token}` (supabase/storage
 * `getSignedUploadURL`). The caller's right to create the object (or to upsert it with
 * `x-upsert: true`) is tested now, under RLS, with the request's content type and length and
 * `x-metadata`, in a transaction that is rolled back; the upload itself later needs only the token.
 */
export async function signUploadUrl(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  checkBucketName(bucketId);
  checkObjectName(name);
  const upsert = req.header('x-upsert') === 'true';
  const declared = Number(req.header('content-length'));
  const metadataHeader = req.header('x-metadata');
  await testUploadPermission(ctx, caller, {
    bucketId,
    name,
    owner: caller,
    upsert,
    metadata: { mimetype: req.header('content-type'), contentLength: Number.isFinite(declared) ? declared : undefined },
    userMetadata: metadataHeader === undefined ? null : (parseBase64Json(metadataHeader) ?? null),
  });
  const url = `${bucketId}/${name}`;
  const token = signUrlToken(ctx.backend.jwt, url, 'upload', SIGNED_UPLOAD_EXPIRES_SECONDS, {
    ...(caller.sub ? { owner: caller.sub } : {}),
    upsert,
  });
  sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/**
 * PUT `/object/upload/sign/:bucket/*name?token=` (supabase/storage `uploadSignedObject`): the
 * token must be ours, for uploads, for this very object and unexpired; the object is then
 * written as the service role, owned by whoever asked for the URL, with the bucket's limits.
 */
export async function uploadToSignedUrl(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  checkBucketName(bucketId);
  const claims = verifyUrlToken(ctx.backend.jwt, req.url.searchParams.get('token'), `${bucketId}/${name}`, 'upload');
  const sub = typeof claims.owner === 'string' ? claims.owner : null;
  const owner = { sub, userId: sub !== null && UUID.test(sub) ? sub : null };
  await storeUpload(ctx, req, { bucketId, name, caller: SUPER_USER, owner, upsert: claims.upsert === true });
  sendJson(res, 200, { Key: `${bucketId}/${name}` });
}
