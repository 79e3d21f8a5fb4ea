import 'server-only';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { verifiedUser } from '@/lib/auth/actions';
import { NO_USER_LOGGED_IN } from '@/lib/auth/messages';
import { isAuthCookieName } from '@/lib/request/session-cookies';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseRouteClient } from '@/lib/supabase/server';
import { HttpError } from './errors';
import { OUTAGE_RETRY_AFTER_SECONDS, watchingBackend } from '@/lib/request/outage';
import { ADMINS_ONLY, BAD_REQUEST, SERVER_ERROR, SERVICE_UNAVAILABLE, TOO_MANY_REQUESTS } from './messages';
import { rateLimitKey, type RateLimit } from './rate-limit';
import {
  assertSameSite,
  DEFAULT_MAX_BODY_BYTES,
  isJsonContentType,
  isMultipartContentType,
  isSafeMethod,
  parseJsonObject,
  readBodyBytes,
  readBodyText,
} from './request-checks';
import { errorResponse } from './response';
import { Problem } from '@/lib/errors/problem';
import { problemResponse } from './route';
import { parseInput } from './validation';

/**
 * The one edge between HTTP and the shop's domain code for every route handler. In order:
 * 1. a state-changing method from another site is a 403 (Origin / Sec-Fetch-Site);
 * 2. the body is read once, at most `maxBytes` (16 KB): 413 beyond;
 * 3. with a `body` schema: `application/json` (415), a JSON object of bounded depth (400), valid (400
 *    with the first message and one per field); `query` likewise for the search parameters; with
 *    `upload`: a multipart/form-data body of at most `upload.maxBytes`, anything else refused as above;
 * 4. the `rateLimit`, per client address (429 with Retry-After);
 * 5. with a `session`, the Supabase client acting as the shopper's cookies ('required': a verified
 *    user, else 401; 'admin': also one of the shop's admins, else 403);
 * 6. the handler; an HttpError it throws is its answer, anything else is logged and a generic 5xx;
 *    a 5xx given while the backend could not be reached (lib/request/outage.ts) becomes a 503 with
 *    Retry-After, so clients and monitors see an outage rather than a fault.
 * The auth cookies the client wrote, and @supabase/ssr's no-cache headers, go on whatever response
 * comes back, errors included (a session refreshed during a failed request must not be lost).
 */

export type SessionMode = 'none' | 'optional' | 'required' | 'admin';

/** What a handler may decide about the session cookies besides passing them on. */
interface SessionCookies {
  /** Whether the auth client rewrote the session during this request (a sign-in, a refresh). */
  changed(): boolean;
  /** Sends none of the cookies the auth client wrote (a refused sign-up keeps no PKCE verifier). */
  discard(): void;
  /** Also expires every other auth cookie the browser sent (sign-out, deactivation). */
  expireAll(): void;
}

type Client = SupabaseClient<Database>;

