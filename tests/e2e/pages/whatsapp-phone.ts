import { expect, type Locator, type Page } from '@playwright/test';
import { SANDBOXES_URL } from './sandboxes';

/** The Cloud API sandbox's phone page for one number (SANDBOXES_URL/whatsapp/phones/{digits}), as a tester uses it. */
export class WhatsAppPhone {
  readonly url: string;

  constructor(
    readonly page: Page,
    /** The shopper's number as the checkout takes it (0341-1234567). */
    phone: string,
  ) {
    this.url = `${SANDBOXES_URL}/whatsapp/phones/92${phone.replace(/\D/g, '').slice(1)}`;
  }

  /** The business's message that names the order. */
  messageAbout(orderNumber: string): Locator {
    return this.page.locator('.bubble.business', { hasText: orderNumber }).first();
  }

  /** Opens the page, reloading until the order's template is in the chat (within `timeout` ms). */
  async waitForTemplate(orderNumber: string, timeout: number): Promise<Locator> {
    await expect(async () => {
      await this.page.goto(this.url);
      await expect(this.messageAbout(orderNumber)).toBeVisible({ timeout: 500 });
    }).toPass({ timeout });
    return this.messageAbout(orderNumber);
  }

  /** Taps a quick-reply button of the order's template; the page then says what the shop's webhook answered. */
  async tap(orderNumber: string, label: string) {
    await this.messageAbout(orderNumber).getByRole('button', { name: label }).click();
    await expect(this.page.getByRole('status')).toHaveText("The shop's webhook answered 200.");
  }
}
