import { StorageError } from '../../storage/storage-errors.ts';

/** The body of the StorageError `fn` throws (any other error as it is), or null when it throws nothing. */
export function refusal(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error instanceof StorageError ? error.body() : error;
  }
  return null;
}
