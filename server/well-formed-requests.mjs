// Requests Next.js 16 answers with a bare 500 before any route runs, answered here, in front of Next,
// with the security headers:
// - a path whose percent-encoding is broken (`/api/orders/%ZZ.png`), 400: proxy.ts answers those too,
//   but its matcher leaves out static-file names and large /api bodies;
// - a Next-Router-State-Tree header Next cannot parse, 400 (checked with Next's own parser, so the two agree);
// - a method outside the seven a route handler can export (TRACE, PROPFIND …), 405: Next makes a
//   fetch Request of every request, and fetch refuses some of them;
// - a method other than GET or HEAD on a static file (public/, /_next/static/), 405: Next means to
//   refuse it, but fails while doing so.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverSecurityHeaders } from './security-headers-on-errors.mjs';

const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)(
  'next/dist/server/app-render/parse-and-validate-flight-router-state.js',
);

/** lib/http/messages.ts's BAD_REQUEST (tests/unit/build/well-formed-paths.test.ts keeps the two equal). */
export const BAD_REQUEST_MESSAGE = 'The request could not be understood. Please reload the page and try again.';
const METHOD_NOT_ALLOWED_MESSAGE = 'This address does not take that kind of request.';

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

/** The methods Next.js serves: those a route handler can export (a page answers GET and HEAD, a Server Action POST). */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATIC_FILE_METHODS = new Set(['GET', 'HEAD']);

/** The URL paths of the files under `publicDir` (`/favicon.ico`, `/icons/icon-192.png` …), as Next serves them. */
export function publicFilePaths(publicDir) {
  if (!fs.existsSync(publicDir)) return new Set();
  const files = fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile());
  return new Set(files.map((file) => `/${file.split(path.sep).join('/')}`));
}

function isStaticFile(pathname, publicFiles) {
  return pathname.startsWith('/_next/static/') || publicFiles.has(decodeURIComponent(pathname));
}

/**
 * The answers above: JSON in the route helper's shape under /api, text elsewhere. `publicFiles`: the
 * paths publicFilePaths gives for the public/ folder Next serves.
 */
export function withWellFormedRequests(handle, env = process.env, publicFiles = new Set()) {
  const headers = serverSecurityHeaders(env);
  const refuse = (res, url, status, extra = {}) => {
    const api = url.startsWith('/api/');
    const message = status === 405 ? METHOD_NOT_ALLOWED_MESSAGE : BAD_REQUEST_MESSAGE;
    const text = status === 405 ? 'Method Not Allowed' : 'Bad Request';
    res.writeHead(status, {
      ...headers,
      ...extra,
      'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
    });
    res.end(api ? JSON.stringify({ ok: false, message }) : text);
  };
  return (req, res) => {
    const url = req.url ?? '/';
    if (!SERVED_METHODS.has(req.method)) return refuse(res, url, 405, { Allow: [...SERVED_METHODS].join(', ') });
    if (!hasWellFormedPath(url) || !hasReadableRouterState(req.headers['next-router-state-tree'])) return refuse(res, url, 400);
    if (!STATIC_FILE_METHODS.has(req.method) && isStaticFile(url.split('?')[0], publicFiles)) {
      return refuse(res, url, 405, { Allow: [...STATIC_FILE_METHODS].join(', ') });
    }
    return handle(req, res);
  };
}
