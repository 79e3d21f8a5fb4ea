import { expect, test, type Page, type Request } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { placeGuestOrder } from './support/guest-orders';

/**
 * The live console (docs/console.md): with the owner's console open, a guest's order shows up in the
 * orders list, the Orders badge and the home's "New orders today" within two seconds, without a
 * reload; and an order placed while the owner's browser was offline shows up once it is back.
 */
const LIVE_MS = 2_000;

/** A mark on the window: still there afterwards only if the page was never reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { liveConsoleMark: 'not reloaded' }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as { liveConsoleMark?: string }).liveConsoleMark)).toBe('not reloaded');
}

/** The page's fetches in flight (the live stream aside): going offline waits for them, so none brings data afterwards. */
function trackFetches(page: Page): () => number {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}

test.describe.configure({ timeout: 90_000 });
// Requests a service worker makes are not taken offline by context.setOffline; the console never works offline anyway.
test.use({ serviceWorkers: 'block' });

/** This test's orders come from a phone of their own, far from the database's limit per phone. */
const phone = `0346-${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const order = { keyPrefix: 'e2e-live', phone };

test('orders, the badge and the home update by themselves, and catch up after the browser was offline', async ({
  page,
  request,
  context,
}) => {
  const owner = await createShopper({ admin: true });
  const ownerConsole = new AdminConsole(page);
  const fetchesInFlight = trackFetches(page);
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/admin/live') && response.status() === 200);
  await ownerConsole.signIn(owner.email, owner.password);
  await ownerConsole.section('Orders').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await streamOpen;
  await markWindow(page);

  const waiting = await ownerConsole.badgeCount('Orders');
  const first = await placeGuestOrder(request, order);
  await expect(ownerConsole.orderRow(first.orderNumber)).toBeVisible({ timeout: LIVE_MS });
  await expect(ownerConsole.section('Orders')).toHaveAccessibleName(`Orders, ${waiting + 1} waiting`, { timeout: LIVE_MS });
  await expectNotReloaded(page);

  await ownerConsole.section('Today').click();
  const newToday = ownerConsole.todayNumber('New orders today');
  await expect(newToday).toHaveText(/^\d+$/);
  const today = Number(await newToday.textContent());
  await placeGuestOrder(request, order);
  await expect(newToday).toHaveText(String(today + 1), { timeout: LIVE_MS });
  await expect(ownerConsole.section('Orders')).toHaveAccessibleName(`Orders, ${waiting + 2} waiting`, { timeout: LIVE_MS });
  await expectNotReloaded(page);

  await ownerConsole.section('Orders').click();
  await expect(ownerConsole.orderRow(first.orderNumber)).toBeVisible();
  // A refresh may still be pending (a hint's 250 ms wait): let it start and finish before going offline.
  await expect.poll(fetchesInFlight).toBe(0);
  await page.waitForTimeout(600);
  await expect.poll(fetchesInFlight).toBe(0);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  const missed = await placeGuestOrder(request, order);
  // Nothing can reach an offline browser: the order is not there a second later.
  await page.waitForTimeout(1_000);
  await expect(ownerConsole.orderRow(missed.orderNumber)).toBeHidden();
  await context.setOffline(false);
  await expect(ownerConsole.orderRow(missed.orderNumber)).toBeVisible({ timeout: 10_000 });
  await expect(ownerConsole.section('Orders')).toHaveAccessibleName(`Orders, ${waiting + 3} waiting`);
  await expectNotReloaded(page);
  await ownerConsole.expectAccessible();
});
