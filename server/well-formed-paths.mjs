// A path whose percent-encoding is broken (`/api/orders/%ZZ.png`) makes Next.js 16 answer 500 before
// any route runs. proxy.ts answers such paths with a 400, but its matcher leaves out static-file
// names and large /api bodies; this guard, in front of Next, answers every one of them the same way.
import { securityHeaders } from '../lib/security/headers.mjs';

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

/** The 400 proxy.ts gives: JSON in the route helper's shape under /api, text elsewhere, with the security headers. */
export function withWellFormedPaths(handle, env = process.env) {
  const headerOptions = {
    siteUrl: env.SITE_URL ?? '',
    supabaseUrl: env.SUPABASE_URL ?? '',
    pixelEnabled: Boolean(env.META_PIXEL_ID?.trim()),
    development: false,
  };
  return (req, res) => {
    const url = req.url ?? '/';
    if (hasWellFormedPath(url)) return handle(req, res);
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
