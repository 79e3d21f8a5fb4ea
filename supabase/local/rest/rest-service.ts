import type { ServerResponse } from 'node:http';
import type { Backend } from '../backend.ts';
import type { Settings } from '../config.ts';
import type { Database } from '../db/database.ts';
import { PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import type { ServiceHandler } from '../http/server.ts';
import { authenticate, checkRole, setupSql, type AuthContext } from './context.ts';
import { fromDatabaseError, isDatabaseError, RestError, tableNotFound } from './errors.ts';
import { closestName } from './fuzzy.ts';
import { buildMutation, executeMutation, type MutationKind } from './mutations.ts';
import { applyGucs, type GucRow } from './guc-response.ts';
import { executePlan } from './plan-output.ts';
import { commonApplied, parsePrefer, preferenceApplied, type Applied, type Preferences } from './prefer.ts';
import { applyRangeHeader, parseQueryParams } from './query-params.ts';
import { buildRead, cappedRange, executeRead, type ReadStatement } from './read.ts';
import { requestProfile } from './profile.ts';
import { readRequestBody } from './request-body.ts';
import { readInDatabaseSettings } from './in-database-config.ts';
import { readRestConfig, type RestConfig } from './rest-config.ts';
import { negotiateMedia, send, sendRestError, type Media } from './response.ts';
import { buildRpc, checkMaxAffectedRoutine, executeRpc, findRoutine, rpcParams, rpcReadOnly, type RpcStatement } from './rpc.ts';
import { rpcArgs } from './rpc-args.ts';
import { loadSchemaCaches, type SchemaCache, type Table } from './schema-cache.ts';
import { ident, qualified } from './sql.ts';

const PLAN_CACHE_LIMIT = 2000;
/** A miss (unknown table, function, column or role) re-reads the schema at most this often. */
const RELOAD_ON_MISS_INTERVAL_MS = 1000;

interface Request {
  req: ApiRequest;
  auth: AuthContext;
  cache: SchemaCache;
  prefer: Preferences;
  head: boolean;
  /** `Content-Profile` of the response: when asked for, or always when several schemas are exposed. */
  headers: Record<string, string>;
  /** `db-tx-end` and `Prefer: tx=`: end this transaction with ROLLBACK. */
  rollback: boolean;
}

/**
 * PostgREST for the embedded backend: `/<table>` and `/rpc/<function>` of the exposed schemas, each
 * request one transaction under the caller's role with PostgREST's transaction variables, so that
 * Postgres (grants and RLS) decides what the caller may do.
 */
class RestService {
  private caches: Map<string, SchemaCache> | null = null;
  private loadedAt = 0;
  private readonly readPlans = new Map<string, ReadStatement>();
  private readonly rpcPlans = new Map<string, RpcStatement>();
  private config!: RestConfig;
  private notifications: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly backend: Pick<Backend, 'jwt'>,
    private readonly env: Settings,
  ) {}

  /** The environment's settings, overridden by the `pgrst.*` settings stored in the database, as PostgREST reads them. */
  async reloadConfig(): Promise<void> {
    const stored = readRestConfig(this.env).inDatabase ? await readInDatabaseSettings(this.db) : {};
    const next = readRestConfig({ ...this.env, ...stored });
    const schemasChanged = this.config?.schemas.join(',') !== next.schemas.join(',');
    this.config = next;
    this.readPlans.clear();
    this.rpcPlans.clear();
    if (schemasChanged && this.caches) await this.reload();
  }

  /** PostgREST's listener: `reload schema` (or an empty payload) re-reads the schema cache, `reload config` the settings. */
  onNotification(payload: string): void {
    let run: (() => Promise<unknown>) | null = null;
    if (payload === '' || payload === 'reload schema') run = () => this.reload();
    if (payload === 'reload config') run = () => this.reloadConfig();
    if (!run) return;
    this.notifications = this.notifications.then(run).then(
      () => {},
      (error: unknown) => console.error(`[rest] ${payload || 'reload'} after NOTIFY pgrst failed:`, error),
    );
  }

  async reload(): Promise<Map<string, SchemaCache>> {
    this.caches = await loadSchemaCaches(this.db, this.config.schemas);
    this.loadedAt = Date.now();
    this.readPlans.clear();
    this.rpcPlans.clear();
    return this.caches;
  }

  /** Hosted Supabase reloads PostgREST's cache on DDL; a miss triggers the same, rate-limited. */
  private async reloadAfterMiss(): Promise<boolean> {
    if (Date.now() - this.loadedAt < RELOAD_ON_MISS_INTERVAL_MS) return false;
    await this.reload();
    return true;
  }

  private get defaultCache(): SchemaCache {
    return this.caches!.get(this.config.schemas[0]!)!;
  }

  readonly handle: ServiceHandler = async (req, res) => {
    let auth: AuthContext | null = null;
    try {
      auth = authenticate(req, this.backend.jwt);
      if (!this.caches) await this.reload();
      let roleError = checkRole(auth, this.defaultCache);
      if (roleError && (await this.reloadAfterMiss())) roleError = checkRole(auth, this.defaultCache);
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
      return sendRestError(
        res,
        new RestError(413, 'PGRST102', 'Payload Too Large', `The request body is larger than the limit of ${error.limit} bytes`),
      );
    }
    throw error;
  }

  private async route(req: ApiRequest, res: ServerResponse, auth: AuthContext): Promise<void> {
    const segments = req.path.split('/').filter(Boolean);
    const method = req.method;
    const { schema, headers } = requestProfile(req, this.config.schemas);
    const prefer = parsePrefer(req.header('prefer'), this.config.txAllowOverride);
    const r: Request = {
      req,
      auth,
      prefer,
      headers,
      cache: this.caches!.get(schema)!,
      head: method === 'HEAD',
      rollback: prefer.tx === 'rollback' || (this.config.txRollback && prefer.tx !== 'commit'),
    };
    if (prefer.handling === 'strict' && prefer.invalid.length > 0) {
      throw new RestError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `Invalid preferences: ${prefer.invalid.join(', ')}`,
      );
    }
    if (segments.length === 0) throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
    if (segments.length === 2 && segments[0] === 'rpc') {
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
      return this.rpc(r, res, segments[1]!);
    }
    if (segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    const table = await this.table(r, segments[0]!);
    if (method === 'GET' || method === 'HEAD') return this.read(r, res, table);
    const kind: MutationKind | undefined = ({ POST: 'insert', PATCH: 'update', DELETE: 'delete', PUT: 'put' } as const)[method as 'POST'];
    if (!kind) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    return this.mutate(r, res, table, kind);
  }

  private async table(r: Request, name: string): Promise<Table> {
    let found = r.cache.tables.get(name);
    if (!found && (await this.reloadAfterMiss())) {
      r.cache = this.caches!.get(r.cache.schema)!;
      found = r.cache.tables.get(name);
    }
    if (!found) throw tableNotFound(r.cache.schema, name, closestName(name, r.cache.tables.keys()));
    return found;
  }

  /**
   * Builds a statement; when the cache misses a function or a relationship (PGRST202, PGRST200),
   * re-reads the schema once, as hosted Supabase reloads PostgREST's cache after DDL.
   */
  private async withReload<T>(r: Request, build: (cache: SchemaCache) => T): Promise<T> {
    try {
      return build(r.cache);
    } catch (error) {
      const miss = error instanceof RestError && (error.code === 'PGRST202' || error.code === 'PGRST200');
      if (!miss || !(await this.reloadAfterMiss())) throw error;
      r.cache = this.caches!.get(r.cache.schema)!;
      return build(r.cache);
    }
  }

  private setup(r: Request): string {
    return setupSql(r.req, r.auth, this.db.kind, { schema: r.cache.schema, timezone: r.prefer.timezone });
  }

  private media(r: Request): Media {
    return negotiateMedia(r.req.header('accept'), this.config.plan);
  }

  private async read(r: Request, res: ServerResponse, table: Table): Promise<void> {
    const key = `${r.cache.schema} ${this.planKey(r.req)}`;
    let statement = this.readPlans.get(key);
    const media = statement?.media ?? this.media(r);
    if (!statement) {
      const query = parseQueryParams(r.req.url.searchParams, false);
      const range = cappedRange(applyRangeHeader(query.ranges.get(''), r.req.method === 'GET' ? r.req.header('range') : undefined));
      const from = qualified(r.cache.schema, table.name);
      const source = { from, qualifier: from, table: table.name, rowRef: ident(table.name) };
      statement = await this.withReload(r, (cache) =>
        buildRead(cache, query, source, range, media, r.head, r.prefer.count, this.config.aggregates),
      );
      this.remember(this.readPlans, key, statement);
    }
    if (media.plan) return this.plan(r, res, statement.sql, statement.params, true, media);
    const result = await executeRead(this.db, statement, media, this.setup(r));
    this.respond(
      r,
      res,
      result.status,
      r.head ? null : result.body,
      { 'Content-Range': result.range },
      commonApplied(r.prefer),
      media,
      result.gucs,
    );
  }

  /** Everything but the body that shapes a statement: method, path and query, and the headers read. */
  private planKey(req: ApiRequest): string {
    return `${req.method} ${req.raw.url} ${req.header('accept') ?? ''} ${req.header('prefer') ?? ''} ${req.header('range') ?? ''}`;
  }

  private remember<T>(plans: Map<string, T>, key: string, plan: T): void {
    if (plans.size >= PLAN_CACHE_LIMIT) plans.clear();
    plans.set(key, plan);
  }

  private respond(
    r: Request,
    res: ServerResponse,
    status: number,
    body: string | null,
    headers: Record<string, string>,
    applied: Applied,
    media: Media,
    gucs: GucRow,
  ): void {
    const preference = preferenceApplied(applied);
    const all = { ...headers, ...(preference ? { 'Preference-Applied': preference } : {}), ...r.headers };
    const final = applyGucs(gucs, status, all);
    send(res, final.status, body, final.headers, media);
  }

  private async plan(
    r: Request,
    res: ServerResponse,
    sql: string,
    params: (string | null)[],
    readOnly: boolean,
    media: Media,
  ): Promise<void> {
    const body = await executePlan(this.db, sql, params, media, { readOnly, setup: this.setup(r), commit: () => !r.rollback });
    send(res, 200, body, r.headers, media);
  }

  private async mutate(r: Request, res: ServerResponse, table: Table, kind: MutationKind): Promise<void> {
    const query = parseQueryParams(r.req.url.searchParams, false);
    const body = kind === 'delete' ? null : await readRequestBody(r.req, false, query.columns);
    const payload = body?.kind === 'json' ? body.payload : null;
    let current = table;
    if (payload && payload.keys.some((k) => !current.columns.has(k)) && (await this.reloadAfterMiss()))
      current = await this.table(r, table.name);
    const media = this.media(r);
    const statement = await this.withReload(r, (cache) =>
      buildMutation(cache, current, kind, query, payload, r.prefer, media, this.config.aggregates),
    );
    if (media.plan) return this.plan(r, res, statement.sql, statement.params, false, media);
    const result = await executeMutation(this.db, statement, current, r.prefer, media, this.setup(r), r.rollback);
    send(res, result.status, result.body, { ...result.headers, ...r.headers }, media);
  }

  private async rpc(r: Request, res: ServerResponse, name: string): Promise<void> {
    const post = r.req.method === 'POST';
    const query = parseQueryParams(r.req.url.searchParams, !post);
    const args = await rpcArgs(r.req, post, query);
    const key = `${r.cache.schema} ${this.planKey(r.req)} ${JSON.stringify([args.media, args.keys, args.json?.trimStart().startsWith('[') ?? null])}`;
    let plan = this.rpcPlans.get(key);
    const media = plan?.media ?? this.media(r);
    if (!plan) {
      const range = applyRangeHeader(query.ranges.get(''), r.req.method === 'GET' ? r.req.header('range') : undefined);
      plan = await this.withReload(r, (cache) => {
        const routine = findRoutine(cache, name, args);
        return buildRpc(
          cache,
          routine,
          args,
          query,
          range,
          media,
          r.head,
          r.prefer.count,
          rpcReadOnly(routine, r.req.method),
          this.config.aggregates,
        );
      });
      this.remember(this.rpcPlans, key, plan);
    }
    checkMaxAffectedRoutine(plan.routine, r.prefer);
    if (media.plan) return this.plan(r, res, plan.sql, rpcParams(plan, args), plan.readOnly, media);
    const result = await executeRpc(this.db, plan, args, media, r.head, this.setup(r), r.prefer, r.rollback);
    const applied = { ...commonApplied(r.prefer), maxAffected: r.prefer.maxAffected };
    this.respond(r, res, result.status, result.body, { 'Content-Range': result.range }, applied, media, result.gucs);
  }
}

export async function createRestService(backend: Backend, env: Settings): Promise<ServiceHandler> {
  const service = new RestService(backend.db, backend, env);
  await service.reloadConfig();
  await service.reload();
  await backend.db.listen('pgrst', (payload) => service.onNotification(payload));
  process.on('SIGUSR1', () => {
    service.reload().catch((error) => console.error('[rest] schema cache reload failed:', error));
  });
  return service.handle;
}
