import 'server-only';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import type { AnyEndpoint, OutputOf, ParsedBodyOf, ParsedQueryOf, PathParams } from '@/lib/api/contract';
import { verifiedUser } from '@/lib/auth/actions';
import type { ProblemCode } from '@/lib/errors/codes';
import { Problem } from '@/lib/errors/problem';
import { storableText } from '@/lib/format/text';
import { isAuthCookieName } from '@/lib/request/session-cookies';
import { OUTAGE_RETRY_AFTER_SECONDS, watchingBackend } from '@/lib/request/outage';
import type { Database } from '@/lib/supabase/database.types';
import { shopSecurityHeaders } from '@/lib/security/shop-headers';
import { createSupabaseRouteClient } from '@/lib/supabase/server';
import { answerOf, PROBLEMS } from './problems';
import { rateLimitKey, type RateLimit } from './rate-limit';
import {
  assertSameSite,
  DEFAULT_MAX_BODY_BYTES,
  isJsonContentType,
  isMultipartContentType,
  isSafeMethod,
  limitedBody,
  parseJsonObject,
  readBodyText,
} from './request-checks';
import { json } from './response';
import { parseInput } from './validation';

/**
 * The one edge between HTTP and the shop's domain code for every route handler, driven by the
 * endpoint's contract (lib/api/contract.ts). In order:
 * 1. a state-changing method from another site is refused (Origin / Sec-Fetch-Site);
 * 2. with a `session`, the Supabase client acting as the shopper's cookies ('required': a verified
 *    user; 'admin': also one of the shop's admins), before a byte of the body is read: a guest's
 *    upload is refused unread;
 * 3. the body is read once as a stream that stops at `maxBytes` (16 KB) or the contract's upload
 *    limit (413, declared or real); an upload's form is parsed from that stream, never buffered first;
 * 4. the contract's `body` schema: `application/json`, a JSON object of bounded depth, valid (with the
 *    first message and one per field); `query` likewise for the search parameters; an `upload`
 *    contract takes multipart/form-data as `form`;
 * 5. the `rateLimit`, per client address (429 with Retry-After);
 * 6. the handler, whose result is the answer (`json` with the contract's status). A Problem it raises
 *    is answered as lib/http/problems.ts says; outside production, a problem the contract does not
 *    declare is a 500, so the contracts stay true to what their routes answer. Anything else is
 *    logged and answered with `onError` (500 by default). A 5xx given while the backend could not be
 *    reached (lib/request/outage.ts) becomes a 503 with Retry-After.
 * The auth cookies the client wrote, and @supabase/ssr's no-cache headers, go on whatever response
 * comes back, errors included (a session refreshed during a failed request must not be lost), and so
 * do the security headers (proxy.ts sets them too, but does not see a request with a large body).
 */

export type SessionMode = 'none' | 'optional' | 'required' | 'admin' | 'owner';

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
  owner: { supabase: Client; session: SessionCookies; user: User };
}

export type RouteContext<E extends AnyEndpoint, M extends SessionMode> = {
  request: NextRequest;
  /** The body, validated by the contract's `body`. */
  input: ParsedBodyOf<E>;
  /** The search parameters (the last value of each), validated by the contract's `query`. */
  query: ParsedQueryOf<E>;
  /** The dynamic segments of the path, as Next decoded them. */
  params: { [Name in keyof PathParams<E['path']>]: string };
  /** The multipart form of an `upload` contract (null for the others). */
  form: FormData | null;
} & SessionContexts[M];

export interface RouteOptions<M extends SessionMode> {
  /**
   * 'none' (default): no session client. 'optional': as the cookies say, or anon. 'required':
   * `unauthorized` without a verified user. 'admin': also `forbidden` when they are not on the
   * shop's team (is_admin(): the owner or staff). 'owner': `owner_only` for staff (is_owner()).
   */
  session?: M;
  /** The problem of `session: 'required'`, `'admin'` or `'owner'` without a user (default sign_in_required). */
  unauthorized?: ProblemCode;
  /** The problem of `session: 'admin'` for a signed-in non-admin (default admins_only). */
  forbidden?: ProblemCode;
  /** Body limit in bytes of a JSON body (default 16 KB). */
  maxBytes?: number;
  /** Applied after the input is valid, keyed by the client's address. */
  rateLimit?: RateLimit;
  /** One fixed problem for input the schemas refuse, instead of the schema's messages. */
  invalid?: ProblemCode;
  /** What an unexpected error answers, after it is logged (default server_error). */
  onError?: ProblemCode;
  /** An upload contract's answer to any other body (after it passed the JSON checks). */
  notAnUpload?: ProblemCode;
  /** Headers of a successful answer (a list that may be cached says so). */
  headers?: Record<string, string>;
}

