import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendEmpty, sendText } from '../http/respond.ts';
import { RestError } from './errors.ts';

/**
 * What the client asked for in `Accept` (`MediaType.hs`, `Plan/Negotiate.hs`): JSON as an array
 * (default) or one object, with or without nulls; CSV; GeoJSON; or the EXPLAIN of the request
 * (`application/vnd.pgrst.plan`, only with `db-plan-enabled`).
 */
export interface Media {
  singular: boolean;
  stripNulls: boolean;
  format?: 'json' | 'csv' | 'geojson';
  plan?: { format: 'text' | 'json'; options: string[] };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

interface Offered {
  mime: string;
  media: Media | null;
  /** Only acceptable with `db-plan-enabled`. */
  isPlan: boolean;
}

export function negotiateMedia(accept: string | undefined, planEnabled = false): Media {
  if (!accept || accept.trim() === '') return { singular: false, stripNulls: false };
  const offered = accept
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseAccept)
    .sort((a, b) => b.q - a.q);
  for (const { offer } of offered) {
    if (offer.media && (!offer.isPlan || planEnabled)) return offer.media;
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.map(({ offer }) => offer.mime).join(', ')}`);
}

function parseAccept(entry: string): { offer: Offered; q: number } {
  const [rawType = '', ...rawParams] = entry.split(';').map((s) => s.trim());
  const params = new Map<string, string>();
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq > 0)
      params.set(
        p.slice(0, eq).trim().toLowerCase(),
        p
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  const q = params.has('q') ? Number(params.get('q')) : 1;
  params.delete('q');
  return { offer: offeredType(rawType.toLowerCase(), params, entry), q: Number.isNaN(q) ? 1 : q };
}

function offeredType(type: string, params: Map<string, string>, raw: string): Offered {
  const stripped = params.get('nulls') === 'stripped';
  switch (type) {
    case 'application/json':
    case '*/*':
      return { mime: type, media: { singular: false, stripNulls: false }, isPlan: false };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? { mime: 'application/vnd.pgrst.array+json;nulls=stripped', media: { singular: false, stripNulls: true }, isPlan: false }
        : { mime: 'application/json', media: { singular: false, stripNulls: false }, isPlan: false };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        mime: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}`,
        media: { singular: true, stripNulls: stripped },
        isPlan: false,
      };
    case 'text/csv':
      return { mime: 'text/csv', media: { singular: false, stripNulls: false, format: 'csv' }, isPlan: false };
    case 'application/geo+json':
      return { mime: 'application/geo+json', media: { singular: false, stripNulls: false, format: 'geojson' }, isPlan: false };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      return planType(type.endsWith('+json') ? 'json' : 'text', params);
    default:
      return {
        mime: raw
          .split(';')
          .filter((p) => !/^\s*q\s*=/.test(p))
          .join(';')
          .trim(),
        media: null,
        isPlan: false,
      };
  }
}

function planType(format: 'text' | 'json', params: Map<string, string>): Offered {
  const target = offeredType((params.get('for') ?? 'application/json').toLowerCase(), new Map(), params.get('for') ?? '');
  const options = (params.get('options') ?? '').split('|').filter((o) => PLAN_OPTIONS.includes(o));
  const ordered = PLAN_OPTIONS.filter((o) => options.includes(o));
  const mime = `application/vnd.pgrst.plan+${format}; for="${target.mime}"${ordered.length > 0 ? `; options=${ordered.join('|')}` : ''}`;
  const media = target.media && !target.media.plan ? { ...target.media, plan: { format, options: ordered } } : null;
  return { mime, media, isPlan: true };
}

/** The SQL that turns the rows of `_postgrest_t` into the response body (text, sent untouched). */
export function bodySql(media: Media, column = '_postgrest_t'): string {
  const strip = (sql: string) => (media.stripNulls ? `json_strip_nulls(${sql})` : sql);
  if (media.format === 'csv') return csvBodySql();
  if (media.format === 'geojson') {
    return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(${column})::json), '[]'))::text`;
  }
  return media.singular
    ? `coalesce(${strip(`json_agg(${column})->0`)}, 'null')::text`
    : `coalesce(${strip(`json_agg(${column})`)}, '[]')::text`;
}

/**
 * CSV as PostgREST writes it: a header line with the first row's keys (none without rows), then
 * each row in Postgres' record text form without its parentheses (quotes where Postgres puts them).
 */
function csvBodySql(): string {
  const header = "(SELECT coalesce(string_agg(k, ','), '') FROM json_object_keys((SELECT row_to_json(h) FROM pgrst_source h LIMIT 1)) k)";
  const rows = "coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')";
  return `${header} || E'\\n' || ${rows}`;
}

function contentType(media: Media): string {
  if (media.plan) {
    const target = contentType({ ...media, plan: undefined }).replace('; charset=utf-8', '');
    const options = media.plan.options.length > 0 ? `; options=${media.plan.options.join('|')}` : '';
    return `application/vnd.pgrst.plan+${media.plan.format}; for="${target}"${options}; charset=utf-8`;
  }
  if (media.format === 'csv') return 'text/csv; charset=utf-8';
  if (media.format === 'geojson') return 'application/geo+json; charset=utf-8';
  if (media.singular) return `application/vnd.pgrst.object+json${media.stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`;
  return media.stripNulls ? 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8' : JSON_TYPE;
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
  const typed = Object.keys(headers).some((k) => k.toLowerCase() === 'content-type');
  sendText(res, status, body, typed ? headers : { 'Content-Type': contentType(media), ...headers });
}

export function sendRestError(res: ServerResponse, error: RestError, head = false): void {
  const headers: OutgoingHttpHeaders = { 'Proxy-Status': `PostgREST; error=${error.code}`, ...error.headers };
  if (head) {
    sendEmpty(res, error.status, { ...headers, 'Content-Type': JSON_TYPE, 'Content-Length': 0 });
    return;
  }
  sendText(res, error.status, JSON.stringify(error.body), { 'Content-Type': JSON_TYPE, ...headers });
}
