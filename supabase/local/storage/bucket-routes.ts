import type { ServerResponse } from 'node:http';
import { DatabaseError } from '../db/database.ts';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { GLOBAL_FILE_SIZE_LIMIT, type StorageContext } from './object-routes.ts';
import { checkBucketName } from './object-names.ts';
import { asCaller, callerOf } from './storage-access.ts';
import { deleteAllObjects, deleteBucket, findBucket, insertBucket, listBuckets, updateBucket, type BucketRow } from './storage-db.ts';
import { errors, StorageError } from './storage-errors.ts';

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];

/**
 * The bucket API (supabase/storage `src/http/routes/bucket/*`). Every statement runs as the caller
 * under RLS; with no policies on storage.buckets that means only the service role manages buckets,
 * as on hosted Supabase. Buckets can also come from SQL in a migration.
 */
export async function handleBucketRoute(ctx: StorageContext, req: ApiRequest, res: ServerResponse, parts: string[]): Promise<boolean> {
  const [id, action, ...rest] = parts;
  if (rest.length > 0) return false;
  const route = `${req.method} ${id === undefined ? '' : ':id'}${action === undefined ? '' : `/${action}`}`;
  const caller = () => callerOf(req, ctx.backend.jwt);
  const db = ctx.backend.db;
  switch (route) {
    case 'GET ': {
      const q = req.url.searchParams;
      const sort = q.get('sortColumn') ?? 'name';
      const order = (q.get('sortOrder') ?? 'asc').toLowerCase();
      if (!SORT_COLUMNS.includes(sort) || (order !== 'asc' && order !== 'desc')) throw errors.invalidRequest('querystring/sortColumn or sortOrder is invalid');
      const limit = optionalInteger(q.get('limit'), 'limit', 1);
      const offset = optionalInteger(q.get('offset'), 'offset', 0) ?? 0;
      const rows = await asCaller(db, caller(), (tx) => listBuckets(tx, q.get('search') ?? '', sort, order, limit, offset), true);
      sendJson(res, 200, rows.map(toBucket));
      return true;
    }
    case 'GET :id': {
      const row = await asCaller(db, caller(), (tx) => findBucket(tx, id!), true);
      if (!row) throw errors.noSuchBucket();
      sendJson(res, 200, toBucket(row));
      return true;
    }
    case 'POST ': {
      const who = caller();
      const body = objectBody(await req.json());
      if (typeof body.name !== 'string') throw errors.invalidRequest("body must have required property 'name'");
      const name = checkBucketName(body.name);
      const bucketId = body.id === undefined ? name : checkBucketName(String(body.id));
      const bucket = {
        id: bucketId,
        name,
        owner: who.userId,
        public: booleanField(body.public, 'public') ?? false,
        fileSizeLimit: fileSizeLimit(body.file_size_limit) ?? null,
        allowedMimeTypes: mimeTypes(body.allowed_mime_types) ?? null,
      };
      try {
        await asCaller(db, who, (tx) => insertBucket(tx, bucket));
      } catch (error) {
        if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') throw errors.bucketExists();
        throw error;
      }
      sendJson(res, 200, { name });
      return true;
    }
    case 'PUT :id': {
      const body = objectBody(await req.json());
      const changes = {
        public: booleanField(body.public, 'public'),
        fileSizeLimit: fileSizeLimit(body.file_size_limit),
        allowedMimeTypes: mimeTypes(body.allowed_mime_types),
      };
      if (!(await asCaller(db, caller(), (tx) => updateBucket(tx, id!, changes)))) throw errors.noSuchBucket();
      sendJson(res, 200, { message: 'Successfully updated' });
      return true;
    }
    case 'POST :id/empty': {
      const who = caller();
      if (!(await findBucket(db, id!))) throw errors.noSuchBucket();
      const names = await asCaller(db, who, (tx) => deleteAllObjects(tx, id!));
      for (const name of names) await ctx.files.remove(id!, name).catch(() => undefined);
      sendJson(res, 200, { message: 'Successfully emptied' });
      return true;
    }
    case 'DELETE :id': {
      const who = caller();
      let deleted: boolean;
      try {
        deleted = await asCaller(db, who, (tx) => deleteBucket(tx, id!));
      } catch (error) {
        if (error instanceof DatabaseError && error.code === '23503') throw errors.bucketNotEmpty();
        throw error;
      }
      if (!deleted) throw errors.noSuchBucket();
      await ctx.files.removeBucket(checkBucketName(id!)).catch(() => undefined);
      sendJson(res, 200, { message: 'Successfully deleted' });
      return true;
    }
    default:
      return false;
  }
}

function toBucket(row: BucketRow) {
  return { ...row, type: 'STANDARD' };
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.invalidRequest('body must be object');
  return body as Record<string, unknown>;
}

function optionalInteger(raw: string | null, name: string, min: number): number | null {
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw errors.invalidRequest(`querystring/${name} must be >= ${min}`);
  return value;
}

function booleanField(value: unknown, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw errors.invalidRequest(`body/${name} must be boolean`);
  return value;
}

/** A number of bytes or Storage's "20MB" / "512KB" form; null removes the limit. */
function fileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value as null | undefined;
  let bytes: number;
  if (typeof value === 'number') bytes = value;
  else if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)\s*(gb|mb|kb|b)$/i.exec(value.trim());
    if (!match) throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    const unit = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 }[match[2]!.toLowerCase() as 'b'];
    bytes = Math.round(Number(match[1]) * unit);
  } else throw errors.invalidRequest('body/file_size_limit must be integer or string');
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw errors.invalidRequest('body/file_size_limit must be a non-negative integer');
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw errors.invalidRequest(`file_size_limit may not exceed the global limit of ${GLOBAL_FILE_SIZE_LIMIT} bytes`);
  return bytes;
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value as null | undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(v))) {
    throw errors.invalidRequest('body/allowed_mime_types must be an array of MIME types');
  }
  return value as string[];
}
