import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers.mjs';

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
