import type { z } from 'zod';
import type { ProblemCode } from '@/lib/errors/codes';
import { ADMIN_ACTION_FAILED } from './messages';

/**
 * One contract per endpoint of the shop's API (app/api): its method, its path, the schemas of what
 * it takes, the type of what it answers and the problems it may answer with. The route handler
 * (lib/http/route.ts) and the browser's client (lib/api/client.ts) both take the contract, so a path,
 * an input or an answer cannot differ between them; tests/unit/build/contracts.test.ts fails when a
 * route under app/api has no contract or a contract no route.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType | undefined;

/** `/api/admin/coupons/[code]/active` → `'code'`. */
type ParamNames<Path extends string> = Path extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The values of a path's dynamic segments, by name. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

export interface Endpoint<
  Path extends string = string,
  M extends Method = Method,
  Body extends Schema = Schema,
  Query extends Schema = Schema,
  Output = unknown,
> {
  readonly method: M;
  /** The route's folder under app/, dynamic segments in brackets as Next names them. */
  readonly path: Path;
  /** The JSON body, validated by the route before its handler runs. */
  readonly body?: Body;
  /** The search parameters (the last value of each), validated likewise. */
  readonly query?: Query;
  /** A multipart/form-data body instead of JSON (a file upload), at most this many bytes. */
  readonly upload?: { readonly maxBytes: number };
  /** The status of a successful answer (200 unless it creates something). */
  readonly status?: 200 | 201;
  /** The problems the route may answer with besides the request edge's own (lib/http/problems.ts). */
  readonly errors: readonly ProblemCode[];
  /** What the browser shows when no answer of the route's own came (offline, a proxy's error page). */
  readonly fallback: string;
  /** The successful answer's type; `shape<T>()`: a type for the compiler, nothing at run time. */
  readonly output: Output;
}

export type AnyEndpoint = Endpoint<string, Method, Schema, Schema, unknown>;
export type OutputOf<E> = E extends Endpoint<string, Method, Schema, Schema, infer Output> ? Output : never;
export type BodyOf<E> =
  E extends Endpoint<string, Method, infer Body, Schema, unknown> ? (Body extends z.ZodType ? z.input<Body> : undefined) : never;
export type ParsedBodyOf<E> =
  E extends Endpoint<string, Method, infer Body, Schema, unknown> ? (Body extends z.ZodType ? z.output<Body> : undefined) : never;
export type QueryOf<E> =
  E extends Endpoint<string, Method, Schema, infer Query, unknown> ? (Query extends z.ZodType ? z.input<Query> : undefined) : never;
export type ParsedQueryOf<E> =
  E extends Endpoint<string, Method, Schema, infer Query, unknown> ? (Query extends z.ZodType ? z.output<Query> : undefined) : never;

/** Declares an endpoint; the literal path and method, and whether it takes an upload, are kept as types. */
export function endpoint<
  const Path extends string,
  const M extends Method,
  Body extends Schema = undefined,
  Query extends Schema = undefined,
  Output = unknown,
  const Upload extends { readonly maxBytes: number } | undefined = undefined,
>(
  contract: Endpoint<Path, M, Body, Query, Output> & { readonly upload?: Upload },
): Endpoint<Path, M, Body, Query, Output> & { readonly upload: Upload } {
  return contract as Endpoint<Path, M, Body, Query, Output> & { readonly upload: Upload };
}

/** What a change in the owner's console answers: the words the owner reads, and what the change made. */
export type Saved<Made = unknown> = { ok: true; message: string } & Made;

/**
 * A change in the owner's console (admins only): answered with `Saved` (plus what it made, given as
 * `made: shape<{ id: number }>()`), and the console's words when no answer of the route's own came.
 */
export function consoleChange<
  const Path extends string,
  const M extends Method,
  Body extends Schema = undefined,
  Made = unknown,
  const Upload extends { readonly maxBytes: number } | undefined = undefined,
>(change: {
  method: M;
  path: Path;
  body?: Body;
  upload?: Upload;
  errors: readonly ProblemCode[];
  made?: Made;
}): Endpoint<Path, M, Body, undefined, Saved<Made>> & { readonly upload: Upload } {
  const { made: _made, ...contract } = change;
  return endpoint({ ...contract, fallback: ADMIN_ACTION_FAILED, output: shape<Saved<Made>>() });
}

/** The type of an endpoint's answer, for the compiler only: `output: shape<{ ok: true; order: Order }>()`. */
export function shape<T>(): T {
  return undefined as T;
}

/** The path with its dynamic segments filled in (each one encoded). */
export function pathOf<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** Search parameters for a query: every value that is set, in the order given. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
