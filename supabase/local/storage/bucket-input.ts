import { bucketMimeTypes } from './mime-types.ts';
import { checkBucketName } from './object-names.ts';
import { booleanAt, objectAt, oneOf, required, stringAt, stringsAt } from './request-checks.ts';
import { GLOBAL_FILE_SIZE_LIMIT } from './storage-context.ts';
import { errors } from './storage-errors.ts';

/** Storage's `fileSizeLimitSchema` string form ("20MB", "1.5GB", "300KB", "10B"). */
const SIZE_PATTERN = '^[0-9]+(?:\\.[0-9]+)?(?:[gG][bB]|[mM][bB]|[kK][bB]|[bB])$';
const UNIT_BYTES: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 };

export interface BucketFields {
  public: boolean | undefined;
  /** Bytes; null removes the limit; undefined leaves it. */
  fileSizeLimit: number | null | undefined;
  allowedMimeTypes: string[] | null | undefined;
}

/**
 * POST `/bucket`: `{name, id?, public?, type?, file_size_limit?, allowed_mime_types?}`, checked
 * in Storage's order: the schema, the name (no surrounding spaces), the type, then the limits.
 */
export function parseNewBucket(body: unknown): BucketFields & { id: string; name: string } {
  const b = objectAt(body);
  const name = stringAt(required(b, 'name'), 'body/name')!;
  const id = stringAt(b.id, 'body/id');
  const isPublic = booleanAt(b.public, 'body/public') ?? false;
  const type = oneOf(b.type, 'body/type', ['STANDARD', 'ANALYTICS'] as const);
  const size = sizeFromSchema(b.file_size_limit);
  const types = typesFromSchema(b.allowed_mime_types);
  if (name.trim() !== name) throw errors.invalidBucketName();
  checkBucketName(name);
  if (type === 'ANALYTICS') throw errors.featureNotEnabled('Iceberg buckets are not enabled for this tenant');
  return { id: checkBucketName(id || name), name, public: isPublic, ...limits(size, types) };
}

/** PUT `/bucket/:id`: at least one of `public`, `file_size_limit`, `allowed_mime_types`. */
export function parseBucketChanges(body: unknown): BucketFields {
  const b = objectAt(body);
  if (Object.keys(b).length === 0) throw errors.validation('body must NOT have fewer than 1 properties');
  if (!['public', 'file_size_limit', 'allowed_mime_types'].some((name) => name in b)) {
    throw errors.validation(
      "body must have required property 'public', body must have required property 'file_size_limit', body must have required property 'allowed_mime_types', body must match a schema in anyOf",
    );
  }
  const isPublic = booleanAt(b.public, 'body/public');
  const size = sizeFromSchema(b.file_size_limit);
  const types = typesFromSchema(b.allowed_mime_types);
  if (isPublic === undefined && size === undefined && types === undefined) throw errors.noContent();
  return { public: isPublic, ...limits(size, types) };
}

/** The size as the schema admits it: a non-negative integer, null, or the "20MB" form (read to bytes). */
function sizeFromSchema(value: unknown): number | null | undefined {
  const path = 'body/file_size_limit';
  if (value === undefined || value === null) return value as null | undefined;
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value))) {
    const bytes = Number(value);
    if (!Number.isSafeInteger(bytes) || bytes < 0) throw errors.validation(`${path} must be >= 0, ${path} must match a schema in anyOf`);
    return bytes;
  }
  if (typeof value === 'string' && new RegExp(SIZE_PATTERN).test(value)) {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)!;
    return +parseFloat(match[1]!).toPrecision(3) * UNIT_BYTES[match[2]!.toLowerCase()]!;
  }
  throw errors.validation(`${path} must be integer, ${path} must match pattern "${SIZE_PATTERN}", ${path} must match a schema in anyOf`);
}

function typesFromSchema(value: unknown): string[] | null | undefined {
  return value === null ? null : stringsAt(value, 'body/allowed_mime_types');
}

/** Storage's checks on the limits: no more than the global size limit (EntityTooLarge), valid MIME types. */
function limits(size: number | null | undefined, types: string[] | null | undefined): Omit<BucketFields, 'public'> {
  if (typeof size === 'number' && size > GLOBAL_FILE_SIZE_LIMIT) throw errors.entityTooLarge();
  return { fileSizeLimit: size, allowedMimeTypes: types ? bucketMimeTypes(types) : types };
}