type NextParams = Record<string, string | string[] | undefined>;

export type RouteHandler<E extends AnyEndpoint = AnyEndpoint> = ((
  request: Request,
  context?: { params: Promise<NextParams> },
) => Promise<NextResponse>) & { readonly endpoint: E };

/** The problems every route may answer with, whatever its contract: the request edge's own. */
const EDGE_PROBLEMS: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'bad_request',
  'unsupported_media_type',
  'cross_site',
  'too_large',
  'too_many_requests',
  'validation_failed',
  'sign_in_required',
  'admins_only',
  'owner_only',
  'backend_failed',
  'server_error',
]);

export function route<E extends AnyEndpoint, M extends SessionMode = 'none'>(
  endpoint: E,
  options: RouteOptions<M>,
  handler: (context: RouteContext<E, M>) => Promise<OutputOf<E> | NextResponse>,
): RouteHandler<E> {
  const declared = new Set<ProblemCode>([
    ...EDGE_PROBLEMS,
    ...endpoint.errors,
    ...[options.unauthorized, options.forbidden, options.invalid, options.onError, options.notAnUpload].filter(
      (code) => code !== undefined,
    ),
  ]);
  const serve = async (incoming: Request, nextContext?: { params: Promise<NextParams> }): Promise<NextResponse> => {
    const request = incoming instanceof NextRequest ? incoming : new NextRequest(incoming);
    // Set inside the watched callback below; typed by hand, since TS does not follow that assignment.
    let client = null as ReturnType<typeof createSupabaseRouteClient> | null;
    const cookies = { discard: false, expireAll: false };
    const answered = await watchingBackend(async (): Promise<NextResponse> => {
      try {
        if (!isSafeMethod(request.method)) assertSameSite(request.headers);
        const context: Record<string, unknown> = { request };
        if ((options.session ?? 'none') !== 'none') {
          client = createSupabaseRouteClient(request);
          const { changedSession } = client;
          context.supabase = client.supabase;
          context.session = {
            changed: changedSession,
            discard: () => void (cookies.discard = true),
            expireAll: () => void (cookies.expireAll = true),
          } satisfies SessionCookies;
          if (options.session === 'required' || options.session === 'admin' || options.session === 'owner') {
            const user = await verifiedUser(client.supabase);
            if (!user) throw new Problem(options.unauthorized ?? 'sign_in_required');
            context.user = user;
          }
          if (options.session === 'admin') await assertAdmin(client.supabase, options.forbidden);
          if (options.session === 'owner') await assertOwner(client.supabase, options.forbidden);
        }
        const { input, query, form } = await readInput(request, endpoint, options);
        await enforceRateLimit(request, options.rateLimit);
        Object.assign(context, { input, query, form, params: storableValues(Object.entries((await nextContext?.params) ?? {})) });
        const result = await handler(context as RouteContext<E, M>);
        return result instanceof NextResponse ? result : json(result, { status: endpoint.status ?? 200, headers: options.headers });
      } catch (error) {
        return problemResponse(toProblem(error, request, declared, options.onError), request);
      }
    });
    const response = answered.unreachable && answered.result.status >= 500 ? unavailable(answered.result) : answered.result;
    for (const [name, value] of Object.entries(shopSecurityHeaders(request.nextUrl.pathname))) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    if (client && !cookies.discard) client.applyTo(response);
    if (cookies.expireAll) expireAuthCookies(request, response);
    return response;
  };
  return Object.assign(serve, { endpoint });
}

/** The answer to a problem, by the one table; a 5xx is logged with its cause. */
export function problemResponse(problem: Problem, request: Pick<NextRequest, 'method' | 'nextUrl'>): NextResponse {
  const answer = answerOf(problem);
  if (answer.status >= 500)
    console.error(`[api] ${request.method} ${request.nextUrl.pathname}: ${problem.code}`, problem.details.cause ?? '');
  return json(answer.body, { status: answer.status, headers: answer.headers });
}

/** The same answer as a 503 with Retry-After: the backend is down, which is neither a bug nor a bad gateway to report. */
function unavailable(response: NextResponse): NextResponse {
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  return new NextResponse(response.body, { status: 503, headers });
}

