import { expect, test, type Request } from '@playwright/test';
import { createShopper, mailsTo, resetLinkFor } from './pages/accounts';
import { SignInDialog } from './pages/sign-in-dialog';

test.describe('forgot password and reset', () => {
  test('mail → /reset-password → new password: signed in, the new password works and the old one does not', async ({ page, baseURL }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.toForgotPassword();
    await expect(auth.field('Password')).toHaveCount(0);
    await auth.button('Send Reset Instructions').click();
    await expect(auth.field('Email')).toHaveAccessibleDescription('Email is required');
    await auth.field('Email').fill(shopper.email);
    await auth.button('Send Reset Instructions').click();
    await expect(auth.dialog.getByRole('status')).toHaveText('Password reset instructions have been sent to your email');

    await expect.poll(async () => (await mailsTo(shopper.email)).length).toBe(1);
    const link = await resetLinkFor(shopper.email);
    expect(link.origin).toBe(new URL(baseURL!).origin);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token_hash')).toBeTruthy();

    // A fresh browser opens the mailed link: no third-party request, no referrer, the token leaves the URL.
    const context = await page.context().browser()!.newContext({ baseURL });
    const mailTab = await context.newPage();
    const foreign: string[] = [];
    mailTab.on('request', (request: Request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
    });
    const response = await mailTab.goto(`${link.pathname}${link.search}`);
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    const reset = new SignInDialog(mailTab);
    await expect(mailTab.getByLabel('New password', { exact: true })).toBeVisible();
    await expect(mailTab).toHaveURL(/\/reset-password\?type=recovery$/);
    // While the address says type=recovery the shopper is not shown as signed in.
    await expect(reset.headerSignIn()).toBeVisible();

    await mailTab.getByRole('button', { name: 'Save New Password' }).click();
    await expect(mailTab.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Password is required/);
    await mailTab.getByLabel('New password', { exact: true }).fill('walnut77');
    await mailTab.getByLabel('Confirm new password', { exact: true }).fill('walnut78');
    await mailTab.getByRole('button', { name: 'Save New Password' }).click();
    await expect(mailTab.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');
    await mailTab.getByLabel('New password', { exact: true }).fill('walnut77');
    await mailTab.getByLabel('Confirm new password', { exact: true }).fill('walnut77');
    await mailTab.getByRole('button', { name: 'Save New Password' }).click();
    await expect(mailTab.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expect(mailTab.getByText('You are now signed in.')).toBeVisible();
    await expect(mailTab).toHaveURL(/\/reset-password$/);
    await expect(reset.userMenuButton(shopper.email)).toBeVisible();
    expect(foreign).toEqual([]);
    await context.close();

    // The old password no longer works, the new one does.
    await auth.button('Back to sign in').click();
    await auth.signIn(shopper.email, shopper.password);
    await expect(auth.alert()).toHaveText('Invalid email or password. Please check your credentials and try again.');
    await auth.signIn(shopper.email, 'walnut77');
    await auth.expectSignedIn(shopper.email);
  });

  test('a link that was used already says so clearly and offers a new one', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.toForgotPassword();
    await auth.field('Email').fill(shopper.email);
    await auth.button('Send Reset Instructions').click();
    await expect(auth.dialog.getByRole('status')).toBeVisible();
    await expect.poll(async () => (await mailsTo(shopper.email)).length).toBe(1);
    const link = await resetLinkFor(shopper.email);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This password reset link is invalid, has expired or has already been used. Please request a new one.',
    );
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(auth.dialog).toHaveAccessibleName('Reset your password');
  });

  test('an unknown address gets the same answer (no enumeration)', async ({ page }) => {
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.toForgotPassword();
    await auth.field('Email').fill(`nobody.${Date.now()}@example.com`);
    await auth.button('Send Reset Instructions').click();
    await expect(auth.dialog.getByRole('status')).toHaveText('Password reset instructions have been sent to your email');
  });

  test('/reset-password without a link explains where the link comes from', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Open this page from the link in your password reset email.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  });
});
