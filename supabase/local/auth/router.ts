import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import type { ServiceHandler } from '../http/server.ts';
import type { AuthContext } from './context.ts';
import { AuthError, OAuthError, sendAuthError, tooManyRequests, UNEXPECTED_FAILURE, validationFailed } from './errors.ts';
import type { LimitName } from './rate-limiter.ts';

type AuthHandler = (ctx: AuthContext, req: ApiRequest, res: ServerResponse, params: Record<string, string>) => Promise<void>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** An exact path, or a pattern with named groups (`/admin/users/(?<id>[^/]+)`). */
  path: string | RegExp;
  /** The per-IP limiter checked before the handler runs. */
  limit?: LimitName;
  handler: AuthHandler;
}

/** 429 `over_request_rate_limit` once the client IP has used up the endpoint's bucket. */
export function enforceRateLimit(ctx: AuthContext, name: LimitName, req: ApiRequest): void {
  if (!ctx.limiters[name].take(req.clientIp)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
}

/** Dispatches to the route; every failure leaves as a GoTrue error envelope, never as an unhandled 500. */
export function createRouter(ctx: AuthContext, routes: Route[]): ServiceHandler {
  return async (req, res) => {
    try {
      const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
      const candidates = routes
        .map((route) => ({ route, params: matchPath(route.path, path) }))
        .filter((c): c is { route: Route; params: Record<string, string> } => c.params !== null);
      if (candidates.length === 0) throw new AuthError(404, 'not_found', 'Not Found');
      const hit = candidates.find((c) => c.route.method === req.method || (req.method === 'HEAD' && c.route.method === 'GET'));
      if (!hit) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
      if (/%00/.test(req.url.search)) throw validationFailed('NUL characters are not allowed in query parameters');
      if (hit.route.limit) enforceRateLimit(ctx, hit.route.limit, req);
      await hit.route.handler(ctx, req, res, hit.params);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof AuthError || error instanceof OAuthError) {
        if (error instanceof AuthError && error.status >= 500)
          console.error(`[auth] ${req.method} ${req.path}: ${error.message}`, error.cause ?? '');
        sendAuthError(res, error);
        return;
      }
      console.error(`[auth] ${req.method} ${req.path} failed:`, error);
      sendAuthError(res, UNEXPECTED_FAILURE);
    }
  };
}

function matchPath(pattern: string | RegExp, path: string): Record<string, string> | null {
  if (typeof pattern === 'string') return pattern === path ? {} : null;
  const match = pattern.exec(path);
  return match && match[0] === path ? { ...(match.groups ?? {}) } : null;
}
