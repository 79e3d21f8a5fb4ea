import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { SignInDialog } from './pages/sign-in-dialog';

test.describe('sign-in gate', () => {
  test('/orders signed out: the gate, the dialog, and after signing in back on /orders with its query', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/orders?view=recent');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please sign in or create an account to view this page.')).toBeVisible();
    await expect(auth.dialog).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterAuth'))).toBe('/orders?view=recent');

    // Closed, the gate's own Sign In opens it again.
    await page.keyboard.press('Escape');
    await expect(auth.dialog).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(auth.dialog).toBeVisible();

    await auth.signIn(shopper.email, shopper.password);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page).toHaveURL(/\/orders\?view=recent$/);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
    expect(await page.evaluate(() => [sessionStorage.getItem('redirectAfterAuth'), localStorage.getItem('redirectAfterAuth')])).toEqual([
      null,
      null,
    ]);
  });

  test('/settings is gated too; a new account made at the gate lands on the page', async ({ page }) => {
    const auth = new SignInDialog(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(auth.dialog).toBeVisible();
    const email = `gate.${Date.now()}@example.com`;
    await auth.toSignup();
    await auth.fillSignup({
      fullName: 'Karim Hunzai',
      email,
      password: 'apricot6',
      phone: '+92 355 7654321',
      address: 'Near Baltit Fort, Karimabad',
      postalCode: '15700',
      city: 'Karimabad',
    });
    await auth.button('Create Account').click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByLabel('Phone number')).toHaveValue('0355-7654321');
  });

  for (const target of ['//evil.example/orders', 'https://evil.example/', '/\\evil.example', '/\t/evil.example']) {
    test(`a stored redirect to ${JSON.stringify(target)} is not followed`, async ({ page, baseURL }) => {
      const shopper = await createShopper();
      const auth = new SignInDialog(page);
      await page.goto('/terms');
      await page.evaluate((value) => {
        sessionStorage.setItem('redirectAfterAuth', value);
        localStorage.setItem('redirectAfterAuth', value);
      }, target);
      await auth.signInFromHeader(shopper);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page).toHaveURL(/\/terms$/);
      expect(await page.evaluate(() => [sessionStorage.getItem('redirectAfterAuth'), localStorage.getItem('redirectAfterAuth')])).toEqual([
        null,
        null,
      ]);
    });
  }

  test('/auth/confirm never sends anyone off-site', async ({ page, baseURL }) => {
    await page.goto('/auth/confirm?next=//evil.example&code=nonsense');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(new SignInDialog(page).dialog).toBeVisible();
  });
});
