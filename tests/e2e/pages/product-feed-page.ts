import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/product-feed: the Generate button, its messages, the feed addresses and the latest runs. */
export class ProductFeedPage {
  readonly heading: Locator;
  readonly generateButton: Locator;
  readonly runs: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Product feed' });
    this.generateButton = page.getByRole('button', { name: 'Generate feed' });
    this.runs = page.getByRole('list', { name: 'Recent runs' });
    this.preview = page.getByRole('region', { name: 'Feed preview' });
  }

  feedAddress(name: 'Google Merchant Center' | 'Meta Commerce Manager'): Locator {
    return this.page.getByRole('region', { name: 'Feed addresses' }).getByText(name, { exact: true }).locator('xpath=..').getByRole('link');
  }

  /** Presses Tab until the Generate button has the focus (keyboard only), then Enter. */
  async generateWithKeyboard(): Promise<void> {
    await expect(this.generateButton).toBeEnabled();
    await this.page.locator('body').focus();
    for (let i = 0; i < 60; i++) {
      await this.page.keyboard.press('Tab');
      if (await this.generateButton.evaluate((button) => button === document.activeElement)) {
        await this.page.keyboard.press('Enter');
        return;
      }
    }
    throw new Error('the Generate button cannot be reached with Tab');
  }
}
