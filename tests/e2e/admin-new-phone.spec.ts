import { expect, test, type APIRequestContext } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { restUpdate } from './pages/shop-backend';
import { placeGuestOrder } from './support/guest-orders';

const FLAG = 'New phone — confirm by call before packing';

/** A guest cash-on-delivery order through the shop's own route, from `phone`. */
const placeCodOrder = async (request: APIRequestContext, phone: string) =>
  (await placeGuestOrder(request, { phone, keyPrefix: 'e2e-new-phone' })).orderNumber;

/** A mobile number no other test uses: the prefix and seven digits from the clock. */
const freshPhone = (prefix: string) => `${prefix}${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test.describe('new phones in the owner console, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test('a COD order from a new phone is flagged in the list and on its page, the filter finds it, and confirming clears the flag; a regular phone is not flagged', async ({
    page,
  }) => {
    const regular = freshPhone('0347');
    const earlier = await placeCodOrder(page.request, regular);
    await restUpdate(page.request, 'orders', `order_number=eq.${earlier}`, {
      status: 'delivered',
      payment_status: 'cod_collected',
      delivered_at: new Date().toISOString(),
    });
    const fromRegular = await placeCodOrder(page.request, regular);
    const fromNewPhone = await placeCodOrder(page.request, freshPhone('0348'));

    const owner = await createShopper({ admin: true });
    const ownerConsole = new AdminConsole(page);
    await ownerConsole.signIn(owner.email, owner.password);
    await ownerConsole.nav.getByRole('link', { name: 'Orders' }).click();
    const list = page.getByRole('list', { name: 'Orders' });
    await expect(list.getByRole('link', { name: new RegExp(fromNewPhone) })).toContainText(FLAG);
    await expect(list.getByRole('link', { name: new RegExp(fromRegular) })).not.toContainText(FLAG);

    await page.getByText('More filters').click();
    await page.getByRole('checkbox', { name: `Only orders flagged “${FLAG}”` }).check();
    await page.getByRole('button', { name: 'Show orders' }).click();
    await expect(page).toHaveURL(/newPhone=yes/);
    await expect(list.getByRole('link', { name: new RegExp(fromNewPhone) })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(fromRegular) })).toHaveCount(0);
    for (const row of await list.getByRole('link').all()) await expect(row).toContainText(FLAG);
    await ownerConsole.expectAccessible();

    await list.getByRole('link', { name: new RegExp(fromNewPhone) }).click();
    await expect(page.getByRole('heading', { name: `Order ${fromNewPhone}` })).toBeVisible();
    await expect(page.getByTestId('new-phone-flag')).toHaveText(FLAG);
    await ownerConsole.action('Confirm order').click();
    await expect(ownerConsole.status()).toHaveText('Confirmed');
    await expect(page.getByTestId('new-phone-flag')).toHaveCount(0);
  });
});
