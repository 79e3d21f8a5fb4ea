import { expect, test } from '@playwright/test';
import { SignInDialog } from './pages/sign-in-dialog';

async function openSignup(page: import('@playwright/test').Page): Promise<SignInDialog> {
  const auth = new SignInDialog(page);
  await page.goto('/');
  await auth.open();
  await auth.toSignup();
  await expect(auth.city()).toBeEnabled();
  return auth;
}

test.describe('city field', () => {
  test('the first ↓ highlights the first match and Enter takes it; Enter alone takes the first match', async ({ page }) => {
    const auth = await openSignup(page);
    await auth.city().fill('lah');
    await expect(auth.dialog.getByRole('option').first()).toHaveText(/^Lahore/);
    await expect(auth.city()).not.toHaveAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    await expect(auth.city()).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(auth.city()).toHaveValue('Lahore');

    await auth.city().fill('karach');
    await page.keyboard.press('Enter');
    await expect(auth.city()).toHaveValue('Karachi');
  });

  test('"pindi" lists Rawalpindi first, before Pindi Bhattian and Pindi Gheb, and the keyboard alone picks it', async ({ page }) => {
    const auth = await openSignup(page);
    const options = auth.dialog.getByRole('option');
    await auth.city().fill('pindi');
    await expect(options.first()).toHaveText(/^Rawalpindi/);
    await expect(options.nth(1)).toHaveText(/^Pindi (Bhattian|Gheb)/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(auth.city()).toHaveValue('Rawalpindi');
  });

  test('Tab out of the open list, even an empty one, moves focus to the next field', async ({ page }) => {
    const auth = await openSignup(page);
    await auth.city().fill('Atlantis');
    await expect(auth.dialog.getByRole('option', { name: 'No cities found' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).not.toBeFocused();
    await expect(auth.dialog.locator(':focus')).toHaveCount(1);

    await auth.city().fill('gil');
    await expect(auth.dialog.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).not.toBeFocused();
    await expect(auth.dialog.locator(':focus')).toHaveCount(1);
  });

  test('districts, common names and tehsil towns are found', async ({ page }) => {
    const auth = await openSignup(page);
    const options = auth.dialog.getByRole('option');
    await auth.city().fill('Hunza');
    await expect(options.filter({ hasText: 'Aliabad' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Karimabad' })).toHaveCount(1);
    await auth.city().fill('Ghizer');
    await expect(options.filter({ hasText: 'Gahkuch' })).toHaveCount(1);
    await auth.city().fill('Skardu');
    await expect(options.first()).toHaveText(/^Skardu/);
    await expect(options.filter({ hasText: 'Gultari' })).toHaveCount(1);
    await auth.city().fill('Pindi');
    await expect(options.filter({ hasText: 'Rawalpindi' })).toHaveCount(1);
    await auth.city().fill('DG Khan');
    await expect(options).toHaveText([/^Dera Ghazi Khan/]);
    await auth.city().fill('Gujar Khan');
    await page.keyboard.press('Enter');
    await expect(auth.city()).toHaveValue('Gujar Khan');
    await auth.city().fill('Daska');
    await expect(options).toHaveText([/^Daska/]);
  });
});
