import { expect, test, type Page } from '@playwright/test';

/** Waits for the service worker to control the page, then asks it for its version over a MessageChannel. */
async function workerVersion(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<string>((resolve, reject) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) =>
        event.data?.type === 'VERSION' ? resolve(event.data.version) : reject(new Error(JSON.stringify(event.data)));
      registration.active!.postMessage({ type: 'VERSION_CHECK' }, [channel.port2]);
    });
  });
}

/** The event a browser fires when the tab is shown again (it bubbles from the document to the window). */
async function showPage(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

test('GET /version.json answers {version}, never cached', async ({ request }) => {
  const response = await request.get('/version.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.json();
  expect(Object.keys(body)).toEqual(['version']);
  expect(body.version).toMatch(/^\d+\.\d+\.\d+\+\S+$/);
});

test('the page registers /service-worker.js, which answers VERSION_CHECK with the published version', async ({ page, request }) => {
  const published = (await (await request.get('/version.json')).json()).version;
  await page.goto('/');
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/service-worker\.js$/);
  expect(await workerVersion(page)).toBe(published);
});

test('no update banner while the versions match', async ({ page }) => {
  await page.goto('/');
  await workerVersion(page);
  const checked = page.waitForResponse((response) => response.url().endsWith('/version.json'));
  await showPage(page);
  await checked;
  await expect(page.getByText('A new version is available!')).toHaveCount(0);
});

test('when a newer version is published the banner appears, and Refresh reloads', async ({ page, context }) => {
  await page.goto('/');
  await workerVersion(page);
  await context.route('**/version.json', (route) =>
    route.fulfill({ json: { version: '99.0.0+newer' }, headers: { 'cache-control': 'no-store' } }),
  );
  const banner = page.getByRole('status').filter({ hasText: 'A new version is available!' });
  // The page may still be hydrating, and the notice loads after it (next/dynamic): show the page
  // again until the check has run. On a busy machine that takes longer than the default 5 s.
  await expect
    .poll(
      async () => {
        await showPage(page);
        return banner.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.evaluate(() => {
    (window as { beforeRefresh?: boolean }).beforeRefresh = true;
  });
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
});

test("pages are never served from the worker's cache: the offline page shows when the network is gone", async ({ page, context }) => {
  await page.goto('/');
  await workerVersion(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.goto('/terms').catch(() => null);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});
