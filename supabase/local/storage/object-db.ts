import { DatabaseError, type Queryable } from '../db/database.ts';
import { escapeLike, isoColumn } from './bucket-db.ts';
import { errors } from './storage-errors.ts';

/** What Storage keeps in storage.objects.metadata (`ObjectMetadata` in supabase/storage). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
}

const OBJECT_COLUMNS = `id::text, name, bucket_id, owner::text, owner_id, version, ${isoColumn('created_at')}, ${isoColumn('updated_at')},
  ${isoColumn('last_accessed_at')}, metadata, user_metadata`;

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await db.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
    bucket,
    name,
  ]);
  return rows[0] ?? null;
}

/** Which of `names` exist and are visible to the caller. */
export async function existingNames(db: Queryable, bucket: string, names: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
    bucket,
    names,
  ]);
  return new Set(rows.map((row) => row.name));
}

export interface ObjectWrite {
  id: string;
  bucket: string;
  name: string;
  /** The writer's user id when it is a UUID (storage.objects.owner is uuid). */
  owner: string | null;
  /** The writer's `sub`, whatever it is. */
  ownerId: string | null;
  version: string;
  metadata: Partial<ObjectMetadata>;
  /** Undefined: none given (a new row has none, a replaced row keeps its own, as Storage's upsert leaves it). */
  userMetadata: Record<string, unknown> | null | undefined;
}

const WRITE_VALUES = (o: ObjectWrite) => [
  o.id,
  o.bucket,
  o.name,
  o.owner,
  o.ownerId,
  o.version,
  JSON.stringify(o.metadata),
  o.userMetadata == null ? null : JSON.stringify(o.userMetadata),
];

/** No RETURNING: Storage needs only an INSERT policy to create an object. A taken name is KeyAlreadyExists. */
export async function insertObject(db: Queryable, o: ObjectWrite): Promise<void> {
  try {
    await db.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3, $4::uuid, $5, $6, $7, $8)`,
      WRITE_VALUES(o),
    );
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') throw errors.keyExists();
    throw error;
  }
}

/**
 * Creates or replaces; returns the id of the row written (the existing row's id when it replaced
 * one). A writer without a `sub` (the service role) leaves the owner as it was, as Storage does.
 */
export async function upsertObject(db: Queryable, o: ObjectWrite): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4::uuid, $5, $6, $7, $8)
     on conflict (bucket_id, name) do update set owner = coalesce(excluded.owner, objects.owner),
       owner_id = coalesce(excluded.owner_id, objects.owner_id), version = excluded.version, metadata = excluded.metadata,
       user_metadata = case when $9::boolean then excluded.user_metadata else objects.user_metadata end, updated_at = now()
     returning id::text`,
    [...WRITE_VALUES(o), o.userMetadata !== undefined],
  );
  return rows[0]!.id;
}

export interface ObjectMove {
  from: { bucket: string; name: string };
  to: { bucket: string; name: string };
  version: string;
  /** The mover, when the request named one (the service role names nobody: the owner stays). */
  owner: { owner: string | null; ownerId: string } | null;
  metadata: Partial<ObjectMetadata> | null;
}

/** Renames the row (under RLS when `db` is the caller's); null when no visible row was moved. */
export async function moveObjectRow(db: Queryable, m: ObjectMove): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `update storage.objects set bucket_id = $3, name = $4, version = $5,
       owner = case when $6::boolean then $7::uuid else owner end, owner_id = case when $6::boolean then $8 else owner_id end,
       metadata = coalesce($9::jsonb, metadata), updated_at = now()
     where bucket_id = $1 and name = $2 returning id::text`,
    [
      m.from.bucket,
      m.from.name,
      m.to.bucket,
      m.to.name,
      m.version,
      m.owner !== null,
      m.owner?.owner ?? null,
      m.owner?.ownerId ?? null,
      m.metadata === null ? null : JSON.stringify(m.metadata),
    ],
  );
  return rows[0]?.id ?? null;
}

export async function deleteObjects(db: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

/** Deletes every object of the bucket the caller may delete; returns their names. */
export async function deleteAllObjects(db: Queryable, bucket: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [bucket]);
  return rows.map((r) => r.name);
}

/** Every object whose name starts with `prefix`, compared case-insensitively as Storage's `search` does. */
export async function objectsUnderIgnoringCase(db: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and lower(name) like lower($2) || '%' escape '\\'`,
    [bucket, escapeLike(prefix)],
  );
  return rows;
}

/** Every object whose name starts with `prefix` exactly, in byte order (`COLLATE "C"`). */
export async function objectsUnder(db: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and left(name, length($2)) = $2 order by name collate "C"`,
    [bucket, prefix],
  );
  return rows;
}

/**
 * `name like prefix || '%'` with the prefix unescaped, as Storage's timestamp-sorted listing
 * (`search_by_timestamp`) matches it: `_` in the prefix matches any one character there too.
 */
export async function objectsLike(db: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name collate "C" like $2 || '%'`,
    [bucket, prefix],
  );
  return rows;
}

export interface FlatListing {
  prefix: string;
  /** `updated_at` or `created_at` to sort by first; names otherwise. */
  column: 'updated_at' | 'created_at' | null;
  order: 'asc' | 'desc';
  /** The cursor: the last name seen, and its timestamp when sorting by one. */
  startAfter: string | null;
  after: string | null;
  limit: number;
}

/** list-v2 without a delimiter: every object under the prefix (case-sensitive), one page in key order. */
export async function listFlat(db: Queryable, bucket: string, l: FlatListing): Promise<FlatRow[]> {
  const op = l.order === 'asc' ? '>' : '<';
  const params: unknown[] = [bucket, escapeLike(l.prefix), l.limit];
  let cursor = 'true';
  if (l.startAfter !== null && l.column && l.after !== null) {
    params.push(l.startAfter, l.after);
    cursor = `(date_trunc('milliseconds', ${l.column}), name collate "C") ${op} (coalesce(nullif($5, '')::timestamptz, 'epoch'::timestamptz), $4)`;
  } else if (l.startAfter !== null) {
    params.push(l.startAfter);
    cursor = `name collate "C" ${op} $4`;
  }
  const { rows } = await db.query<FlatRow>(
    `select id::text, name, metadata, ${isoColumn('updated_at')}, ${isoColumn('created_at')}, ${isoColumn('last_accessed_at')}
     from storage.objects
     where bucket_id = $1 and ($2 = '' or name like $2 || '%' escape '\\') and ${cursor}
     order by ${l.column ? `objects.${l.column} ${l.order}, ` : ''}objects.name collate "C" ${l.order} limit $3`,
    params,
  );
  return rows;
}

export type FlatRow = Pick<ObjectRow, 'id' | 'name' | 'metadata' | 'updated_at' | 'created_at' | 'last_accessed_at'>;
