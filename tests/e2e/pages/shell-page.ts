import { expect, type Locator, type Page } from '@playwright/test';

/** The storefront's page shell: header, mobile menu, footer. */
export class ShellPage {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly footer: Locator;
  readonly menuButton: Locator;
  readonly mobileNav: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.footer = page.getByRole('contentinfo');
    this.menuButton = this.header.getByRole('button', { name: /menu/i });
    this.mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  }

  async goto(path = '/') {
    await this.page.goto(path);
  }

  cartLink() {
    return this.header.getByRole('link', { name: /^Cart, \d+ items?$/ }).first();
  }

  socialLink(network: string) {
    return this.footer.getByRole('link', { name: `Gilgit Dry Fruits on ${network}` });
  }

  async openMobileMenu() {
    await this.menuButton.click();
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(this.mobileNav).toBeVisible();
  }

  async expectMobileMenuClosed() {
    await expect(this.mobileNav).toBeHidden();
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'false');
  }
}
