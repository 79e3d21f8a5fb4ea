import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type FunctionHandler = (req: Request) => Response | Promise<Response>;

/** A deployable function name: not `_shared` and the like, nothing that could leave the folder. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export class FunctionBootError extends Error {}

/**
 * Finds `<dir>/<name>/index.ts` in the project's supabase/functions (then the fixture folder, if
 * any), imports it once and keeps its default-exported handler. Restart the backend to load a
 * changed function.
 */
export class FunctionLoader {
  private readonly handlers = new Map<string, Promise<FunctionHandler>>();

  constructor(private readonly dirs: string[]) {}

  /** The entry file, or null when there is no such function. */
  entryOf(name: string): string | null {
    if (!FUNCTION_NAME.test(name)) return null;
    for (const dir of this.dirs) {
      const file = path.join(dir, name, 'index.ts');
      if (fs.existsSync(file)) return file;
    }
    return null;
  }

  load(name: string, file: string): Promise<FunctionHandler> {
    let handler = this.handlers.get(name);
    if (!handler) {
      handler = importHandler(file);
      this.handlers.set(name, handler);
      handler.catch(() => this.handlers.delete(name));
    }
    return handler;
  }
}

async function importHandler(file: string): Promise<FunctionHandler> {
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    throw new FunctionBootError(`${file} failed to load: ${(error as Error)?.stack ?? error}`);
  }
  if (typeof mod.default !== 'function') {
    throw new FunctionBootError(`${file} must default-export its handler, (req: Request) => Promise<Response>`);
  }
  return mod.default as FunctionHandler;
}
