import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/accessibility';
import { newEmail } from './pages/accounts';
import { CheckoutPages, GUEST, cartLine } from './pages/checkout-pages';

/** Checkout says one thing about delivery and payment: the pick-up point and paying there, a transfer's receipt, the terms' times. */
test.describe('checkout texts from one source', () => {
  test.describe.configure({ timeout: 90_000 });

  test('pick-up: the address and hours from the settings, and paying in cash at pick-up, on every step and the confirmation', async ({
    page,
  }) => {
    const checkout = new CheckoutPages(page);
    await checkout.setGuestCart([cartLine(41, 4, 'Cold-Pressed Apricot Kernel Oil', '100 ml bottle', 1100, 1)]);
    await page.goto('/checkout');
    await checkout.fillDetails({ ...GUEST, email: newEmail('pickup') });
    await checkout.continueToShipping();

    const pickupPoint = page.getByRole('group', { name: 'Pick-up address' });
    await expect(page.getByRole('radio', { name: /Leopards Courier/ })).toBeChecked();
    await expect(pickupPoint).toHaveCount(0);
    const pickup = page.getByRole('radio', { name: /Pick up in Gilgit/ });
    await expect(pickup).toBeEnabled();
    await pickup.check();
    await expect(pickupPoint).toContainText('Collect from: Shahrah-e-Quaid-e-Azam, Jutial, Gilgit 15100');
    await expect(pickupPoint).toContainText('Open: Every day, 8:00 am to 8:00 pm');
    await expect(checkout.main).toContainText('Same or next working day');
    await expect(checkout.main).not.toContainText(/overnight/i);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/payment-method$/);
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await expect(checkout.main).toContainText('Pay in cash when you collect your order at our shop.');
    await expect(checkout.main).not.toContainText(/courier|rider/i);

    await checkout.continueToReview();
    await expect(pickupPoint).toContainText('Shahrah-e-Quaid-e-Azam, Jutial, Gilgit 15100');
    await expect(checkout.main).toContainText('Bring the exact amount and pay in cash when you collect your order.');
    await checkout.placeOrder.click();

    await checkout.confirmedOrderNumber();
    await expect(pickupPoint).toContainText('Collect from: Shahrah-e-Quaid-e-Azam, Jutial, Gilgit 15100');
    await expect(checkout.main).toContainText('We call or WhatsApp you when your order is ready to collect.');
    await expect(checkout.main).not.toContainText(/courier|parcel arrives/i);
  });

  test('bank transfer: the confirmation has a WhatsApp button for the receipt, with the order ready', async ({ page }) => {
    const checkout = new CheckoutPages(page);
    await checkout.setGuestCart([cartLine(41, 4, 'Cold-Pressed Apricot Kernel Oil', '100 ml bottle', 1100, 1)]);
    await page.goto('/checkout');
    await checkout.fillDetails({ ...GUEST, email: newEmail('receipt') });
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await checkout.continueToReview();
    await checkout.placeOrder.click();

    const orderNumber = await checkout.confirmedOrderNumber();
    await expect(checkout.main).toContainText('Send us a screenshot of the receipt.');
    const receipt = page.getByRole('link', { name: 'Send the receipt on WhatsApp' });
    await expect(receipt).toHaveAttribute('href', new RegExp(`^https://wa\\.me/923555550100\\?text=.*${orderNumber}`));
    await expect(receipt).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Confirm on WhatsApp' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the terms' delivery times are the shipping methods' own", async ({ page }) => {
    await page.goto('/terms');
    const shipping = page.getByRole('region', { name: /Shipping and delivery/ });
    await expect(shipping).toContainText('Leopards Courier: 2–5 working days.');
    await expect(shipping).toContainText('Free delivery on orders of Rs. 10,000 or more.');
    await expect(shipping).toContainText('Pick up in Gilgit: Same or next working day.');
    await expect(shipping).not.toContainText(/overnight|5–10/i);
  });
});
