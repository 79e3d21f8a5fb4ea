import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/accessibility';

/** The Urdu face's files, as lib/i18n/urdu-face.ts names them. */
const URDU_FONT = /noto-naskh-arabic/;

/** Every address the page asked for while it loaded, and then for a moment. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('the shop in Urdu, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/ur is the home page in Urdu, right to left, in the Urdu face, its links in Urdu, and axe finds nothing', async ({ page }) => {
    await page.goto('/ur');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/خالص اور تازہ خشک میوہ جات/);
    await expect(page.getByRole('link', { name: 'ابھی خریدیں' })).toHaveAttribute('href', '/ur/shop');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Naskh Arabic"/);
    // The regular face is preloaded, served by the shop from the package, and kept for a year.
    const face = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(face).toMatch(/^\/fonts\/\d+\.\d+\.\d+\/noto-naskh-arabic-arabic-400-normal\.woff2$/);
    const served = await page.request.get(face!);
    expect([served.status(), served.headers()['content-type'], served.headers()['cache-control']]).toEqual([
      200,
      'font/woff2',
      'public, max-age=31536000, immutable',
    ]);
    expect((await served.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The footer's links stay in Urdu; its text is Urdu.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute('href', '/ur/terms');
    await expect(footer).toContainText('جملہ حقوق محفوظ ہیں');
    // The reading direction: the brand sits at the right edge, the menu button at the left.
    const brand = await page.getByRole('link', { name: 'Gilgit Dry Fruits' }).first().boundingBox();
    const menu = await page.getByRole('button', { name: /Menu/ }).boundingBox();
    expect(brand!.x).toBeGreaterThan(menu!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('a product card on an Urdu page opens the Urdu product page, which names its English twin', async ({ page }) => {
    await page.goto('/ur/shop');
    const card = page.getByTestId('product-card').first();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ur\/product\/\d+$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const path = new URL(page.url()).pathname;
    // As a search engine reads it: the page loaded on its own.
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${path.slice(3)}$`));
  });
});

test('the switch keeps the page and its query, and the choice is remembered both ways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shop?sort=price-asc');
  await page.getByRole('banner').getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/shop\?sort=price-asc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  // An English address opened later goes to its Urdu page.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/ur\/cart$/);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms$/);
  // An Urdu address is Urdu whatever was chosen.
  await page.goto('/ur/terms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('a first visit from a browser that reads Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('opens the Urdu page and remembers it; the mobile menu offers English', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/product/12');
    await expect(page).toHaveURL(/\/ur\/product\/12$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('ur');
    await page.getByRole('button', { name: /Menu/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/product\/12$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice outweighs the browser from now on.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('English pages never download the Urdu face', async ({ page }) => {
  const requested = requestsOf(page);
  for (const path of ['/', '/shop', '/product/12']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((url) => URDU_FONT.test(url))).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Noto Naskh Arabic');
});
