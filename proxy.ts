import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env';
import { securityHeaders } from '@/lib/security/headers';
import { updateSession } from '@/lib/supabase/proxy';

/**
 * Runs before every page and route handler (Next 16's name for middleware):
 * - refreshes the shopper's session cookies before Server Components read them, so the sign-in
 *   gate of the (account) and admin layouts sees a current session (route handlers under /api
 *   refresh for themselves and are skipped here, to spare a second call to the auth API);
 * - adds the security headers (CSP with frame-ancestors 'none', HSTS on https, nosniff, referrer
 *   policy: no-referrer on /reset-password, whose address carries a one-time token).
 * The gate itself is rendered by app/(account)/layout.tsx and app/admin/layout.tsx, which check
 * the session on the server; protected pages show it instead of redirecting (spec §2).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const response = pathname.startsWith('/api/') ? NextResponse.next({ request }) : (await updateSession(request)).response;
  const env = serverEnv();
  const headers = securityHeaders(pathname, {
    siteUrl: env.SITE_URL,
    supabaseUrl: env.SUPABASE_URL,
    pixelEnabled: Boolean(env.META_PIXEL_ID),
    development: process.env.NODE_ENV === 'development',
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|service-worker.js|version.json|images/|.*\\.(?:png|jpg|jpeg|webp|svg|ico|txt|xml)$).*)'],
};
