import { NextResponse, type NextRequest } from 'next/server';
import { Problem } from '@/lib/errors/problem';
import { answerOf } from '@/lib/http/problems';
import { hasMalformedEncoding } from '@/lib/http/request-checks';
import { json } from '@/lib/http/response';
import { newNonce, rendersPerRequest } from '@/lib/security/headers.mjs';
import { shopSecurityHeaders } from '@/lib/security/shop-headers';
import { updateSession } from '@/lib/supabase/proxy';

/**
 * Runs before the pages and route handlers (Next 16's name for middleware):
 * - refreshes the shopper's session cookies before Server Components read them, so the sign-in
 *   gate of the (account) and admin layouts sees a current session (route handlers under /api
 *   refresh for themselves and are skipped here, to spare a second call to the auth API);
 * - adds the security headers (CSP with frame-ancestors 'none', HSTS on https, nosniff, referrer
 *   policy: no-referrer on /reset-password, whose address carries a one-time token); a page rendered
 *   on every request (PER_REQUEST_PAGES) gets a fresh nonce, which Next.js reads from the request's
 *   Content-Security-Policy header and puts on the scripts it writes;
 * - answers a path with broken percent-encoding with a 400 (JSON under /api, in lib/http's shape),
 *   which Next.js itself would turn into a 500 while matching dynamic segments.
 *
 * The cached catalogue pages (CATALOGUE_PAGES in lib/security/headers.mjs) are skipped: they read
 * no session, their headers are set by next.config.mjs, and the shop's server (server/serve.mjs)
 * answers a /product/<id> that is no product's with the 404 page before it renders.
 * The gate itself is rendered by app/(account)/layout.tsx and app/admin/layout.tsx, which check
 * the session on the server; protected pages show it instead of redirecting (spec §2).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const headers = shopSecurityHeaders(pathname, rendersPerRequest(pathname) ? newNonce() : undefined);
  // Whatever a client sent under this name would otherwise be the nonce Next.js puts on the page's scripts.
  request.headers.set('Content-Security-Policy', headers['Content-Security-Policy']!);
  const response = await responseFor(request, pathname);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

async function responseFor(request: NextRequest, pathname: string): Promise<NextResponse> {
  const api = pathname.startsWith('/api/');
  if (hasMalformedEncoding(pathname)) {
    if (api) return refusedApiRequest();
    return new NextResponse('Bad Request', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  if (api) return NextResponse.next({ request });
  return (await updateSession(request)).response;
}

export const config = {
  // Everything but static files and CATALOGUE_PAGES (/, the listings and /terms, the listings'
  // search twins, /product/<id>): tests/unit/build/catalogue-pages.test.ts holds the two together.
  // Next.js reads the whole body of a request its proxy sees into memory before the route runs, so
  // a route handler's request with a large body (declared at 100,000 bytes or more, or chunked) is
  // left to the route helper: it checks the session before reading and stops reading at its limit,
  // and sets the security headers itself (issue 31 §4). The matcher must be literal for Next.js.
  matcher: [
    '/((?!api/|$|(?:shop|best-sellers|northern-area|international|terms)$|(?:shop|best-sellers|northern-area|international)/results$|product/[^/]+$|_next/static|_next/image|favicon.ico|service-worker.js|version.json|images/|.*\\.(?:png|jpg|jpeg|webp|svg|ico|txt|xml)$).*)',
    {
      source: '/(api/(?!.*\\.(?:png|jpg|jpeg|webp|svg|ico|txt|xml)$).*)',
      missing: [
        { type: 'header', key: 'content-length', value: '[0-9]{6,}' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
  ],
};

/** The API's own answer to a path it cannot read, from the one table of problems. */
function refusedApiRequest(): NextResponse {
  const { status, body } = answerOf(new Problem('bad_request'));
  return json(body, { status });
}
