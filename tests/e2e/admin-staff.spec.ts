import { expect, type Browser, type Page, test } from '@playwright/test';
import { INVITATION_SENT, STAFF_CAN_DO, STAFF_REMOVED } from '../../lib/staff/messages';
import { createShopper, mailsTo, newEmail, resetLinkFor } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';

/**
 * The owner's Staff page: the owner invites a new address, the invitation mail's link (opened in a
 * fresh browser) sets a password and the console opens for them; removed, they get the 403 page.
 */
async function inviteOpenAndRemove(page: Page, browser: Browser, baseURL: string) {
  const owner = await createShopper({ admin: true });
  const ownerConsole = new AdminConsole(page);
  await ownerConsole.signIn(owner.email, owner.password);

  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByText(STAFF_CAN_DO)).toBeVisible();
  const team = page.getByRole('list', { name: 'Team' });
  await expect(team.getByRole('article', { name: owner.email })).toContainText('Owner');
  await expect(team.getByRole('article', { name: owner.email }).getByRole('button', { name: /Remove/ })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Invite staff' });
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription(/Please enter the e-mail address/);
  await form.getByLabel('E-mail address').fill('not-an-address');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);

  const email = newEmail('staff');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByText(INVITATION_SENT(email))).toBeVisible();
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
  const row = team.getByRole('article', { name: email });
  await expect(row).toContainText('Staff');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await ownerConsole.expectAccessible();

  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  const link = await resetLinkFor(email);
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const mailTab = await context.newPage();
  await mailTab.goto(`${link.pathname}${link.search}`);
  await mailTab.getByLabel('New password', { exact: true }).fill('walnut-staff-7');
  await mailTab.getByLabel('Confirm new password', { exact: true }).fill('walnut-staff-7');
  await mailTab.getByRole('button', { name: 'Save New Password' }).click();
  await expect(mailTab.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await mailTab.goto('/admin/orders');
  await expect(mailTab.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await mailTab.goto('/admin/staff');
  await expect(mailTab.getByRole('heading', { name: 'Only the shop’s owner can open this page' })).toBeVisible();

  await row.getByRole('button', { name: `Remove ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove ${email} from the staff?` });
  await expect(dialog).toContainText('They lose access to the console at once.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(STAFF_REMOVED)).toBeVisible();
  await expect(team.getByRole('article', { name: email })).toHaveCount(0);

  await mailTab.goto('/admin');
  await expect(mailTab.getByText('Error 403')).toBeVisible();
  await expect(mailTab.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await context.close();
}

test.describe('the Staff page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner invites someone who sets a password and opens the console, then removes them', async ({ page, browser, baseURL }) => {
    await inviteOpenAndRemove(page, browser, baseURL!);
  });
});

test.describe('the Staff page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test('the same on a 390 px phone, with no sideways scroll', async ({ page, browser, baseURL }) => {
    await inviteOpenAndRemove(page, browser, baseURL!);
  });
});
