/**
 * The browser's one door to the shop's route handlers (app/api/*): JSON in, JSON out, same-site
 * cookies, never the HTTP cache. A failure of any kind becomes an ApiError carrying the status (0 when
 * no answer came: offline, server unreachable) and the route's `{ ok: false, message, code,
 * fieldErrors }`. Retrying is decided by React Query's policy (lib/query/query-client.ts), not here.
 */
import { pathOf, searchOf, type AnyEndpoint, type BodyOf, type OutputOf, type PathParams, type QueryOf } from './contract';
import type { FieldErrors } from '../errors/field-errors';

export type { FieldErrors };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fieldErrors: FieldErrors;
  /** The whole JSON answer, for routes that send more than a message (e.g. the new quote on a 409). */
  readonly body: Record<string, unknown> | null;

  constructor(status: number, message: string, body: Record<string, unknown> | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = typeof body?.code === 'string' ? body.code : null;
    this.fieldErrors = isRecord(body?.fieldErrors) ? (body.fieldErrors as FieldErrors) : {};
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (a file upload) is sent as multipart/form-data. */
  body?: unknown;
  /** What the shopper reads when the route sent no message of its own (offline, a proxy's error page). */
  fallbackMessage: string;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls a route handler; resolves with its JSON answer, rejects with an ApiError. */
export async function callApi<T>(path: string, { method = 'GET', body, fallbackMessage, signal }: ApiRequest): Promise<T> {
  let response: Response;
  try {
    const form = body instanceof FormData;
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, fallbackMessage);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const answer = isRecord(json) ? json : null;
  if (response.ok && json !== undefined && answer?.ok !== false) return json as T;
  const message = typeof answer?.message === 'string' && answer.message.trim() !== '' ? answer.message : fallbackMessage;
  throw new ApiError(response.ok ? 502 : response.status, message, answer);
}

/** The message to show for a failed call: the route's own, or the fallback for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The route's message per field, when it sent any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fieldErrors : {};
}

type Needs<Key extends string, Value> = [Value] extends [undefined] ? { [K in Key]?: never } : { [K in Key]: Value };

/** What a call of `E` sends: its path's values, its body (a FormData for an upload), its query. */
export type EndpointRequest<E extends AnyEndpoint> = Needs<
  'params',
  keyof PathParams<E['path']> extends never ? undefined : PathParams<E['path']>
> &
  Needs<'body', E['upload'] extends object ? FormData : BodyOf<E>> &
  Partial<Needs<'query', QueryOf<E>>> & { signal?: AbortSignal };

/** Calls the endpoint a contract describes; resolves with its typed answer, rejects with an ApiError. */
export function callEndpoint<E extends AnyEndpoint>(endpoint: E, request: EndpointRequest<E>): Promise<OutputOf<E>> {
  const { params, body, query, signal } = request as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
  };
  const path = pathOf(endpoint.path, (params ?? {}) as PathParams<string>) + searchOf(query);
  return callApi<OutputOf<E>>(path, { method: endpoint.method, body, fallbackMessage: endpoint.fallback, signal });
}
