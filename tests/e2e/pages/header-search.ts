import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell-page';

/** The header's search box: in the header from the lg breakpoint, in a row under it on a tablet, at the top of the phone menu below md. */
export class HeaderSearch {
  readonly shell: ShellPage;
  readonly box: Locator;
  readonly listbox: Locator;
  readonly options: Locator;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
    this.box = this.shell.header.getByRole('combobox', { name: 'Search products' });
    this.listbox = this.shell.header.getByRole('listbox', { name: 'Search suggestions' });
    this.options = this.listbox.getByRole('option');
  }

  /** Puts the keyboard in the box; on a phone the menu is opened first, from the keyboard too (the box is its first stop). */
  async focus({ phone }: { phone: boolean }) {
    if (phone) {
      await this.shell.menuButton.focus();
      await this.page.keyboard.press('Enter');
      await expect(this.shell.mobileNav).toBeVisible();
      await this.page.keyboard.press('Tab');
    } else {
      await this.box.focus();
    }
    await expect(this.box).toBeFocused();
  }

  /** Types `text` and waits for the suggestions for it. */
  async type(text: string) {
    await this.page.keyboard.type(text);
    await expect(this.box).toHaveAttribute('aria-expanded', 'true');
    await expect(this.options.first()).toBeVisible();
  }

  /** The option aria-activedescendant points at. */
  async activeOption(): Promise<Locator> {
    const id = await this.box.getAttribute('aria-activedescendant');
    expect(id).toBeTruthy();
    return this.page.locator(`[id="${id}"]`);
  }
}
