import { LISTING_PATTERN } from '../catalog/listing-keys.mjs';
import { localizedPath, splitLocale } from '../i18n/locales.mjs';

/**
 * Security headers for every page the shop serves (security.md scenario 33; ASVS 3.4): proxy.ts sets
 * them at run time, and next.config.mjs at build for the cached catalogue pages the proxy leaves
 * alone (a plain ES module, so that both can use it).
 *
 * Scripts, by how a page is made:
 * - a page rendered on every request (PER_REQUEST_PAGES: the console, the account pages, the checkout
 *   steps, the payment pages) gets a fresh nonce from proxy.ts: `script-src 'self' 'nonce-…' 'strict-dynamic'`, no
 *   'unsafe-inline'. Next.js reads the nonce from the request's Content-Security-Policy header and
 *   puts it on every script it writes; the scripts those load are trusted through 'strict-dynamic'.
 * - every other page is prerendered and cached (the catalogue, the storefront's other pages), its
 *   HTML made once for everyone, with Next.js's RSC payload inlined in `<script>` tags: a nonce
 *   would force each of them to render on every request (Next's CSP guide, "Static vs Dynamic
 *   Rendering"), so their policy allows inline scripts ('unsafe-inline'). The listings' search twins
 *   (`/shop/results`, rendered on request) skip the proxy with the rest of CATALOGUE_PAGES and share
 *   their policy.
 * What every policy pins: scripts, frames, forms and connections stay on this origin (plus Meta's
 * pixel hosts when a pixel id is configured), no plugins, no <base> hijacking, and no framing by
 * other sites (`frame-ancestors 'none'`).
 */

const PIXEL_SCRIPT = 'https://connect.facebook.net';
const PIXEL_ENDPOINT = 'https://www.facebook.com';

/** HSTS, sent on every answer given over https (and on http never, where browsers ignore it anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The policy; with `options.nonce`, a page rendered for this request alone, whose scripts carry the
 * nonce. Meta's pixel script is appended by the shop's own (trusted) code, so 'strict-dynamic' lets
 * it load; its host stays listed for browsers that know nonces but not 'strict-dynamic'.
 */
export function contentSecurityPolicy(options) {
  const https = options.siteUrl.startsWith('https:');
  const storage = originOf(options.supabaseUrl);
  const pixelScript = options.pixelEnabled ? [PIXEL_SCRIPT] : [];
  const pixelConnect = options.pixelEnabled ? [PIXEL_ENDPOINT, PIXEL_SCRIPT] : [];
  const inlineScripts = options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScripts, ...(options.development ? ["'unsafe-eval'"] : []), ...pixelScript]],
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
  if (options.siteUrl.startsWith('https:')) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/**
 * The cached catalogue pages, in English and under /ur in Urdu: prerendered at build, the same for
 * every visitor, and skipped by proxy.ts's matcher (Next's middleware machinery took half of their
 * serving time, and they read no session). tests/unit/build/catalogue-pages.test.ts checks that the
 * matcher skips exactly these (an English one is seen only by a shopper who may read Urdu).
 */
export const CATALOGUE_PAGES = [
  '/',
  `/:listing(${LISTING_PATTERN}|terms)`,
  `/:listing(${LISTING_PATTERN})/results`,
  '/product/:id',
].flatMap((page) => [page, localizedPath(page, 'ur')]);

/**
 * The pages rendered on every request among those proxy.ts sees, as the build names its routes
 * (dynamic segments in brackets): they get a nonce policy. Every other page the proxy sees is
 * prerendered (the storefront's other pages: cart, contact, …) and keeps the policy with
 * 'unsafe-inline', as does a path that matches no route (the prerendered 404 page).
 * /payment/continue and /payment/callback are route handlers whose HTML may be the page that posts
 * the payment form on (lib/payments/continue-page.ts).
 * tests/e2e/content-security-policy.spec.ts checks this list against the build's dynamic pages.
 */
export const PER_REQUEST_PAGES = [
  '/admin',
  '/admin/activity',
  '/admin/alerts',
  '/admin/coupons',
  '/admin/couriers',
  '/admin/customers',
  '/admin/customers/[phone]',
  '/admin/messages',
  '/admin/orders',
  '/admin/orders/[orderNumber]',
  '/admin/orders/new',
  '/admin/product-feed',
  '/admin/products',
  '/admin/products/[id]',
  '/admin/products/new',
  '/admin/reviews',
  '/admin/search',
  '/admin/settings',
  '/admin/shipping',
  '/admin/staff',
  '/orders',
  '/orders/[orderNumber]',
  '/settings',
  '/checkout',
  '/checkout/review',
  '/shipping-method',
  '/payment-method',
  '/order-confirmation/[orderNumber]',
  '/transaction-result',
  '/payment/continue',
  '/payment/callback',
];

/** Whether `pathname` is one of PER_REQUEST_PAGES (a bracketed segment stands for any one segment). */
export function rendersPerRequest(pathname) {
  const segments = pathname.split('/');
  return PER_REQUEST_PAGES.some((page) => {
    const pattern = page.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith('[') ? segments[index] !== '' : part === segments[index]))
    );
  });
}

/** A fresh nonce for one answer: 128 random bits, base64. */
export function newNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The nonce of a policy's script-src (as Next.js reads it from the request's policy), or null. */
export function nonceOf(policy) {
  const scriptSrc = String(policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  const source = scriptSrc?.find((value) => /^'nonce-[A-Za-z0-9+/_-]+={0,2}'$/.test(value));
  return source ? source.slice("'nonce-".length, -1) : null;
}

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
  const { path } = splitLocale(pathname);
  return path === '/reset-password' || path.startsWith('/reset-password/');
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
