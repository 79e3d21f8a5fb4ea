import { expect, test } from '@playwright/test';
import { HOME_TITLE, HomePage } from './pages/home-page';

test("the full title is in the server HTML, as the heading's accessible name", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  expect(h1).toContain(`<span class="sr-only">${HOME_TITLE}</span>`);
  expect(html).toMatch(/<title>[^<]*Pure, fresh dry fruits[^<]*northern Pakistan[^<]*<\/title>/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"\/]+\/?"\/>/);
});

test('the hero types the title out to the full text', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.heading).toHaveAccessibleName(HOME_TITLE);
  await expect(home.typedTitle).toHaveText(HOME_TITLE);
  await expect(page.getByText('Straight from the mountains to your door', { exact: true }).last()).toBeVisible();
});

test('with reduced motion the title shows at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const home = new HomePage(page);
  await home.goto();
  await expect(home.typedTitle).toHaveText(HOME_TITLE);
  expect(await home.typedTitle.evaluate((node) => node.textContent)).toBe(HOME_TITLE);
});

test('the hero image comes through the image optimiser as WebP', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const hero = page.locator('section img').first();
  await expect(hero).toHaveAttribute('src', /\/_next\/image\?url=%2Fimages%2Fhero-gilgit\.webp&w=\d+&q=75/);
  await expect(hero).toHaveAttribute('sizes', '100vw');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const response = await page.request.get((await hero.getAttribute('src'))!, { headers: { accept: 'image/webp,*/*' } });
  expect(response.headers()['content-type']).toBe('image/webp');
});

test('Shop Now goes to /shop, fills amber and shows an arrow on hover', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.shopNow).toHaveAttribute('href', '/shop');
  const arrow = home.shopNow.getByTestId('shop-now-arrow');
  const before = await home.shopNow.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(before).toBe('rgba(0, 0, 0, 0)');
  await home.shopNow.hover();
  await expect.poll(() => home.shopNow.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(before);
  await expect.poll(() => arrow.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
});

test('the pitch cards and Shop by Category links', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(page.getByRole('heading', { name: 'The problem' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our answer' })).toBeVisible();
  for (const text of [
    'Hard to get',
    'Often not truly local',
    'Overpriced',
    'Always available',
    'Order direct',
    'Truly local',
    'Fair prices',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(home.categories.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(home.categories.getByRole('link', { name: 'Best Sellers' })).toHaveAttribute('href', '/best-sellers');
  await expect(home.categories.getByRole('link', { name: 'Northern Area Local' })).toHaveAttribute('href', '/northern-area');
  await expect(home.categories.getByRole('link', { name: 'International' })).toHaveAttribute('href', '/international');
});

test('Best sellers: up to 8 best-seller cards with their prices, and a link to them all', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.bestSellers.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeVisible();
  const cards = home.bestSellers.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeLessThanOrEqual(8);
  await expect(home.bestSellers.getByTestId('card-price')).toHaveCount(count);
  await expect(home.bestSellers.getByTestId('card-price').first()).toHaveText(/^Rs\. [\d,]+$/);
  await expect(home.bestSellers.getByRole('link', { name: 'See all best sellers' })).toHaveAttribute('href', '/best-sellers');
});

test('the page does not shift while the hero image loads and the title types', async ({ page }) => {
  await page.addInitScript(() => {
    (window as { layoutShift?: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as { layoutShift?: number }).layoutShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const home = new HomePage(page);
  await home.goto();
  await expect(home.typedTitle).toHaveText(HOME_TITLE);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as { layoutShift?: number }).layoutShift)).toBeLessThanOrEqual(0.02);
});

test('/terms covers ordering, prices, payment, shipping, returns within 48 hours, privacy and contact', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms and Policies | Gilgit Dry Fruits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Policies');
  for (const section of ['Ordering', 'Prices', 'Payment', 'Shipping and delivery', 'Returns and refunds', 'Privacy', 'Contact']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${section}$`) })).toBeVisible();
  }
  await expect(page.getByText('Pakistani rupees (PKR, shown as Rs.)')).toBeVisible();
  await expect(page.getByText('Cash on delivery', { exact: true })).toBeVisible();
  await expect(page.getByText('Bank transfer', { exact: true })).toBeVisible();
  await expect(page.getByText('within 48 hours of delivery')).toBeVisible();
  await expect(page.getByText('We never sell your data.')).toBeVisible();
});
