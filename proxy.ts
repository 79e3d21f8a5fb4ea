import { NextResponse, type NextRequest } from 'next/server';
import { Problem } from '@/lib/errors/problem';
import { answerOf } from '@/lib/http/problems';
import { hasMalformedEncoding } from '@/lib/http/request-checks';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, localizedPath, splitLocale } from '@/lib/i18n/locales.mjs';
import { preferredLocale } from '@/lib/i18n/negotiation';
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
 *   which Next.js itself would turn into a 500 while matching dynamic segments;
 * - sends an English page load on to its Urdu twin for a shopper who chose Urdu, or whose browser
 *   asks for it on a first visit (languageRedirect).
 *
 * The cached catalogue pages (CATALOGUE_PAGES in lib/security/headers.mjs) are skipped: they read
 * no session, their headers are set by next.config.mjs, and the shop's server (server/serve.mjs)
 * answers a /product/<id> that is no product's with the 404 page before it renders.
 * The gate itself is rendered by app/[locale]/(account)/layout.tsx and app/[locale]/admin/layout.tsx, which check
 * the session on the server; protected pages show it instead of redirecting (spec §2).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const headers = shopSecurityHeaders(pathname, rendersPerRequest(splitLocale(pathname).path) ? newNonce() : undefined);
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
  return languageRedirect(request) ?? (await updateSession(request)).response;
}

/**
 * An English address opened by a shopper who reads another of the shop's languages goes to that
 * language's page: the one they chose with the switch (LOCALE_COOKIE), or on a first visit the one
 * their browser asks for (remembered from then on). Only page loads are sent on; a path that is no
 * page of the shop's (/auth, /payment…) stays.
 */
function languageRedirect(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (request.method !== 'GET' || splitLocale(pathname).locale !== DEFAULT_LOCALE) return null;
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = preferredLocale(chosen, request.headers.get('accept-language'));
  const target = localizedPath(pathname, locale);
  if (target === pathname) return null;
  const response = NextResponse.redirect(new URL(`${target}${search}`, request.url), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  if (chosen === undefined) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Everything but static files and CATALOGUE_PAGES (/, the listings and /terms, the listings'
  // search twins, /product/<id>, and their /ur twins): tests/unit/build/catalogue-pages.test.ts
  // holds the two together. NEXT_LOCALE is LOCALE_COOKIE (lib/i18n/locales.mjs), written out.
  // Next.js reads the whole body of a request its proxy sees into memory before the route runs, so
  // a route handler's request with a large body (declared at 100,000 bytes or more, or chunked) is
  // left to the route helper: it checks the session before reading and stops reading at its limit,
  // and sets the security headers itself (issue 31 §4). The matcher must be literal for Next.js.
  matcher: [
    '/((?!api/|(?:ur/?)?$|(?:ur/)?(?:shop|best-sellers|northern-area|international|terms)$|(?:ur/)?(?:shop|best-sellers|northern-area|international)/results$|(?:ur/)?product/[^/]+$|_next/static|_next/image|favicon.ico|service-worker.js|version.json|images/|fonts/|.*\\.(?:png|jpg|jpeg|webp|svg|ico|txt|xml)$).*)',
    // An English catalogue page is seen only by a shopper who may read Urdu: their switch's choice,
    // or a first visit whose browser names Urdu (languageRedirect decides).
    { source: '/', has: [{ type: 'cookie', key: 'NEXT_LOCALE', value: 'ur' }] },
    {
      source: '/',
      has: [{ type: 'header', key: 'accept-language', value: '(?:.*[\\s,])?[uU][rR](?:[-;,\\s].*)?' }],
      missing: [{ type: 'cookie', key: 'NEXT_LOCALE' }],
    },
    {
      source: '/((?:shop|best-sellers|northern-area|international)(?:/results)?|terms|product/[^/]+)',
      has: [{ type: 'cookie', key: 'NEXT_LOCALE', value: 'ur' }],
    },
    {
      source: '/((?:shop|best-sellers|northern-area|international)(?:/results)?|terms|product/[^/]+)',
      has: [{ type: 'header', key: 'accept-language', value: '(?:.*[\\s,])?[uU][rR](?:[-;,\\s].*)?' }],
      missing: [{ type: 'cookie', key: 'NEXT_LOCALE' }],
    },
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
