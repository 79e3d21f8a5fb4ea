import type { Locator, Page } from '@playwright/test';

export const HOME_TITLE = 'Pure and Fresh Dry Fruits';

/** The landing page. */
export class HomePage {
  readonly heading: Locator;
  /** The visible, typed copy of the title (aria-hidden). */
  readonly typedTitle: Locator;
  readonly shopNow: Locator;
  readonly categories: Locator;
  readonly bestSellers: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.typedTitle = this.heading.getByTestId('typed-text');
    this.shopNow = page.getByRole('link', { name: 'Shop Now' });
    this.categories = page.getByRole('region', { name: 'Shop by Category' });
    this.bestSellers = page.getByRole('region', { name: 'Best sellers' });
  }

  async goto() {
    await this.page.goto('/');
  }
}
