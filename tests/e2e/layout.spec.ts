import { expect, test, type Page } from '@playwright/test';
import { createShopper, type Shopper } from './pages/accounts';
import { restInsert } from './pages/shop-backend';
import { SignInDialog } from './pages/sign-in-dialog';

const WIDTHS = [320, 390, 1366] as const;

/** Horizontal overflow of the page, and every amount ([data-amount]) drawn on more than one line. */
async function layoutProblems(page: Page): Promise<{ overflow: number; wrappedAmounts: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const wrappedAmounts = [...document.querySelectorAll<HTMLElement>('[data-amount]')]
      .filter((amount) => amount.getClientRects().length > 1)
      .map((amount) => amount.textContent ?? '');
    return { overflow: root.scrollWidth - root.clientWidth, wrappedAmounts };
  });
}

async function expectTidy(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await layoutProblems(page), `${path} at ${width} px`).toEqual({ overflow: 0, wrappedAmounts: [] });
  }
}

/** An order of the shopper's, written straight into the database (the layout, not the checkout, is under test). */
async function orderOf(page: Page, shopper: Shopper): Promise<string> {
  const orderNumber = `GDF-2611-${Math.random()
    .toString(36)
    .slice(2, 8)
    .toUpperCase()
    .replace(/[01IO]/g, 'X')}`;
  const id = crypto.randomUUID();
  await restInsert(page.request, 'orders', {
    id,
    order_number: orderNumber,
    user_id: shopper.id,
    idempotency_key: `layout-${id}`,
    request_fingerprint: 'layout',
    payment_method: 'cod',
    payment_status: 'cod_pending',
    shipping_method: 'leopard',
    full_name: 'Amina Khan',
    phone: '+923551234567',
    address: 'House 12, Jutial, near the polo ground',
    city_id: 1,
    city_name: 'Gilgit',
    province: 'Gilgit-Baltistan',
    subtotal: 12500,
    shipping_fee: 250,
    total: 12750,
    weight_kg: 1,
    item_count: 1,
  });
  await restInsert(page.request, 'order_items', {
    order_id: id,
    sku: 'APR-1KG',
    product_name: 'Gilgit Dried Apricots (Khubani)',
    variant_label: '1 kg',
    unit_price: 12500,
    quantity: 1,
    weight_grams: 1000,
  });
  return orderNumber;
}

test.describe('layout at 320, 390 and 1366 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the landing page, a product page and the shop: no sideways scrolling, no amount broken over two lines', async ({ page }) => {
    await expectTidy(page, '/');
    await expectTidy(page, '/product/1');
    await expectTidy(page, '/shop');
  });

  test('the landing page preloads no product photo (its best sellers are below the first screen)', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const preloaded = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('href') ?? ''} ${link.getAttribute('imagesrcset') ?? ''}`));
    expect(preloaded.filter((hint) => hint.includes('products'))).toEqual([]);
  });

  test('an order page: tidy on every width, and the Items card no taller than its content on a desktop', async ({ page }) => {
    const shopper = await createShopper();
    const orderNumber = await orderOf(page, shopper);
    const auth = new SignInDialog(page);
    await page.goto('/orders');
    await auth.signIn(shopper.email, shopper.password);
    await auth.expectSignedIn(shopper.email);
    await expectTidy(page, `/orders/${orderNumber}`);
    await expectTidy(page, '/orders');

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/orders/${orderNumber}`);
    const items = page.getByRole('region', { name: 'Items' });
    const total = items.getByTestId('order-total');
    const [card, last] = [await items.boundingBox(), await total.boundingBox()];
    // The card ends just below its last line (its padding), not level with the taller column beside it.
    expect(card!.y + card!.height - (last!.y + last!.height)).toBeLessThan(48);
  });

  test('on a phone the header shows that someone is signed in', async ({ page }) => {
    const shopper = await createShopper();
    await page.setViewportSize({ width: 390, height: 800 });
    const auth = new SignInDialog(page);
    await page.goto('/?signin=1');
    await auth.signIn(shopper.email, shopper.password);
    const menu = page.getByRole('banner').getByRole('button', { name: /^Menu/ });
    await expect(menu).toHaveAccessibleName(`Menu (signed in as ${shopper.email})`);
    await expect(page.getByTestId('signed-in-badge')).toBeVisible();
    await expect(page.getByTestId('signed-in-badge')).toHaveText(shopper.email.charAt(0));
  });
});
