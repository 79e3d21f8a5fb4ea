import type { Locator, Page } from '@playwright/test';

/** The cart page, /cart. Lines are named "<product>, <weight>". */
export class CartPage {
  readonly main: Locator;
  readonly lines: Locator;
  readonly subtotal: Locator;
  readonly weight: Locator;
  readonly empty: Locator;
  readonly clear: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.lines = this.main.getByTestId('cart-line');
    this.subtotal = this.main.getByTestId('cart-subtotal');
    this.weight = this.main.getByTestId('cart-weight');
    this.empty = this.main.getByTestId('cart-empty');
    this.clear = this.main.getByRole('button', { name: 'Clear cart' });
  }

  async goto() {
    await this.page.goto('/cart');
  }

  line(name: string): Locator {
    return this.main.getByRole('listitem', { name, exact: true });
  }

  quantity(name: string): Locator {
    return this.line(name).getByTestId('line-quantity');
  }

  increase(name: string): Locator {
    return this.main.getByRole('button', { name: `Increase quantity of ${name}`, exact: true });
  }

  decrease(name: string): Locator {
    return this.main.getByRole('button', { name: `Decrease quantity of ${name}`, exact: true });
  }

  remove(name: string): Locator {
    return this.main.getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  /** "Proceed to checkout": a link when allowed, a disabled button when not. */
  checkoutLink(): Locator {
    return this.main.getByRole('link', { name: 'Proceed to checkout' });
  }

  checkoutButton(): Locator {
    return this.main.getByRole('button', { name: 'Proceed to checkout' });
  }

  /** Writes a cart into this browser's storage, as a previous visit (or a tamperer) would have left it. */
  async seed(items: unknown[], key = 'dryfruits_cart_guest') {
    await this.page.evaluate(([k, value]) => localStorage.setItem(k as string, JSON.stringify(value)), [key, items] as const);
  }

  async stored(
    key = 'dryfruits_cart_guest',
  ): Promise<Array<{ productId: number; variant: { id: number }; price: number; quantity: number }> | null> {
    return this.page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
  }
}