interface SessionContexts {
  none: object;
  optional: { supabase: Client; session: SessionCookies };
  required: { supabase: Client; session: SessionCookies; user: User };
  admin: { supabase: Client; session: SessionCookies; user: User };
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type Params = Record<string, string | string[] | undefined>;

export type RouteContext<B extends Schema, Q extends Schema, M extends SessionMode> = {
  request: NextRequest;
  /** The body, validated by `body`. */
  input: Parsed<B>;
  /** The search parameters (the last value of each), validated by `query`. */
  query: Parsed<Q>;
  /** The dynamic segments of the path, as Next decoded them. */
  params: Params;
  /** The multipart form of an `upload` route (null for the others). */
  form: FormData | null;
} & SessionContexts[M];

export interface RouteOptions<B extends Schema, Q extends Schema, M extends SessionMode> {
  body?: B;
  query?: Q;
  /**
   * 'none' (default): no session client. 'optional': as the cookies say, or anon. 'required': 401
   * without a verified user. 'admin': 401 without one, 403 when they are not an admin (is_admin()).
   */
  session?: M;
  /** The 401 message of `session: 'required'` or `'admin'` (default "No user logged in"). */
  unauthorized?: string;
  /** The 403 message of `session: 'admin'` for a signed-in non-admin (default ADMINS_ONLY). */
  forbidden?: string;
  /** Body limit in bytes (default 16 KB). */
  maxBytes?: number;
  /**
   * A file upload: multipart/form-data up to `maxBytes` becomes `form`. Any other body is held to
   * the JSON rules and limit above, then refused with 415 and `message` (what to send instead).
   */
  upload?: { maxBytes: number; message: string };
  /** Applied after the input is valid, keyed by the client's address. */
  rateLimit?: RateLimit;
  /** One fixed answer (400) for input the schema refuses, instead of the schema's messages. */
  invalid?: { message: string; code?: string };
  /** What a thrown error answers, after it is logged (default 500 with a generic message). */
  onError?: { status: number; message: string };
}

export type RouteHandler = (request: Request, context?: { params: Promise<Params> }) => Promise<NextResponse>;

export function legacyRoute<B extends Schema = undefined, Q extends Schema = undefined, M extends SessionMode = 'none'>(
  options: RouteOptions<B, Q, M>,
  handler: (context: RouteContext<B, Q, M>) => Promise<NextResponse>,
): RouteHandler {
  return async (incoming, nextContext) => {
    const request = incoming instanceof NextRequest ? incoming : new NextRequest(incoming);
    // Set inside the watched callback below; typed by hand, since TS does not follow that assignment.
    let client = null as ReturnType<typeof createSupabaseRouteClient> | null;
    const cookies = { discard: false, expireAll: false };
    const answered = await watchingBackend(async (): Promise<NextResponse> => {
      try {
        const { input, query, form } = await readInput(request, options);
        await enforceRateLimit(request, options.rateLimit);
        const params = (await nextContext?.params) ?? {};
        const context: Record<string, unknown> = { request, input, query, params, form };
        if ((options.session ?? 'none') !== 'none') {
          client = createSupabaseRouteClient(request);
          const { changedSession } = client;
          context.supabase = client.supabase;
          context.session = {
            changed: changedSession,
            discard: () => void (cookies.discard = true),
            expireAll: () => void (cookies.expireAll = true),
          } satisfies SessionCookies;
          if (options.session === 'required' || options.session === 'admin') {
            const user = await verifiedUser(client.supabase);
            if (!user) throw new HttpError(401, options.unauthorized ?? NO_USER_LOGGED_IN);
            context.user = user;
          }
          if (options.session === 'admin') await assertAdmin(client.supabase, options.forbidden);
        }
        return await handler(context as RouteContext<B, Q, M>);
      } catch (error) {
        if (error instanceof Problem) {
          return problemResponse(error, request);
        }
        return errorResponse(toHttpError(error, request, options.onError));
      }
    });
    const response = answered.unreachable && answered.result.status >= 500 ? unavailable(answered.result) : answered.result;
    if (client && !cookies.discard) client.applyTo(response);
    if (cookies.expireAll) expireAuthCookies(request, response);
    return response;
  };
}

/** The same answer as a 503 with Retry-After: the backend is down, which is neither a bug nor a bad gateway to report. */
function unavailable(response: NextResponse): NextResponse {
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  return new NextResponse(response.body, { status: 503, headers });
}

/** The database decides who is an admin (public.is_admin() reads app_metadata.role from auth.users). */
async function assertAdmin(supabase: Client, forbidden = ADMINS_ONLY): Promise<void> {
  const { data, error } = await supabase.rpc('is_admin');
  if (error) throw new HttpError(502, SERVICE_UNAVAILABLE, {}, { cause: `is_admin: ${error.code} ${error.message}` });
  if (data !== true) throw new HttpError(403, forbidden);
}

async function readInput<B extends Schema, Q extends Schema>(
  request: NextRequest,
  options: Pick<RouteOptions<B, Q, SessionMode>, 'body' | 'query' | 'maxBytes' | 'invalid' | 'upload'>,
): Promise<{ input: Parsed<B>; query: Parsed<Q>; form: FormData | null }> {
  let input: unknown;
  let form: FormData | null = null;
  if (!isSafeMethod(request.method)) {
    assertSameSite(request.headers);
    const contentType = request.headers.get('content-type');
    if (options.upload && isMultipartContentType(contentType)) {
      form = await readForm(request, options.upload.maxBytes);
    } else {
      const text = await readBodyText(request, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES);
      if (options.body) input = parseBody(options.body, text, contentType, options.invalid);
      if (options.upload) refuseNonUpload(text, contentType, options.upload.message);
    }
  }
  const query = options.query ? check(options.query, Object.fromEntries(request.nextUrl.searchParams), options.invalid) : undefined;
  return { input: input as Parsed<B>, query: query as Parsed<Q>, form };
}

async function readForm(request: NextRequest, maxBytes: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    throw new HttpError(400, BAD_REQUEST, {}, { cause: error });
  }
}

