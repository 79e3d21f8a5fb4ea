import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { SignInDialog } from './sign-in-dialog';

/** The owner console as the owner uses it: /admin, /admin/orders, /admin/orders/{n}, /admin/messages. */
export class AdminConsole {
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Shop console' });
  }

  /** Opens /admin as a guest and signs in through the gate's dialog. */
  async signIn(email: string, password: string) {
    await this.page.goto('/admin');
    const auth = new SignInDialog(this.page);
    await expect(auth.dialog).toBeVisible();
    await auth.signIn(email, password);
    await expect(this.page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  }

  async openOrder(orderNumber: string) {
    await this.nav.getByRole('link', { name: 'Orders' }).click();
    await expect(this.page).toHaveURL(/\/admin\/orders$/);
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
    await this.page.getByRole('button', { name: 'Show orders' }).click();
    const list = this.page.getByRole('list', { name: 'Orders' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await this.expectAccessible();
    await list.getByRole('link', { name: new RegExp(orderNumber) }).click();
    await expect(this.page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  }

  /** Opens /admin/messages from the console's sections (it opens on "To handle"). */
  async openMessages() {
    await this.nav.getByRole('link', { name: 'Messages' }).click();
    await expect(this.page).toHaveURL(/\/admin\/messages$/);
    await expect(this.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  }

  /** One tab of /admin/messages: 'To handle', 'Handled' or 'All'. */
  messageTab(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Messages to show' }).getByRole('link', { name: new RegExp(`^${name} \\d+$`) });
  }

  /** A message of the list, by its sender's name. */
  message(senderName: string): Locator {
    return this.page.getByRole('article', { name: senderName, exact: true });
  }

  /** A section's link in the console's navigation, its badge included in its name ("Orders, 3 waiting"). */
  section(name: string): Locator {
    return this.nav.getByRole('link', { name: new RegExp(`^${name}(, \\d+ \\w+)?$`) });
  }

  /** What a section's badge counts (0 without a badge), read from its name ("Orders, 3 waiting"). */
  async badgeCount(name: string): Promise<number> {
    return Number(/, (\d+) /.exec((await this.section(name).textContent()) ?? '')?.[1] ?? 0);
  }

  /** One of the home's numbers (/admin), by its label ("New orders today"): the number alone. */
  todayNumber(label: string): Locator {
    return this.page
      .getByRole('link', { name: new RegExp(`^\\d+\\s*${label}$`) })
      .locator('span')
      .first();
  }

  /** The order's row in the list of /admin/orders. */
  orderRow(orderNumber: string): Locator {
    return this.page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: new RegExp(orderNumber) });
  }

  status(): Locator {
    return this.page.getByTestId('admin-order-status');
  }

  action(name: string): Locator {
    return this.page.getByRole('region', { name: 'Next step' }).getByRole('button', { name, exact: true });
  }

  notice(): Locator {
    return this.page.getByRole('status').filter({ hasText: /\.$/ });
  }

  async expectAccessible() {
    await expectNoAxeViolations(this.page);
  }
}
