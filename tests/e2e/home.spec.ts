import { expect, test } from '@playwright/test';

test('the home page shows the shop\'s title', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pure and Fresh Dry Fruits');
});