/** An upload route sent something else: a JSON body is still checked as JSON (400 when malformed), then 415. */
function refuseNonUpload(text: string, contentType: string | null, message: string): never {
  if (!isJsonContentType(contentType)) throw new HttpError(415, BAD_REQUEST);
  parseJsonObject(text);
  throw new HttpError(415, message);
}

/** An empty body is the schema's `undefined` when it accepts one (an optional body); otherwise JSON is required. */
function parseBody(
  schema: z.ZodType,
  text: string,
  contentType: string | null,
  invalid: RouteOptions<Schema, Schema, SessionMode>['invalid'],
): unknown {
  if (text.trim() === '') {
    const empty = schema.safeParse(undefined);
    if (empty.success) return empty.data;
  }
  if (!isJsonContentType(contentType)) throw new HttpError(415, BAD_REQUEST);
  return check(schema, parseJsonObject(text), invalid);
}

function check(schema: z.ZodType, value: unknown, invalid: RouteOptions<Schema, Schema, SessionMode>['invalid']): unknown {
  try {
    return parseInput(schema, value);
  } catch (error) {
    if (invalid && error instanceof Problem) throw new HttpError(400, invalid.message, invalid.code ? { code: invalid.code } : {});
    throw error;
  }
}

async function enforceRateLimit(request: Request, limit: RateLimit | undefined): Promise<void> {
  if (!limit) return;
  const wait = await limit.hit(rateLimitKey(request));
  if (wait > 0) throw new HttpError(429, TOO_MANY_REQUESTS, {}, { headers: { 'Retry-After': String(wait) } });
}

/** HttpErrors are answers (5xx ones are logged with their cause); anything else is logged and hidden. */
function toHttpError(error: unknown, request: NextRequest, onError: RouteOptions<Schema, Schema, SessionMode>['onError']): HttpError {
  const where = `[api] ${request.method} ${request.nextUrl.pathname}`;
  if (error instanceof HttpError) {
    if (error.status >= 500) console.error(`${where}: ${error.status} ${error.message}`, error.cause ?? '');
    return error;
  }
  console.error(`${where} failed:`, error);
  return new HttpError(onError?.status ?? 500, onError?.message ?? SERVER_ERROR);
}

/**
 * Expires every auth cookie the browser sent that the response does not already rewrite: after a
 * sign-out or a deactivation nothing of the session (chunks, PKCE verifiers) stays behind, even
 * when the auth server had already forgotten the session.
 */
function expireAuthCookies(request: NextRequest, response: NextResponse): void {
  for (const { name } of request.cookies.getAll()) {
    if (isAuthCookieName(name) && !response.cookies.get(name)) response.cookies.set(name, '', { path: '/', maxAge: 0 });
  }
}
