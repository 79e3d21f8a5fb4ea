import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/product-page';
import { restDelete, restSelect } from './pages/shop-backend';

test('a product page shows the approved reviews written about it, and no others', async ({ page }) => {
  const product = new ProductPage(page);
  await product.goto(12);
  const reviews = page.getByRole('region', { name: 'What shoppers say' });
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await expect(reviews).toContainText('The chilgoza was properly roasted');
  await expect(reviews).toContainText('Muhammad Usman');
  await expect(reviews.getByRole('img', { name: /^Rated 5(\.0)? out of 5$/ })).toBeVisible();

  await product.goto(2);
  await expect(product.heading).toBeVisible();
  await expect(page.getByRole('region', { name: 'What shoppers say' })).toHaveCount(0);
});

test('a sold-out weight offers "notify me when it is back", stored for the owner', async ({ page }) => {
  const email = `back-in-stock-${Date.now()}@example.pk`;
  const product = new ProductPage(page);
  await product.goto(12);
  await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
  await product.chooseWeight('1 kg');
  const form = page.getByRole('form', { name: /1 kg is sold out/ });
  const contact = form.getByLabel('E-mail or WhatsApp number');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(contact).toHaveAccessibleDescription('Enter your e-mail address or WhatsApp number');
  await contact.fill('not a contact');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(contact).toHaveAccessibleDescription(/Pakistani mobile number/);

  await contact.fill(` ${email.toUpperCase()} `);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will let you know' })).toBeVisible();
  const stored = await restSelect<{ variant_id: number; channel: string; contact: string }>(
    page.request,
    'stock_alerts',
    `contact=eq.${encodeURIComponent(email)}&select=variant_id,channel,contact`,
  );
  expect(stored).toEqual([{ variant_id: 123, channel: 'email', contact: email }]);
  await restDelete(page.request, 'stock_alerts', `contact=eq.${encodeURIComponent(email)}`);
});

test('the API refuses an alert for a weight in stock and a contact in the wrong shape, and stores nothing', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  const inStock = await page.request.post('/api/stock-alerts', { data: { variantId: 121, contact: '0355-1234567' }, headers });
  expect(inStock.status()).toBe(409);
  const badContact = await page.request.post('/api/stock-alerts', { data: { variantId: 123, contact: 'hello' }, headers });
  expect(badContact.status()).toBe(400);
  expect(await restSelect(page.request, 'stock_alerts', 'contact=eq.%2B923551234567&select=id')).toEqual([]);
});
