import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendEmpty, sendText } from '../http/respond.ts';
import { RestError } from './errors.ts';

/** What the client asked for in `Accept`: an array (default) or one object, with or without nulls. */
export interface Media {
  singular: boolean;
  stripNulls: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function negotiateMedia(accept: string | undefined): Media {
  if (!accept || accept.trim() === '') return { singular: false, stripNulls: false };
  const offered = accept.split(',').map((part) => part.trim()).filter(Boolean);
  for (const entry of offered) {
    const [type, ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return { singular: false, stripNulls: false };
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') return { singular: false, stripNulls };
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { singular: true, stripNulls };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.map((o) => o.split(';')[0]).join(', ')}`);
}

/** The SQL that turns the rows of `_postgrest_t` into the response body (text, sent untouched). */
export function bodySql(media: Media, column = '_postgrest_t'): string {
  const strip = (sql: string) => (media.stripNulls ? `json_strip_nulls(${sql})` : sql);
  return media.singular
    ? `coalesce(${strip(`json_agg(${column})->0`)}, 'null')::text`
    : `coalesce(${strip(`json_agg(${column})`)}, '[]')::text`;
}

function contentType(media: Media): string {
  return media.singular ? OBJECT_TYPE : JSON_TYPE;
}

/** `Content-Range` of RangeQuery.hs: `first-last/total`, `*` for an empty range or an unknown total. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** Status and Content-Range of a read: 206 when fewer rows than the total, 416 past the end. */
export function readRange(offset: number, rows: number, total: number | null): { status: number; range: string } {
  const upper = offset + rows - 1;
  const range = contentRange(offset, upper, total);
  if (total === null) return { status: 200, range };
  if (offset > total) {
    const details = `An offset of ${offset} was requested, but there are only ${total} rows.`;
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', details, null, { 'Content-Range': range });
  }
  return { status: rows < total ? 206 : 200, range };
}

export function send(res: ServerResponse, status: number, body: string | null, headers: OutgoingHttpHeaders, media: Media): void {
  if (body === null || status === 204) {
    sendEmpty(res, status, { ...headers, 'Content-Length': 0 });
    return;
  }
  sendText(res, status, body, { 'Content-Type': contentType(media), ...headers });
}

export function sendRestError(res: ServerResponse, error: RestError, head = false): void {
  const headers: OutgoingHttpHeaders = { 'Proxy-Status': `PostgREST; error=${error.code}`, ...error.headers };
  if (head) {
    sendEmpty(res, error.status, { ...headers, 'Content-Type': JSON_TYPE, 'Content-Length': 0 });
    return;
  }
  sendText(res, error.status, JSON.stringify(error.body), { 'Content-Type': JSON_TYPE, ...headers });
}
