import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDir } from '../../lib/version/build-dir.mjs';
import { jsonLdBlocks } from '../support/structured-data';
import { CatalogPage } from './pages/catalog-page';
import { ProductPage } from './pages/product-page';
import { ShellPage } from './pages/shell-page';
import { restDelete, restInsert, restSelect, restUpdate, revalidateCatalog } from './pages/shop-backend';

test('the product page: breadcrumb, photo, description, weights with price and stock', async ({ page }) => {
  const product = new ProductPage(page);
  await product.goto(12);
  await expect(product.heading).toHaveText('Chilgoza Pine Nuts (Roasted)');
  await expect(product.breadcrumb.getByRole('link')).toHaveText(['Home', 'Shop', 'Northern Area Local']);
  await expect(product.breadcrumb.getByText('Chilgoza Pine Nuts (Roasted)')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('gallery-main')).toHaveAttribute('alt', 'Chilgoza Pine Nuts (Roasted)');
  await expect(page.getByText(/pine forests of Diamer/)).toBeVisible();

  await expect(product.weight('250 g')).toBeChecked();
  await expect(product.price).toHaveText('Rs. 2,900');
  await expect(product.pricePerKg).toHaveText('Rs. 11,600 / kg');
  await expect(product.stock).toHaveText('In stock');

  await product.chooseWeight('500 g');
  await expect(product.price).toHaveText('Rs. 5,600');
  await expect(product.stock).toHaveText('Only 8 left');
  await expect(product.addToCart).toBeEnabled();

  await product.chooseWeight('1 kg');
  await expect(product.price).toHaveText('Rs. 10,800');
  await expect(product.stock).toHaveText('Out of stock');
  await expect(product.addToCart).toBeDisabled();
  await expect(product.addToCart).toHaveText(/Out of stock/);

  await product.weight('250 g').press('ArrowRight');
  await expect(product.weight('500 g')).toBeChecked();
});

test('a link to one weight (?variant=<SKU>, as the product feeds link each item) opens with that weight chosen', async ({ page }) => {
  const product = new ProductPage(page);
  await page.goto('/product/12?variant=CPN-500G');
  await expect(product.weight('500 g')).toBeChecked();
  await expect(product.price).toHaveText('Rs. 5,600');
  await page.goto('/product/12?variant=NO-SUCH-SKU');
  await expect(product.weight('250 g')).toBeChecked();
});

test('quantity is at least 1; Add to cart adds that many of the chosen weight and updates the badge', async ({ page }) => {
  const product = new ProductPage(page);
  const shell = new ShellPage(page);
  await product.goto(12);
  await expect(product.quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(product.quantity).toHaveValue('2');
  await product.quantity.fill('0');
  await product.quantity.blur();
  await expect(product.quantity).toHaveValue('1');
  await product.quantity.fill('3');
  await product.quantity.press('Enter');
  await expect(product.quantity).toHaveValue('3');

  await product.addToCart.click();
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added' })).toContainText(
    'Added 3 × Chilgoza Pine Nuts (Roasted), 250 g to your cart',
  );

  await product.chooseWeight('500 g');
  await product.quantity.fill('20');
  await product.quantity.blur();
  await expect(product.quantity).toHaveValue('8');
  await product.quantity.fill('1');
  await product.quantity.blur();
  await product.addToCart.click();
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 4 items');
  await product.chooseWeight('250 g');
  await product.addToCart.click();
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 5 items');

  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('dryfruits_cart_guest') ?? '[]'));
  expect(
    cart.map((item: { variant: { id: number }; quantity: number; price: number }) => [item.variant.id, item.quantity, item.price]),
  ).toEqual([
    [121, 4, 2900],
    [122, 1, 5600],
  ]);
  await page.goto('/shop');
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 5 items');
});

test('the favourite on the product page is the same one as on the card', async ({ page }) => {
  const product = new ProductPage(page);
  await product.goto(20);
  await expect(product.favourite).toHaveText('Add to favourites');
  await product.favourite.click();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(product.favourite).toHaveText('Remove from favourites');
  const shop = new CatalogPage(page);
  await shop.goto('/international');
  await expect(shop.card('Ajwa Dates').getByRole('button', { name: /favourites/ })).toHaveAttribute('aria-pressed', 'true');
});

test('related products come from the same area', async ({ page }) => {
  const product = new ProductPage(page);
  await product.goto(20);
  await expect(product.related.getByTestId('product-card')).toHaveCount(4);
  for (const name of await product.related.getByRole('heading').allTextContents()) {
    expect([
      'Cashew Nuts (Kaju) W240',
      'Roasted Salted Pistachios (Pista)',
      'Medjool Dates',
      'California Almonds',
      'Turkish Dried Figs (Anjeer)',
      'Golden Raisins (Kishmish)',
      'Black Raisins (Munakka)',
      'Hazelnuts (Findaq)',
      'Dried Cranberries',
    ]).toContain(name);
  }
});

