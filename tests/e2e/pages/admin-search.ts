import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/search as the team uses it: the words shoppers use, and the searches that found nothing. */
export class AdminSearch {
  readonly form: Locator;
  readonly words: Locator;
  readonly misses: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Add a word' });
    this.words = page.getByRole('list', { name: 'Words by meaning' });
    this.misses = page.getByRole('list', { name: 'Searches that found nothing' });
  }

  async open() {
    await this.page.getByRole('navigation', { name: 'Shop console' }).getByRole('link', { name: 'Search' }).click();
    await expect(this.page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  }

  miss(query: string): Locator {
    return this.misses.getByRole('listitem').filter({ hasText: query });
  }

  /** The words listed under one meaning. */
  wordsFor(means: string): Locator {
    return this.words.getByRole('list', { name: `Words for ${means}` });
  }

  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
