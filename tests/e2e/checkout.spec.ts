import { expect, test } from '@playwright/test';
import { newEmail } from './pages/accounts';
import { CheckoutPages, GUEST, cartLine } from './pages/checkout-pages';
import { ProductPage } from './pages/product-page';
import { outbox, restSelect, restUpdate } from './pages/shop-backend';

test.describe('checkout as a guest', () => {
  // Whole journeys through several pages, on a machine shared with other builds.
  test.describe.configure({ timeout: 90_000 });

  test('product → add to cart → checkout → shipping → COD → review → place → confirmation, mail and tracking', async ({ page }) => {
    const checkout = new CheckoutPages(page);
    const product = new ProductPage(page);
    const email = newEmail('guest');
    await product.goto(1);
    await product.chooseWeight('500 g');
    await product.addToCart.click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added' })).toBeVisible();

    await checkout.proceedThroughCart();
    await expect(checkout.total).toHaveText('Rs. 1,530'); // Rs. 1,250 + Leopards to the national zone until a city is chosen
    await checkout.fillDetails({ ...GUEST, email });
    await expect(checkout.total).toHaveText('Rs. 1,400'); // Gilgit is the local zone: Rs. 150
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await checkout.continueToReview();
    await expect(checkout.main).toContainText('House 4, Jamaat Khana road, Jutial');
    await expect(checkout.main).toContainText('Leopards Courier');
    await expect(checkout.summary).toContainText('Gilgit Dried Apricots (Khubani) (500 g) × 1');
    await checkout.placeOrder.click();

    const orderNumber = await checkout.confirmedOrderNumber();
    await expect(page.getByTestId('order-total')).toHaveText('Rs. 1,400');
    await expect(checkout.main).toContainText('We call or WhatsApp you to confirm the order');
    const whatsapp = page.getByRole('link', { name: 'Confirm on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/923555550100\\?text=.*${orderNumber}`));
    expect(await checkout.guestCart()).toEqual([]);
    expect(
      await page.evaluate(() =>
        ['couponCode', 'shippingMethod', 'paymentMethod', 'checkoutIdempotencyKey'].map((k) => sessionStorage.getItem(k)),
      ),
    ).toEqual([null, null, null, null]);

    await expect
      .poll(async () => (await outbox(page.request)).filter((m) => m.to === email && m.subject.includes(orderNumber)).length)
      .toBe(1);

    // The confirmation lists what was ordered, and "Track your order" opens the tracking page with the number filled in.
    const items = page.getByRole('list', { name: 'Items' });
    await expect(items).toContainText('Gilgit Dried Apricots (Khubani) (500 g) × 1');
    await expect(items).toContainText('Rs. 1,250');
    await checkout.main.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?order=${orderNumber}$`));
    await expect(page.getByRole('form', { name: 'Track an order' }).getByLabel('Order number')).toHaveValue(orderNumber);

    await checkout.track(orderNumber.toLowerCase(), '+92 355 1234567');
    const result = page.getByRole('region', { name: new RegExp(`Order ${orderNumber}`) });
    await expect(result).toContainText('Pending');
    await expect(result.getByRole('list', { name: 'Status timeline' })).toContainText('Order placed');
    await expect(result).not.toContainText('Jutial');

    await checkout.track(orderNumber, '0355-7654321');
    await expect(page.getByRole('form', { name: 'Track an order' }).getByRole('alert')).toHaveText(
      'We could not find an order with that order number and phone number.',
    );
  });

  test('a coupon is checked by the server, applied, kept on reload and removed', async ({ page }) => {
    const checkout = new CheckoutPages(page);
    await checkout.setGuestCart([cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 2)]);
    await page.goto('/checkout');
    await expect(checkout.summary.getByTestId('summary-subtotal')).toHaveText('Rs. 2,500');
    const coupon = checkout.summary.getByLabel('Coupon code');
    await coupon.fill('NOPE123');
    await checkout.summary.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.summary.getByRole('alert')).toHaveText('This coupon code is not valid.');
    await coupon.fill('eid2025');
    await checkout.summary.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.summary.getByRole('alert')).toHaveText('This coupon code is not valid.');
    await coupon.fill('gilgit10');
    await checkout.summary.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.summary.getByTestId('summary-discount')).toHaveText('-Rs. 250');
    expect(await page.evaluate(() => sessionStorage.getItem('couponCode'))).toBe('GILGIT10');

    await page.reload();
    await expect(checkout.summary.getByTestId('summary-discount')).toHaveText('-Rs. 250');
    await expect(checkout.summary.getByRole('status')).toContainText('GILGIT10');
    await checkout.summary.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(checkout.summary.getByTestId('summary-discount')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('couponCode'))).toBeNull();
  });

  test('out of stock at checkout: a clear message, the order cannot be placed, the cart is unchanged', async ({ page }) => {
    const checkout = new CheckoutPages(page);
    const lines = [cartLine(33, 3, 'Sweet Apricot Kernels (Khubani Giri)', '1 kg', 3250, 1)];
    await checkout.setGuestCart(lines);
    await page.goto('/checkout');
    await checkout.fillDetails({ ...GUEST, email: newEmail('stock') });
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await checkout.continueToReview();
    await restUpdate(page.request, 'product_variants', 'id=eq.33', { stock_quantity: 0 });
    try {
      await checkout.placeOrder.click();
      await expect(page.getByRole('alert').filter({ hasText: 'is out of stock' }).first()).toHaveText(
        'Sweet Apricot Kernels (Khubani Giri) (1 kg) is out of stock.',
      );
      await expect(page).toHaveURL(/\/checkout\/review$/);
      expect(await checkout.guestCart()).toEqual(lines);
      await page.goto('/checkout');
      await expect(page.getByRole('alert').filter({ hasText: 'is out of stock' })).toBeVisible();
      expect(await checkout.guestCart()).toEqual(lines);
    } finally {
      await restUpdate(page.request, 'product_variants', 'id=eq.33', { stock_quantity: 12 });
    }
  });

  test('a double click on "Place order" places exactly one order', async ({ page }) => {
    const checkout = new CheckoutPages(page);
    const email = newEmail('double');
    await checkout.setGuestCart([cartLine(41, 4, 'Cold-Pressed Apricot Kernel Oil', '100 ml bottle', 1100, 1)]);
    await page.goto('/checkout');
    await checkout.fillDetails({ ...GUEST, email });
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await expect(checkout.main).toContainText('IBAN');
    await checkout.continueToReview();
    await checkout.placeOrder.dblclick();
    const orderNumber = await checkout.confirmedOrderNumber();
    await expect(page.getByLabel('Our bank account')).toContainText(orderNumber);
    await expect(page.getByRole('link', { name: 'Confirm on WhatsApp' })).toHaveCount(0);
    const orders = await restSelect<{ order_number: string; payment_status: string }>(
      page.request,
      'orders',
      `email=eq.${encodeURIComponent(email)}&select=order_number,payment_status`,
    );
    expect(orders).toEqual([{ order_number: orderNumber, payment_status: 'awaiting_transfer' }]);
  });
});
