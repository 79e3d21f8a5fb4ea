import type { ServerResponse } from 'node:http';
import type { BackendKeys } from '../keys.ts';
import type { ApiRequest } from './request.ts';
import type { ServiceHandler } from './server.ts';
import { sendJson } from './respond.ts';

/**
 * What hosted Supabase's API gateway (Kong) does before a request reaches Auth or REST:
 * an `apikey` header or query parameter must be one of the project's keys, and the JWT the
 * service sees is the caller's `Authorization` bearer, or else the key itself.
 */
export class Gateway {
  private readonly knownKeys: Set<string>;

  constructor(keys: BackendKeys) {
    this.knownKeys = new Set([keys.anonKey, keys.serviceRoleKey]);
  }

  /** Sends Kong's 401 and returns false when the API key is missing or unknown. */
  requireApiKey(req: ApiRequest, res: ServerResponse): boolean {
    const apikey = apiKeyOf(req);
    if (!apikey) {
      sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      return false;
    }
    if (!this.knownKeys.has(apikey)) {
      sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      return false;
    }
    return true;
  }
}

function apiKeyOf(req: ApiRequest): string | null {
  return req.header('apikey')?.trim() || req.url.searchParams.get('apikey')?.trim() || null;
}

/** The caller's bearer token, unless it is a new-style `sb_` key; the API key otherwise. */
export function effectiveToken(req: ApiRequest): string | null {
  const bearer = bearerOf(req);
  if (bearer && !bearer.startsWith('sb_')) return bearer;
  return apiKeyOf(req);
}

export function bearerOf(req: ApiRequest): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(req.header('authorization') ?? '');
  return match ? match[1]!.trim() : null;
}

/** Kong's key-auth in front of a service; `openPaths` are reached from mail links and browser redirects without a key. */
export function requireApiKey(gateway: Gateway, handler: ServiceHandler, openPaths: string[] = []): ServiceHandler {
  const open = new Set(openPaths);
  return async (req, res) => {
    if (!open.has(req.path) && !gateway.requireApiKey(req, res)) return;
    await handler(req, res);
  };
}
