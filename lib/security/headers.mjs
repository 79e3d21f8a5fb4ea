import { LISTING_PATTERN } from '../catalog/listing-keys.mjs';

/**
 * Security headers for every page the shop serves (security.md scenario 33; ASVS 3.4): proxy.ts sets
 * them at run time, and next.config.mjs at build for the cached catalogue pages the proxy leaves
 * alone (a plain ES module, so that both can use it).
 *
 * The Content-Security-Policy allows inline scripts ('unsafe-inline'): the storefront and the
 * catalogue are prerendered and cached, and Next.js inlines its RSC payload in `<script>` tags, so a
 * per-request nonce would force every page to render dynamically (Next's CSP guide, "Static vs
 * Dynamic Rendering"). What the policy does pin: scripts, frames, forms and connections stay on
 * this origin (plus Meta's pixel hosts when a pixel id is configured), no plugins, no <base>
 * hijacking, and no framing by other sites (`frame-ancestors 'none'`).
 */

const PIXEL_SCRIPT = 'https://connect.facebook.net';
const PIXEL_ENDPOINT = 'https://www.facebook.com';

export function contentSecurityPolicy(options) {
  const https = options.siteUrl.startsWith('https:');
  const storage = originOf(options.supabaseUrl);
  const pixelScript = options.pixelEnabled ? [PIXEL_SCRIPT] : [];
  const pixelConnect = options.pixelEnabled ? [PIXEL_ENDPOINT, PIXEL_SCRIPT] : [];
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : []), ...pixelScript]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(storage ? [storage] : []), ...(options.pixelEnabled ? [PIXEL_ENDPOINT] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...pixelConnect, ...(options.development ? ['ws:', 'wss:'] : [])]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(options.paymentFormOrigins ?? [])]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers for an HTML page (and harmless on other responses). `pathname` picks the referrer policy. */
export function securityHeaders(pathname, options) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The reset page carries a one-time token in its address until it is used: never send it on.
    'Referrer-Policy': isResetPasswordPath(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (options.siteUrl.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * The cached catalogue pages: prerendered at build, the same for every visitor, and skipped by
 * proxy.ts's matcher (Next's middleware machinery took half of their serving time, and they read
 * no session). tests/unit/build/catalogue-pages.test.ts checks that the matcher skips exactly these.
 */
export const CATALOGUE_PAGES = ['/', `/:listing(${LISTING_PATTERN}|terms)`, `/:listing(${LISTING_PATTERN})/results`, '/product/:id'];

/**
 * next.config.mjs's `headers` for the catalogue pages, from the build's settings, as the pages
 * themselves are made. No wallet host: the payment form is posted from /payment/continue.
 */
export function catalogueHeaderRules(env, development) {
  const headers = securityHeaders('/', {
    siteUrl: env.SITE_URL ?? '',
    supabaseUrl: env.SUPABASE_URL ?? '',
    pixelEnabled: Boolean(env.META_PIXEL_ID?.trim()),
    development,
  });
  const list = Object.entries(headers).map(([key, value]) => ({ key, value }));
  return CATALOGUE_PAGES.map((source) => ({ source, headers: list }));
}

export function isResetPasswordPath(pathname) {
  return pathname === '/reset-password' || pathname.startsWith('/reset-password/');
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
