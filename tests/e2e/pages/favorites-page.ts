import type { Locator, Page } from '@playwright/test';

/** The favourites page, /favorites, and the favourites' notice at the bottom of every page. */
export class FavoritesPage {
  readonly main: Locator;
  readonly items: Locator;
  readonly empty: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.items = this.main.getByTestId('favorite-item');
    this.empty = this.main.getByTestId('favorites-empty');
    this.notice = page.getByTestId('favorites-notice');
  }

  async goto() {
    await this.page.goto('/favorites');
  }

  item(name: string): Locator {
    return this.main.getByRole('listitem', { name, exact: true });
  }

  headerLink(): Locator {
    return this.page
      .getByRole('banner')
      .getByRole('link', { name: /^Favourites, \d+ products?$/ })
      .first();
  }

  async stored(key = 'dryfruits_favorites'): Promise<number[] | null> {
    return this.page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
  }
}