/** The database decides who is on the team (public.is_admin() reads app_metadata.role from auth.users). */
async function assertAdmin(supabase: Client, forbidden: ProblemCode = 'admins_only'): Promise<void> {
  const { data, error } = await supabase.rpc('is_admin');
  if (error) throw new Problem('backend_failed', { cause: `is_admin: ${error.code} ${error.message}` });
  if (data !== true) throw new Problem(forbidden);
}

/** One read of the caller's role (public.team_role()): off the team is `forbidden`; staff, who are not the owner, `owner_only`. */
async function assertOwner(supabase: Client, forbidden: ProblemCode = 'admins_only'): Promise<void> {
  const { data, error } = await supabase.rpc('team_role');
  if (error) throw new Problem('backend_failed', { cause: `team_role: ${error.code} ${error.message}` });
  if (data !== 'owner') throw new Problem(data === 'staff' ? 'owner_only' : forbidden);
}

async function readInput(
  request: NextRequest,
  endpoint: AnyEndpoint,
  options: RouteOptions<SessionMode>,
): Promise<{ input: unknown; query: unknown; form: FormData | null }> {
  let input: unknown;
  let form: FormData | null = null;
  if (!isSafeMethod(request.method)) {
    const contentType = request.headers.get('content-type');
    if (endpoint.upload && isMultipartContentType(contentType)) {
      form = await readForm(request, endpoint.upload.maxBytes);
    } else {
      const text = await readBodyText(request, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES);
      if (endpoint.body) input = parseBody(endpoint.body, text, contentType, options.invalid);
      if (endpoint.upload) refuseNonUpload(text, contentType, options.notAnUpload ?? 'unsupported_media_type');
    }
  }
  const query = endpoint.query ? check(endpoint.query, storableValues(request.nextUrl.searchParams), options.invalid) : undefined;
  return { input, query, form };
}

/** Search parameters or path segments by name, each value with a U+0000 read as U+FFFD (storableText). */
function storableValues(entries: Iterable<[string, string | string[] | undefined]>): NextParams {
  const values: NextParams = {};
  for (const [name, value] of entries) {
    values[name] = Array.isArray(value) ? value.map(storableText) : value === undefined ? value : storableText(value);
  }
  return values;
}

async function readForm(request: NextRequest, maxBytes: number): Promise<FormData> {
  const body = limitedBody(request, maxBytes);
  try {
    return await new Response(body.stream, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch (error) {
    throw new Problem(body.exceeded() ? 'too_large' : 'bad_request', { cause: error });
  }
}

/** An upload route sent something else: a JSON body is still checked as JSON (400 when malformed), then refused. */
function refuseNonUpload(text: string, contentType: string | null, refusal: ProblemCode): never {
  if (!isJsonContentType(contentType)) throw new Problem('unsupported_media_type');
  parseJsonObject(text);
  throw new Problem(refusal);
}

/** An empty body is the schema's `undefined` when it accepts one (an optional body); otherwise JSON is required. */
function parseBody(schema: z.ZodType, text: string, contentType: string | null, invalid: ProblemCode | undefined): unknown {
  if (text.trim() === '') {
    const empty = schema.safeParse(undefined);
    if (empty.success) return empty.data;
  }
  if (!isJsonContentType(contentType)) throw new Problem('unsupported_media_type');
  return check(schema, parseJsonObject(text), invalid);
}

function check(schema: z.ZodType, value: unknown, invalid: ProblemCode | undefined): unknown {
  try {
    return parseInput(schema, value);
  } catch (error) {
    if (invalid && error instanceof Problem) throw new Problem(invalid);
    throw error;
  }
}

async function enforceRateLimit(request: Request, limit: RateLimit | undefined): Promise<void> {
  if (!limit) return;
  const wait = await limit.hit(rateLimitKey(request));
  if (wait > 0) throw new Problem('too_many_requests', { headers: { 'Retry-After': String(wait) } });
}

/**
 * Problems are answers; anything else is logged and hidden behind `onError`. Outside production a
 * problem the route's contract does not declare is a fault of the contract: logged, and a 500.
 */
function toProblem(error: unknown, request: NextRequest, declared: ReadonlySet<ProblemCode>, onError: ProblemCode | undefined): Problem {
  const where = `[api] ${request.method} ${request.nextUrl.pathname}`;
  if (error instanceof Problem && PROBLEMS[error.code]) {
    if (declared.has(error.code) || process.env.NODE_ENV === 'production') return error;
    console.error(`${where}: the contract does not declare the problem '${error.code}'`);
    return new Problem('server_error');
  }
  console.error(`${where} failed:`, error);
  return new Problem(onError ?? 'server_error');
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
