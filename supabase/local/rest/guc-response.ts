import type { OutgoingHttpHeaders } from 'node:http';
import { RestError } from './errors.ts';

/**
 * The columns every main statement adds: what the request's SQL set in `response.headers` and
 * `response.status` (`SET LOCAL` or `set_config` in a function), read after the rows.
 */
export const GUC_COLUMNS =
  "nullif(current_setting('response.headers', true), '') AS response_headers, " +
  "nullif(current_setting('response.status', true), '') AS response_status";

export interface GucRow {
  response_headers: string | null;
  response_status: string | null;
}

/**
 * PostgREST's `overrideStatusHeaders`: `response.status` replaces the status; `response.headers`
 * (a JSON array of one-key objects) adds headers and wins over PostgREST's own of the same name.
 */
export function applyGucs(row: GucRow, status: number, headers: OutgoingHttpHeaders): { status: number; headers: OutgoingHttpHeaders } {
  let finalStatus = status;
  if (row.response_status !== null) {
    const match = /^\s*(\d+)/.exec(row.response_status);
    const code = match ? Number(match[1]) : NaN;
    if (!(code >= 100 && code <= 999)) throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');
    finalStatus = code;
  }
  if (row.response_headers === null) return { status: finalStatus, headers };
  const added = parseHeaders(row.response_headers);
  const names = new Set(Object.keys(added).map((k) => k.toLowerCase()));
  const kept = Object.fromEntries(Object.entries(headers).filter(([k]) => !names.has(k.toLowerCase())));
  return { status: finalStatus, headers: { ...kept, ...added } };
}

function parseHeaders(text: string): Record<string, string | string[]> {
  const invalid = () =>
    new RestError(500, 'PGRST111', 'response.headers guc must be a JSON array composed of objects with a single key and a string value');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value)) throw invalid();
  const headers: Record<string, string | string[]> = {};
  for (const item of value) {
    const entries = typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.entries(item) : [];
    if (entries.length !== 1 || typeof entries[0]![1] !== 'string') throw invalid();
    const [name, text] = entries[0] as [string, string];
    const before = headers[name];
    headers[name] = before === undefined ? text : [...(Array.isArray(before) ? before : [before]), text];
  }
  return headers;
}
