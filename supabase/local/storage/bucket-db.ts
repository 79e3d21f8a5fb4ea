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

/** A timestamp the way Storage's JSON shows it (a JavaScript Date: milliseconds, UTC, `Z`). */
export const isoColumn = (column: string, as = column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${as}`;

const BUCKET_COLUMNS = `id, name, owner::text, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, ${isoColumn('created_at')}, ${isoColumn('updated_at')}`;

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

export interface BucketListing {
  search: string;
  /** No order unless asked for, as Storage's query has none then. */
  sort: { column: string; order: 'asc' | 'desc' } | null;
  limit: number | null;
  offset: number | null;
}

export async function listBuckets(db: Queryable, { search, sort, limit, offset }: BucketListing): Promise<BucketRow[]> {
  const { rows } = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where ($1 = '' or name ilike '%' || $1 || '%' escape '\\')
     ${sort ? `order by ${sort.column} ${sort.order}` : ''} limit $2 offset $3`,
    [escapeLike(search), limit, offset ?? 0],
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

export interface BucketChanges {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** Storage leaves updated_at as it was (no trigger on storage.buckets). */
export async function updateBucket(db: Queryable, id: string, changes: BucketChanges): Promise<boolean> {
  const { rowCount } = await db.query(
    `update storage.buckets set
       public = case when $2::boolean then $3::boolean else public end,
       file_size_limit = case when $4::boolean then $5::bigint else file_size_limit end,
       allowed_mime_types = case when $6::boolean then $7::text[] else allowed_mime_types end
     where id = $1`,
    [
      id,
      changes.public !== undefined,
      changes.public ?? null,
      changes.fileSizeLimit !== undefined,
      changes.fileSizeLimit ?? null,
      changes.allowedMimeTypes !== undefined,
      changes.allowedMimeTypes ?? null,
    ],
  );
  return rowCount > 0;
}

export async function deleteBucket(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from storage.buckets where id = $1', [id]);
  return rowCount > 0;
}

export async function bucketHasObjects(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  return rows.length > 0;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
