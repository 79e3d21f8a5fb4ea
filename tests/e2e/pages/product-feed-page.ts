import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

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

  /** axe-core's violations of WCAG 2.x A and AA on the page as it is now. */
  async accessibilityViolations(): Promise<Array<{ id: string; nodes: number }>> {
    await this.page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    return this.page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length }));
    });
  }
}
