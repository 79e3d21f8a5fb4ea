import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match.js';
import { CATALOGUE_PAGES, PER_REQUEST_PAGES } from '../../lib/security/headers.mjs';
import { buildDir } from '../../lib/version/build-dir.mjs';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { SignInDialog } from './pages/sign-in-dialog';

/**
 * Issue 31 §7: the pages rendered per request run their scripts by a nonce made for each answer,
 * with no 'unsafe-inline'; the prerendered pages keep the policy they were built with. Either way
 * the page works: no script is refused.
 */

// Several full page loads each, on request.
test.describe.configure({ timeout: 90_000 });

/** The build the browser tests run against (lib/version/build-dir.mjs). */
const BUILD = path.join(process.cwd(), buildDir({ E2E_TEST_ROUTES: 'on' }));
const readManifest = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(BUILD, name), 'utf8')) as T;

const scriptSrc = (response: Response | APIResponse) =>
  (response.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src'));

const NONCE_SCRIPT_SRC = /^script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'$/;

/**
 * zod probes once whether `new Function` may run (its allowsEval) and, refused by either policy,
 * validates without compiling: the one refusal that is expected.
 */
const isZodEvalProbe = (text: string) => /\beval\b/.test(text);

/** Every policy violation the pages of `page` report, from the event and from Chrome's console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const report = (text: string) => {
    if (!isZodEvalProbe(text)) violations.push(text);
  };
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) report(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', report);
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script'}`,
      ),
    ),
  );
  return violations;
}

/**
 * `pathname` as the browser opens it has a policy with a nonce and no 'unsafe-inline' for scripts;
 * its HTML, fetched again with the same cookies, puts that answer's nonce on every script (JSON-LD,
 * which is data, aside).
 */
async function openWithNonce(page: Page, pathname: string): Promise<void> {
  const opened = await page.goto(pathname);
  expect(opened?.ok()).toBe(true);
  expect(scriptSrc(opened!)).toMatch(NONCE_SCRIPT_SRC);
  const again = await page.request.get(pathname);
  const nonce = NONCE_SCRIPT_SRC.exec(scriptSrc(again) ?? '')?.[1];
  expect(nonce).toBeDefined();
  expect(nonce).not.toBe(NONCE_SCRIPT_SRC.exec(scriptSrc(opened!)!)?.[1]);
  const scripts = ((await again.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
}

async function expectPrerenderedPolicy(response: Response | null): Promise<void> {
  expect(response?.ok()).toBe(true);
  expect(scriptSrc(response!)).toBe("script-src 'self' 'unsafe-inline'");
}

test("PER_REQUEST_PAGES are exactly the build's pages rendered on request that proxy.ts sees", () => {
  const appRoutes = readManifest<Record<string, string>>('app-path-routes-manifest.json');
  const prerendered = readManifest<{ routes: object; dynamicRoutes: object }>('prerender-manifest.json');
  const isStatic = new Set([...Object.keys(prerendered.routes), ...Object.keys(prerendered.dynamicRoutes)]);
  const isCatalogue = (route: string) => CATALOGUE_PAGES.some((source) => getPathMatch(source)(route) !== false);
  // Pages are built in app/[locale]: /[locale]/cart is prerendered as /en/cart and /ur/cart.
  const isBuiltStatic = (route: string) => isStatic.has(route) || isStatic.has(route.replace(/^\/\[locale\]/, '/en'));
  const shopPath = (route: string) => route.replace(/^\/\[locale\](?=\/|$)/, '') || '/';
  const pages = Object.entries(appRoutes)
    .filter(([file]) => file.endsWith('/page'))
    .map(([file, route]) => [file, route, shopPath(route)] as const);
  const perRequest = pages
    .filter(([, route, path]) => !isBuiltStatic(route) && !isCatalogue(path))
    .map(([, , path]) => path)
    // The browser tests' own pages (page.e2e.tsx) are in this build only.
    .filter((path) => !path.startsWith('/__e2e__/'));
  expect(PER_REQUEST_PAGES.filter((route) => pages.some(([, , path]) => path === route)).sort()).toEqual(perRequest.sort());
  // The rest are route handlers that may answer with a page of their own (lib/payments/continue-page.ts).
  const routeHandlers = Object.entries(appRoutes).filter(([file]) => file.endsWith('/route'));
  for (const route of PER_REQUEST_PAGES.filter((entry) => !perRequest.includes(entry)))
    expect([route, routeHandlers.some(([, handler]) => handler === route)]).toEqual([route, true]);
});

test('the account pages, the checkout steps and the payment pages: a nonce policy, and every script runs', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const pathname of ['/orders', '/orders/GB-1001', '/settings']) {
    await openWithNonce(page, pathname);
    // The gate opens the sign-in dialog from the browser: the page's scripts ran.
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  for (const pathname of ['/transaction-result?state=unverified', '/order-confirmation/GB-1001']) {
    await openWithNonce(page, pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  for (const pathname of ['/checkout', '/checkout/review', '/shipping-method', '/payment-method']) await openWithNonce(page, pathname);
  await new SignInDialog(page).open();
  expect(violations).toEqual([]);
});

test("the owner's console: a nonce policy, signing in and moving between sections work", async ({ page }) => {
  const owner = await createShopper({ admin: true });
  const violations = await watchViolations(page);
  const policies: string[] = [];
  page.on('response', (response) => {
    if (response.request().isNavigationRequest()) policies.push(scriptSrc(response) ?? '');
  });
  const admin = new AdminConsole(page);
  // Signing in runs the gate's scripts on /admin.
  await admin.signIn(owner.email, owner.password);
  expect(policies[0]).toMatch(NONCE_SCRIPT_SRC);
  await openWithNonce(page, '/admin/orders');
  await admin.openMessages();
  expect(violations).toEqual([]);
});

test('a prerendered page keeps the policy it was built with, and works', async ({ page }) => {
  const violations = await watchViolations(page);
  // A catalogue page (headers from next.config.mjs), a prerendered page the proxy sees, and a path
  // under the console that matches no route (the prerendered 404 page).
  await expectPrerenderedPolicy(await page.goto('/shop'));
  await expectPrerenderedPolicy(await page.goto('/cart'));
  await new SignInDialog(page).open();
  const missing = await page.goto('/admin/no-such-section');
  expect(missing?.status()).toBe(404);
  expect(scriptSrc(missing!)).toBe("script-src 'self' 'unsafe-inline'");
  expect(violations).toEqual([]);
});

test('no HSTS over plain http, whatever X-Forwarded-Proto a client sends without a trusted proxy', async ({ request }) => {
  for (const pathname of ['/shop', '/checkout', '/admin']) {
    const response = await request.get(pathname, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  }
});
