import { expect, test } from '@playwright/test';
import { createShopper, newEmail } from './pages/accounts';
import { expectNoAxeViolations } from './pages/accessibility';
import { AdminConsole } from './pages/admin-console';
import { AdminCouponsAndShipping } from './pages/admin-coupons-shipping';
import { CheckoutPages, GUEST, cartLine } from './pages/checkout-pages';
import { restUpdate } from './pages/shop-backend';

// PostEx to the regional zone is a fee no other spec expects; the test puts it back either way.
const POSTEX_REGIONAL_500G_FEE = 240;
// PostEx's own tariff to the regional zone up to 500 g (the seed's rate card).
const POSTEX_TARIFF_REGIONAL_500G_FEE = 210;

test.describe('coupons and shipping in the console, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test('the owner creates a coupon and a shopper gets its capped discount at checkout; paused, it is refused', async ({
    page,
    browser,
  }) => {
    const owner = await createShopper({ admin: true });
    await new AdminConsole(page).signIn(owner.email, owner.password);
    const admin = new AdminCouponsAndShipping(page);
    await admin.openCoupons();
    await expect(admin.coupon('GILGIT10')).toContainText('10% off, at most Rs. 1,000 on Rs. 2,000 or more');
    await expect(admin.coupon('EID2025')).toContainText('Expired');

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await admin.createPercentageCoupon(code.toLowerCase(), { percentage: '15', cap: '200', minimum: '1000' });
    await expect(admin.notice(`Coupon ${code} created.`)).toBeVisible();
    await expect(admin.coupon(code)).toContainText('Active');
    await expect(admin.coupon(code)).toContainText('15% off, at most Rs. 200 on Rs. 1,000 or more');
    await expectNoAxeViolations(page);

    const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const shopperPage = await shopperContext.newPage();
    const checkout = new CheckoutPages(shopperPage);
    await checkout.setGuestCart([cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 2)]);
    await shopperPage.goto('/checkout');
    await checkout.summary.getByLabel('Coupon code').fill(code.toLowerCase());
    await checkout.summary.getByRole('button', { name: 'Apply' }).click();
    // 15 % of Rs. 2,500 is Rs. 375, capped at Rs. 200.
    await expect(checkout.summary.getByTestId('summary-discount')).toHaveText('-Rs. 200');
    await checkout.summary.getByRole('button', { name: 'Remove coupon' }).click();

    await admin.coupon(code).getByRole('button', { name: 'Pause' }).click();
    await expect(admin.notice(`Coupon ${code} paused`)).toBeVisible();
    await expect(admin.coupon(code)).toContainText('Paused');

    await checkout.summary.getByLabel('Coupon code').fill(code);
    await checkout.summary.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.summary.getByRole('alert')).toHaveText('This coupon code is not valid.');
    await shopperContext.close();
  });

  test('the owner changes a weight band’s fee; the preview and the next checkout quote use it', async ({ page, browser }) => {
    const owner = await createShopper({ admin: true });
    await new AdminConsole(page).signIn(owner.email, owner.password);
    const admin = new AdminCouponsAndShipping(page);
    const zone = 'Regional (Gilgit-Baltistan)';
    try {
      await admin.openShipping();
      await admin.openBands('PostEx');
      await expect(admin.bandFee('PostEx', zone, 1)).toHaveValue(String(POSTEX_REGIONAL_500G_FEE));
      await admin.bandFee('PostEx', zone, 1).fill('275');
      await admin.saveRates('PostEx', zone);
      await expectNoAxeViolations(page);

      const preview = page.getByRole('form', { name: 'Quote preview' });
      await preview.getByLabel('City').selectOption({ label: 'Karimabad (Gilgit-Baltistan)' });
      await preview.getByLabel('Weight (g)').fill('500');
      await preview.getByRole('button', { name: 'Show fees' }).click();
      const fees = page.getByRole('list', { name: 'Fees by shipping method' });
      await expect(fees.getByRole('listitem').filter({ hasText: 'PostEx' })).toContainText('Rs. 275');
      await expect(fees.getByRole('listitem').filter({ hasText: 'PostEx' })).toContainText('cash on delivery possible');

      const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const shopperPage = await shopperContext.newPage();
      const checkout = new CheckoutPages(shopperPage);
      await checkout.setGuestCart([cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 1)]);
      await shopperPage.goto('/checkout');
      await checkout.fillDetails({ ...GUEST, city: 'Karimabad', email: newEmail('guest') });
      await checkout.continueToShipping();
      await expect(shopperPage.getByRole('radio', { name: /PostEx/ }).locator('xpath=ancestor::label')).toContainText('Rs. 275');
      await shopperContext.close();

      await admin.bandFee('PostEx', zone, 1).fill(String(POSTEX_REGIONAL_500G_FEE));
      await admin.saveRates('PostEx', zone);
    } finally {
      await restUpdate(page.request, 'shipping_rates', 'shipping_method_id=eq.postex&zone=eq.regional&max_weight_grams=eq.500', {
        fee: POSTEX_REGIONAL_500G_FEE,
      });
    }
  });

  test('the owner prices PostEx by its tariff; the preview charges a bulky parcel by volume and checkout uses the tariff', async ({
    page,
    browser,
  }) => {
    const owner = await createShopper({ admin: true });
    await new AdminConsole(page).signIn(owner.email, owner.password);
    const admin = new AdminCouponsAndShipping(page);
    const zone = 'Regional (Gilgit-Baltistan)';
    try {
      await admin.openShipping();
      await admin.setFeeFrom('PostEx', 'PostEx’s tariff (by chargeable weight)');
      await expect(page.getByRole('article', { name: 'PostEx tariff' })).toContainText('Prices PostEx at checkout.');
      await expect(admin.tariffFee('PostEx', zone, 1)).toHaveValue(String(POSTEX_TARIFF_REGIONAL_500G_FEE));
      await admin.tariffFee('PostEx', zone, 1).fill('215');
      await admin.saveTariff('PostEx', zone);
      await expectNoAxeViolations(page);

      // 500 g in a 9,000 cm³ box weighs 1.8 kg by volume: the tariff's band up to 3 kg.
      const preview = page.getByRole('form', { name: 'Quote preview' });
      await preview.getByLabel('City').selectOption({ label: 'Karimabad (Gilgit-Baltistan)' });
      await preview.getByLabel('Weight (g)').fill('500');
      await preview.getByLabel('Size (cm³)').fill('9000');
      await preview.getByRole('button', { name: 'Show fees' }).click();
      const postex = page.getByRole('list', { name: 'Fees by shipping method' }).getByRole('listitem').filter({ hasText: 'PostEx' });
      await expect(postex).toContainText('Rs. 400');
      await expect(postex).toContainText('courier tariff, charged as 1.8 kg');

      // A 500 g pouch of apricots (1,650 cm³) pays by its weight: the tariff's 500 g band.
      const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const shopperPage = await shopperContext.newPage();
      const checkout = new CheckoutPages(shopperPage);
      await checkout.setGuestCart([cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 1)]);
      await shopperPage.goto('/checkout');
      await checkout.fillDetails({ ...GUEST, city: 'Karimabad', email: newEmail('guest') });
      await checkout.continueToShipping();
      await expect(shopperPage.getByRole('radio', { name: /PostEx/ }).locator('xpath=ancestor::label')).toContainText('Rs. 215');
      await shopperContext.close();

      await admin.setFeeFrom('PostEx', 'The weight bands below');
    } finally {
      await restUpdate(page.request, 'shipping_methods', 'id=eq.postex', { fee_from: 'rates' });
      await restUpdate(page.request, 'courier_tariff_rates', 'courier=eq.postex&zone=eq.regional&max_weight_grams=eq.500', {
        fee: POSTEX_TARIFF_REGIONAL_500G_FEE,
      });
    }
  });
});
