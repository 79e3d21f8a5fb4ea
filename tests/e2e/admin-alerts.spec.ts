import { expect, test } from '@playwright/test';
import { PUSH_DENIED, PUSH_SUBSCRIBE_FAILED, PUSH_TOGGLE_LABEL } from '../../lib/alerts/push-messages';
import { createShopper } from './pages/accounts';
import { SignInDialog } from './pages/sign-in-dialog';

/**
 * The console's Alerts page in Chromium. The test browser has no network, so its push service cannot
 * make a subscription: the page must say so and leave alerts off (the successful path is pinned by
 * the component's unit test and, end to end from the server, by the push sandbox's integration test).
 */
test.describe('the console alerts page', () => {
  test('an admin finds "Alerts on this device"; blocked notifications and an unreachable push service are said in words', async ({
    page,
    context,
  }) => {
    const admin = await createShopper({ admin: true });
    await page.goto('/admin/alerts');
    const auth = new SignInDialog(page);
    await expect(auth.dialog).toBeVisible();
    await auth.signIn(admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
    // The console installs as an app of its own, opening on /admin.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/console.webmanifest');
    const manifest = (await (await page.request.get('/console.webmanifest')).json()) as { start_url: string; scope: string };
    expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin' });
    await expect(page.getByRole('navigation', { name: 'Shop console' }).getByRole('link', { name: 'Alerts' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: PUSH_TOGGLE_LABEL });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await context.clearPermissions();
    await page.evaluate(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await toggle.click();
    await expect(page.getByRole('region', { name: PUSH_TOGGLE_LABEL }).getByRole('alert')).toHaveText(PUSH_DENIED);

    await page.reload();
    await context.grantPermissions(['notifications']);
    await page.getByRole('switch', { name: PUSH_TOGGLE_LABEL }).click();
    await expect(page.getByRole('region', { name: PUSH_TOGGLE_LABEL }).getByRole('alert')).toHaveText(PUSH_SUBSCRIBE_FAILED, {
      timeout: 20_000,
    });
    await expect(page.getByRole('switch', { name: PUSH_TOGGLE_LABEL })).toHaveAttribute('aria-checked', 'false');
  });
});
