import { serverEnv } from '@/lib/env';
import { paymentFormOrigins } from '@/lib/payments/providers';
import { securityHeaders } from './headers.mjs';

/**
 * The security headers of an answer for `pathname`, from the server's settings: set by proxy.ts on
 * every page and route it sees, and by the route helper (lib/http/route.ts) on its own answers, which
 * the proxy does not see when the request's body is large (its matcher, for Next.js would buffer it).
 */
export function shopSecurityHeaders(pathname: string): Record<string, string> {
  const env = serverEnv();
  return securityHeaders(pathname, {
    siteUrl: env.SITE_URL,
    supabaseUrl: env.SUPABASE_URL,
    pixelEnabled: Boolean(env.META_PIXEL_ID),
    development: process.env.NODE_ENV === 'development',
    paymentFormOrigins: paymentFormOrigins(env),
  });
}
