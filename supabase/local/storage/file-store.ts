import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { bucketDirPath, objectFilePath } from './object-names.ts';
import { errors } from './storage-errors.ts';

/**
 * The bytes of every object, at DATA_DIR/storage/<bucket>/<object name>. A write goes to a
 * temporary file on the same file system first and is renamed into place, so a reader sees the
 * old file or the new one, never half of one.
 */
export class FileStore {
  readonly root: string;
  private readonly tmpDir: string;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'storage');
    this.tmpDir = path.join(dataDir, '.storage-tmp');
    fs.mkdirSync(this.root, { recursive: true });
    fs.rmSync(this.tmpDir, { recursive: true, force: true });
    fs.mkdirSync(this.tmpDir, { recursive: true });
  }

  /** Writes the bytes to a temporary file; `commit` moves it into place, `discard` removes it. */
  async stage(bytes: Uint8Array): Promise<StagedFile> {
    const tmp = path.join(this.tmpDir, randomUUID());
    await fs.promises.writeFile(tmp, bytes, { mode: 0o600 });
    return this.staged(tmp);
  }

  /** A copy of an object's file, staged like an upload (for copy and move); null when the file is missing. */
  async stageCopy(bucket: string, name: string): Promise<StagedFile | null> {
    const tmp = path.join(this.tmpDir, randomUUID());
    try {
      await fs.promises.copyFile(objectFilePath(this.root, bucket, name), tmp);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
    return this.staged(tmp);
  }

  private staged(tmp: string): StagedFile {
    return {
      commit: async (bucket, name) => {
        const target = objectFilePath(this.root, bucket, name);
        try {
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.rename(tmp, target);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR') throw errors.pathConflict();
          throw error;
        }
      },
      discard: () => fs.promises.rm(tmp, { force: true }),
    };
  }

  /** Opens an object's file (the caller closes it); `null` when the file is missing. */
  async open(bucket: string, name: string): Promise<{ handle: FileHandle; size: number } | null> {
    const file = objectFilePath(this.root, bucket, name);
    let handle: FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { handle, size: info.size };
  }

  read(bucket: string, name: string): Promise<Buffer> {
    return fs.promises.readFile(objectFilePath(this.root, bucket, name));
  }

  async remove(bucket: string, name: string): Promise<void> {
    await fs.promises.rm(objectFilePath(this.root, bucket, name), { force: true });
  }

  async removeBucket(bucket: string): Promise<void> {
    await fs.promises.rm(bucketDirPath(this.root, bucket), { recursive: true, force: true });
  }

  /** Runs `fn` after every earlier call for the same object has finished (uploads to one key never interleave). */
  async exclusive<T>(bucket: string, name: string, fn: () => Promise<T>): Promise<T> {
    const key = `${bucket}/${name}`;
    const previous = this.locks.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(fn);
    this.locks.set(key, current);
    try {
      return await current;
    } finally {
      if (this.locks.get(key) === current) this.locks.delete(key);
    }
  }
}

export interface StagedFile {
  commit(bucket: string, name: string): Promise<void>;
  discard(): Promise<void>;
}
