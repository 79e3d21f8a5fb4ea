import { errors } from './storage-errors.ts';

/**
 * Storage checks bodies and query strings against JSON schemas (Fastify with ajv, which coerces
 * `"60"` to 60 and `"true"` to true). These helpers give the same coercions and ajv's messages,
 * with `path` such as `body/expiresIn` or `querystring/limit`.
 */
export function objectAt(value: unknown, path = 'body'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw errors.validation(`${path} must be object`);
  return value as Record<string, unknown>;
}

export function required(object: Record<string, unknown>, name: string, path = 'body'): unknown {
  if (object[name] === undefined) throw errors.validation(`${path} must have required property '${name}'`);
  return object[name];
}

export function integerAt(value: unknown, path: string, limits: { min?: number; max?: number } = {}): number | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && /^-?\d+(\.0+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || !Number.isFinite(number))
    throw errors.validation(`${path} must be integer`);
  if (limits.min !== undefined && number < limits.min) throw errors.validation(`${path} must be >= ${limits.min}`);
  if (limits.max !== undefined && number > limits.max) throw errors.validation(`${path} must be <= ${limits.max}`);
  return number;
}

export function numberAt(value: unknown, path: string): number | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw errors.validation(`${path} must be number`);
  return number;
}

export function booleanAt(value: unknown, path: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value !== 'boolean') throw errors.validation(`${path} must be boolean`);
  return value;
}

export function stringAt(value: unknown, path: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') throw errors.validation(`${path} must be string`);
  return value;
}

export function oneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T | undefined {
  const text = stringAt(value, path);
  if (text === undefined) return undefined;
  if (!allowed.includes(text as T)) throw errors.validation(`${path} must be equal to one of the allowed values`);
  return text as T;
}

export function stringsAt(value: unknown, path: string, limits: { min?: number; max?: number } = {}): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw errors.validation(`${path} must be array`);
  if (limits.min !== undefined && value.length < limits.min)
    throw errors.validation(`${path} must NOT have fewer than ${limits.min} items`);
  if (limits.max !== undefined && value.length > limits.max) throw errors.validation(`${path} must NOT have more than ${limits.max} items`);
  return value.map((item, index) => stringAt(item, `${path}/${index}`)!);
}

/** A query parameter, `undefined` when it is absent (an empty one stays '' and fails a number check, as in ajv). */
export function queryValue(query: URLSearchParams, name: string): string | undefined {
  return query.get(name) ?? undefined;
}
