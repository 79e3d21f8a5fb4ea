import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/coupons and /admin/shipping as the owner uses them. */
export class AdminCouponsAndShipping {
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Shop console' });
  }

  async openCoupons() {
    await this.nav.getByRole('link', { name: 'Coupons' }).click();
    await expect(this.page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  }

  async openShipping() {
    await this.nav.getByRole('link', { name: 'Shipping' }).click();
    await expect(this.page.getByRole('heading', { name: 'Shipping', level: 1 })).toBeVisible();
  }

  coupon(code: string): Locator {
    return this.page.getByRole('article', { name: `Coupon ${code}` });
  }

  /** Fills and submits the new-coupon form with a percentage coupon. */
  async createPercentageCoupon(code: string, { percentage, cap, minimum }: { percentage: string; cap: string; minimum: string }) {
    await this.page.getByRole('button', { name: 'New coupon' }).click();
    const form = this.page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Percentage off').fill(percentage);
    await form.getByLabel('Largest discount (Rs.)').fill(cap);
    await form.getByLabel('Minimum subtotal (Rs.)').fill(minimum);
    await form.getByRole('button', { name: 'Create coupon' }).click();
  }

  /** The fee field of one weight band (1-based) of a method in a zone, e.g. ('PostEx', 'Regional (Gilgit-Baltistan)', 1). */
  bandFee(method: string, zone: string, band: number): Locator {
    return this.page.getByRole('textbox', { name: `${method}, ${zone}: band ${band} fee` });
  }

  async openBands(method: string) {
    const card = this.page.getByRole('article', { name: method, exact: true });
    await card.getByText('Weight bands and fees').click();
  }

  /** Where a method's fee comes from ("The weight bands below" or "<courier>’s tariff…"), saved at once. */
  async setFeeFrom(method: string, choice: string) {
    const form = this.page.getByRole('form', { name: `${method} settings` });
    await form.getByLabel('Fee from').selectOption({ label: choice });
    await form.getByRole('button', { name: `Save ${method}` }).click();
    await expect(this.notice(`${method} saved`)).toBeVisible();
  }

  /** The fee field of one band (1-based) of a courier's tariff in a zone, e.g. ('PostEx', 'Regional (Gilgit-Baltistan)', 1). */
  tariffFee(courier: string, zone: string, band: number): Locator {
    return this.page.getByRole('textbox', { name: `${courier} tariff, ${zone}: band ${band} fee` });
  }

  async saveTariff(courier: string, zone: string) {
    await this.page.getByRole('button', { name: `Save tariff for ${courier}, ${zone}` }).click();
    await expect(this.notice(`${courier}: ${zone} tariff saved.`)).toBeVisible();
  }

  async saveRates(method: string, zone: string) {
    await this.page.getByRole('button', { name: `Save rates for ${method}, ${zone}` }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `${method}: ${zone} rates saved.` })).toBeVisible();
  }

  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
