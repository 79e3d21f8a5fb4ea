import path from 'node:path';
import { errors } from './storage-errors.ts';

/** Storage's allowed characters (supabase/storage `src/storage/limits.ts`). */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;
const MAX_KEY_LENGTH = 1024;
/** Most file systems refuse a longer file name. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Object names become file paths under DATA_DIR/storage/<bucket>/, so on top of Storage's own rule
 * every segment must be a plain name: no `..` or `.`, no empty segment (`a//b`, leading or
 * trailing `/`), nothing longer than a file name may be.
 */
export function checkObjectName(name: string): string {
  if (name.length === 0 || name.length > MAX_KEY_LENGTH || !VALID_OBJECT_KEY.test(name) || !name.split('/').every(isPlainSegment)) {
    throw errors.invalidKey(name);
  }
  return name;
}

export function checkBucketName(name: string): string {
  if (name.length === 0 || name.length > 100 || !VALID_BUCKET_NAME.test(name) || !isPlainSegment(name)) {
    throw errors.invalidBucketName();
  }
  return name;
}

function isPlainSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES;
}

/**
 * The file of an object. Both names are checked again here and the result must stay inside
 * `root`, so a bucket created by SQL with an odd id cannot lead outside the storage directory.
 */
export function objectFilePath(root: string, bucket: string, name: string): string {
  checkBucketName(bucket);
  checkObjectName(name);
  const base = path.resolve(root, bucket);
  const file = path.resolve(base, ...name.split('/'));
  if (!file.startsWith(`${base}${path.sep}`) || path.dirname(base) !== path.resolve(root)) throw errors.invalidKey(name);
  return file;
}

export function bucketDirPath(root: string, bucket: string): string {
  checkBucketName(bucket);
  return path.resolve(root, bucket);
}

/** Splits `<bucket>/<object name>` (the rest of a route) at the first slash. */
export function splitBucketPath(rest: string): { bucket: string; name: string } | null {
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) return null;
  return { bucket: rest.slice(0, slash), name: rest.slice(slash + 1) };
}
