import { expect, type Locator, type Page } from '@playwright/test';

/** The checkout steps as a shopper uses them: /checkout → /shipping-method → /payment-method → /checkout/review. */
export interface GuestDetails {
  /** Empty: checkout by phone, the e-mail left out. */
  email: string;
  fullName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
}

export const GUEST: Omit<GuestDetails, 'email'> = {
  fullName: 'Sana Baig',
  phone: '0355-1234567',
  address: 'House 4, Jamaat Khana road, Jutial',
  city: 'Gilgit',
  postalCode: '15100',
};

/** A cart line as the browser keeps it (lib/cart): the price is only a display cache. */
export function cartLine(variantId: number, productId: number, name: string, label: string, price: number, quantity = 1, grams = 0) {
  return { productId, variant: { id: variantId, label }, name, price, quantity, weight: { value: grams, unit: 'grams' } };
}

export class CheckoutPages {
  readonly main: Locator;
  readonly details: Locator;
  readonly summary: Locator;
  readonly total: Locator;
  readonly placeOrder: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.details = page.getByRole('form', { name: 'Delivery details' });
    this.summary = page.getByRole('region', { name: 'Order summary' });
    this.total = this.summary.getByTestId('summary-total');
    this.placeOrder = page.getByRole('button', { name: /^(Place order|Placing your order…)$/ });
  }

  /** From any page, as a shopper goes: the header's cart link, then Proceed to checkout. */
  async proceedThroughCart() {
    await this.page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .click();
    await expect(this.page).toHaveURL(/\/cart$/);
    await this.main.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(this.page).toHaveURL(/\/checkout$/);
  }

  /** Writes the guest cart before the shop reads it (on a page of the shop, then reloads nothing). */
  async setGuestCart(lines: unknown[]) {
    await this.page.goto('/terms');
    await this.page.evaluate((cart) => localStorage.setItem('dryfruits_cart_guest', JSON.stringify(cart)), lines);
  }

  async guestCart(): Promise<unknown[]> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('dryfruits_cart_guest') ?? '[]'));
  }

  field(label: string): Locator {
    return this.details.getByLabel(label, { exact: true });
  }

  /** "Email" for a signed-in shopper, "Email (optional)" for a guest. */
  email(): Locator {
    return this.details.getByRole('textbox', { name: /^Email( \(optional\))?$/ });
  }

  async fillDetails(details: GuestDetails) {
    if (details.email) await this.email().fill(details.email);
    await this.field('Full name').fill(details.fullName);
    await this.field('Phone number').fill(details.phone);
    await this.field('Address').fill(details.address);
    const city = this.details.getByRole('combobox', { name: 'City' });
    await expect(city).toBeEnabled();
    await city.fill(details.city.slice(0, 4));
    await this.details
      .getByRole('option', { name: new RegExp(`^${details.city}`) })
      .first()
      .click();
    await this.field('Postal code').fill(details.postalCode);
  }

  /**
   * "My town is not listed": types the town into the city field, takes that option (the town field
   * then holds what was typed and has focus), then picks the nearest listed city.
   */
  async chooseUnlistedTown(town: string, nearestCity: string) {
    const city = this.details.getByRole('combobox', { name: 'City' });
    await expect(city).toBeEnabled();
    await city.fill(town);
    await expect(this.details.getByRole('option', { name: 'No cities found' })).toBeVisible();
    await this.details.getByRole('option', { name: 'My town is not listed' }).click();
    await expect(this.field('Your town or village')).toHaveValue(town);
    await expect(this.field('Your town or village')).toBeFocused();
    const nearest = this.details.getByRole('combobox', { name: 'Nearest listed city' });
    await nearest.fill(nearestCity.slice(0, 5));
    await this.details
      .getByRole('option', { name: new RegExp(`^${nearestCity}`) })
      .first()
      .click();
    await expect(nearest).toHaveValue(nearestCity);
  }

  async continueToShipping() {
    await this.details.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(this.page).toHaveURL(/\/shipping-method$/);
  }

  async continueToPayment() {
    await expect(this.page.getByRole('radio', { name: /Leopards Courier/ })).toBeChecked();
    await this.page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(this.page).toHaveURL(/\/payment-method$/);
  }

  async continueToReview() {
    await this.page.getByRole('button', { name: 'Review order' }).click();
    await expect(this.page).toHaveURL(/\/checkout\/review$/);
    await expect(this.placeOrder).toBeEnabled();
  }

  /** On the confirmation: the order number shown. */
  async confirmedOrderNumber(): Promise<string> {
    await expect(this.page).toHaveURL(/\/order-confirmation\/GDF-/);
    const number = (await this.page.getByTestId('order-number').textContent())!.trim();
    expect(number).toMatch(/^GDF-\d{4}-[A-Z0-9]{6}$/);
    return number;
  }

  async track(orderNumber: string, phone: string) {
    await this.page.goto('/tracking');
    const form = this.page.getByRole('form', { name: 'Track an order' });
    await form.getByLabel('Order number').fill(orderNumber);
    await form.getByLabel('Phone number').fill(phone);
    await form.getByRole('button', { name: 'Track order' }).click();
  }
}
