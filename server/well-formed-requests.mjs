// Requests Next.js 16 answers with a bare 500 before any route runs, answered here, in front of Next,
// with a 400 and the security headers:
// - a path whose percent-encoding is broken (`/api/orders/%ZZ.png`): proxy.ts answers those too, but
//   its matcher leaves out static-file names and large /api bodies;
// - a Next-Router-State-Tree header Next cannot parse (checked with Next's own parser, so the two agree).
import { createRequire } from 'node:module';
import { securityHeaders } from '../lib/security/headers.mjs';

const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)(
  'next/dist/server/app-render/parse-and-validate-flight-router-state.js',
);

/** lib/http/messages.ts's BAD_REQUEST (tests/unit/build/well-formed-paths.test.ts keeps the two equal). */
export const BAD_REQUEST_MESSAGE = 'The request could not be understood. Please reload the page and try again.';

/** Whether the path of a request line (`/a/b?c`) decodes. */
function hasWellFormedPath(url) {
  const pathname = url.split('?')[0] ?? '';
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether Next can read the client router's state the request carries (none is fine). */
function hasReadableRouterState(header) {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/** The 400 proxy.ts gives: JSON in the route helper's shape under /api, text elsewhere, with the security headers. */
export function withWellFormedRequests(handle, env = process.env) {
  const headerOptions = {
    siteUrl: env.SITE_URL ?? '',
    supabaseUrl: env.SUPABASE_URL ?? '',
    pixelEnabled: Boolean(env.META_PIXEL_ID?.trim()),
    development: false,
  };
  return (req, res) => {
    const url = req.url ?? '/';
    if (hasWellFormedPath(url) && hasReadableRouterState(req.headers['next-router-state-tree'])) return handle(req, res);
    const api = url.startsWith('/api/');
    const body = api ? JSON.stringify({ ok: false, message: BAD_REQUEST_MESSAGE }) : 'Bad Request';
    res.writeHead(400, {
      ...securityHeaders('/', headerOptions),
      'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
    });
    res.end(body);
  };
}
