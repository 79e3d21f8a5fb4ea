import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Backend } from '../backend.ts';
import { PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import type { ServiceHandler } from '../http/server.ts';
import { DEFAULT_SETTINGS, readFunctionSettings } from './function-config.ts';
import { FunctionBootError, FunctionLoader } from './function-loader.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';

/** Where supabase/functions/_shared/env.ts looks for the environment this runtime gives functions. */
const FUNCTIONS_ENV_KEY = Symbol.for('supabase.functions.env');
/** Request bodies above this are refused before the function runs. */
const FUNCTION_BODY_LIMIT = 1024 * 1024;

/**
 * `/functions/v1/<name>[/…]`: runs the default export of supabase/functions/<name>/index.ts, a
 * runtime-neutral `(req: Request) => Promise<Response>` that hosted Supabase serves with
 * `Deno.serve`. Like the hosted relay it checks the JWT first unless config.toml says
 * `[functions.<name>] verify_jwt = false`, and passes OPTIONS through (functions answer CORS).
 */
export async function createFunctionsService(backend: Backend): Promise<ServiceHandler> {
  const { projectRoot, extraFunctionsDir } = backend.config;
  const projectDir = path.join(projectRoot, 'supabase');
  const dirs = [path.join(projectDir, 'functions'), ...(extraFunctionsDir ? [extraFunctionsDir] : [])];
  const settings = readFunctionSettings([
    path.join(projectDir, 'config.toml'),
    ...(extraFunctionsDir ? [path.join(extraFunctionsDir, 'config.toml')] : []),
  ]);
  const loader = new FunctionLoader(dirs);
  (globalThis as Record<symbol, unknown>)[FUNCTIONS_ENV_KEY] = functionEnv(backend);

  return async (req, res) => {
    const name = req.path.split('/')[1] ?? '';
    const file = loader.entryOf(name);
    const options = settings.get(name) ?? DEFAULT_SETTINGS;
    if (!file || !options.enabled) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (options.verifyJwt && req.method !== 'OPTIONS' && !checkJwt(req, res, backend)) return;

    let body: Buffer | null = null;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      try {
        body = await req.body(FUNCTION_BODY_LIMIT);
      } catch (error) {
        if (!(error instanceof PayloadTooLargeError)) throw error;
        return sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB' }, { Connection: 'close' });
      }
    }
    let handler;
    try {
      handler = await loader.load(name, file);
    } catch (error) {
      if (!(error instanceof FunctionBootError)) throw error;
      console.error(`[functions] ${name}: ${error.message}`);
      return sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    await run(name, handler, req, res, body, functionUrl(backend.url, req));
  };
}

async function run(
  name: string,
  handler: (req: Request) => Response | Promise<Response>,
  req: ApiRequest,
  res: ServerResponse,
  body: Buffer | null,
  url: string,
) {
  const abort = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) abort.abort(new Error('The client closed the connection'));
  });
  let response: unknown;
  try {
    response = await handler(toWebRequest(req, url, body, abort.signal));
    if (!(response instanceof Response)) throw new TypeError('the handler did not return a Response');
  } catch (error) {
    console.error(`[functions] ${name} failed:`, error);
    if (!res.headersSent) sendJson(res, 500, { code: 'WORKER_ERROR', error: 'Function exited due to an error (please check logs)' });
    return;
  }
  try {
    await sendWebResponse(res, response, req.method);
  } catch (error) {
    console.error(`[functions] ${name}: the response stream failed:`, error);
    res.destroy();
  }
}

/** The relay's JWT check (self-hosted `docker/volumes/functions/main/index.ts`); only `Authorization` counts. */
function checkJwt(req: ApiRequest, res: ServerResponse, backend: Backend): boolean {
  const header = req.header('authorization');
  if (!header) {
    sendJson(
      res,
      401,
      { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
      { 'sb-error-code': 'UNAUTHORIZED_NO_AUTH_HEADER' },
    );
    return false;
  }
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token || !backend.jwt.verify(token).ok) {
    sendJson(res, 401, { code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT' }, { 'sb-error-code': 'UNAUTHORIZED_LEGACY_JWT' });
    return false;
  }
  return true;
}

/** A function sees its own path, `/<name>/…`, as on hosted Supabase. */
function functionUrl(base: string, req: ApiRequest): string {
  const raw = req.raw.url ?? '/';
  return `${base}${raw.startsWith('/functions/v1') ? raw.slice('/functions/v1'.length) : raw}`;
}

/**
 * The variables hosted Supabase gives every function, pointed at this backend. MAIL_API_URL and
 * MAIL_API_KEY default to the backend's own outbox (`POST /mail/send`, service role); set them in
 * the backend's environment to send through a transactional mail API instead. Other variables a
 * function reads come from the backend's process environment, which is left untouched.
 */
function functionEnv(backend: Backend): Record<string, string> {
  const env: Record<string, string> = {
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.keys.serviceRoleKey,
    SITE_URL: backend.config.siteUrl,
    MAIL_FROM: backend.config.mailFrom,
  };
  if (!process.env.MAIL_API_URL?.trim()) {
    env.MAIL_API_URL = `${backend.url}/mail/send`;
    env.MAIL_API_KEY = backend.keys.serviceRoleKey;
  }
  return env;
}
