import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** Bodies above this size are refused by every service except storage uploads. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

export class InvalidJsonError extends Error {}

/**
 * No request body of the APIs nests deeper than this; deeper JSON is refused as invalid, since
 * the database's jsonb and the recursive code that walks user metadata fail on it with a 500.
 */
const MAX_JSON_DEPTH = 64;

/** JSON.parse with a bounded nesting depth, measured on the text before parsing. */
export function parseBoundedJson(text: string): unknown {
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new InvalidJsonError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return JSON.parse(text);
}

/** How deep brackets nest in JSON text, skipping strings; a pass over the characters, no recursion. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* a backslash escapes the next character */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123 /* [ { */) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125 /* ] } */) depth--;
  }
  return deepest;
}

/** One HTTP request as the services see it: the path below the service prefix, and lazy body reads. */
export class ApiRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  private bodyPromise: Promise<Buffer> | null = null;

  constructor(
    readonly raw: IncomingMessage,
    /** Path below the service prefix, e.g. `/token` for `/auth/v1/token`. */
    readonly path: string,
    readonly clientIp: string,
  ) {
    this.method = (raw.method ?? 'GET').toUpperCase();
    this.url = new URL(raw.url ?? '/', 'http://localhost');
    this.headers = raw.headers;
  }

  header(name: string): string | undefined {
    const value = this.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  body(limit = DEFAULT_BODY_LIMIT): Promise<Buffer> {
    this.bodyPromise ??= readBody(this.raw, limit);
    return this.bodyPromise;
  }

  async text(limit = DEFAULT_BODY_LIMIT): Promise<string> {
    return (await this.body(limit)).toString('utf8');
  }

  /** The parsed JSON body; `undefined` for an empty body. Throws InvalidJsonError on bad JSON. */
  async json(limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
    const text = await this.text(limit);
    if (text.trim() === '') return undefined;
    try {
      return parseBoundedJson(text);
    } catch (error) {
      if (error instanceof InvalidJsonError) throw error;
      throw new InvalidJsonError((error as Error).message);
    }
  }
}

function readBody(raw: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    raw.resume();
    return Promise.reject(new PayloadTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    raw.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new PayloadTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    raw.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    raw.on('error', (error) => {
      if (!failed) reject(error);
      failed = true;
    });
  });
}
