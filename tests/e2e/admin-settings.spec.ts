import { expect, test, type APIRequestContext } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { AdminSettingsPage } from './pages/admin-settings';
import { CheckoutPages, cartLine } from './pages/checkout-pages';
import { ShellPage } from './pages/shell-page';
import { restSelect, restUpdate } from './pages/shop-backend';

/**
 * The shop settings in /admin/settings, on a phone. The browser tests' shop starts with them filled
 * in (scripts/test.mjs); each test changes them through the console and puts them back the same way
 * (so the pages' cache is expired again), with the service role as a safety net if a step fails.
 */
test.describe('shop settings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  let saved: Record<string, unknown>;
  const readSettings = async (request: APIRequestContext) =>
    (await restSelect<Record<string, unknown>>(request, 'shop_settings', 'id=eq.true&select=*'))[0]!;

  test.beforeEach(async ({ page }) => {
    saved = await readSettings(page.request);
    const owner = await createShopper({ admin: true });
    await new AdminConsole(page).signIn(owner.email, owner.password);
  });

  test.afterEach(async ({ page }) => {
    const now = await readSettings(page.request);
    if (JSON.stringify({ ...now, updated_at: null }) !== JSON.stringify({ ...saved, updated_at: null })) {
      const { id: _id, updated_at: _updatedAt, ...values } = saved;
      await restUpdate(page.request, 'shop_settings', 'id=eq.true', values);
    }
  });

  test('the owner changes the WhatsApp number and the footer shows it at once', async ({ page }) => {
    const settings = new AdminSettingsPage(page);
    const shell = new ShellPage(page);
    await settings.open();
    await settings.expectAccessible();
    const original = await settings.whatsapp.inputValue();

    await settings.whatsapp.fill('0311 555 0123');
    await settings.saveAndExpectSaved();
    await expect(settings.whatsapp).toHaveValue('+923115550123');
    await shell.goto('/');
    await expect(shell.footer.getByRole('link', { name: 'WhatsApp +92 311 5550123' })).toHaveAttribute(
      'href',
      'https://wa.me/923115550123',
    );

    await page.goto('/admin/settings');
    await settings.whatsapp.fill(original);
    await settings.saveAndExpectSaved();
    await shell.goto('/');
    await expect(shell.footer.getByRole('link', { name: /^WhatsApp \+92/ })).toHaveAttribute(
      'href',
      `https://wa.me/${original.replace(/\D/g, '')}`,
    );
  });

  test('a bad number is refused with its reason; nothing is saved', async ({ page }) => {
    const settings = new AdminSettingsPage(page);
    await settings.open();
    await settings.whatsapp.fill('0300-000');
    await settings.save.click();
    await expect(page.getByText('Enter a Pakistani mobile number, e.g. 0300-1234567.')).toBeVisible();
    await expect(settings.whatsapp).toHaveAttribute('aria-invalid', 'true');
    await settings.expectAccessible();
    expect((await readSettings(page.request)).whatsapp_number).toBe(saved.whatsapp_number);
  });

  test('without a WhatsApp number or a bank account the shop hides WhatsApp and bank transfer, and the console says what is missing', async ({
    page,
  }) => {
    const settings = new AdminSettingsPage(page);
    const shell = new ShellPage(page);
    await settings.open();
    const number = await settings.whatsapp.inputValue();
    const bank = await settings.bankValues();
    await settings.whatsapp.fill('');
    await settings.fillBank(['', '', '', '']);
    await settings.saveAndExpectSaved();

    await shell.goto('/');
    await expect(shell.footer).not.toContainText('WhatsApp');
    await expect(page.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveCount(0);
    await expect(page.locator('a[href*="wa.me"], a[href^="tel:"]')).toHaveCount(0);
    await shell.goto('/contact-us');
    await expect(page.getByTestId('whatsapp-link')).toHaveCount(0);
    await expect(page.locator('a[href*="wa.me"], a[href^="tel:"]')).toHaveCount(0);
    const checkout = new CheckoutPages(page);
    await checkout.setGuestCart([cartLine(41, 4, 'Cold-Pressed Apricot Kernel Oil', '100 ml bottle', 1100, 1)]);
    await page.goto('/payment-method');
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Bank transfer/ })).toHaveCount(0);

    await page.goto('/admin');
    const reminder = page.getByRole('region', { name: 'Finish the shop settings' });
    await expect(reminder).toContainText('WhatsApp number');
    await expect(reminder).toContainText('Bank account');
    await reminder.getByRole('link', { name: 'Open settings' }).click();
    await settings.whatsapp.fill(number);
    await settings.fillBank(bank);
    await settings.saveAndExpectSaved();
    await page.goto('/admin');
    await expect(page.getByRole('region', { name: 'Finish the shop settings' })).toHaveCount(0);
    await page.goto('/payment-method');
    await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeVisible();
  });

  test('an IBAN with one digit mistyped is refused in words under the field, and the saved account stays', async ({ page }) => {
    const settings = new AdminSettingsPage(page);
    await settings.open();
    const iban = settings.bankFields[3]!;
    await iban.fill('PK36 HABB 0012 3456 7890 1234');
    await settings.save.click();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription(/check digits do not match/);
    expect((await readSettings(page.request)).bank_iban).toBe(saved.bank_iban);
  });

  test('the owner switches the payment-issue banner on: it scrolls above the header with a WhatsApp button, still with reduced motion; and off again', async ({
    page,
  }) => {
    const settings = new AdminSettingsPage(page);
    await settings.open();
    await settings.banner.check();
    await settings.saveAndExpectSaved();

    await page.goto('/shop');
    const banner = page.getByRole('region', { name: 'Payment notice' });
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('payment-issue-marquee')).toHaveCSS('animation-name', 'marquee');
    await expect(banner.getByRole('link', { name: 'Order on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/923\d{9}$/);
    expect((await banner.boundingBox())!.y).toBeLessThan((await page.getByRole('banner').boundingBox())!.y);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.getByTestId('payment-issue-marquee')).toBeHidden();
    await expect(banner.getByText(/wallet payment method is having issues/).last()).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('region', { name: 'Payment notice' })).toHaveCount(0);

    await settings.open();
    await settings.banner.uncheck();
    await settings.saveAndExpectSaved();
    await page.goto('/shop');
    await expect(page.getByRole('region', { name: 'Payment notice' })).toHaveCount(0);
  });
});
