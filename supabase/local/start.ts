import path from 'node:path';
import { createAuthService } from './auth/auth-service.ts';
import type { Backend } from './backend.ts';
import { readConfig, type BackendConfig, type Settings } from './config.ts';
import { hasRealPgCron, startCronScheduler, type CronScheduler } from './cron/scheduler.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { createFunctionsService } from './functions/functions-service.ts';
import { Gateway, requireApiKey } from './http/gateway.ts';
import { sendJson } from './http/respond.ts';
import { createHttpServer, listen } from './http/server.ts';
import { JwtSigner } from './jwt.ts';
import { loadKeys, writeConnectionFile, type BackendKeys } from './keys.ts';
import { loadSigningKeys } from './signing-keys.ts';
import { createMailService } from './mail/mail-service.ts';
import { Outbox } from './mail/outbox.ts';
import { readRestConfig } from './rest/rest-config.ts';
import { createRestService } from './rest/rest-service.ts';
import { createRealtimeService, type RealtimeService } from './realtime/realtime-service.ts';
import { createStorageService } from './storage/storage-service.ts';

/** Opened from mail links and browser redirects, so hosted Supabase's gateway lets them through without a key. */
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/.well-known/jwks.json'];

export interface SupabaseLocalOptions {
  /** The settings, named as the environment variables of docs/configuration.md; process.env when absent. */
  env?: Settings;
  /** Where progress lines go (the database, migrations, the scheduler); nowhere when absent. */
  log?: (line: string) => void;
}

export interface SupabaseLocal {
  url: string;
  keys: BackendKeys;
  db: Database;
  /** DATA_DIR/supabase-local.json: the URL and keys, for the shop and the tools. */
  connectionFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the backend in this process. It listens first (so /health can say "starting"), then
 * migrates, then serves every API. Invalid settings throw a ConfigError that lists them all.
 */
export async function startSupabaseLocal(options: SupabaseLocalOptions = {}): Promise<SupabaseLocal> {
  const env = options.env ?? process.env;
  const config = readConfig(env);
  // Checked here so that bad settings fail before anything starts; the REST service reads them again with the database's.
  readRestConfig(env);
  const log = options.log ?? (() => {});
  log(`starting on ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  const http = createHttpServer(config.auth.rateLimitHeader);
  const port = await listen(http.server, config.port, config.host);
  const url = config.publicUrl ?? `http://127.0.0.1:${port}`;
  let db: Database | null = null;
  let scheduler: CronScheduler | null = null;
  let realtime: RealtimeService | null = null;
  try {
    db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir, config.pgliteSnapshot);
    const report = await migrate(db, path.join(config.projectRoot, 'supabase'), log, config.extraMigrationsDir);
    if (report.shimApplied) log('applied the Supabase shim');

    const keys = loadKeys(config.dataDir, config.jwtSecret, env);
    const backend: Backend = {
      config,
      db,
      keys,
      jwt: new JwtSigner(keys.jwtSecret, loadSigningKeys(config.dataDir, env)),
      gateway: new Gateway(keys),
      outbox: new Outbox(config.dataDir, config.mailFrom, config.smtpUrl),
      url,
    };
    realtime = await createRealtimeService(backend, env);
    http.mount(
      [
        { prefix: '/auth/v1', handler: requireApiKey(backend.gateway, await createAuthService(backend), OPEN_AUTH_PATHS) },
        { prefix: '/rest/v1', handler: requireApiKey(backend.gateway, await createRestService(backend, env)) },
        { prefix: '/storage/v1', handler: await createStorageService(backend) },
        { prefix: '/functions/v1', handler: await createFunctionsService(backend), passOptions: true },
        { prefix: '/mail', handler: createMailService(backend.outbox, keys.serviceRoleKey) },
        { prefix: '/realtime/v1', handler: requireApiKey(backend.gateway, realtime.handler) },
        { prefix: '/health', handler: async (_req, res) => sendJson(res, 200, { status: 'ok', database: db!.kind }) },
      ],
      realtime.upgrade,
    );
    // The connection file says "ready" to whoever waits for it, so it is written last.
    scheduler = await startScheduler(config, db, log);
    const connectionFile = writeConnectionFile(config.dataDir, url, keys);
    const running = scheduler;
    const openRealtime = realtime;
    const openDb = db;
    return {
      url,
      keys,
      db: openDb,
      connectionFile,
      stop: async () => {
        await openRealtime.close();
        await new Promise<void>((resolve) => {
          http.server.close(() => resolve());
          http.server.closeAllConnections();
        });
        await running?.stop();
        await openDb.close();
      },
    };
  } catch (error) {
    http.server.close();
    await realtime?.close();
    await scheduler?.stop();
    await db?.close();
    throw error;
  }
}

/** The database's scheduled jobs run here, one runner per backend, unless real pg_cron runs them. */
async function startScheduler(config: BackendConfig, db: Database, log: (line: string) => void): Promise<CronScheduler | null> {
  if (!config.cron) return null;
  if (await hasRealPgCron(db)) {
    log('cron: the database has pg_cron, whose worker runs the scheduled jobs');
    return null;
  }
  log('cron: running the scheduled jobs of cron.job (SUPABASE_LOCAL_CRON=off turns this off)');
  return startCronScheduler(db, { log });
}
