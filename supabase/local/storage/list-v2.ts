import type { FlatRow, ObjectRow } from './object-db.ts';
import { booleanAt, integerAt, objectAt, oneOf, required, stringAt } from './request-checks.ts';
import { errors } from './storage-errors.ts';

/** `POST /object/list-v2/:bucket` as storage-js listV2 sends it (supabase/storage `listObjectsV2`). */
export interface ListV2Request {
  prefix: string;
  limit: number | undefined;
  cursor: string | undefined;
  withDelimiter: boolean;
  sortBy: { column: 'name' | 'updated_at' | 'created_at'; order: 'asc' | 'desc' | undefined } | undefined;
}

export function parseListV2Request(body: unknown): ListV2Request {
  const b = body === undefined ? {} : objectAt(body);
  let sortBy: ListV2Request['sortBy'];
  if (b.sortBy !== undefined) {
    const s = objectAt(b.sortBy, 'body/sortBy');
    sortBy = {
      column: oneOf(required(s, 'column', 'body/sortBy'), 'body/sortBy/column', ['name', 'updated_at', 'created_at'] as const)!,
      order: oneOf(s.order, 'body/sortBy/order', ['asc', 'desc'] as const),
    };
  }
  return {
    prefix: stringAt(b.prefix, 'body/prefix') ?? '',
    limit: integerAt(b.limit, 'body/limit', { min: 1 }),
    cursor: stringAt(b.cursor, 'body/cursor'),
    withDelimiter: booleanAt(b.with_delimiter, 'body/with_delimiter') ?? false,
    sortBy,
  };
}

/** Where a page starts: Storage's continuation token, base64 of `l:<name>\no:<order>\nc:<column>\na:<time>`. */
export interface Cursor {
  startAfter: string;
  sortOrder: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_KEYS = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' } as const;

export function encodeCursor(cursor: Partial<Cursor>): string {
  const lines = Object.entries(CURSOR_KEYS).flatMap(([key, field]) => (cursor[field] ? [`${key}:${cursor[field]}`] : []));
  return Buffer.from(lines.join('\n')).toString('base64');
}

export function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    if (!match || !(match[1]! in CURSOR_KEYS)) throw errors.invalidParameter('continuation token');
    cursor[CURSOR_KEYS[match[1] as keyof typeof CURSOR_KEYS]] = match[2]!;
  }
  return cursor;
}

/** A row of a listing: a folder (id null, name without its last `/`) or an object. */
export interface V2Row {
  key?: string;
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: FlatRow['metadata'];
}

/** The first folder below `prefix` that holds `name` (with its `/`), or null for an object at this level. */
function commonPrefix(name: string, prefix: string): string | null {
  const slash = name.indexOf('/', prefix.length);
  return slash < 0 ? null : name.slice(0, slash + 1);
}

const folderRow = (name: string, at: string | null): V2Row => ({
  name,
  id: null,
  updated_at: at,
  created_at: at,
  last_accessed_at: null,
  metadata: null,
});

/**
 * Storage's `list_objects_with_delimiter` (list-v2 by name with a delimiter) over every object
 * under the prefix in byte order: folders collapse to one row, a cursor resumes after a folder's
 * contents or at `<name>/` after an object, as Storage's seek does.
 */
export function delimitedByName(rows: ObjectRow[], prefix: string, order: 'asc' | 'desc', startAfter: string, limit: number): V2Row[] {
  const sorted = order === 'asc' ? rows : [...rows].reverse();
  const cursorIsFolder = startAfter !== '' && rows.some((row) => row.name.startsWith(`${startAfter}/`));
  const past = (name: string) => {
    if (startAfter === '') return true;
    if (order === 'asc') return name >= (cursorIsFolder ? `${startAfter}0` : `${startAfter}/`);
    return name < (cursorIsFolder ? `${startAfter}/` : startAfter);
  };
  const out: V2Row[] = [];
  let skipping: string | null = null;
  for (const row of sorted) {
    if (out.length >= limit) break;
    if (!past(row.name) || (skipping !== null && row.name.startsWith(skipping))) continue;
    const folder = commonPrefix(row.name, prefix);
    skipping = folder;
    out.push(folder ? folderRow(folder.replace(/\/+$/, ''), null) : row);
  }
  return out;
}

/**
 * Storage's `search_by_timestamp` (list-v2 by updated_at or created_at with a delimiter): folders
 * dated by their oldest object's creation, everything ordered by time (to the millisecond) then
 * name, and a cursor compared on both.
 */
export function delimitedByTime(
  rows: ObjectRow[],
  prefix: string,
  column: 'updated_at' | 'created_at',
  order: 'asc' | 'desc',
  cursor: Cursor | undefined,
  limit: number,
): V2Row[] {
  const folders = new Map<string, string>();
  const entries: V2Row[] = [];
  for (const row of rows) {
    const folder = commonPrefix(row.name, prefix);
    if (!folder) entries.push(row);
    else if (!folders.has(folder) || row.created_at < folders.get(folder)!) folders.set(folder, row.created_at);
  }
  for (const [folder, createdAt] of folders) entries.push(folderRow(folder.replace(/\/+$/, ''), createdAt));
  const time = (row: V2Row) => (row[column] ? Date.parse(row[column]!) : 0);
  const compare = (a: V2Row, b: V2Row) => time(a) - time(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const direction = order === 'asc' ? 1 : -1;
  const afterTime = cursor?.sortColumnAfter ? Date.parse(cursor.sortColumnAfter) : 0;
  const bound = folderRow(cursor?.startAfter ?? '', null);
  const past = (row: V2Row) =>
    !cursor?.startAfter || direction * (time(row) - afterTime || (row.name < bound.name ? -1 : row.name > bound.name ? 1 : 0)) > 0;
  return entries
    .filter(past)
    .sort((a, b) => direction * compare(a, b))
    .slice(0, limit);
}

/** `split_part(name, '/', levels)`: the key Storage gives delimited rows. */
export function withKey(row: V2Row, levels: number): V2Row {
  return { key: row.name.split('/')[levels - 1] ?? '', ...row };
}
