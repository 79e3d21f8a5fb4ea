import type { ServerResponse } from 'node:http';
import type { Backend } from '../backend.ts';
import { InvalidJsonError, PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import type { ServiceHandler } from '../http/server.ts';
import { handleBucketRoute } from './bucket-routes.ts';
import { FileStore } from './file-store.ts';
import { splitBucketPath } from './object-names.ts';
import {
  deleteManyObjects,
  deleteObject,
  downloadObject,
  listObjects,
  renderObject,
  uploadObject,
  type Access,
  type StorageContext,
} from './object-routes.ts';
import { RenderCache } from './render-image.ts';
import { signUploadUrl, uploadToSignedUrl } from './signed-upload.ts';
import { errors, sendRouteNotFound, sendStorageError, StorageError } from './storage-errors.ts';

/**
 * `/storage/v1`: the subset of Supabase Storage the shop and storage-js use. Bytes live in
 * DATA_DIR/storage/<bucket>/<name>, metadata in storage.objects and storage.buckets; reads and
 * writes run as the caller's role so RLS on those tables decides (no policies: service role only).
 * Public buckets are readable without a JWT at /object/public and /render/image/public.
 *
 * Signed upload URLs are served (signed-upload.ts). Not served: signed download URLs, move/copy,
 * resumable (TUS) and S3 uploads, `info` and `list-v2`.
 */
export async function createStorageService(backend: Backend): Promise<ServiceHandler> {
  const ctx: StorageContext = { backend, files: new FileStore(backend.config.dataDir), renders: new RenderCache() };
  return async (req, res) => {
    try {
      if (!(await route(ctx, req, res))) sendRouteNotFound(res, req.method, req.path);
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
  const method = req.method;
  const read = method === 'GET' || method === 'HEAD';
  if (area === 'bucket') return handleBucketRoute(ctx, req, res, parts.filter((p, i) => p !== '' || i < parts.length - 1));
  if (area === 'render' && parts[0] === 'image' && read) {
    const access = accessOf(parts[1]);
    const target = splitBucketPath(parts.slice(2).join('/'));
    if (!access || !target) return false;
    await renderObject(ctx, req, res, target.bucket, target.name, access);
    return true;
  }
  if (area !== 'object' || parts.length === 0) return false;

  if (parts[0] === 'list' && parts.length === 2 && method === 'POST') {
    await listObjects(ctx, req, res, parts[1]!);
    return true;
  }
  const access = accessOf(parts[0]);
  if (access && read) {
    const target = splitBucketPath(parts.slice(1).join('/'));
    if (!target) return false;
    await downloadObject(ctx, req, res, target.bucket, target.name, access);
    return true;
  }
  if (parts.length === 1 && method === 'DELETE') {
    await deleteManyObjects(ctx, req, res, parts[0]!);
    return true;
  }
  if (parts[0] === 'upload' && parts[1] === 'sign' && (method === 'POST' || method === 'PUT')) {
    const signed = splitBucketPath(parts.slice(2).join('/'));
    if (!signed) return false;
    if (method === 'POST') await signUploadUrl(ctx, req, res, signed.bucket, signed.name);
    else await uploadToSignedUrl(ctx, req, res, signed.bucket, signed.name);
    return true;
  }
  const target = splitBucketPath(parts.join('/'));
  if (!target) return false;
  switch (method) {
    case 'GET':
    case 'HEAD':
      await downloadObject(ctx, req, res, target.bucket, target.name, 'caller');
      return true;
    case 'POST':
      await uploadObject(ctx, req, res, target.bucket, target.name, 'create');
      return true;
    case 'PUT':
      await uploadObject(ctx, req, res, target.bucket, target.name, 'update');
      return true;
    case 'DELETE':
      await deleteObject(ctx, req, res, target.bucket, target.name);
      return true;
    default:
      return false;
  }
}

function accessOf(segment: string | undefined): Access | null {
  if (segment === 'public') return 'public';
  if (segment === 'authenticated') return 'caller';
  return null;
}

function toStorageError(error: unknown, req: ApiRequest): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof InvalidJsonError) return errors.invalidRequest('Body is not valid JSON');
  if (error instanceof PayloadTooLargeError) return errors.entityTooLarge('The request body exceeded the maximum allowed size');
  console.error(`[storage] ${req.method} ${req.path} failed:`, error);
  return errors.internal();
}
