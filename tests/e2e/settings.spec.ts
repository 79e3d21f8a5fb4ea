import { expect, test, type Page } from '@playwright/test';
import { createShopper, profileOf, type Shopper } from './pages/accounts';
import { SignInDialog } from './pages/sign-in-dialog';

async function signInAt(page: Page, path: string, shopper: Shopper) {
  const auth = new SignInDialog(page);
  await page.goto(path);
  await expect(auth.dialog).toBeVisible();
  await auth.signIn(shopper.email, shopper.password);
  return auth;
}

test.describe('settings', () => {
  test('the profile is prefilled, validated like sign-up, and saved', async ({ page }) => {
    const shopper = await createShopper();
    await signInAt(page, '/settings', shopper);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByLabel('Email')).toHaveValue(shopper.email);
    await expect(profile.getByLabel('Full name')).toHaveValue('Zainab Baig');
    await expect(profile.getByLabel('Phone number')).toHaveValue('0300-1234567');
    await expect(profile.getByRole('combobox', { name: 'City' })).toHaveValue('Gilgit');
    await expect(profile.getByLabel('Country')).toHaveValue('Pakistan');

    await profile.getByLabel('Phone number').fill('12345');
    await profile.getByLabel('Full name').fill('');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByLabel('Phone number')).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(profile.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');

    await profile.getByLabel('Full name').fill('Zainab Baig Hunzai');
    await profile.getByLabel('Phone number').fill('+92 355 5551234');
    await profile.getByRole('combobox', { name: 'City' }).fill('skar');
    await profile.getByRole('option', { name: /^Skardu/ }).click();
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByRole('status')).toHaveText('Your profile has been saved.');
    expect(await profileOf(shopper.email)).toMatchObject({ full_name: 'Zainab Baig Hunzai', phone: '+923555551234', city_id: 19 });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Phone number')).toHaveValue('0355-5551234');
    await expect(page.getByRole('region', { name: 'Profile' }).getByRole('combobox', { name: 'City' })).toHaveValue('Skardu');
  });

  test('a new password works from the next sign-in', async ({ page }) => {
    const shopper = await createShopper();
    const auth = await signInAt(page, '/settings', shopper);
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('New password', { exact: true }).fill('mulberry9');
    await password.getByLabel('Confirm new password', { exact: true }).fill('mulberry9');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByRole('status')).toHaveText('Your password has been changed.');

    await auth.signOut(shopper.email);
    await expect(page).toHaveURL(/\/$/);
    await auth.open();
    await auth.signIn(shopper.email, shopper.password);
    await expect(auth.alert()).toBeVisible();
    await auth.signIn(shopper.email, 'mulberry9');
    await auth.expectSignedIn(shopper.email);
  });

  test('deactivation asks first, then ends every session; signing in again is refused', async ({ page, browser, baseURL }) => {
    const shopper = await createShopper();
    const otherDevice = await browser.newContext({ baseURL });
    const otherPage = await otherDevice.newPage();
    await signInAt(otherPage, '/orders', shopper);
    await expect(otherPage.getByRole('heading', { name: 'My Orders' })).toBeVisible();

    const auth = await signInAt(page, '/settings', shopper);
    const danger = page.getByRole('region', { name: 'Deactivate account' });
    await danger.getByRole('button', { name: 'Deactivate Account' }).click();
    await expect(danger.getByText('Deactivate your account?')).toBeVisible();
    await danger.getByRole('button', { name: 'Cancel' }).click();
    await expect(danger.getByText('Deactivate your account?')).toHaveCount(0);
    await danger.getByRole('button', { name: 'Deactivate Account' }).click();
    await danger.getByRole('button', { name: 'Yes, Deactivate My Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.headerSignIn()).toBeVisible();

    await auth.open();
    await auth.signIn(shopper.email, shopper.password);
    await expect(auth.alert()).toHaveText('This account has been deactivated.');

    // The other device is signed out too.
    await otherPage.reload();
    await expect(otherPage.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await otherDevice.close();
  });
});
