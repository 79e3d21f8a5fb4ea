import { expect, test, type Page } from '@playwright/test';
import { createShopper, type Shopper } from './pages/accounts';
import { CheckoutPages } from './pages/checkout-pages';
import { ProductPage } from './pages/product-page';
import { outbox, restSelect } from './pages/shop-backend';
import { SignInDialog } from './pages/sign-in-dialog';

async function signInAt(page: Page, path: string, shopper: Shopper) {
  const auth = new SignInDialog(page);
  await page.goto(path);
  await expect(auth.dialog).toBeVisible();
  await auth.signIn(shopper.email, shopper.password);
  await auth.expectSignedIn(shopper.email);
}

async function stockOf(page: Page, variantId: number): Promise<number> {
  const [row] = await restSelect<{ stock_quantity: number }>(page.request, 'product_variants', `id=eq.${variantId}&select=stock_quantity`);
  return row!.stock_quantity;
}

test.describe('orders of a signed-in shopper', () => {
  // Whole journeys through several pages, on a machine shared with other builds.
  test.describe.configure({ timeout: 90_000 });

  test('prefilled checkout → COD order → /orders → /orders/{n} → cancel (stock back) → /tracking', async ({ page }) => {
    const shopper = await createShopper();
    const checkout = new CheckoutPages(page);
    await signInAt(page, '/orders', shopper);
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();

    const product = new ProductPage(page);
    await product.goto(5);
    await product.chooseWeight('1 kg');
    const before = await stockOf(page, 52);
    await product.quantity.fill('2');
    await product.quantity.press('Enter');
    await product.addToCart.click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added' })).toBeVisible();

    await checkout.proceedThroughCart();
    await expect(checkout.field('Email')).toHaveValue(shopper.email);
    await expect(checkout.field('Full name')).toHaveValue('Zainab Baig');
    await expect(checkout.field('Phone number')).toHaveValue('0300-1234567');
    await expect(checkout.details.getByRole('combobox', { name: 'City' })).toHaveValue('Gilgit');
    await checkout.field('Postal code').fill('15100');
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await checkout.continueToReview();
    await expect(checkout.total).toHaveText('Rs. 5,220'); // 2 × Rs. 2,500 + Leopards local 2 kg Rs. 220
    await checkout.placeOrder.click();
    const orderNumber = await checkout.confirmedOrderNumber();
    expect(await stockOf(page, 52)).toBe(before - 2);

    await page.goto('/orders');
    const row = page.getByRole('link', { name: new RegExp(orderNumber) });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Rs. 5,220');
    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await expect(page.getByRole('region', { name: 'Items' })).toContainText('Gilgit Paper-Shell Almonds (Kaghzi Badam) (1 kg) × 2');
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Main Bazaar, Karimabad');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Cash on delivery · Pay on delivery');
    await expect(page.getByRole('list', { name: 'Status timeline' })).toContainText('Order placed');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('list', { name: 'Status timeline' })).toContainText('Cancelled by the customer');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(await stockOf(page, 52)).toBe(before);
    // The owner hears of it once; a second cancel (a reload, another tab) changes and mails nothing.
    const ownerMails = async () =>
      (await outbox(page.request)).filter((mail) => mail.subject.startsWith(`Order ${orderNumber} cancelled by the customer`));
    await expect.poll(async () => (await ownerMails()).length).toBe(1);
    expect((await ownerMails())[0]).toMatchObject({ to: 'orders@gilgitdryfruits.pk' });
    const again = await page.request.post(`/api/orders/${orderNumber}/cancel`, {
      data: {},
      headers: { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(again.status()).toBe(200);
    expect(await stockOf(page, 52)).toBe(before);
    expect(await ownerMails()).toHaveLength(1);

    await checkout.track(orderNumber, '0300 1234567');
    await expect(page.getByRole('region', { name: new RegExp(`Order ${orderNumber}: Cancelled`) })).toBeVisible();
  });

  test("another shopper's order number and an unknown one show not-found", async ({ page, browser }) => {
    const owner = await createShopper();
    const checkout = new CheckoutPages(page);
    await signInAt(page, '/orders', owner);
    await checkout.setGuestCart([]);
    const product = new ProductPage(page);
    await product.goto(1);
    await product.addToCart.click();
    await page.goto('/checkout');
    await expect(checkout.field('Full name')).toHaveValue('Zainab Baig');
    await checkout.field('Postal code').fill('15100');
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await checkout.continueToReview();
    await checkout.placeOrder.click();
    const orderNumber = await checkout.confirmedOrderNumber();

    const other = await browser.newPage();
    await signInAt(other, '/orders', await createShopper());
    for (const number of [orderNumber, 'GDF-2611-ZZZZZZ']) {
      const response = await other.goto(`/orders/${number}`);
      expect(response?.status()).toBe(404);
      await expect(other.getByRole('heading', { name: 'Order not found' })).toBeVisible();
      await expect(other.getByRole('main')).not.toContainText('Main Bazaar');
      await expect(other.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    }
    await other.close();
  });
});
