import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { bucketHasObjects, deleteBucket, findBucket, insertBucket, listBuckets, updateBucket, type BucketRow } from './bucket-db.ts';
import { parseBucketChanges, parseNewBucket } from './bucket-input.ts';
import { deleteAllObjects } from './object-db.ts';
import { integerAt, oneOf, queryValue, stringAt } from './request-checks.ts';
import { asCaller, callerOf } from './storage-access.ts';
import type { StorageContext } from './storage-context.ts';
import { errors, StorageError } from './storage-errors.ts';

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;

/**
 * The bucket API (supabase/storage `src/http/routes/bucket/*`). Every statement runs as the caller
 * under RLS; with no policies on storage.buckets that means only the service role manages buckets,
 * as on hosted Supabase. Buckets can also come from SQL in a migration.
 */
export async function handleBucketRoute(ctx: StorageContext, req: ApiRequest, res: ServerResponse, parts: string[]): Promise<boolean> {
  const [id, action, ...rest] = parts;
  if (rest.length > 0) return false;
  const route = `${req.method} ${id === undefined ? '' : ':id'}${action === undefined ? '' : `/${action}`}`;
  const db = ctx.backend.db;
  switch (route) {
    case 'GET ': {
      const caller = callerOf(req, ctx.backend.jwt);
      const q = req.url.searchParams;
      const limit = integerAt(queryValue(q, 'limit'), 'querystring/limit', { min: 1 });
      const offset = integerAt(queryValue(q, 'offset'), 'querystring/offset', { min: 0 });
      const column = oneOf(queryValue(q, 'sortColumn'), 'querystring/sortColumn', SORT_COLUMNS);
      const order = oneOf(queryValue(q, 'sortOrder'), 'querystring/sortOrder', ['asc', 'desc'] as const);
      const search = stringAt(queryValue(q, 'search'), 'querystring/search') ?? '';
      const sort = column ? { column, order: order ?? 'asc' } : null;
      const rows = await asCaller(
        db,
        caller,
        (tx) => listBuckets(tx, { search, sort, limit: limit ?? null, offset: offset ?? null }),
        true,
      );
      sendJson(
        res,
        200,
        rows.map((row) => bucketJson(row, true)),
      );
      return true;
    }
    case 'GET :id': {
      const caller = callerOf(req, ctx.backend.jwt);
      const row = await asCaller(db, caller, (tx) => findBucket(tx, id!), true);
      if (!row) throw errors.noSuchBucket();
      sendJson(res, 200, bucketJson(row, false));
      return true;
    }
    case 'POST ': {
      const caller = callerOf(req, ctx.backend.jwt);
      const bucket = parseNewBucket(await req.json());
      try {
        await asCaller(db, caller, (tx) =>
          insertBucket(tx, {
            ...bucket,
            owner: caller.userId,
            public: bucket.public ?? false,
            fileSizeLimit: bucket.fileSizeLimit ?? null,
            allowedMimeTypes: bucket.allowedMimeTypes ?? null,
          }),
        );
      } catch (error) {
        if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') throw errors.bucketExists();
        throw error;
      }
      sendJson(res, 200, { name: bucket.name });
      return true;
    }
    case 'PUT :id': {
      const caller = callerOf(req, ctx.backend.jwt);
      const changes = parseBucketChanges(await req.json());
      if (!(await asCaller(db, caller, (tx) => updateBucket(tx, id!, changes)))) throw errors.noSuchBucket();
      sendJson(res, 200, { message: 'Successfully updated' });
      return true;
    }
    case 'POST :id/empty': {
      const caller = callerOf(req, ctx.backend.jwt);
      if (caller.role !== 'service_role') throw errors.roleDenied('Access denied: Invalid role');
      if (!(await findBucket(db, id!))) throw errors.noSuchBucket();
      const names = await asCaller(db, caller, (tx) => deleteAllObjects(tx, id!));
      for (const name of names) await ctx.files.remove(id!, name).catch(() => undefined);
      sendJson(res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
      return true;
    }
    case 'DELETE :id': {
      const caller = callerOf(req, ctx.backend.jwt);
      if (!(await findBucket(db, id!))) throw errors.noSuchBucket();
      if (await bucketHasObjects(db, id!)) throw errors.bucketNotEmpty();
      if (!(await asCaller(db, caller, (tx) => deleteBucket(tx, id!)))) throw errors.noSuchBucket();
      await ctx.files.removeBucket(id!).catch(() => undefined);
      sendJson(res, 200, { message: 'Successfully deleted' });
      return true;
    }
    default:
      return false;
  }
}

/**
 * A bucket as Storage's `bucketSchema` serialises it: `type` only in the list, a null owner as "".
 * (Storage's tables have a `type` column; every bucket here is a STANDARD one.)
 */
function bucketJson(row: BucketRow, withType: boolean) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    ...(withType ? { type: 'STANDARD' } : {}),
    file_size_limit: row.file_size_limit,
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
