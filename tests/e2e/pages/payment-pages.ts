import { expect, type Locator, type Page } from '@playwright/test';
import { newEmail } from './accounts';
import { expectNoAxeViolations } from './accessibility';
import { CheckoutPages, GUEST, cartLine } from './checkout-pages';
import { SANDBOXES_URL } from './sandboxes';

type Wallet = 'JazzCash' | 'Easypaisa';
type Choice = 'Pay' | 'Fail' | 'Cancel' | 'Leave pending' | 'Pay and close the tab (the shop learns it from the IPN)';

/** A guest paying a wallet order through the wallet sandbox, and the result page after it. */
export class PaymentPages {
  readonly checkout: CheckoutPages;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.checkout = new CheckoutPages(page);
    this.result = page.getByTestId('transaction-result');
  }

  /** Cart → details → shipping → the wallet (labelled as the sandbox) → review → place; returns the order number. */
  /**
   * Places a guest's wallet order. `viaCataloguePage`: the checkout is reached by client-side
   * navigation from /terms, so the document keeps the catalogue pages' policy (no wallet host).
   */
  async placeWalletOrder(wallet: Wallet, { viaCataloguePage = false } = {}): Promise<string> {
    await this.checkout.setGuestCart([cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 1)]);
    if (viaCataloguePage) {
      await this.page.reload();
      await this.page.evaluate(() => Object.assign(window, { openedOnCataloguePage: true }));
      await this.page.getByRole('banner').getByRole('link', { name: /cart/i }).first().click();
      await this.page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect(this.page).toHaveURL(/\/checkout$/);
    } else {
      await this.page.goto('/checkout');
    }
    await this.checkout.fillDetails({ ...GUEST, email: newEmail('wallet') });
    await this.checkout.continueToShipping();
    await this.checkout.continueToPayment();
    const radio = this.page.getByRole('radio', { name: new RegExp(wallet) });
    await expect(radio.locator('xpath=..')).toContainText('Sandbox: no real money');
    await radio.check();
    await this.checkout.continueToReview();
    await this.checkout.placeOrder.click();
    return this.checkout.confirmedOrderNumber();
  }

  /** Presses the shop's pay button and lands on the sandbox's hosted page, showing the amount. */
  async openPaymentPage(button: RegExp, amount = 'Rs. 1,400') {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.page).toHaveURL(new RegExp(`^${SANDBOXES_URL}/payments/`));
    await expect(this.page.getByText('Sandbox: no money moves')).toBeVisible();
    await expect(this.page.getByRole('main')).toContainText(amount);
  }

  async choose(choice: Choice) {
    await this.page.getByRole('button', { name: choice, exact: true }).click();
  }

  async expectResult(state: 'paid' | 'failed' | 'pending', heading: string) {
    await expect(this.page).toHaveURL(/\/transaction-result\?ref=T\d{14}[0-9A-F]{5}$/);
    await expect(this.result).toHaveAttribute('data-state', state);
    await expect(this.result.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(this.page);
  }

  reference(): string {
    return new URL(this.page.url()).searchParams.get('ref')!;
  }
}
