import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { CheckoutPages, GUEST, cartLine } from './pages/checkout-pages';
import { WhatsAppPhone } from './pages/whatsapp-phone';

/** Issue 27: a cash-on-delivery order confirmed by the shopper on WhatsApp (the Cloud API sandbox's phone page). */
const APRICOTS = cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 1);

/** A mobile number no other test uses: the prefix and seven digits from the clock. */
const freshPhone = () => `0343-${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test.describe('WhatsApp confirmation against the sandbox', () => {
  // A whole journey: checkout, the sandbox's phone, then the console.
  test.describe.configure({ timeout: 120_000 });

  test('a guest places a cash-on-delivery order; the template is on the phone within 5 s; Confirm confirms it in the console', async ({
    page,
  }) => {
    const checkout = new CheckoutPages(page);
    const phone = freshPhone();
    await checkout.setGuestCart([APRICOTS]);
    await page.goto('/checkout');
    await checkout.fillDetails({ ...GUEST, phone, email: '' });
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await checkout.continueToReview();
    await checkout.placeOrder.click();
    const orderNumber = await checkout.confirmedOrderNumber();

    const whatsapp = new WhatsAppPhone(page, phone);
    const template = await whatsapp.waitForTemplate(orderNumber, 5_000);
    await expect(template).toContainText(`Assalam-o-Alaikum Sana Baig, thank you for your order ${orderNumber} of Rs.`);
    for (const label of ['Confirm', 'Change address', 'Cancel']) await expect(template.getByRole('button', { name: label })).toBeVisible();
    await whatsapp.tap(orderNumber, 'Confirm');
    await expect(page.locator('.bubble.business').last()).toContainText(`Your order ${orderNumber} is confirmed`);

    const owner = await createShopper({ admin: true });
    const ownerConsole = new AdminConsole(page);
    await ownerConsole.signIn(owner.email, owner.password);
    await ownerConsole.openOrder(orderNumber);
    await expect(ownerConsole.status()).toHaveText('Confirmed');
    await expect(page.getByText('Confirmed by the customer on WhatsApp')).toBeVisible();
  });
});
