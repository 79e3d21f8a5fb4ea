import { errors } from './storage-errors.ts';

/** What Storage accepts in a bucket's allowed_mime_types (`Storage.validateMimeType`). */
const ALLOWED_ENTRY = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

/**
 * Storage's rule for an upload against a bucket's `allowed_mime_types` (`validateMimeType` in
 * supabase/storage `src/storage/uploader.ts`): the type is split at `/` and compared as written,
 * so `text/plain; charset=utf-8` matches `text/plain; charset=utf-8` or `text/*`, not `text/plain`.
 */
export function checkAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw errors.invalidMimeType(mimeType);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw errors.invalidMimeType(mimeType);
}

/** A bucket's allowed_mime_types as Storage takes them: empty entries dropped, each one checked. */
export function bucketMimeTypes(types: string[]): string[] {
  const kept = types.filter((type) => type);
  for (const type of kept) {
    if (type.length > 1000 || !ALLOWED_ENTRY.test(type)) throw errors.invalidMimeType(type);
  }
  return kept;
}

/** The Studio's folder marker: Storage stores it with no bytes and skips the type check. */
export function isEmptyFolder(name: string): boolean {
  return name.endsWith('.emptyFolderPlaceholder');
}
