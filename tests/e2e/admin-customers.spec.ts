import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { AdminSettingsPage } from './pages/admin-settings';
import { outbox, restSelect, restUpdate } from './pages/shop-backend';
import { placeGuestOrder } from './support/guest-orders';

/** A mobile number no other test uses: the prefix and seven digits from the clock. */
const freshPhone = (prefix: string) => `${prefix}${String(Date.now() % 10_000_000).padStart(7, '0')}`;

const VIEWPORTS = [
  { name: 'on a desktop', use: { viewport: { width: 1280, height: 900 } }, prefix: '0331' },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, prefix: '0332' },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`customers in the owner console, ${viewport.name}`, () => {
    test.use(viewport.use);
    test.describe.configure({ timeout: 120_000 });

    test('the search by phone finds the customer; their page shows the history, flags the parcel that came back, and saves a note', async ({
      page,
    }) => {
      const phone = freshPhone(viewport.prefix);
      const first = await placeGuestOrder(page.request, { phone, keyPrefix: 'e2e-customers' });
      await restUpdate(page.request, 'orders', `order_number=eq.${first.orderNumber}`, { status: 'returned', payment_status: 'voided' });
      const second = await placeGuestOrder(page.request, { phone, keyPrefix: 'e2e-customers' });

      const ownerConsole = new AdminConsole(page);
      const owner = await createShopper({ admin: true });
      await ownerConsole.signIn(owner.email, owner.password);
      await ownerConsole.nav.getByRole('link', { name: 'Customers' }).click();
      await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
      const search = page.getByRole('search', { name: 'Search customers' });
      await search.getByRole('searchbox', { name: 'Search' }).fill(phone.replace(/^(\d{4})/, '$1-'));
      await search.getByRole('button', { name: 'Search' }).click();
      const list = page.getByRole('list', { name: 'Customers' });
      await expect(list.getByRole('link')).toHaveCount(1);
      await expect(list.getByRole('link')).toContainText('2 orders');
      await expect(list.getByRole('link')).toContainText('Returned 1 parcel before');
      await ownerConsole.expectAccessible();

      await list.getByRole('link').click();
      await expect(page.getByRole('heading', { name: 'Sana Baig', level: 1 })).toBeVisible();
      const history = page.getByRole('list', { name: 'Order history' });
      await expect(history.getByRole('link')).toHaveText([second.orderNumber, first.orderNumber]);
      await expect(history.getByRole('listitem').last()).toContainText('Returned');
      await expect(page.getByTestId('returned-parcels-flag')).toHaveText('Returned 1 parcel before');

      await page.getByLabel('Notes', { exact: true }).fill('Refused the first parcel: call before sending.');
      await page.getByLabel('Tags', { exact: true }).fill('Call-first, COD');
      await page.getByRole('button', { name: 'Save notes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Notes and tags saved.' })).toBeVisible();
      await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('call-first cod');
      await ownerConsole.expectAccessible();
      await page.reload();
      await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('Refused the first parcel: call before sending.');

      await history.getByRole('link', { name: second.orderNumber }).click();
      await expect(page.getByRole('heading', { name: `Order ${second.orderNumber}` })).toBeVisible();
      await expect(page.getByTestId('returned-parcels-flag')).toHaveText('Returned 1 parcel before');
    });
  });
}

test.describe('the alerts address on a desktop', () => {
  test.describe.configure({ timeout: 120_000 });

  test("the owner sets the alerts address in Settings and the next order's notice goes there, linking to the order in the console", async ({
    page,
  }) => {
    const alerts = `alerts.${Date.now().toString(36)}@gilgitdryfruits.test`;
    const owner = await createShopper({ admin: true });
    await new AdminConsole(page).signIn(owner.email, owner.password);
    const settings = new AdminSettingsPage(page);
    const field = page.getByLabel('Alerts e-mail');
    await settings.open();
    try {
      await field.fill('orders at shop');
      await settings.save.click();
      await expect(field).toHaveAccessibleDescription(/Enter an e-mail address, e\.g\. orders@example\.pk\./);
      await field.fill(alerts);
      await settings.saveAndExpectSaved();
      await page.reload();
      await expect(field).toHaveValue(alerts);

      const order = await placeGuestOrder(page.request, { keyPrefix: 'e2e-alerts-address' });
      await expect
        .poll(async () => (await outbox(page.request)).filter((mail) => mail.to === alerts).map((mail) => mail.subject))
        .toEqual([expect.stringContaining(`New order ${order.orderNumber}`)]);
      const [notice] = (await outbox(page.request)).filter((mail) => mail.to === alerts);
      expect(notice!.text).toContain(`${new URL(page.url()).origin}/admin/orders/${order.orderNumber}`);

      await field.fill('');
      await settings.saveAndExpectSaved();
    } finally {
      const [row] = await restSelect<{ alerts_email: string | null }>(page.request, 'shop_settings', 'id=eq.true&select=alerts_email');
      if (row?.alerts_email) await restUpdate(page.request, 'shop_settings', 'id=eq.true', { alerts_email: null });
    }
  });
});
