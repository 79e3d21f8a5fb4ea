import { expect, test } from '@playwright/test';
import { CatalogPage } from './pages/catalog-page';
import { ShellPage } from './pages/shell-page';

test.describe('listing pages', () => {
  test('/shop lists every active product, 12 a page, with pages', async ({ page }) => {
    const shop = new CatalogPage(page);
    await shop.goto('/shop');
    await expect(shop.heading).toHaveText('Shop');
    await expect(shop.count).toHaveText('Showing 1–12 of 27 products');
    await expect(shop.cards).toHaveCount(12);
    await expect(shop.pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await shop.pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(shop.count).toHaveText('Showing 13–24 of 27 products');
    await expect(shop.cards).toHaveCount(12);

    await shop.pagination.getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/shop\?page=3$/);
    await expect(shop.count).toHaveText('Showing 25–27 of 27 products');
    await expect(shop.cards).toHaveCount(3);
    await expect(shop.cardNames).toHaveText(['Black Raisins (Munakka)', 'Hazelnuts (Findaq)', 'Dried Cranberries']);

    await shop.pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(shop.count).toHaveText('Showing 13–24 of 27 products');
  });

  for (const [path, title, total, example] of [
    ['/best-sellers', 'Best Sellers', 9, 'Chilgoza Pine Nuts (Roasted)'],
    ['/northern-area', 'Northern Area Local', 17, 'Dried Hunza Cherries'],
    ['/international', 'International', 10, 'Ajwa Dates'],
  ] as const) {
    test(`${path} lists its own products`, async ({ page }) => {
      const listing = new CatalogPage(page);
      await listing.goto(path);
      await expect(listing.heading).toHaveText(title);
      await expect(listing.count).toHaveText(`Showing 1–${Math.min(total, 12)} of ${total} products`);
      await expect(listing.cards).toHaveCount(Math.min(total, 12));
      await expect(listing.categoryLink(title)).toHaveAttribute('aria-current', 'page');
      if (total <= 12) await expect(listing.card(example)).toHaveCount(1);
    });
  }

  test('the plain listing pages are served from the cache; query strings render on request', async ({ request }) => {
    for (const path of ['/shop', '/best-sellers', '/northern-area', '/international']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/s-maxage=60/);
    }
    const searched = await request.get('/shop?q=apricot');
    expect(searched.status()).toBe(200);
    expect(searched.headers()['cache-control']).not.toMatch(/s-maxage/);
    // The shop's server keeps a search page a minute, but not a miss: each is counted for the console.
    expect(await searched.text()).not.toContain('<meta name="not-kept"');
    expect(await (await request.get('/shop?q=qqzzxx')).text()).toContain('<meta name="not-kept"');
  });
});

