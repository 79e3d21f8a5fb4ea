import { contentSecurityPolicy, newNonce, nonceOf, rendersPerRequest, securityHeaders } from '@/lib/security/headers.mjs';

const base = { siteUrl: 'http://localhost:3000', supabaseUrl: 'http://127.0.0.1:54321', pixelEnabled: false, development: false };

test('the CSP keeps everything on the site, forbids framing, plugins and foreign forms', () => {
  const csp = contentSecurityPolicy(base);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:54321");
  expect(csp).not.toContain('facebook');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('upgrade-insecure-requests');
});

test("Meta's hosts are allowed only when a pixel is configured", () => {
  const csp = contentSecurityPolicy({ ...base, pixelEnabled: true });
  expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/);
  expect(csp).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);
});

test('HSTS and upgrade-insecure-requests on https; no-referrer on /reset-password', () => {
  const https = securityHeaders('/', { ...base, siteUrl: 'https://gilgitdryfruits.pk' });
  expect(https['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  const http = securityHeaders('/shop', base);
  expect(http['Strict-Transport-Security']).toBeUndefined();
  expect(http['X-Content-Type-Options']).toBe('nosniff');
  expect(http['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(securityHeaders('/reset-password', base)['Referrer-Policy']).toBe('no-referrer');
});

// Issue 31 §7: a page rendered per request runs no inline script without the nonce made for it.
test("a page rendered per request: a nonce and 'strict-dynamic', no 'unsafe-inline' for scripts", () => {
  const scriptSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc(contentSecurityPolicy({ ...base, nonce: 'abc+/=' }))).toBe("script-src 'self' 'nonce-abc+/=' 'strict-dynamic'");
  expect(scriptSrc(contentSecurityPolicy({ ...base, nonce: 'n0', development: true, pixelEnabled: true }))).toBe(
    "script-src 'self' 'nonce-n0' 'strict-dynamic' 'unsafe-eval' https://connect.facebook.net",
  );
  expect(scriptSrc(contentSecurityPolicy(base))).toBe("script-src 'self' 'unsafe-inline'");
  // Styles are not part of it: React and the pages set inline styles.
  expect(contentSecurityPolicy({ ...base, nonce: 'n0' })).toContain("style-src 'self' 'unsafe-inline'");
  expect(securityHeaders('/admin', { ...base, nonce: 'n0' })['Content-Security-Policy']).toContain("'nonce-n0'");
});

test('a nonce is 128 random bits in base64, new each time, and read back from the policy as Next.js reads it', () => {
  const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
  expect(nonces.size).toBe(50);
  for (const nonce of nonces) {
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(contentSecurityPolicy({ ...base, nonce }))).toBe(nonce);
  }
  expect(nonceOf(contentSecurityPolicy(base))).toBeNull();
  expect(nonceOf(null)).toBeNull();
  expect(nonceOf("default-src 'self'; style-src 'nonce-x'")).toBeNull();
  expect(nonceOf("script-src 'self' 'nonce-a\"b'")).toBeNull();
});

test('the pages rendered per request: the console, the account pages, the checkout steps and the payment pages, each route exactly', () => {
  const perRequest = [
    '/admin',
    '/admin/orders',
    '/admin/orders/GB-1001',
    '/admin/products/new',
    '/admin/products/12',
    '/orders',
    '/orders/GB-1001',
    '/settings',
    '/checkout',
    '/checkout/review',
    '/shipping-method',
    '/payment-method',
    '/order-confirmation/GB-1001',
    '/transaction-result',
    '/payment/continue',
    '/payment/callback',
  ];
  for (const pathname of perRequest) expect([pathname, rendersPerRequest(pathname)]).toEqual([pathname, true]);
  // Prerendered, or no route at all (the prerendered 404 page).
  const prerendered = [
    '/',
    '/cart',
    '/contact-us',
    '/reset-password',
    '/admin/nothing-here',
    '/admin/orders/GB-1001/more',
    '/orders/',
    '/order-confirmation',
    '/settingsx',
  ];
  for (const pathname of prerendered) expect([pathname, rendersPerRequest(pathname)]).toEqual([pathname, false]);
});
