import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/accessibility';
import { createShopper } from './pages/accounts';
import { ProductFeedPage } from './pages/product-feed-page';
import { SignInDialog } from './pages/sign-in-dialog';

test.describe('product feed', () => {
  test('an admin generates the feed on a phone, with the keyboard, and the feed URL then serves it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = await createShopper({ admin: true });
    await page.goto('/admin/product-feed');
    const auth = new SignInDialog(page);
    await auth.signIn(admin.email, admin.password);
    const feed = new ProductFeedPage(page);
    await expect(feed.heading).toBeVisible();
    const googleUrl = await feed.feedAddress('Google Merchant Center').textContent();
    expect(googleUrl).toMatch(/^http:\/\/localhost:\d+\/feeds\/google-merchant\.xml$/);
    await expect(feed.feedAddress('Meta Commerce Manager')).toHaveText(/\/feeds\/meta-catalog\.csv$/);
    const runsBefore = await feed.runs.getByRole('listitem').count();

    await feed.generateWithKeyboard();
    await expect(page.getByRole('status').filter({ hasText: /^Feed generated: \d+ items from \d+ products, \d+ warnings?\./ })).toBeVisible(
      { timeout: 20_000 },
    );
    await expect(feed.runs.getByRole('listitem')).toHaveCount(runsBefore + 1);
    await expect(feed.runs.getByRole('listitem').first()).toContainText(admin.email);
    await expect(page.getByRole('heading', { name: 'Warnings of the latest run' })).toBeVisible();
    await expect(page.getByText('Out of stock (', { exact: false })).toBeVisible();
    await expect(feed.preview.getByRole('cell', { name: 'GDA-250G' })).toBeVisible();
    await expect(feed.generateButton).toBeEnabled();

    // Nothing on the page is wider than the phone's screen, and axe finds no WCAG A/AA problem.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    const served = await page.request.get(new URL(googleUrl!).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await served.text();
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain('<g:id>GDA-250G</g:id>');
    const csv = await page.request.get('/feeds/meta-catalog.csv');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand,item_group_id',
    );
  });

  test('a double tap on Generate runs the feed once', async ({ page }) => {
    const admin = await createShopper({ admin: true });
    await page.goto('/admin/product-feed');
    await new SignInDialog(page).signIn(admin.email, admin.password);
    const feed = new ProductFeedPage(page);
    await expect(feed.generateButton).toBeEnabled();
    const runsBefore = await feed.runs.getByRole('listitem').count();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/product-feed')) posts += 1;
    });
    await feed.generateButton.dblclick();
    await expect(page.getByRole('status').filter({ hasText: /^Feed generated/ })).toBeVisible({ timeout: 20_000 });
    await expect(feed.runs.getByRole('listitem')).toHaveCount(runsBefore + 1);
    expect(posts).toBe(1);
  });
});
