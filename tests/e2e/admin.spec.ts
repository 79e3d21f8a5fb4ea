import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { SignInDialog } from './pages/sign-in-dialog';

test.describe('admin pages', () => {
  test('a guest gets the sign-in gate', async ({ page }) => {
    await page.goto('/admin/product-feed');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product feed' })).toHaveCount(0);
  });

  test('a signed-in shopper is refused: "You do not have access to this page"', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.signInFromHeader(shopper);
    // A shopper cannot make themselves admin through their own metadata.
    await page.goto('/admin/product-feed');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByText(shopper.email, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product feed' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
  });

  test('an admin (app_metadata.role, set with the service role) sees the product feed page', async ({ page }) => {
    const admin = await createShopper({ admin: true });
    await page.goto('/admin/product-feed');
    const auth = new SignInDialog(page);
    await expect(auth.dialog).toBeVisible();
    await auth.signIn(admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Product feed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate feed' })).toBeVisible();
  });
});
