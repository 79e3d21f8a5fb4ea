import { invalidBody } from './errors.ts';
import { parseBoundedJson } from '../http/request.ts';

/**
 * A JSON request body as PostgREST takes it (`ApiRequest/Payload.hs`): the raw text goes to Postgres
 * untouched (no precision lost to JS numbers); only the keys are read here. An object becomes a
 * one-element array; an array must hold objects with the same keys unless `columns=` names them.
 */
export interface Payload {
  /** A JSON array of objects, as text. */
  json: string;
  /** The keys the statement uses: the `columns` parameter, or the objects' keys. */
  keys: string[];
  /** The body was a single object rather than an array. */
  isObject: boolean;
}

const EMPTY_OR_INVALID = 'Empty or invalid json';

export function parsePayload(text: string, columns: string[] | null): Payload {
  const value = parseJson(text);
  const isObject = isPlainObject(value);
  const json = isObject ? `[${text}]` : Array.isArray(value) ? text : '[]';
  if (columns) return { json: isObject || Array.isArray(value) ? json : '[]', keys: columns, isObject };
  if (isPlainObject(value)) return { json, keys: Object.keys(value), isObject };
  if (!Array.isArray(value) || value.length === 0) return { json: '[]', keys: [], isObject: false };
  const first = value[0];
  if (!isPlainObject(first)) throw invalidBody('All object keys must match');
  const keys = Object.keys(first);
  const canonical = [...keys].sort().join('\u0000');
  for (const element of value) {
    if (!isPlainObject(element) || Object.keys(element).sort().join('\u0000') !== canonical) {
      throw invalidBody('All object keys must match');
    }
  }
  return { json, keys, isObject: false };
}

function parseJson(text: string): unknown {
  try {
    return parseBoundedJson(text);
  } catch {
    throw invalidBody(EMPTY_OR_INVALID);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
