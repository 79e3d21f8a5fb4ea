import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** Bodies above this size are refused by every service except storage uploads. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

export class InvalidJsonError extends Error {}

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
      return JSON.parse(text);
    } catch (error) {
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
