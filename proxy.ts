import { NextResponse, type NextRequest } from 'next/server';
import { KnownProductIds, productPathSegment } from '@/lib/catalog/known-product-ids';
import { parseProductId } from '@/lib/catalog/mappers';
import { serverEnv } from '@/lib/env';
import { BAD_REQUEST } from '@/lib/http/messages';
import { hasMalformedEncoding } from '@/lib/http/request-checks';
import { failure } from '@/lib/http/response';
import { paymentFormOrigins } from '@/lib/payments/providers';
import { securityHeaders } from '@/lib/security/headers';
import { updateSession } from '@/lib/supabase/proxy';

/**
 * Runs before every page and route handler (Next 16's name for middleware):
 * - refreshes the shopper's session cookies before Server Components read them, so the sign-in
 *   gate of the (account) and admin layouts sees a current session (route handlers under /api
 *   refresh for themselves and are skipped here, to spare a second call to the auth API);
 * - adds the security headers (CSP with frame-ancestors 'none', HSTS on https, nosniff, referrer
 *   policy: no-referrer on /reset-password, whose address carries a one-time token);
 * - answers a path with broken percent-encoding with a 400 (JSON under /api, in lib/http's shape),
 *   which Next.js itself would turn into a 500 while matching dynamic segments;
 * - answers /product/<id> with the 404 page when the id is not a product's (not a number, out of
 *   range, or not in the active catalogue), before the page renders and goes into the page cache.
 * The gate itself is rendered by app/(account)/layout.tsx and app/admin/layout.tsx, which check
 * the session on the server; protected pages show it instead of redirecting (spec §2).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const response = await responseFor(request, pathname);
  const env = serverEnv();
  const headers = securityHeaders(pathname, {
    siteUrl: env.SITE_URL,
    supabaseUrl: env.SUPABASE_URL,
    pixelEnabled: Boolean(env.META_PIXEL_ID),
    development: process.env.NODE_ENV === 'development',
    paymentFormOrigins: paymentFormOrigins(env),
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

async function responseFor(request: NextRequest, pathname: string): Promise<NextResponse> {
  const api = pathname.startsWith('/api/');
  if (hasMalformedEncoding(pathname)) {
    if (api) return failure(400, BAD_REQUEST);
    return new NextResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  if (api) return NextResponse.next({ request });
  if (!(await mayBeProductPage(pathname))) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 });
  return (await updateSession(request)).response;
}

/** A path no route matches: Next.js renders app/not-found.tsx, prerendered once, for it. */
const NOT_FOUND_PATH = '/_not-a-product';

const knownProducts = new KnownProductIds(async () => {
  const env = serverEnv();
  const response = await fetch(`${env.SUPABASE_URL}/rest/v1/products?select=id&is_active=eq.true`, {
    headers: { apikey: env.SUPABASE_ANON_KEY, Authorization: `Bearer ${env.SUPABASE_ANON_KEY}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`products answered ${response.status}`);
  return ((await response.json()) as { id: number }[]).map((row) => row.id);
});

async function mayBeProductPage(pathname: string): Promise<boolean> {
  const segment = productPathSegment(pathname);
  if (segment === null) return true;
  const id = parseProductId(decodeURIComponent(segment));
  return id !== null && (await knownProducts.mayExist(id));
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|service-worker.js|version.json|images/|.*\\.(?:png|jpg|jpeg|webp|svg|ico|txt|xml)$).*)'],
};
