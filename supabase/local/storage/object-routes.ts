import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import { listLevel, parseListRequest } from './list-objects.ts';
import { decodeCursor, delimitedByName, delimitedByTime, encodeCursor, parseListV2Request, withKey, type V2Row } from './list-v2.ts';
import { deleteObjects, findObject, listFlat, objectsLike, objectsUnder, objectsUnderIgnoringCase, type ObjectRow } from './object-db.ts';
import { objectJson } from './object-json.ts';
import { checkBucketName, checkObjectName } from './object-names.ts';
import { objectAt, required, stringsAt } from './request-checks.ts';
import { asCaller, callerOf, type Caller } from './storage-access.ts';
import type { StorageContext } from './storage-context.ts';
import { errors } from './storage-errors.ts';

/**
 * DELETE `/object/:bucket/*name` (supabase/storage `deleteObject`): Object not found when there is
 * no such object, Access denied when RLS does not let the caller delete it.
 */
export async function deleteObject(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string, name: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  checkBucketName(bucketId);
  checkObjectName(name);
  if (!(await findObject(ctx.backend.db, bucketId, name))) throw errors.noSuchKey();
  const deleted = await removeObjects(ctx, caller, bucketId, [name]);
  if (deleted.length === 0) throw errors.accessDenied('Access denied');
  sendJson(res, 200, { message: 'Successfully deleted' });
}

/** DELETE `/object/:bucket` with `{prefixes}` (storage-js `remove()`): the rows deleted, none for unknown names. */
export async function deleteManyObjects(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  const body = objectAt(await req.json());
  const prefixes = stringsAt(required(body, 'prefixes'), 'body/prefixes', { min: 1 })!;
  checkBucketName(bucketId);
  const deleted = await removeObjects(ctx, caller, bucketId, [...new Set(prefixes)]);
  sendJson(res, 200, deleted.map(objectJson));
}

/** POST `/object/list/:bucket` (storage-js `list()`, Storage's `storage.search`). */
export async function listObjects(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  const request = parseListRequest(await req.json());
  checkBucketName(bucketId);
  const rows = await asCaller(
    ctx.backend.db,
    caller,
    (tx) => objectsUnderIgnoringCase(tx, bucketId, request.prefix + request.search),
    true,
  );
  sendJson(res, 200, listLevel(rows, request));
}

/**
 * POST `/object/list-v2/:bucket` (storage-js `listV2()`, Storage's `listObjectsV2`): pages of at
 * most 1000 keys under a prefix, with or without folding at `/`, continued by `cursor`.
 */
export async function listObjectsV2(ctx: StorageContext, req: ApiRequest, res: ServerResponse, bucketId: string) {
  const caller = callerOf(req, ctx.backend.jwt);
  const request = parseListV2Request(await req.json());
  checkBucketName(bucketId);
  const limit = Math.min(request.limit || 1000, 1000);
  const cursor = request.cursor ? decodeCursor(request.cursor) : undefined;
  const order = cursor?.sortOrder || request.sortBy?.order;
  const column = cursor?.sortColumn || request.sortBy?.column;
  const prefix = request.prefix;
  const sortOrder = order === 'desc' ? 'desc' : 'asc';
  const rows: V2Row[] = await asCaller(
    ctx.backend.db,
    caller,
    async (tx) => {
      if (!request.withDelimiter) {
        const sortColumn = column === 'updated_at' || column === 'created_at' ? column : null;
        return listFlat(tx, bucketId, {
          prefix,
          column: sortColumn,
          order: sortOrder,
          startAfter: cursor?.startAfter ?? null,
          after: cursor?.sortColumnAfter ?? null,
          limit: limit + 1,
        });
      }
      const levels = prefix ? prefix.split('/').length : 1;
      const timeColumn = column === 'updated_at' || column === 'created_at' ? column : null;
      const found = timeColumn
        ? delimitedByTime(await objectsLike(tx, bucketId, prefix), prefix, timeColumn, sortOrder, cursor, limit + 1)
        : delimitedByName(await objectsUnder(tx, bucketId, prefix), prefix, sortOrder, cursor?.startAfter ?? '', limit + 1);
      return found.map((row) => withKey(listed(row), levels));
    },
    true,
  );

  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const folders = page
    .filter((row) => row.id === null)
    .map((row) => ({ ...row, name: row.name.endsWith('/') ? row.name : `${row.name}/` }));
  const objects = page.filter((row) => row.id !== null);
  const last = page[page.length - 1];
  const after = hasNext && last && column && column !== 'name' ? last[column as 'created_at'] : null;
  sendJson(res, 200, {
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            sortOrder: order,
            sortColumn: column,
            sortColumnAfter: after ? new Date(after).toISOString() : undefined,
          }),
          nextCursorKey: last.name,
        }
      : {}),
    folders,
    objects,
  });
}

/** The columns a listing shows of a row. */
function listed(row: V2Row | ObjectRow): V2Row {
  return {
    name: row.name,
    id: row.id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
  };
}

/** Deletes the rows the caller may delete (RLS) and their files, one object name at a time per key. */
async function removeObjects(ctx: StorageContext, caller: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  const sorted = [...names].sort();
  const run = (index: number): Promise<ObjectRow[]> =>
    index < sorted.length
      ? ctx.files.exclusive(bucketId, sorted[index]!, () => run(index + 1))
      : asCaller(ctx.backend.db, caller, async (tx) => {
          const rows = await deleteObjects(tx, bucketId, sorted);
          for (const row of rows) {
            await ctx.files
              .remove(bucketId, row.name)
              .catch((error) => console.warn(`[storage] could not remove ${bucketId}/${row.name}: ${error}`));
          }
          return rows;
        });
  return run(0);
}
