import { expect, test, type Page } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';

/** A mobile number no other test uses: the prefix and seven digits from the clock. */
const freshPhone = (prefix: string) => `${prefix}${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** Takes an order for `phone` in /admin/orders/new; returns its number once its page is open. */
async function takeWhatsAppOrder(page: Page, phone: string): Promise<string> {
  await page.getByRole('link', { name: 'New order', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New order' });
  await expect(form.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();

  // Nothing filled in: the form says what is missing and no order is made.
  await form.getByRole('button', { name: 'Take the order' }).click();
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/./);
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);

  await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await form.getByLabel('Full name').fill('Karim Hunzai');
  await form.getByLabel('Address').fill('Near the polo ground, Aliabad');
  await form.getByLabel('City').selectOption({ label: 'Gilgit' });
  await form.getByLabel('Postal code').fill('15100');
  await form.getByLabel('Item 1').selectOption({ index: 1 });
  await form.getByLabel('Quantity').fill('2');
  await form.getByRole('button', { name: 'Take the order' }).click();
  await expect(page.getByRole('heading', { name: /^Order GDF-/ })).toBeVisible();
  return (await page.getByRole('heading', { name: /^Order GDF-/ }).textContent())!.replace('Order ', '');
}

for (const device of [
  { name: 'on a desktop', use: {} },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`an order taken on WhatsApp, ${device.name}`, () => {
    test.use(device.use);
    test.describe.configure({ timeout: 120_000 });

    test('the owner enters it for a new customer, it starts confirmed, and goes on to delivered', async ({ page }) => {
      const owner = await createShopper({ admin: true });
      const ownerConsole = new AdminConsole(page);
      await ownerConsole.signIn(owner.email, owner.password);
      await ownerConsole.nav.getByRole('link', { name: 'Orders' }).click();
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      const orderNumber = await takeWhatsAppOrder(page, freshPhone('0346'));

      await expect(ownerConsole.status()).toHaveText('Confirmed');
      await expect(page.getByText(/^Taken on WhatsApp /)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Order taken on WhatsApp');
      await ownerConsole.expectAccessible();

      await ownerConsole.action('Hand to courier').click();
      const ship = page.getByRole('form', { name: 'Hand to courier' });
      await ship.getByLabel('Tracking number').fill('LE440011');
      await ship.getByRole('button', { name: 'Save and mark as shipped' }).click();
      await expect(ownerConsole.status()).toHaveText('Shipped');
      await ownerConsole.action('Mark as delivered').click();
      await page
        .getByRole('alertdialog', { name: `Mark order ${orderNumber} as delivered?` })
        .getByRole('button', { name: 'Mark as delivered' })
        .click();
      await expect(ownerConsole.status()).toHaveText('Delivered');
      await expect(page.getByTestId('admin-payment-status')).toHaveText('Cash collected');

      await page.goto('/admin/orders');
      await expect(ownerConsole.orderRow(orderNumber)).toContainText('Taken on WhatsApp');
      await expect(ownerConsole.orderRow(orderNumber)).toContainText('Delivered');
    });
  });
}