test.describe('product cards', () => {
  test('a card shows the photo in a fixed box, name, weights, the lowest price, the price per kg', async ({ page }) => {
    const shop = new CatalogPage(page);
    await shop.goto('/shop');
    const card = shop.card('Gilgit Dried Apricots (Khubani)');
    await expect(card.getByTestId('card-price')).toHaveText('Rs. 650');
    await expect(card.getByTestId('card-price-per-kg')).toHaveText('Rs. 2,600 / kg');
    await expect(card).toContainText('250 g');
    await expect(card).toContainText('500 g');
    await expect(card).toContainText('1 kg');
    const image = card.getByRole('img', { name: 'Gilgit Dried Apricots (Khubani)' });
    await expect(image).toHaveAttribute('src', /^\/_next\/image\?url=%2Fimages%2Fproducts%2Fgilgit-dried-apricots\.webp&w=\d+&q=75$/);
    await expect(image).toHaveAttribute(
      'srcset',
      /w=320&q=75 320w.*w=640&q=75 640w.*w=768&q=75 768w.*w=1024&q=75 1024w.*w=1280&q=75 1280w.*w=1536&q=75 1536w/,
    );
    await expect(image).toHaveAttribute('sizes', /\d/);
    const box = (await image.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));
    await expect(card.getByRole('link', { name: 'Gilgit Dried Apricots (Khubani)' })).toHaveAttribute('href', '/product/1');
  });

  test('a sold-out product says so and cannot be added', async ({ page }) => {
    const shop = new CatalogPage(page);
    await shop.goto('/shop');
    const card = shop.card('Dried Black Mulberries');
    await expect(card.getByTestId('sold-out-badge')).toHaveText('Out of stock');
    await expect(card.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  test('Add to cart updates the header badge at once, raises the quantity when added again, and survives a reload', async ({ page }) => {
    const shop = new CatalogPage(page);
    const shell = new ShellPage(page);
    await shop.goto('/shop');
    await expect(shell.cartLink()).toHaveAccessibleName('Cart, 0 items');
    const card = shop.card('Walnut Kernels (Akhrot Giri)');
    await card.getByRole('button', { name: 'Add to cart: Walnut Kernels (Akhrot Giri), 250 g' }).click();
    await expect(shell.cartLink()).toHaveAccessibleName('Cart, 1 item');
    await expect(card.getByRole('status')).toHaveText('Added 1 × Walnut Kernels (Akhrot Giri), 250 g to your cart');
    await card.getByRole('button', { name: /to cart: Walnut Kernels/ }).click();
    await expect(shell.cartLink()).toHaveAccessibleName('Cart, 2 items');
    await shop
      .card('Dried Hunza Cherries')
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    await expect(shell.cartLink()).toHaveAccessibleName('Cart, 3 items');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dryfruits_cart_guest') ?? '[]'));
    expect(stored[0]).toEqual({
      productId: 8,
      variant: { id: 81, label: '250 g' },
      name: 'Walnut Kernels (Akhrot Giri)',
      price: 1000,
      quantity: 2,
      weight: { value: 250, unit: 'grams' },
      image: '/images/products/walnut-kernels.webp',
    });
    await page.reload();
    await expect(shell.cartLink()).toHaveAccessibleName('Cart, 3 items');
    await expect(shell.header.getByTestId('cart-badge')).toHaveText('3');
  });

  test('the favourite toggle changes at once and is remembered', async ({ page }) => {
    const shop = new CatalogPage(page);
    await shop.goto('/shop');
    const heart = shop.card('Sweet Apricot Kernels (Khubani Giri)').getByRole('button', { name: /favourites: Sweet Apricot Kernels/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Add to favourites: Sweet Apricot Kernels (Khubani Giri)');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from favourites: Sweet Apricot Kernels (Khubani Giri)');
    expect(await page.evaluate(() => localStorage.getItem('dryfruits_favorites'))).toBe('[3]');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('search and sort', () => {
  test('search by name first, then by description, case-insensitive; the search keeps to the listing', async ({ page }) => {
    const shop = new CatalogPage(page);
    await shop.goto('/shop');
    await shop.searchFor('apricot');
    await expect(page).toHaveURL(/\/shop\?q=apricot/);
    await expect(shop.count).toHaveText('Showing 1–5 of 5 products for “apricot”');
    // The names that hold the word, then the mix whose description does (docs/search.md).
    await expect(shop.cardNames).toHaveText([
      'Sweet Apricot Kernels (Khubani Giri)',
      'Cold-Pressed Apricot Kernel Oil',
      'Gilgit Dried Apricots (Khubani)',
      'Hunza Whole Dried Apricots (with Kernel)',
      'Northern Mixed Dry Fruit (Mewa Mix)',
    ]);
    await shop.searchFor('ALMOND');
    await expect(shop.cards).toHaveCount(4);
    await expect(shop.cardNames.nth(0)).toHaveText(/Almond/);
    await expect(shop.cardNames.nth(3)).toHaveText('Sweet Apricot Kernels (Khubani Giri)');
    await shop.goto('/international?q=almond');
    await expect(shop.cardNames).toHaveText(['California Almonds']);
    await shop.main.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/international$/);
    await expect(shop.cards).toHaveCount(10);
  });

  test('operator-like or hostile search text is just text: no match, no error', async ({ page, request }) => {
    const shop = new CatalogPage(page);
    for (const q of ["' or 1=1 --", '*', '%', ',or(id.gt.0)', 'name.ilike.*', 'a;select pg_sleep(1)', '<script>alert(1)</script>']) {
      const response = await request.get(`/shop?q=${encodeURIComponent(q)}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('<script>alert(1)</script>');
    }
    await shop.goto(`/shop?q=${encodeURIComponent('*,or(id.gt.0)')}`);
    await expect(shop.count).toHaveText('No products for “*,or(id.gt.0)”');
    await expect(shop.main.getByText('Nothing found')).toBeVisible();
  });

  test('sort by price, name and newest; the sort is kept when paging', async ({ page }) => {
    const shop = new CatalogPage(page);
    await shop.goto('/shop');
    await shop.sort.selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(shop.cards.first().getByTestId('card-price')).toHaveText('Rs. 450');
    const toNumber = (text: string) => Number(text.replace(/\D/g, ''));
    await expect(shop.cards).toHaveCount(12);
    const ascending = (await shop.prices()).map(toNumber);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await shop.pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/sort=price-asc&page=2/);
    await expect(shop.sort).toHaveValue('price-asc');

    await shop.goto('/shop?sort=price-desc');
    await expect(shop.cards.first().getByRole('heading')).toHaveText('Chilgoza Pine Nuts (Roasted)');
    await expect(shop.cards.first().getByTestId('card-price')).toHaveText('Rs. 2,900');

    await shop.goto('/shop');
    await shop.sort.selectOption('name');
    await expect(shop.cards.first().getByRole('heading')).toHaveText('Ajwa Dates');
    await expect(shop.cards).toHaveCount(12);
    const names = await shop.names();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await shop.sort.selectOption('newest');
    await expect(page).toHaveURL(/sort=newest/);
    await expect(shop.cards.first().getByRole('heading')).toHaveText('Dried Cranberries');
  });
});
