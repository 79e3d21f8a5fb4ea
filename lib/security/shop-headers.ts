import { serverEnv } from '@/lib/env';
import { paymentFormOrigins } from '@/lib/payments/providers';
import { nonceOf, securityHeaders } from './headers.mjs';

/**
 * The security headers of an answer for `pathname`, from the server's settings: set by proxy.ts on
 * every page and route it sees, and by the route helper (lib/http/route.ts) on its own answers, which
 * the proxy does not see when the request's body is large (its matcher, for Next.js would buffer it).
 * `nonce`: the page is rendered for this request alone (proxy.ts), and its scripts carry the nonce.
 */
export function shopSecurityHeaders(pathname: string, nonce?: string): Record<string, string> {
  const env = serverEnv();
  return securityHeaders(pathname, {
    siteUrl: env.SITE_URL,
    supabaseUrl: env.SUPABASE_URL,
    pixelEnabled: Boolean(env.META_PIXEL_ID),
    development: process.env.NODE_ENV === 'development',
    paymentFormOrigins: paymentFormOrigins(env),
    nonce,
  });
}

/**
 * The nonce proxy.ts made for this request's page (PER_REQUEST_PAGES), from the policy it put on
 * the request, as Next.js reads it; empty for any other page.
 */
export function pageNonce(requestHeaders: Headers): string {
  return nonceOf(requestHeaders.get('content-security-policy')) ?? '';
}
