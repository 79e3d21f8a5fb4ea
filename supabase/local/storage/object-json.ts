import type { ObjectRow } from './object-db.ts';

/**
 * A storage.objects row as Storage's `objectSchema` serialises it (fast-json-stringify): its
 * columns in the schema's order, a null in a string column as "" (owner, owner_id, version).
 */
export function objectJson(row: ObjectRow) {
  return {
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner ?? '',
    owner_id: row.owner_id ?? '',
    version: row.version ?? '',
    id: row.id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}