test("related products' photos are fetched only when the shopper scrolls near them, so they never slow the main photo", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const product = new ProductPage(page);
  // The session check runs once the page has hydrated, when the deferred photos start watching the screen.
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await product.goto(12);
  await hydrated;
  await page.waitForLoadState('load');
  // Photos fetched by an <img> (a prefetched page's preload hints fetch theirs through a <link>).
  const photosFetchedByImages = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => decodeURIComponent(entry.name)),
    );
  const related = product.related.getByRole('img');
  await expect(related).toHaveCount(0);
  const beforeScroll = await photosFetchedByImages();
  await expect(page.getByTestId('gallery-main')).toHaveJSProperty('complete', true);
  const firstRelated = (await product.related.getByRole('heading').first().textContent())!;

  for (const card of await product.related.getByTestId('product-card').all()) await card.scrollIntoViewIfNeeded();
  await expect(related).toHaveCount(4);
  await expect(related.first()).toHaveAttribute('alt', firstRelated);
  await expect.poll(() => related.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const relatedPhotos = await related.evaluateAll((imgs) => imgs.map((img) => decodeURIComponent((img as HTMLImageElement).currentSrc)));
  for (const photo of relatedPhotos) expect(beforeScroll).not.toContain(photo);
});

test('an unknown, retired or malformed product id is the 404 page', async ({ page }) => {
  const product = new ProductPage(page);
  // The shop's server answers these before Next.js renders anything (server/known-product-ids.mjs).
  for (const id of ['9999', '28', 'abc', '012', '%E0%A4%A', '12%20']) {
    const response = await product.goto(id);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found|wandered off/i);
  }
});

/** Every file of the browser tests' build, where Next.js keeps the pages it rendered (server/route-cache, server/app, cache). */
function cachedFiles(): Set<string> {
  return new Set(fs.readdirSync(path.join(process.cwd(), buildDir({ E2E_TEST_ROUTES: 'on' })), { recursive: true, encoding: 'utf8' }));
}

/** A request with its path sent exactly as written (a browser or fetch would resolve `./` first). */
function rawRequest(baseURL: string, method: string, target: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path: target, headers: { 'content-length': '0' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject).end();
  });
}

// Issue 31 §1: a made-up product page is answered before it renders whatever the method or the
// spelling of its path, so nothing is written into the build's page cache.
test('made-up product URLs, posted or spelled with dot segments, are 404s that leave the page cache as it was', async ({ baseURL }) => {
  const before = cachedFiles();
  const stamp = Date.now().toString(36);
  const targets: [string, string][] = [
    ['POST', `/product/rt-${stamp}-1`],
    ['PUT', `/product/rt-${stamp}-2`],
    ['GET', `/product/./rt-${stamp}-3`],
    ['POST', `/product/./rt-${stamp}-4`],
    ['POST', `/product/%2e/rt-${stamp}-5`],
    ['GET', `/shop/../product/rt-${stamp}-6`],
    ['POST', `/product/rt-${stamp}-7?_rsc=1`],
  ];
  for (const [method, target] of targets)
    expect([method, target, await rawRequest(baseURL!, method, target)]).toEqual([method, target, 404]);
  // Next.js writes a rendered page after answering: give it the time, then look for any file of these ids.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const added = [...cachedFiles()].filter((file) => !before.has(file) && file.includes(stamp));
  expect(added).toEqual([]);
  expect(await rawRequest(baseURL!, 'GET', '/product/./12')).toBe(200);
});

test('the gallery shows the extra photos; a thumbnail switches the main photo', async ({ page, request }) => {
  await restInsert(request, 'product_images', {
    product_id: 5,
    image_url: '/images/products/almond-kernels.webp',
    alt_text: 'Shelled almonds',
    sort_order: 1,
  });
  await restInsert(request, 'product_images', {
    product_id: 5,
    image_url: '/images/products/california-almonds.webp',
    alt_text: 'Almonds in a bowl',
    sort_order: 2,
  });
  await revalidateCatalog(request);
  try {
    const product = new ProductPage(page);
    await product.goto(5);
    const thumbs = page.getByRole('list', { name: 'Product photos' }).getByRole('button');
    await expect(thumbs).toHaveCount(3);
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('alt', 'Almonds in a bowl');
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('src', /california-almonds\.webp/);
    await expect(page.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await restDelete(request, 'product_images', 'product_id=eq.5');
    await revalidateCatalog(request);
  }
});

test('stale cache (security §7.12): stock set to 0 shows as sold out once the catalogue is revalidated, JSON-LD included', async ({
  page,
  request,
}) => {
  const variants = await restSelect<{ id: number; stock_quantity: number }>(
    request,
    'product_variants',
    'product_id=eq.15&select=id,stock_quantity&order=id',
  );
  expect(variants.length).toBeGreaterThan(0);
  const product = new ProductPage(page);
  const shop = new CatalogPage(page);
  try {
    await restUpdate(request, 'product_variants', 'product_id=eq.15', { stock_quantity: 0 });
    await revalidateCatalog(request);
    await product.goto(15);
    await expect(product.stock).toHaveText('Out of stock');
    await expect(product.addToCart).toBeDisabled();
    const html = await (await request.get('/product/15')).text();
    const offers = jsonLdBlocks(html).find((block) => block['@type'] === 'Product')!.offers as { availability: string }[];
    expect(new Set(offers.map((offer) => offer.availability))).toEqual(new Set(['https://schema.org/OutOfStock']));
    await shop.goto('/northern-area?page=2');
    await expect(shop.card('Dried Plums (Aloo Bukhara)').getByTestId('sold-out-badge')).toBeVisible();
  } finally {
    for (const variant of variants)
      await restUpdate(request, 'product_variants', `id=eq.${variant.id}`, { stock_quantity: variant.stock_quantity });
    await revalidateCatalog(request);
  }
  await product.goto(15);
  await expect(product.stock).toHaveText('In stock');
});
