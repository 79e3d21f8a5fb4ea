import type { Locator, Page } from '@playwright/test';

/**
 * A listing page (/shop, /best-sellers, /northern-area, /international). Pages with a query string
 * are rendered on request and streamed: for a moment React keeps a hidden copy of the streamed
 * content beside the shown one, so everything here is looked up in the visible <main>.
 */
export class CatalogPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly cards: Locator;
  /** The cards' product names, in order. */
  readonly cardNames: Locator;
  readonly count: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly sort: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main').filter({ visible: true });
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.cards = this.main.getByTestId('product-card');
    this.cardNames = this.cards.getByRole('heading');
    this.count = this.main.getByTestId('listing-count');
    this.search = this.main.getByRole('searchbox', { name: 'Search products' });
    this.searchButton = this.main.getByRole('button', { name: 'Search', exact: true });
    this.sort = this.main.getByRole('combobox', { name: 'Sort by' });
    this.pagination = this.main.getByRole('navigation', { name: 'Pagination' });
  }

  async goto(path = '/shop') {
    await this.page.goto(path);
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  categoryLink(name: string): Locator {
    return this.main.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name });
  }

  async names(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  async prices(): Promise<string[]> {
    return this.cards.getByTestId('card-price').allTextContents();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await this.searchButton.click();
  }
}
