import type { Backend } from '../backend.ts';
import type { FileStore } from './file-store.ts';
import type { RenderCache } from './render-image.ts';

/** What every Storage route works with: the backend (database, JWT signer), the object files and rendered images. */
export interface StorageContext {
  backend: Backend;
  files: FileStore;
  renders: RenderCache;
}

/**
 * Storage's global upload limit (hosted: 50 MB on the free plan, `FILE_SIZE_LIMIT` self-hosted).
 * A bucket without `file_size_limit` takes it; no bucket may set a larger one.
 */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Storage's MAX_OBJECTS_PER_REQUEST: names per remove() and per createSignedUrls(). */
export const MAX_OBJECTS_PER_REQUEST = 1000;
