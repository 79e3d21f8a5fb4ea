// The fuzz's odd values: a seeded random source (the same seed sends the same requests), values of
// the wrong type or shape for a field, whole bodies that are not what a route reads, and a sample
// of what a route's contract takes (from its zod schema's JSON Schema) to put the odd values into.
import type { z } from 'zod';

export interface Random {
  /** A whole number from 0 to n - 1. */
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, pick: (items) => items[below(items.length)]! };
}

/** Values of the wrong type, size or content for any JSON field. */
export const ODD_FIELD_VALUES: readonly unknown[] = [
  null,
  true,
  '1',
  '',
  ' ',
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
  0,
  -1,
  0.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 63),
  'x'.repeat(5000),
  'a\u0000b',
  '\u0000',
  '\u202eevil',
  '\ud800',
  '<script>alert(1)</script>',
  "1' or '1'='1",
  '%00',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '2026-13-45',
  '0x10',
  '١٢٣',
];

/** JSON text a field's value cannot be written as in JavaScript: numbers JSON allows but a double does not hold. */
export const ODD_NUMBER_TEXTS: readonly string[] = [
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '-0',
  '1.0000000000000001',
  '1E-400',
];

/** Deep JSON: `[[[…]]]` nested `depth` times. */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Whole bodies a JSON route does not expect, each with the content type it is sent as. */
export const ODD_BODIES: readonly { contentType: string | null; body: string | Buffer }[] = [
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '42' },
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json', body: '{"a":1,"a":2}' },
  { contentType: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { contentType: 'application/json', body: '\ufeff{}' },
  { contentType: 'application/json', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { contentType: 'application/json', body: deepJson(5000) },
  { contentType: 'application/json', body: `{"a":${deepJson(200)}}` },
  { contentType: 'application/json', body: JSON.stringify({ filler: 'x'.repeat(40_000) }) },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'text/plain', body: '{}' },
  { contentType: null, body: '{}' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%ZZ&c' },
  { contentType: 'multipart/form-data', body: '--x\r\n\r\n' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { contentType: 'multipart/form-data; boundary=x', body: 'garbage' },
  { contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>' },
  { contentType: '*/*', body: '{}' },
  { contentType: 'application/json', body: '\u0000' },
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
};

/** A plausible value of a JSON Schema: the first choice of each union, the first of each enum. */
export function sampleOf(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return sampleOf(choice);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property)]));
  }
  if (type === 'array') return schema.items ? [sampleOf(schema.items)] : [];
  if (type === 'integer' || type === 'number') return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (schema.format === 'email') return 'fuzz@example.com';
  return 'GDF-1';
}

/** A sample of what `schema` takes, or null when the route takes nothing of that kind. */
export function sampleOfSchema(toJsonSchema: typeof z.toJSONSchema, schema: z.ZodType | undefined): unknown {
  if (!schema) return null;
  return sampleOf(toJsonSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** Every path to a field of `value` (objects and arrays, at most `depth` levels down). */
export function fieldPaths(value: unknown, depth = 3, prefix: (string | number)[] = []): (string | number)[][] {
  if (depth === 0 || typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, depth - 1, [...prefix, key])]);
}

/** A copy of `value` with the field at `path` replaced by `replacement`. */
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [key, ...rest] = path;
  copy[key!] = withField(copy[key!], rest, replacement);
  return copy;
}
