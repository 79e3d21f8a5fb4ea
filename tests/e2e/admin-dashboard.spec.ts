import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { AdminDashboard } from './pages/admin-dashboard';
import { placeGuestOrder } from './support/guest-orders';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today in Pakistan as the table labels it ("25 Nov"). */
function todayLabel(): string {
  const [, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date()).split('-').map(Number);
  return `${day} ${SHORT_MONTHS[month! - 1]}`;
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('the sales dashboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 90_000 });

  test("the owner sees today's order in the charts, the numbers and the table, all within the screen", async ({ page, request }) => {
    await placeGuestOrder(request, { keyPrefix: 'e2e-dashboard' });

    const owner = await createShopper({ admin: true });
    await new AdminConsole(page).signIn(owner.email, owner.password);
    const dashboard = new AdminDashboard(page);
    await expect(dashboard.section).toBeVisible();
    await expect(dashboard.revenueChart).toHaveAccessibleName(/Rs\. [\d,]+ in all/);
    await expect(dashboard.ordersChart).toHaveAccessibleName(/\d+ orders? in all/);
    await expect(dashboard.legend).toContainText('Cash on delivery');
    for (const chart of [dashboard.revenueChart, dashboard.ordersChart]) {
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(dashboard.tile('Sales')).toHaveText(/^Rs\. [1-9][\d,]*$/);
    await expect(dashboard.tile('Average order')).toHaveText(/^Rs\. [1-9][\d,]*$/);
    await expect(dashboard.tile('Cash on delivery')).toHaveText(/^[1-9][\d.]*%$/);
    await expect(dashboard.tile('Cancelled')).toHaveText(/^\d[\d.]*%$/);
    await expect(dashboard.bestSellers.first()).toContainText(/sold/);

    await dashboard.openTable();
    const today = dashboard.dayRow(todayLabel());
    await expect(today.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/);
    // The tile is the sum of the table's revenue column.
    const revenues = await dashboard.table.locator('tbody tr td:nth-of-type(2)').allTextContents();
    expect(revenues).toHaveLength(30);
    expect(revenues.reduce((sum, text) => sum + rupees(text), 0)).toBe(rupees((await dashboard.tile('Sales').textContent())!));

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await new AdminConsole(page).expectAccessible();
  });
});
