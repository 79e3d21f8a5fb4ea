import { expect, type Locator, type Page } from '@playwright/test';

/** The sales part of the console's home (/admin): tiles, the two charts, the table per day, best sellers. */
export class AdminDashboard {
  readonly section: Locator;
  readonly revenueChart: Locator;
  readonly ordersChart: Locator;
  readonly legend: Locator;
  readonly tableToggle: Locator;
  readonly table: Locator;
  readonly bestSellers: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: /^Sales, last \d+ days$/ });
    this.revenueChart = this.section.getByRole('img', { name: /^Revenue per day / });
    this.ordersChart = this.section.getByRole('img', { name: /^Orders per day / });
    this.legend = this.section.getByRole('list', { name: 'Payment methods' });
    this.tableToggle = this.section.getByText('Sales per day as a table');
    this.table = this.section.getByRole('table');
    this.bestSellers = this.section.getByRole('region', { name: 'Best sellers' }).getByRole('listitem');
  }

  /** A tile's number, by its label ("Sales", "Average order", "Cash on delivery", "Cancelled"). */
  tile(label: string): Locator {
    return this.section
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .first();
  }

  /** The table's row of one day, by its short label ("25 Nov"). */
  dayRow(label: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  async openTable() {
    await this.tableToggle.click();
    await expect(this.table).toBeVisible();
  }
}
