import type { ObjectRow } from '../../storage/object-db.ts';

/** A storage.objects row named `name` in bucket `b`, created, updated and last read at `createdAt`. */
export function objectRow(name: string, createdAt: string): ObjectRow {
  return {
    id: `id-${name}`,
    name,
    bucket_id: 'b',
    owner: null,
    owner_id: null,
    version: null,
    created_at: createdAt,
    updated_at: createdAt,
    last_accessed_at: createdAt,
    metadata: null,
    user_metadata: null,
  };
}
