import type { ObjectMetadata, ObjectRow } from './object-db.ts';
import { integerAt, objectAt, oneOf, required, stringAt } from './request-checks.ts';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

export interface ListRequest {
  /** A folder, always ending in `/` unless it is the bucket's root (''). */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: SortColumn;
  order: 'asc' | 'desc';
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

/** Storage's search caps a page at 1500 rows. */
const MAX_LIMIT = 1500;

/** Validates `POST /object/list/:bucket` (storage-js sends prefix, limit 100, offset 0, sortBy name asc). */
export function parseListRequest(body: unknown): ListRequest {
  const b = objectAt(body);
  const rawPrefix = stringAt(required(b, 'prefix'), 'body/prefix')!;
  const limit = integerAt(b.limit, 'body/limit', { min: 1 }) || 100;
  const offset = integerAt(b.offset, 'body/offset', { min: 0 }) ?? 0;
  let column: SortColumn = 'name';
  let order: 'asc' | 'desc' = 'asc';
  if (b.sortBy !== undefined) {
    const sortBy = objectAt(b.sortBy, 'body/sortBy');
    column = oneOf(required(sortBy, 'column', 'body/sortBy'), 'body/sortBy/column', SORT_COLUMNS)!;
    order = oneOf(sortBy.order, 'body/sortBy/order', ['asc', 'desc'] as const) ?? 'asc';
  }
  const search = stringAt(b.search, 'body/search') ?? '';
  const prefix = rawPrefix.length > 0 && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
  return { prefix, search, limit: Math.min(limit, MAX_LIMIT), offset, column, order };
}

/**
 * One level of the folder tree below `prefix`, as Storage's `storage.search` returns it: a
 * folder is an entry with a null id, files keep their metadata, names are relative to the prefix.
 * Sorted by name, folders and files interleave (case-insensitively, byte order); sorted by a
 * date, the folders come first.
 */
export function listLevel(rows: ObjectRow[], request: ListRequest): ListEntry[] {
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    const relative = row.name.slice(request.prefix.length);
    const slash = relative.indexOf('/');
    if (slash >= 0) {
      const folder = relative.slice(0, slash);
      if (!folders.has(folder)) {
        folders.set(folder, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      }
    } else {
      files.push({
        name: relative,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    }
  }
  const direction = request.order === 'asc' ? 1 : -1;
  const byName = (a: ListEntry, b: ListEntry) => direction * compareBytes(a.name.toLowerCase(), b.name.toLowerCase());
  let entries: ListEntry[];
  if (request.column === 'name') {
    entries = [...folders.values(), ...files].sort(byName);
  } else {
    const column = request.column;
    const byDate = (a: ListEntry, b: ListEntry) => direction * compareBytes(a[column] ?? '', b[column] ?? '') || byName(a, b);
    entries = [...[...folders.values()].sort(byName), ...files.sort(byDate)];
  }
  return entries.slice(request.offset, request.offset + request.limit);
}

function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
