import type { ServerResponse } from 'node:http';
import type { Backend } from '../backend.ts';
import { InvalidJsonError, PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import type { ServiceHandler } from '../http/server.ts';
import { handleBucketRoute } from './bucket-routes.ts';
import { FileStore } from './file-store.ts';
import { copyObject, moveObject } from './move-copy.ts';
import { splitBucketPath } from './object-names.ts';
import { downloadObject, headObject, objectInfo, type Access } from './object-read.ts';
import { deleteManyObjects, deleteObject, listObjects, listObjectsV2 } from './object-routes.ts';
import { RenderCache } from './render-image.ts';
import { renderObject } from './render-routes.ts';
import { signUploadUrl, uploadToSignedUrl } from './signed-upload.ts';
import { downloadSignedObject, renderSignedObject, signObjectUrl, signObjectUrls } from './signed-urls.ts';
import type { StorageContext } from './storage-context.ts';
import { errors, sendRouteNotFound, sendStorageError, StorageError } from './storage-errors.ts';
import { uploadObject } from './upload-object.ts';

/** Storage's other protocols and APIs, answered with NotSupported (docs/backend-conformance.md). */
const UNSUPPORTED: Record<string, string> = {
  s3: 'S3 protocol',
  cdn: 'CDN cache purge',
  iceberg: 'analytics buckets',
  vector: 'vector buckets',
};

/**
 * `/storage/v1`: Supabase Storage's REST API as storage-js uses it. Bytes live in
 * DATA_DIR/storage/<bucket>/<name>, metadata in storage.objects and storage.buckets; reads and
 * writes run as the caller's role so RLS on those tables decides (no policies: service role only).
 * Routes match supabase/storage's (static segments such as `list` or `sign` win over a bucket of
 * that name, as in Fastify's router).
 */
export async function createStorageService(backend: Backend): Promise<ServiceHandler> {
  const ctx: StorageContext = { backend, files: new FileStore(backend.config.dataDir), renders: new RenderCache() };
  return async (req, res) => {
    try {
      if (!(await route(ctx, req, res)))
        sendRouteNotFound(res, req.method, `${req.url.pathname.replace(/^\/storage\/v1/, '')}${req.url.search}`);
    } catch (error) {
      if (res.headersSent) {
        console.error(`[storage] ${req.method} ${req.path} failed while sending:`, error);
        res.destroy();
        return;
      }
      sendStorageError(res, toStorageError(error, req));
    }
  };
}

async function route(ctx: StorageContext, req: ApiRequest, res: ServerResponse): Promise<boolean> {
  const [, area, ...parts] = req.path.split('/');
  if (area === 'bucket')
    return handleBucketRoute(
      ctx,
      req,
      res,
      parts.filter((p, i) => p !== '' || i < parts.length - 1),
    );
  if (area === 'render' && parts[0] === 'image') return renderRoute(ctx, req, res, parts.slice(1));
  if (area === 'upload' && parts[0] === 'resumable') throw errors.notSupported('resumable uploads');
  if (area !== undefined && area in UNSUPPORTED) throw errors.notSupported(UNSUPPORTED[area]!);
  if (area !== 'object' || parts.length === 0) return false;
  return objectRoute(ctx, req, res, parts);
}

async function objectRoute(ctx: StorageContext, req: ApiRequest, res: ServerResponse, parts: string[]): Promise<boolean> {
  const method = req.method;
  const read = method === 'GET' || method === 'HEAD';
  const [first, second] = parts;
  const target = (from: number) => splitBucketPath(parts.slice(from).join('/'));

  if (method === 'POST' && parts.length === 1 && first === 'move') return run(moveObject(ctx, req, res));
  if (method === 'POST' && parts.length === 1 && first === 'copy') return run(copyObject(ctx, req, res));
  if (method === 'POST' && parts.length === 2 && first === 'list') return run(listObjects(ctx, req, res, second!));
  if (method === 'POST' && parts.length === 2 && first === 'list-v2') return run(listObjectsV2(ctx, req, res, second!));
  if (method === 'POST' && parts.length === 2 && first === 'sign') return run(signObjectUrls(ctx, req, res, second!));
  if (first === 'sign' && (method === 'POST' || read)) {
    const t = target(1);
    if (t)
      return run(
        method === 'POST' ? signObjectUrl(ctx, req, res, t.bucket, t.name) : downloadSignedObject(ctx, req, res, t.bucket, t.name),
      );
  }
  if (first === 'upload' && second === 'sign' && (method === 'POST' || method === 'PUT')) {
    const t = target(2);
    if (t)
      return run(method === 'POST' ? signUploadUrl(ctx, req, res, t.bucket, t.name) : uploadToSignedUrl(ctx, req, res, t.bucket, t.name));
  }
  if (first === 'info' && method === 'GET') {
    const access = accessOf(second);
    const t = target(access === 'optional' ? 1 : 2);
    if (t) return run(objectInfo(ctx, req, res, t.bucket, t.name, access));
  }
  if (read) {
    const access = accessOf(first);
    const t = target(access === 'optional' ? 0 : 1);
    if (!t) return false;
    return run(
      method === 'HEAD' ? headObject(ctx, req, res, t.bucket, t.name, access) : downloadObject(ctx, req, res, t.bucket, t.name, access),
    );
  }
  if (method === 'DELETE' && parts.length === 1) return run(deleteManyObjects(ctx, req, res, first!));
  const t = target(0);
  if (!t) return false;
  if (method === 'POST' || method === 'PUT') return run(uploadObject(ctx, req, res, t.bucket, t.name));
  if (method === 'DELETE') return run(deleteObject(ctx, req, res, t.bucket, t.name));
  return false;
}

async function renderRoute(ctx: StorageContext, req: ApiRequest, res: ServerResponse, parts: string[]): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const t = splitBucketPath(parts.slice(1).join('/'));
  if (!t) return false;
  if (parts[0] === 'sign') return run(renderSignedObject(ctx, req, res, t.bucket, t.name));
  if (parts[0] === 'public') return run(renderObject(ctx, req, res, t.bucket, t.name, 'public'));
  if (parts[0] === 'authenticated') return run(renderObject(ctx, req, res, t.bucket, t.name, 'rls'));
  return false;
}

async function run(handling: Promise<void>): Promise<boolean> {
  await handling;
  return true;
}

function accessOf(segment: string | undefined): Access {
  if (segment === 'public') return 'public';
  if (segment === 'authenticated') return 'authenticated';
  return 'optional';
}

function toStorageError(error: unknown, req: ApiRequest): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof InvalidJsonError) return errors.validation("Body is not valid JSON but content-type is set to 'application/json'");
  if (error instanceof PayloadTooLargeError) return errors.entityTooLarge('The request body exceeded the maximum allowed size');
  console.error(`[storage] ${req.method} ${req.path} failed:`, error);
  return errors.internal();
}
