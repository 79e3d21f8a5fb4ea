import type { ServerResponse } from 'node:http';
import type { Backend } from '../backend.ts';
import type { Database } from '../db/database.ts';
import { PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import type { ServiceHandler } from '../http/server.ts';
import { authenticate, checkRole, setupSql, type AuthContext } from './context.ts';
import { fromDatabaseError, invalidBody, isDatabaseError, RestError, tableNotFound } from './errors.ts';
import { buildMutation, executeMutation, type MutationKind } from './mutations.ts';
import { isPlainObject, parseJson, parsePayload } from './payload.ts';
import { parsePrefer, preferenceApplied, type Preferences } from './prefer.ts';
import { applyRangeHeader, parseQueryParams } from './query-params.ts';
import { buildRead, cappedRange, executeRead, type ReadStatement } from './read.ts';
import { negotiateMedia, send, sendRestError, type Media } from './response.ts';
import { buildRpc, executeRpc, findRoutine, rpcReadOnly, type RpcStatement } from './rpc.ts';
import { closestName, loadSchemaCache, type SchemaCache, type Table } from './schema-cache.ts';
import { qualified } from './sql.ts';

const BODY_LIMIT = 1024 * 1024;
const PLAN_CACHE_LIMIT = 2000;
/** A miss (unknown table, function, column or role) re-reads the schema at most this often. */
const RELOAD_ON_MISS_INTERVAL_MS = 1000;

interface Request {
  req: ApiRequest;
  auth: AuthContext;
  prefer: Preferences;
  media: Media;
  head: boolean;
  headers: Record<string, string>;
}

/**
 * PostgREST for the embedded backend: `/<table>` and `/rpc/<function>` of the `public` schema, each
 * request one transaction under the caller's role with PostgREST's transaction variables, so that
 * Postgres (grants and RLS) decides what the caller may do.
 */
class RestService {
  private cache: SchemaCache | null = null;
  private loadedAt = 0;
  private readonly readPlans = new Map<string, ReadStatement>();
  private readonly rpcPlans = new Map<string, RpcStatement>();

  constructor(
    private readonly db: Database,
    private readonly backend: Pick<Backend, 'jwt'>,
  ) {}

  async reload(): Promise<SchemaCache> {
    this.cache = await loadSchemaCache(this.db);
    this.loadedAt = Date.now();
    this.readPlans.clear();
    this.rpcPlans.clear();
    return this.cache;
  }

  /** Hosted Supabase reloads PostgREST's cache on DDL; a miss triggers the same, rate-limited. */
  private async reloadAfterMiss(): Promise<boolean> {
    if (Date.now() - this.loadedAt < RELOAD_ON_MISS_INTERVAL_MS) return false;
    await this.reload();
    return true;
  }

  readonly handle: ServiceHandler = async (req, res) => {
    let auth: AuthContext | null = null;
    try {
      auth = authenticate(req, this.backend.jwt);
      let roleError = checkRole(auth, this.cache ?? (await this.reload()));
      if (roleError && (await this.reloadAfterMiss())) roleError = checkRole(auth, this.cache!);
      if (roleError) throw roleError;
      await this.route(req, res, auth);
    } catch (error) {
      this.fail(res, error, auth, req.method === 'HEAD');
    }
  };

  private fail(res: ServerResponse, error: unknown, auth: AuthContext | null, head: boolean): void {
    if (error instanceof RestError) return sendRestError(res, error, head);
    if (isDatabaseError(error)) return sendRestError(res, fromDatabaseError(error, auth?.authenticated ?? false), head);
    if (error instanceof PayloadTooLargeError) {
      return sendRestError(res, new RestError(413, 'PGRST102', 'Payload Too Large', `The request body is larger than the limit of ${error.limit} bytes`));
    }
    throw error;
  }

  private async route(req: ApiRequest, res: ServerResponse, auth: AuthContext): Promise<void> {
    const segments = req.path.split('/').filter(Boolean);
    const method = req.method;
    const r: Request = {
      req,
      auth,
      prefer: parsePrefer(req.header('prefer')),
      media: negotiateMedia(req.header('accept')),
      head: method === 'HEAD',
      headers: this.profileHeaders(req),
    };
    if (r.prefer.handling === 'strict' && r.prefer.invalid.length > 0) {
      throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${r.prefer.invalid.join(', ')}`);
    }
    if (segments.length === 0) throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
    if (segments.length === 2 && segments[0] === 'rpc') {
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
      return this.rpc(r, res, segments[1]!);
    }
    if (segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    const table = await this.table(segments[0]!);
    if (method === 'GET' || method === 'HEAD') return this.read(r, res, table);
    const kind: MutationKind | undefined = ({ POST: 'insert', PATCH: 'update', DELETE: 'delete' } as const)[method as 'POST'];
    if (!kind) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    return this.mutate(r, res, table, kind);
  }

  /** `Accept-Profile`/`Content-Profile` may only name the exposed schema; the response echoes it. */
  private profileHeaders(req: ApiRequest): Record<string, string> {
    const header = req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile';
    const profile = req.header(header);
    if (profile === undefined) return {};
    const schema = this.cache!.schema;
    if (profile !== schema) {
      throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${schema}`);
    }
    return { 'Content-Profile': schema };
  }

  private async table(name: string): Promise<Table> {
    const found = this.cache!.tables.get(name) ?? ((await this.reloadAfterMiss()) ? this.cache!.tables.get(name) : undefined);
    if (!found) throw tableNotFound(this.cache!.schema, name, closestName(name, this.cache!.tables.keys()));
    return found;
  }

  private setup(r: Request): string {
    return setupSql(r.req, r.auth, this.db.kind);
  }

  private async read(r: Request, res: ServerResponse, table: Table): Promise<void> {
    const key = this.planKey(r.req);
    let statement = this.readPlans.get(key);
    if (!statement) {
      const cache = this.cache!;
      const query = parseQueryParams(r.req.url.searchParams, false);
      const range = cappedRange(applyRangeHeader(query.ranges.get(''), r.req.method === 'GET' ? r.req.header('range') : undefined));
      const source = { from: qualified(cache.schema, table.name), qualifier: qualified(cache.schema, table.name), table: table.name };
      statement = buildRead(cache, query, source, range, r.media, r.head, r.prefer.count);
      this.remember(this.readPlans, key, statement);
    }
    const result = await executeRead(this.db, statement, r.media, this.setup(r));
    const headers: Record<string, string> = { 'Content-Range': result.range, ...r.headers };
    const applied = preferenceApplied({ count: r.prefer.count });
    if (applied) headers['Preference-Applied'] = applied;
    send(res, result.status, r.head ? null : result.body, headers, r.media);
  }

  /** Everything but the body that shapes a statement: method, path and query, and the headers read. */
  private planKey(req: ApiRequest): string {
    return `${req.method} ${req.raw.url} ${req.header('accept') ?? ''} ${req.header('prefer') ?? ''} ${req.header('range') ?? ''}`;
  }

  private remember<T>(plans: Map<string, T>, key: string, plan: T): void {
    if (plans.size >= PLAN_CACHE_LIMIT) plans.clear();
    plans.set(key, plan);
  }

  private async mutate(r: Request, res: ServerResponse, table: Table, kind: MutationKind): Promise<void> {
    const query = parseQueryParams(r.req.url.searchParams, false);
    const payload = kind === 'delete' ? null : parsePayload(await this.bodyText(r.req), query.columns);
    let current = table;
    if (payload && payload.keys.some((k) => !current.columns.has(k)) && (await this.reloadAfterMiss())) current = await this.table(table.name);
    const statement = buildMutation(this.cache!, current, kind, query, payload, r.prefer, r.media);
    const result = await executeMutation(this.db, statement, current, r.prefer, r.media, this.setup(r));
    send(res, result.status, result.body, { ...result.headers, ...r.headers }, r.media);
  }

  private async rpc(r: Request, res: ServerResponse, name: string): Promise<void> {
    const post = r.req.method === 'POST';
    const query = parseQueryParams(r.req.url.searchParams, !post);
    let argsJson: string;
    let rawBody = '{}';
    let keys: string[];
    if (post) {
      const text = await this.bodyText(r.req);
      rawBody = text.trim() === '' ? '{}' : text;
      const value = parseJson(rawBody);
      keys = query.columns ?? (isPlainObject(value) ? Object.keys(value) : []);
      argsJson = isPlainObject(value) ? rawBody : '{}';
    } else {
      keys = [...query.rpcArgs.keys()];
      argsJson = JSON.stringify(Object.fromEntries(query.rpcArgs));
    }
    const key = `${this.planKey(r.req)} ${keys.join(',')}`;
    let plan = this.rpcPlans.get(key);
    if (!plan) {
      let found: ReturnType<typeof findRoutine>;
      try {
        found = findRoutine(this.cache!, name, keys, post);
      } catch (error) {
        if (!(await this.reloadAfterMiss())) throw error;
        found = findRoutine(this.cache!, name, keys, post);
      }
      const readOnly = rpcReadOnly(found.routine, r.req.method);
      const range = applyRangeHeader(query.ranges.get(''), r.req.method === 'GET' ? r.req.header('range') : undefined);
      plan = buildRpc(this.cache!, found.routine, found.wholeBody, found.wholeBody ? rawBody : argsJson, keys, query, range, r.media, r.head, r.prefer.count, readOnly);
      this.remember(this.rpcPlans, key, plan);
    }
    const args = plan.wholeBody ? rawBody : argsJson;
    const statement = plan.argsParam === null ? plan : { ...plan, params: plan.params.map((p, i) => (i === plan!.argsParam ? args : p)) };
    const result = await executeRpc(this.db, statement, r.media, r.head, this.setup(r));
    const headers: Record<string, string> = { 'Content-Range': result.range, ...r.headers };
    send(res, result.status, result.body, headers, r.media);
  }

  private async bodyText(req: ApiRequest): Promise<string> {
    const contentType = (req.header('content-type') ?? 'application/json').split(';')[0]!.trim().toLowerCase();
    if (contentType !== 'application/json' && contentType !== '') throw invalidBody(`Content-Type not acceptable: ${contentType}`);
    return req.text(BODY_LIMIT);
  }
}

export async function createRestService(backend: Backend): Promise<ServiceHandler> {
  const service = new RestService(backend.db, backend);
  await service.reload();
  process.on('SIGUSR1', () => {
    service.reload().catch((error) => console.error('[rest] schema cache reload failed:', error));
  });
  return service.handle;
}
