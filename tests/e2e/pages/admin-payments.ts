import { expect, type Locator, type Page } from '@playwright/test';

/** The wallet part of the console's order page: attempts, messages to review, "Check status now". */
export class AdminPayments {
  readonly panel: Locator;
  readonly attempts: Locator;
  readonly toReview: Locator;
  readonly checkNow: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Payment', exact: true });
    this.attempts = this.panel.getByRole('list', { name: 'Payment attempts' }).getByRole('listitem');
    this.toReview = this.panel.getByRole('list', { name: 'Payment messages to review' }).getByRole('listitem');
    this.checkNow = this.panel.getByRole('button', { name: 'Check status now' });
  }

  async expectPaymentStatus(label: string) {
    await expect(this.panel.getByTestId('admin-payment-status')).toHaveText(label);
  }
}
