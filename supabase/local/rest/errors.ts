import type { OutgoingHttpHeaders } from 'node:http';
import { DatabaseError } from '../db/database.ts';

/** PostgREST's error body: always these four keys (`Error.hs` `toJsonPgrstError`). */
export interface ErrorBody {
  code: string;
  message: string;
  details: ErrorDetails;
  hint: string | null;
}

/** A string, except PGRST201's list of the candidate relationships. */
export type ErrorDetails = string | Record<string, string>[] | null;

/** An error that ends the request with PostgREST's JSON shape and status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = null,
    readonly hint: string | null = null,
    readonly headers: OutgoingHttpHeaders = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  get body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: a query parameter that does not parse. */
export function parseError(what: string, input: string, column: number, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details);
}

export function invalidBody(message: string, status = 400): RestError {
  return new RestError(status, 'PGRST102', message);
}

export function tableNotFound(schema: string, name: string, suggestion: string | null): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

export function singularityError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

/** PGRST124: `max-affected` with `handling=strict` was exceeded; the transaction was rolled back. */
export function maxAffectedError(rows: number): RestError {
  return new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
}

/** PGRST127: a feature PostgREST has that this backend does not, said in `details` (never a wrong result). */
export function notImplemented(details: string): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', details);
}

/** Refused rather than answered without the domain's cast functions (PostgREST's data representations). */
export function representationsNotImplemented(table: string): RestError {
  return notImplemented(
    `'${table}' has a column whose domain has a data representation (a cast to or from json or text); this backend does not apply them.`,
  );
}

export function rangeError(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

/** The JWT failures of `Auth/Jwt.hs`, with the header PostgREST sends along. */
export function jwtError(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/** pg-safeupdate's refusal, which hosted Supabase loads for PostgREST's role (SQLSTATE 21000 → 400). */
export function whereClauseRequired(command: 'UPDATE' | 'DELETE'): RestError {
  return new RestError(400, '21000', `${command} requires a WHERE clause`);
}

/**
 * A Postgres error as PostgREST forwards it: SQLSTATE, message, detail and hint as they are, with the
 * HTTP status of `Error.hs` `pgErrorStatus`. `authenticated` is "the role is not the anon role".
 */
export function fromDatabaseError(error: DatabaseError, authenticated: boolean): RestError {
  if (error.code === 'PGRST') return fromRaisedPgrst(error);
  const status = statusForSqlState(error.code, error.message, authenticated);
  const headers: OutgoingHttpHeaders = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, error.detail, error.hint, headers);
}

export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authenticated ? 403 : 401;
  }
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{"code":…}', detail = '{"status":…,"headers":{…}}'`. */
function fromRaisedPgrst(error: DatabaseError): RestError {
  let body: Partial<Record<'code' | 'message' | 'details' | 'hint', unknown>>;
  try {
    body = JSON.parse(error.message);
  } catch {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      `Invalid JSON value for MESSAGE: '${error.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  let status: { status?: unknown; headers?: unknown } = {};
  try {
    status = JSON.parse(error.detail ?? '');
  } catch {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      error.detail ? `Invalid JSON value for DETAIL: '${error.detail}'` : 'DETAIL is missing in the RAISE statement',
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    );
  }
  const headers: OutgoingHttpHeaders = {};
  if (status.headers && typeof status.headers === 'object') {
    for (const [key, value] of Object.entries(status.headers)) if (typeof value === 'string') headers[key] = value;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const code = Number(status.status);
  return new RestError(
    Number.isInteger(code) && code >= 100 && code <= 599 ? code : 500,
    text(body.code) ?? 'PGRST',
    text(body.message) ?? '',
    text(body.details),
    text(body.hint),
    headers,
  );
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  return error instanceof DatabaseError;
}
