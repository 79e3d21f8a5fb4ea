import fs from 'node:fs';
import path from 'node:path';

/**
 * A small JSON document in one file of the data directory, rewritten whole on every change (a new
 * file renamed over the old one, so a crash leaves the previous version), so a restarted sandbox
 * still knows what it was doing.
 */
export class JsonFile<T> {
  constructor(
    private readonly file: string,
    private readonly empty: T,
  ) {}

  read(): T {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return structuredClone(this.empty);
      throw error;
    }
  }

  write(value: T): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const next = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(next, JSON.stringify(value), { mode: 0o600 });
    fs.renameSync(next, this.file);
  }
}
