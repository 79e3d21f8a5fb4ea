import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

test.describe('header and footer', () => {
  test('the header links home, the shop and contact, shows the cart count and Sign In', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/terms');
    await expect(shell.header.getByRole('link', { name: 'Gilgit Dry Fruits' })).toHaveAttribute('href', '/');
    await expect(shell.mainNav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(shell.mainNav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(shell.mainNav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(shell.cartLink()).toHaveAccessibleName('Cart, 0 items');
    await expect(shell.cartLink()).toHaveAttribute('href', '/cart');
    const signIn = shell.header.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    await expect(shell.menuButton).toBeHidden();
  });

  test('the current page is marked in the navigation', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.mainNav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await shell.mainNav.getByRole('link', { name: 'Home' }).focus();
    await expect(shell.mainNav.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the footer names the business and its place, links four social networks, the terms, and has copyright and credit', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.footer).toContainText('Gilgit Dry Fruits');
    await expect(shell.footer).toContainText('Gilgit, Gilgit-Baltistan');
    for (const [network, host] of [
      ['Facebook', 'facebook.com'],
      ['X', 'x.com'],
      ['Instagram', 'instagram.com'],
      ['LinkedIn', 'linkedin.com'],
    ]) {
      await expect(shell.socialLink(network)).toHaveAttribute('href', new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/`));
    }
    await expect(shell.footer.getByRole('link', { name: 'Terms and Policies' })).toHaveAttribute('href', '/terms');
    await expect(shell.footer).toContainText(`© ${new Date().getFullYear()} Gilgit Dry Fruits`);
    await expect(shell.footer).toContainText('Powered by');
  });

  test('the skip link moves to the main content', async ({ page }) => {
    await page.goto('/terms');
    expect(await page.evaluate(() => document.querySelector('a[href], button')?.textContent)).toBe('Skip to content');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await skip.focus();
    await expect(skip).toBeInViewport();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the payment-issue banner is off by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Payment notice' })).toHaveCount(0);
  });
});

test.describe('page loading', () => {
  test('a spinner shows while the next page loads, and goes when it is there', async ({ page }) => {
    const shell = new ShellPage(page);
    // Held from the start, so the link's prefetch cannot have fetched the page before the click.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact-us\?_rsc=/, async (route) => {
      await held;
      await route.continue();
    });
    // The session check runs once the page has hydrated; before that a click is a full page load.
    const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
    await shell.goto('/terms');
    await hydrated;
    await shell.mainNav.getByRole('link', { name: 'Contact Us' }).click();
    const spinner = page.getByTestId('navigation-spinner');
    await expect(spinner.getByRole('status')).toHaveText('Loading page…');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(spinner).toBeHidden();
  });

  test('the server HTML paints its content at once (no hidden copy waiting for a script)', async ({ request }) => {
    for (const path of ['/', '/shop', '/product/12', '/terms']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('<div hidden id="S:');
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('lists the links, a Cart button with the count and Sign In', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/terms');
    await expect(shell.mainNav).toBeHidden();
    await shell.openMobileMenu();
    await expect(shell.mobileNav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(shell.mobileNav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(shell.mobileNav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    const cartButton = page
      .locator(`#${await shell.menuButton.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Cart, 0 items' });
    await expect(cartButton).toBeVisible();
    await expect(cartButton).toContainText('Cart');
    await expect(cartButton).toContainText('0');
    await expect(page.getByRole('button', { name: 'Sign In' }).last()).toBeVisible();
  });

  test('closes on Escape, on a tap outside it, and on a route change', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.goto('/terms');

    await shell.openMobileMenu();
    await page.keyboard.press('Escape');
    await shell.expectMobileMenuClosed();
    await expect(shell.menuButton).toBeFocused();

    await shell.openMobileMenu();
    // A press on the page below the open panel (on the dimmed backdrop).
    await page.mouse.click(20, 780);
    await shell.expectMobileMenuClosed();
    await expect(page).toHaveURL(/\/terms$/);

    await shell.openMobileMenu();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await shell.expectMobileMenuClosed();
  });

  test('following a link closes it and navigates', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/terms');
    await shell.openMobileMenu();
    await shell.mobileNav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await shell.expectMobileMenuClosed();
  });
});

test.describe('error screens', () => {
  const probe = (message: string) => `/__e2e__/render-error?message=${encodeURIComponent(message)}`;

  test('a render error shows the message with Try Again and Return Home; Try Again brings the page back', async ({ page }) => {
    await page.goto(probe('The walnut basket tipped over'));
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('The walnut basket tipped over')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');

    await page.evaluate(() => window.sessionStorage.setItem('e2e:render-error-recovered', '1'));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('The probe rendered normally.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('an error without a message shows "An unexpected error occurred"; Return Home goes to /', async ({ page }) => {
    await page.goto(probe(''));
    await expect(page.getByText('An unexpected error occurred')).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Pure and Fresh Dry Fruits');
  });

  test('for a chunk that failed to load, Try Again reloads the whole page', async ({ page }) => {
    await page.goto(probe('Loading chunk 4242 failed.'));
    await expect(page.getByText('Loading chunk 4242 failed.')).toBeVisible();
    await page.evaluate(() => {
      (window as { beforeReload?: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test("an unknown address gets the 404 page inside the shop's frame", async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page wandered off the trail');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('route handlers answer unsupported methods with 405', async ({ request }) => {
    const response = await request.post('/version.json');
    expect(response.status()).toBe(405);
  });
});
