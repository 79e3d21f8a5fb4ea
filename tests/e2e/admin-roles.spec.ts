import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { createShopper, createStaff } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { placeGuestOrder } from './support/guest-orders';

/** A console call with the signed-in member's cookies, as the order page makes it. */
async function consolePost(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, {
    headers: { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin, 'sec-fetch-site': 'same-origin' },
    data,
  });
  expect(response.status()).toBe(200);
}

/**
 * The whole story of the roles: a member of staff works the console without the owner's pages and
 * records no refund, packs a paid order, and the owner then reads who packed it, on the order's
 * timeline and in the activity log.
 */
async function staffPacksAndOwnerSees(page: Page) {
  const order = await placeGuestOrder(page.request, { paymentMethod: 'bank_transfer' });
  const n = order.orderNumber;
  const staff = await createStaff();
  const staffConsole = new AdminConsole(page);
  await staffConsole.signIn(staff.email, staff.password);

  for (const name of ['Orders', 'Products']) await expect(staffConsole.section(name)).toHaveCount(1);
  for (const name of ['Settings', 'Coupons', 'Shipping', 'Staff', 'Activity']) await expect(staffConsole.section(name)).toHaveCount(0);

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Only the shop’s owner can open this page', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toHaveCount(0);
  await staffConsole.expectAccessible();

  // Staff confirm the transfer (orders are theirs); the paid order offers them no refund.
  await consolePost(page.request, `/api/admin/orders/${n}/bank-transfer`, {
    decision: 'confirm',
    reference: `MZN-${n}`,
    amount: order.total,
  });
  await staffConsole.openOrder(n);
  await expect(page.getByTestId('admin-payment-status')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Record a refund' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Record a refund' })).toHaveCount(0);
  await expect(staffConsole.status()).toHaveText('Confirmed');
  await staffConsole.action('Mark as packed').click();
  await expect(staffConsole.status()).toHaveText('Processing');
  await expect(page.getByRole('list', { name: 'Order history' }).getByRole('listitem').last()).toContainText(`by ${staff.email}`);

  // The owner, signed in on the same device afterwards.
  await page.context().clearCookies();
  const owner = await createShopper({ admin: true });
  const ownerConsole = new AdminConsole(page);
  await ownerConsole.signIn(owner.email, owner.password);
  for (const name of ['Staff', 'Activity', 'Settings', 'Coupons', 'Shipping']) await expect(ownerConsole.section(name)).toHaveCount(1);
  await ownerConsole.openOrder(n);
  const packed = page.getByRole('list', { name: 'Order history' }).getByRole('listitem').filter({ hasText: 'Processing' });
  await expect(packed).toContainText(`by ${staff.email}`);

  await ownerConsole.section('Activity').click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const entry = page
    .getByRole('list', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: `Changed order ${n}: status confirmed → processing` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(staff.email);
  await ownerConsole.expectAccessible();
  await entry.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order ${n}` })).toBeVisible();
}

test.describe('roles on a desktop', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff work orders without the owner’s pages or refunds; the owner reads who packed the order', async ({ page }) => {
    await staffPacksAndOwnerSees(page);
  });
});

test.describe('roles on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test('staff work orders without the owner’s pages or refunds; the owner reads who packed the order', async ({ page }) => {
    await staffPacksAndOwnerSees(page);
  });
});
