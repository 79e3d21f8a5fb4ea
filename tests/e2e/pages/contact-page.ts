import type { Locator, Page } from '@playwright/test';

/** /contact-us: the shop's contact points and the form. */
export class ContactPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly message: Locator;
  readonly send: Locator;
  readonly whatsapp: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.phone = page.getByLabel('Phone (optional)');
    this.message = page.getByLabel('Message', { exact: true });
    this.send = page.getByRole('button', { name: 'Send message' });
    this.whatsapp = page.getByTestId('whatsapp-link');
  }

  async goto() {
    await this.page.goto('/contact-us');
  }
}
