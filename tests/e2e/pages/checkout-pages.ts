import { expect, type Locator, type Page } from '@playwright/test';

/** The checkout steps as a shopper uses them: /checkout → /shipping-method → /payment-method → /checkout/review. */
export interface GuestDetails {
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
export function cartLine(variantId: number, productId: number, name: string, label: string, price: number, quantity = 1) {
  return { productId, variant: { id: variantId, label }, name, price, quantity, weight: { value: 0, unit: 'grams' } };
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

  async fillDetails(details: GuestDetails) {
    await this.field('Email').fill(details.email);
    await this.field('Full name').fill(details.fullName);
    await this.field('Phone number').fill(details.phone);
    await this.field('Address').fill(details.address);
    const city = this.details.getByRole('combobox', { name: 'City' });
    await expect(city).toBeEnabled();
    await city.fill(details.city.slice(0, 4));
    await this.details.getByRole('option', { name: new RegExp(`^${details.city}`) }).first().click();
    await this.field('Postal code').fill(details.postalCode);
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
