import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/accessibility';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { CheckoutPages, GUEST, cartLine } from './pages/checkout-pages';
import { outbox } from './pages/shop-backend';

/** Issue 18: checkout by phone (no e-mail), and "My town is not listed", on a phone and on a desktop. */
const VIEWPORTS = [
  { name: 'a phone (390 px)', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'a desktop (1366 px)', use: { viewport: { width: 1366, height: 900 } } },
];

const APRICOTS = cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 1);

/** A mobile number no other test uses: the prefix and seven digits from the clock. */
const freshPhone = (prefix: string) => `${prefix}-${String(Date.now() % 10_000_000).padStart(7, '0')}`;

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const { name, use } of VIEWPORTS) {
  test.describe(`checkout by phone and towns not on the list, on ${name}`, () => {
    test.use(use);
    // Whole journeys through several pages, on a machine shared with other builds.
    test.describe.configure({ timeout: 120_000 });

    test('a guest checks out with a phone and no e-mail: only the owner is mailed; the confirmation, WhatsApp and tracking carry the order', async ({
      page,
    }) => {
      const checkout = new CheckoutPages(page);
      const phone = freshPhone('0341');
      await checkout.setGuestCart([APRICOTS]);
      await page.goto('/checkout');
      await expect(checkout.email()).toHaveAccessibleName('Email (optional)');
      await expect(checkout.email()).toHaveAccessibleDescription(/order confirmation and updates by e-mail/);
      await checkout.fillDetails({ ...GUEST, phone, email: '' });
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);
      await checkout.continueToShipping();
      await checkout.continueToPayment();
      await checkout.continueToReview();
      await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(`${phone} · No e-mail given`);
      await checkout.placeOrder.click();

      const orderNumber = await checkout.confirmedOrderNumber();
      const note = page.getByTestId('phone-only-note');
      await expect(note).toContainText(
        `You gave no e-mail address, so no confirmation mail is sent. Please note your order number ${orderNumber}: with it and ${phone}`,
      );
      await expect(checkout.main).not.toContainText('We have sent a confirmation');
      const whatsapp = decodeURIComponent((await page.getByRole('link', { name: 'Confirm on WhatsApp' }).getAttribute('href')) ?? '');
      expect(whatsapp).toContain(`I have placed order ${orderNumber}`);
      expect(whatsapp).toContain('I gave no e-mail address, so please send me its updates here.');
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);

      // The owner's notice is the only mail about this order.
      await expect
        .poll(async () =>
          (await outbox(page.request)).filter((mail) => mail.subject.includes(orderNumber)).map((mail) => mail.subject.split(':')[0]),
        )
        .toEqual([`New order ${orderNumber}`]);

      await checkout.track(orderNumber, phone);
      const result = page.getByRole('region', { name: new RegExp(`Order ${orderNumber}`) });
      await expect(result).toContainText('Pending');
      await expect(result).toContainText('Delivery to: Gilgit');
      await expect(result).not.toContainText('Jutial');
    });

    test('"My town is not listed": the typed town ships as the nearest listed city (zone, remote surcharge, no cash on delivery offered), and the console shows the town', async ({
      page,
    }) => {
      const checkout = new CheckoutPages(page);
      await checkout.setGuestCart([APRICOTS]);
      await page.goto('/checkout');
      await checkout.field('Full name').fill('Sana Baig');
      await checkout.field('Phone number').fill(freshPhone('0342'));
      await checkout.field('Address').fill('Near the government school, Handrap');
      await checkout.chooseUnlistedTown('Handrap', 'Phander');
      await expect(checkout.details.getByRole('combobox', { name: 'Nearest listed city' })).toHaveAccessibleDescription(
        /decides the shipping fee/,
      );
      await checkout.field('Postal code').fill('15300');
      // Rs. 1,250 + Leopards to Phander: Rs. 220 for Gilgit-Baltistan (regional) and Rs. 150 for a remote valley.
      await expect(checkout.total).toHaveText('Rs. 1,620');
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);

      await checkout.continueToShipping();
      await expect(checkout.main).toContainText('Delivery to Handrap (near Phander).');
      await expect(page.getByRole('radio', { name: /Leopards Courier\s*Rs\. 370/ })).toBeChecked();
      await checkout.continueToPayment();
      // Cash on delivery follows the nearest city too: Phander has none, so it cannot be chosen, and
      // the next method is.
      const cashOnDelivery = page.getByRole('radio', { name: /Cash on delivery/ });
      await expect(cashOnDelivery).toBeDisabled();
      await expect(cashOnDelivery).toHaveAccessibleDescription(
        'Cash on delivery is not available for Phander with Leopards Courier. Please choose another payment method.',
      );
      await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
      await expectNoAxeViolations(page);
      await checkout.continueToReview();
      await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Handrap (near Phander) 15300, Pakistan');
      await checkout.placeOrder.click();
      const orderNumber = await checkout.confirmedOrderNumber();
      await expect(page.getByTestId('order-total')).toHaveText('Rs. 1,620');

      const owner = await createShopper({ admin: true });
      const ownerConsole = new AdminConsole(page);
      await ownerConsole.signIn(owner.email, owner.password);
      await ownerConsole.openOrder(orderNumber);
      const customer = page.getByRole('region', { name: 'Customer' });
      await expect(customer).toContainText('Handrap (near Phander) 15300, Gilgit-Baltistan');
      await expect(page.getByTestId('admin-order-email')).toHaveText('No e-mail given');
      const whatsapp = decodeURIComponent((await customer.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')) ?? '');
      expect(whatsapp).toContain(`order ${orderNumber} of Rs. 1,620 (bank transfer) for delivery to Handrap (near Phander)`);
      await ownerConsole.expectAccessible();
      await expectNoOverflow(page);
    });
  });
}
