import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';

/** /admin/settings as the owner uses it: one form, saved with one button. */
export class AdminSettingsPage {
  readonly whatsapp: Locator;
  readonly bankFields: Locator[];
  readonly banner: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.whatsapp = page.getByLabel('WhatsApp and phone number');
    this.bankFields = ['Bank and branch', 'Account title', 'Account number', 'IBAN'].map((label) =>
      page.getByLabel(label, { exact: true }),
    );
    this.banner = page.getByRole('checkbox', { name: /Show the red banner/ });
    this.save = page.getByRole('button', { name: 'Save settings' });
  }

  /** Opens the settings from the console's sections. */
  async open() {
    await this.page.getByRole('navigation', { name: 'Shop console' }).getByRole('link', { name: 'Settings' }).click();
    await expect(this.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  }

  async saveAndExpectSaved() {
    await this.save.click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  }

  /** The four bank details as they are in the form. */
  async bankValues(): Promise<string[]> {
    return Promise.all(this.bankFields.map((field) => field.inputValue()));
  }

  async fillBank(values: readonly string[]) {
    for (const [index, field] of this.bankFields.entries()) await field.fill(values[index] ?? '');
  }

  async expectAccessible() {
    await expectNoAxeViolations(this.page);
  }
}
