import type { Locator, Page } from '@playwright/test';

/** A product page, /product/{id}. */
export class ProductPage {
  readonly heading: Locator;
  readonly price: Locator;
  readonly pricePerKg: Locator;
  readonly stock: Locator;
  readonly quantity: Locator;
  readonly addToCart: Locator;
  readonly favourite: Locator;
  readonly breadcrumb: Locator;
  readonly related: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    // Scoped to <main>: while a streamed page is being swapped in, a hidden copy of it can exist.
    const main = page.getByRole('main');
    this.price = main.getByTestId('product-price');
    this.pricePerKg = main.getByTestId('product-price-per-kg');
    this.stock = main.getByTestId('variant-stock');
    this.quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    this.addToCart = page
      .getByRole('main')
      .getByRole('button', { name: /^(Add to cart|Added to cart|Out of stock)/ })
      .first();
    this.favourite = page
      .getByRole('main')
      .getByRole('button')
      .filter({ hasText: /favourites/ });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.related = page.getByRole('list', { name: 'Related products' });
  }

  async goto(id: number | string) {
    return this.page.goto(`/product/${id}`);
  }

  weight(label: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${label}\\b`) });
  }

  /** Picks a weight the way a shopper does: by clicking its card (the radio itself is visually hidden). */
  async chooseWeight(label: string) {
    await this.page
      .locator('label')
      .filter({ has: this.weight(label) })
      .click();
  }
}
