import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './pages/accessibility';
import { createShopper } from './pages/accounts';
import { AdminProductsPage } from './pages/admin-products';
import { CatalogPage } from './pages/catalog-page';
import { ProductFeedPage } from './pages/product-feed-page';
import { restUpdate, revalidateCatalog } from './pages/shop-backend';
import { SignInDialog } from './pages/sign-in-dialog';

// The product this spec adds is hidden again at the end (other specs count the shop's products).
let addedId: number | null = null;
test.afterAll(async ({ request }) => {
  if (addedId === null) return;
  await restUpdate(request, 'products', `id=eq.${addedId}`, { is_active: false });
  await revalidateCatalog(request);
});

test.describe('catalogue console', () => {
  test('the owner adds a product with two weights and a photo from the phone: in the shop and the feed at once; hidden again, it is gone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = await createShopper({ admin: true });
    await page.goto('/admin/products');
    await new SignInDialog(page).signIn(admin.email, admin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shop console' }).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Add a product' }).click();

    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Chitral Pine Nuts ${stamp}`;
    const console = new AdminProductsPage(page);
    await console.fillProduct({
      name,
      description: 'Hand-shelled chilgoza from the Chitral forests.',
      origin: 'Chitral',
      area: 'Northern area',
      position: '-1000',
    });
    await expect(page.getByLabel('Web address (slug)')).toHaveValue(`chitral-pine-nuts-${stamp.toLowerCase()}`);
    await console.fillWeight(1, { sku: `CPN-${stamp}-250`, label: '250 g', weight: '250', unit: 'grams', price: '2400', stock: '8' });
    await page.getByRole('button', { name: 'Add another weight' }).click();
    await console.fillWeight(2, { sku: `CPN-${stamp}-1KG`, label: '1 kg', weight: '1', unit: 'kg', price: '9000', stock: '3' });
    addedId = await console.addProduct();
    await expect(console.heading).toHaveText(name);

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
    await console.choosePhoto({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(console.photos.getByRole('img', { name: `${name}, photo 1 (main)` })).toBeVisible();
    const kilo = page.getByRole('article', { name: `Weight 1 kg (CPN-${stamp}-1KG)` });
    await expect(kilo).toContainText('In stock: 3 (low)');

    // The 1 kg weight gets its packed size; it is still there after a reload.
    await console.saveSize(kilo, { length: '32', width: '22', height: '14' });
    await page.reload();
    await expect(kilo.getByLabel('Length (cm)')).toHaveValue('32');
    await expect(kilo.getByLabel('Width (cm)')).toHaveValue('22');
    await expect(kilo.getByLabel('Height (cm)')).toHaveValue('14');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    // The shop shows it at once: first on /shop, and on its own page with the photo and both weights.
    const shop = new CatalogPage(page);
    await page.goto('/shop');
    await expect(shop.card(name)).toHaveCount(1);
    await page.goto(`/product/${addedId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const image = page.getByRole('main').locator(`img[src*="product-photos%2F${addedId}%2F"]`).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('1 kg', { exact: true }).first()).toBeVisible();

    // The next feed has both weights with the photo.
    await page.goto('/admin/product-feed');
    const feed = new ProductFeedPage(page);
    await feed.generateButton.click();
    await expect(page.getByRole('status').filter({ hasText: /^Feed generated/ })).toBeVisible({ timeout: 20_000 });
    const csv = await (await page.request.get('/feeds/meta-catalog.csv')).text();
    const lines = csv.split('\r\n').filter((line) => line.includes(`CPN-${stamp}`));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`/product-photos/${addedId}/[0-9a-f-]{36}\\.webp`));

    // Hidden again: the product page is a 404 and /shop no longer lists it.
    await page.goto(`/admin/products/${addedId}`);
    await console.hide();
    expect((await page.request.get(`/product/${addedId}`)).status()).toBe(404);
    await page.goto('/shop');
    await expect(shop.card(name)).toHaveCount(0);
    addedId = null;
  });
});
