import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { storeUpload, type StorageContext } from './object-routes.ts';
import { asCaller, callerOf, type Caller } from './storage-access.ts';
import { findBucket, insertObject, upsertObject } from './storage-db.ts';
import { errors, StorageError } from './storage-errors.ts';

/** How long a signed upload URL works: hosted Storage's documented two hours. */
const SIGNED_UPLOAD_EXPIRES_SECONDS = 2 * 60 * 60;
/** The token's scope, so a download token never uploads (and the other way round). */
const UPLOAD_SCOPE = 'upload';

interface UploadToken {
  url: string;
  owner?: string;
  upsert: boolean;
  scope: string;
  exp: number;
}

/**
 * POST `/object/upload/sign/:bucket/*name` → `{url, token}` (supabase/storage
 * `getSignedUploadURL`). The caller's right to create the object (or to upsert it with
 * `x-upsert: true`) is tested now, under RLS, in a transaction that is rolled back; the upload
 * itself later needs only the token.
 */
export async function signUploadUrl(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  checkBucketName(bucketId);
  checkObjectName(name);
  if (!(await findBucket(ctx.backend.db, bucketId))) throw errors.noSuchBucket();
  const upsert = req.header('x-upsert') === 'true';
  await testUploadPermission(ctx, caller, bucketId, name, upsert);
  const url = `${bucketId}/${name}`;
  const now = Math.floor(Date.now() / 1000);
  const token = ctx.backend.jwt.sign({
    ...(caller.userId ? { owner: caller.userId } : {}),
    url,
    upsert,
    scope: UPLOAD_SCOPE,
    iat: now,
    exp: now + SIGNED_UPLOAD_EXPIRES_SECONDS,
  });
  sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/**
 * PUT `/object/upload/sign/:bucket/*name?token=` (supabase/storage `uploadSignedObject`): the token
 * must be ours, for uploads, for this very object and unexpired; the object is then written as the
 * service role, owned by whoever asked for the URL, with the bucket's limits and content checks.
 */
export async function uploadToSignedUrl(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const token = verifyUploadToken(ctx, req.url.searchParams.get('token'), `${bucketId}/${name}`);
  const service: Caller = { role: 'service_role', claims: { role: 'service_role' }, userId: null };
  await storeUpload(ctx, req, { bucketId, name, caller: service, owner: token.owner ?? null, mode: token.upsert ? 'upsert' : 'create' });
  sendJson(res, 200, { Key: `${bucketId}/${name}` });
}

function verifyUploadToken(ctx: StorageContext, token: string | null, url: string): UploadToken {
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  const result = ctx.backend.jwt.verify(token);
  if (!result.ok) {
    if (result.reason === 'expired') throw expiredSignature();
    throw invalidJwt(result.reason === 'bad_signature' ? 'signature verification failed' : 'Invalid Compact JWS');
  }
  const claims = result.claims as Partial<UploadToken>;
  if (claims.scope !== UPLOAD_SCOPE) throw invalidSignature(`Token is not scoped for ${UPLOAD_SCOPE}`);
  if (claims.url !== url) throw invalidSignature('Invalid signature');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw expiredSignature();
  return { url, owner: typeof claims.owner === 'string' ? claims.owner : undefined, upsert: claims.upsert === true, scope: UPLOAD_SCOPE, exp: claims.exp };
}

/** Storage's `db.testPermission`: the write the upload will make, rolled back. */
async function testUploadPermission(ctx: StorageContext, caller: Caller, bucketId: string, name: string, upsert: boolean): Promise<void> {
  const probe = {
    id: randomUUID(),
    bucket: bucketId,
    name,
    owner: caller.userId,
    version: '1',
    metadata: { eTag: '""', size: 0, mimetype: 'application/octet-stream', cacheControl: 'no-cache', lastModified: new Date().toISOString(), contentLength: 0, httpStatusCode: 200 },
  };
  await asCaller(ctx.backend.db, caller, async (tx) => {
    if (upsert) await upsertObject(tx, probe);
    else await insertObject(tx, probe);
    tx.rollback();
  });
}

const invalidJwt = (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message);
const invalidSignature = (message: string) => new StorageError(400, 'InvalidSignature', 'InvalidSignature', message);
const expiredSignature = () => new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.');
