import { InvalidJsonError, PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import { AuthError, badRequest } from './errors.ts';

type JsonObject = Record<string, unknown>;

/**
 * A JSON request body read the way GoTrue's `retrieveRequestParams` does: it must be a JSON
 * object (or `null`); a field of the wrong type is a `bad_json` error, `null` counts as absent.
 */
export class Params {
  constructor(private readonly body: JsonObject) {}

  /** The string value, '' when absent or null. */
  string(name: string): string {
    return this.optionalString(name) ?? '';
  }

  /** The string value, or undefined when absent or null (Go's `*string`). */
  optionalString(name: string): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw typeError(name, value, 'string');
    return value;
  }

  /** A JSON object value, or null when absent or null. */
  object(name: string): JsonObject | null {
    const value = this.body[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'object' || Array.isArray(value)) throw typeError(name, value, 'object');
    return value as JsonObject;
  }

  boolean(name: string, fallback = false): boolean {
    const value = this.body[name];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') throw typeError(name, value, 'bool');
    return value;
  }
}

/** Parses the body; bodies over 1 MB give 413, anything that is not a JSON object gives 400 `bad_json`. */
export async function readParams(req: ApiRequest, { allowEmpty = false } = {}): Promise<Params> {
  let body: unknown;
  try {
    body = await req.json();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      throw new AuthError(413, 'request_entity_too_large', `Request body too large (max ${error.limit} bytes)`);
    }
    if (error instanceof InvalidJsonError) throw badRequest('bad_json', `Could not parse request body as JSON: ${error.message}`);
    throw error;
  }
  if (body === undefined) {
    if (allowEmpty) return new Params({});
    throw badRequest('bad_json', 'Could not parse request body as JSON: unexpected end of JSON input');
  }
  if (body === null) return new Params({});
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: cannot unmarshal ${jsonKind(body)} into an object`);
  }
  if (containsNul(body)) throw badRequest('bad_json', 'Could not parse request body as JSON: NUL characters are not allowed');
  return new Params(body as JsonObject);
}

/** Postgres text and jsonb cannot hold U+0000, so such input is refused here rather than failing in the database. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

function typeError(name: string, value: unknown, expected: string): AuthError {
  return badRequest(
    'bad_json',
    `Could not parse request body as JSON: cannot unmarshal ${jsonKind(value)} into field ${name} of type ${expected}`,
  );
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string') return 'string';
  return 'object';
}
