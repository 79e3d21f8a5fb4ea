import { expect, test, type Page } from '@playwright/test';
import { createShopper, type Shopper } from './pages/accounts';
import { FavoritesPage } from './pages/favorites-page';
import { ProductPage } from './pages/product-page';
import { ShellPage } from './pages/shell-page';
import { restInsert, restSelect } from './pages/shop-backend';
import { SignInDialog } from './pages/sign-in-dialog';

const OFFLINE = 'Changes will be synced when you are back online';

async function signInAt(page: Page, path: string, shopper: Shopper) {
  const auth = new SignInDialog(page);
  await page.goto(path);
  await auth.signInFromHeader(shopper);
}

async function serverFavourites(page: Page, shopper: Shopper): Promise<number[]> {
  const rows = await restSelect<{ product_id: number }>(
    page.request,
    'favorites',
    `user_id=eq.${shopper.id}&select=product_id&order=product_id`,
  );
  return rows.map((row) => row.product_id);
}

test('a signed-in shopper’s favourite is kept on the server: a reload and another browser see it', async ({ page, browser }) => {
  const shopper = await createShopper();
  const product = new ProductPage(page);
  await signInAt(page, '/product/12', shopper);
  await product.favourite.click();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => serverFavourites(page, shopper)).toEqual([12]);

  await page.reload();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');

  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInAt(otherPage, '/favorites', shopper);
    const favourites = new FavoritesPage(otherPage);
    await expect(favourites.items).toHaveCount(1);
    await expect(favourites.item('Chilgoza Pine Nuts (Roasted)')).toBeVisible();
    // Removing it there removes it on the server; this page learns it on its next load.
    await favourites
      .item('Chilgoza Pine Nuts (Roasted)')
      .getByRole('button', { name: /^Remove from favourites/ })
      .click();
    await expect(favourites.empty).toBeVisible();
    await expect.poll(() => serverFavourites(page, shopper)).toEqual([]);
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'false');
});

test('offline: the toggle shows at once with the offline message, and is synced when the connection returns', async ({ page, context }) => {
  const shopper = await createShopper();
  const product = new ProductPage(page);
  const favourites = new FavoritesPage(page);
  await signInAt(page, '/product/5', shopper);
  await context.setOffline(true);
  await product.favourite.click();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites.notice).toHaveText(OFFLINE);
  expect(await serverFavourites(page, shopper)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => serverFavourites(page, shopper)).toEqual([5]);
  await expect(favourites.notice).toHaveText('');
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');
});

test('a server error undoes the toggle with the message; a failed load falls back to the local copy', async ({ page }) => {
  const shopper = await createShopper();
  const product = new ProductPage(page);
  const favourites = new FavoritesPage(page);
  await signInAt(page, '/product/3', shopper);

  await page.route('**/api/favorites', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await product.favourite.click();
  await expect(favourites.notice.getByText('Error toggling favorite')).toBeVisible();
  await expect(favourites.notice).toHaveAttribute('role', 'alert');
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'false');
  expect(await favourites.stored(`dryfruits_favorites_${shopper.id}`)).toBeNull();

  await page.unroute('**/api/favorites');
  await page.route('**/api/favorites', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, message: 'Favourites are paused for maintenance.' }),
        })
      : route.fallback(),
  );
  await product.favourite.click();
  await expect(favourites.notice.getByText('Favourites are paused for maintenance.')).toBeVisible();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'false');
  await page.unroute('**/api/favorites');

  await product.favourite.click();
  await expect.poll(() => serverFavourites(page, shopper)).toEqual([3]);
  await expect(favourites.notice).toHaveText('');

  // The list cannot be loaded: the message, and the copy kept in this browser still shows.
  await page.route('**/api/favorites', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.reload();
  await expect(favourites.notice.getByText('Failed to fetch favorites')).toBeVisible();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');
});

test('a guest’s favourites stay in this browser and join the server list on sign-in', async ({ page }) => {
  const shopper = await createShopper();
  await restInsert(page.request, 'favorites', { user_id: shopper.id, product_id: 7 });
  const product = new ProductPage(page);
  const favourites = new FavoritesPage(page);
  await product.goto(1);
  await product.favourite.click();
  await product.goto(12);
  await product.favourite.click();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');
  expect(await favourites.stored()).toEqual([1, 12]);
  await page.reload();
  await expect(product.favourite).toHaveAttribute('aria-pressed', 'true');

  const auth = new SignInDialog(page);
  await auth.signInFromHeader(shopper);
  await expect.poll(() => serverFavourites(page, shopper)).toEqual([1, 7, 12]);
  expect(await favourites.stored()).toBeNull();

  await favourites.goto();
  await expect(favourites.items).toHaveCount(3);
  await expect(favourites.notice).toHaveText('');
});

test('the favourites page: reached from the header, lists name, image, lowest price and link; add to cart; remove; empty state', async ({
  page,
}) => {
  const favourites = new FavoritesPage(page);
  const shell = new ShellPage(page);
  const product = new ProductPage(page);
  await favourites.goto();
  await expect(favourites.empty).toBeVisible();
  await expect(favourites.empty.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');

  await product.goto(1);
  await product.favourite.click();
  await expect(favourites.headerLink()).toHaveAccessibleName('Favourites, 1 product');
  await favourites.headerLink().click();
  await expect(page).toHaveURL(/\/favorites$/);
  const apricots = favourites.item('Gilgit Dried Apricots (Khubani)');
  await expect(apricots.getByTestId('favorite-price')).toHaveText('Rs. 650');
  await expect(apricots.locator('img')).toHaveAttribute('src', /gilgit-dried-apricots/);
  await expect(apricots.getByRole('link', { name: 'Gilgit Dried Apricots (Khubani)' })).toHaveAttribute('href', '/product/1');
  await apricots.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 1 item');
  await apricots.getByRole('button', { name: 'Remove from favourites: Gilgit Dried Apricots (Khubani)' }).click();
  await expect(favourites.empty).toBeVisible();
  expect(await favourites.stored()).toBeNull();

  await page.setViewportSize({ width: 390, height: 800 });
  await shell.openMobileMenu();
  await expect(shell.page.getByRole('link', { name: 'Favourites, 0 products' }).last()).toBeVisible();
});
