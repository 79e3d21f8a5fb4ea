import type { Queryable } from '../db/database.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

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
}

/** Timestamps as ISO 8601 text, the way Storage's JSON shows them. */
const iso = (column: string) => `to_json(${column}) #>> '{}' as ${column}`;
const BUCKET_COLUMNS = `id, name, owner::text, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, ${iso('created_at')}, ${iso('updated_at')}`;
const OBJECT_COLUMNS = `id::text, name, bucket_id, owner::text, owner_id, version, ${iso('created_at')}, ${iso('updated_at')},
  ${iso('last_accessed_at')}, metadata`;

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function listBuckets(db: Queryable, search: string, sort: string, order: 'asc' | 'desc', limit: number | null, offset: number) {
  const { rows } = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where name ilike '%' || $1 || '%' escape '\\'
     order by ${sort} ${order} limit $2 offset $3`,
    [escapeLike(search), limit, offset],
  );
  return rows;
}

export interface NewBucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export async function insertBucket(db: Queryable, bucket: NewBucket): Promise<void> {
  await db.query(
    `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6)`,
    [bucket.id, bucket.name, bucket.owner, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
  );
}

export async function updateBucket(
  db: Queryable,
  id: string,
  changes: { public?: boolean; fileSizeLimit?: number | null; allowedMimeTypes?: string[] | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update storage.buckets set
       public = case when $2::boolean then $3::boolean else public end,
       file_size_limit = case when $4::boolean then $5::bigint else file_size_limit end,
       allowed_mime_types = case when $6::boolean then $7::text[] else allowed_mime_types end,
       updated_at = now()
     where id = $1`,
    [
      id,
      changes.public !== undefined, changes.public ?? null,
      changes.fileSizeLimit !== undefined, changes.fileSizeLimit ?? null,
      changes.allowedMimeTypes !== undefined, changes.allowedMimeTypes ?? null,
    ],
  );
  return rowCount > 0;
}

export async function deleteBucket(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from storage.buckets where id = $1', [id]);
  return rowCount > 0;
}

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await db.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  return rows[0] ?? null;
}

export interface ObjectWrite {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
}

/** No RETURNING: Storage needs only an INSERT policy for an upload (and SELECT + UPDATE for upsert). */
export async function insertObject(db: Queryable, o: ObjectWrite): Promise<void> {
  await db.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata) values ($1, $2, $3, $4::uuid, $5, $6, $7)`,
    [o.id, o.bucket, o.name, o.owner, o.owner, o.version, JSON.stringify(o.metadata)],
  );
}

/** Returns the id of the row written (the existing row's id when it replaced one). */
export async function upsertObject(db: Queryable, o: ObjectWrite): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata) values ($1, $2, $3, $4::uuid, $5, $6, $7)
     on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()
     returning id::text`,
    [o.id, o.bucket, o.name, o.owner, o.owner, o.version, JSON.stringify(o.metadata)],
  );
  return rows[0]!.id;
}

/** Returns the object's id, or null when no visible row was updated. */
export async function updateObject(db: Queryable, o: ObjectWrite): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `update storage.objects set owner = $3::uuid, owner_id = $4, version = $5, metadata = $6, updated_at = now(), last_accessed_at = now()
     where bucket_id = $1 and name = $2 returning id::text`,
    [o.bucket, o.name, o.owner, o.owner, o.version, JSON.stringify(o.metadata)],
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

/** Every object whose name starts with `prefix`, compared case-insensitively as Storage's search does. */
export async function objectsUnder(db: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and lower(name) like lower($2) || '%' escape '\\'`,
    [bucket, escapeLike(prefix)],
  );
  return rows;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
