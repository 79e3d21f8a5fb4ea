import { expect, type APIRequestContext, test } from '@playwright/test';
import { decodeLabelBarcodes, readPdfText } from '../support/pdf-barcodes';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { SANDBOXES_URL } from './pages/sandboxes';
import { placeGuestOrder } from './support/guest-orders';

const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-US')}`;
const SHOP_ORIGIN = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin;

/** A console call with the signed-in owner's cookies, as the order page makes it. */
async function consolePost(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { headers: { origin: SHOP_ORIGIN, 'sec-fetch-site': 'same-origin' }, data });
  expect(response.status(), await response.text()).toBe(200);
}

/** The Leopards sandbox's tester: the parcel reaches a status (days ago), or the courier pays for it. */
async function leopards(
  request: APIRequestContext,
  trackingNumber: string,
  action: 'advance' | 'settle',
  data: Record<string, unknown> = {},
) {
  const response = await request.post(`${SANDBOXES_URL}/leopards/sandbox/parcels/${trackingNumber}/${action}`, { data });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('couriers on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 180_000 });

  test('three packed orders booked in one batch, printed, followed by the courier, and paid for', async ({ page }) => {
    // Three cash-on-delivery orders from phones of their own, found together by the digits they share.
    const digits = String(Math.floor(1000 + Math.random() * 9000));
    const orders = [];
    for (const last of ['0', '1', '2']) orders.push(await placeGuestOrder(page.request, { phone: `0355-71${digits}${last}` }));
    const owner = await createShopper({ admin: true });
    const ownerConsole = new AdminConsole(page);
    await ownerConsole.signIn(owner.email, owner.password);
    for (const order of orders) {
      await consolePost(page.request, `/api/admin/orders/${order.orderNumber}/status`, { from: 'pending', to: 'confirmed' });
      await consolePost(page.request, `/api/admin/orders/${order.orderNumber}/status`, { from: 'confirmed', to: 'processing' });
    }

    // The packed tab books the three in one tap.
    await page.goto(`/admin/orders?status=processing&q=35571${digits}`);
    await expect(page.getByRole('list', { name: 'Orders' }).getByRole('link')).toHaveCount(3);
    await page.getByRole('button', { name: 'Book these 3 orders with the couriers' }).click();
    const bookings = page.getByRole('list', { name: 'Bookings' });
    await expect(page.getByText('3 parcels booked.')).toBeVisible();
    await expect(bookings.getByRole('listitem')).toHaveCount(3);
    const trackingNumbers: Record<string, string> = {};
    for (const order of orders) {
      const line = await bookings.getByRole('listitem').filter({ hasText: order.orderNumber }).textContent();
      const tracking = /Leopards Courier (LE\d+)/.exec(line ?? '')?.[1];
      expect(tracking, line ?? '').toBeTruthy();
      trackingNumbers[order.orderNumber] = tracking!;
    }
    await ownerConsole.expectAccessible();

    // One PDF: for each parcel its label, packing slip and invoice; the barcodes read back as the tracking numbers.
    const print = page.getByRole('link', { name: 'Print 3 labels, slips and invoices (A4)' });
    const pdfResponse = await page.request.get((await print.getAttribute('href'))!);
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    const pdf = new Uint8Array(await pdfResponse.body());
    const pages = await readPdfText(pdf);
    expect(pages).toHaveLength(9);
    expect((await decodeLabelBarcodes(pdf)).sort()).toEqual(Object.values(trackingNumbers).sort());
    for (const order of orders) {
      const label = pages.find((p) => p.text.includes(trackingNumbers[order.orderNumber]!) && p.text.includes('COLLECT CASH ON DELIVERY'));
      expect(label?.text).toContain(rupees(order.total));
      expect(pages.some((p) => p.text.includes('INV-') && p.text.includes(order.orderNumber))).toBe(true);
    }

    // The courier delivers two (one ten days ago) and brings the third back; the job follows.
    const [paidSoon, paidLate, returned] = orders.map((order) => ({ ...order, tracking: trackingNumbers[order.orderNumber]! }));
    await leopards(page.request, paidSoon!.tracking, 'advance', { to: 'Delivered' });
    await leopards(page.request, paidLate!.tracking, 'advance', { to: 'Delivered', daysAgo: 10 });
    await leopards(page.request, returned!.tracking, 'advance', { to: 'Returned to shipper' });
    await page.goto('/admin/couriers');
    await page.getByRole('button', { name: 'Ask the couriers now' }).click();
    await expect(page.getByText(/Asked about \d+ parcels?: \d+ moved on, 0 newly paid\./)).toBeVisible();
    const overdue = page.getByRole('list', { name: 'Overdue parcels' });
    await expect(overdue.getByRole('listitem').filter({ hasText: paidLate!.orderNumber })).toContainText(rupees(paidLate!.total));
    await expect(overdue.getByRole('listitem').filter({ hasText: paidSoon!.orderNumber })).toHaveCount(0);
    await ownerConsole.expectAccessible();

    await page.goto(`/admin/orders/${paidSoon!.orderNumber}`);
    await expect(page.getByTestId('admin-order-status')).toHaveText('Delivered');
    await expect(page.getByTestId('shipment-cash')).toHaveText(
      `${rupees(paidSoon!.total)} to collect: Leopards Courier has not paid it yet.`,
    );
    await page.goto(`/admin/orders/${returned!.orderNumber}`);
    await expect(page.getByTestId('admin-order-status')).toHaveText('Returned');

    // The courier's payment for the two is fetched and matched; nothing is overdue any more.
    await leopards(page.request, paidSoon!.tracking, 'settle');
    await leopards(page.request, paidLate!.tracking, 'settle');
    await page.goto('/admin/couriers');
    await page.getByRole('button', { name: 'Ask the couriers now' }).click();
    await expect(page.getByText(/Asked about \d+ parcels?: \d+ moved on, 2 newly paid\./)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Overdue parcels' }).getByRole('listitem').filter({ hasText: paidLate!.orderNumber }),
    ).toHaveCount(0);
    await page.goto(`/admin/orders/${paidLate!.orderNumber}`);
    await expect(page.getByTestId('shipment-cash')).toContainText(`Leopards Courier paid ${rupees(paidLate!.total)} on `);

    // The shopper's tracking shows the courier's own events.
    await page.goto('/tracking');
    await page.getByLabel('Order number').fill(paidSoon!.orderNumber);
    await page.getByLabel('Phone number').fill(`0355-71${digits}0`);
    await page.getByRole('button', { name: /Track/ }).click();
    await expect(page.getByRole('list', { name: "The courier's events" }).getByText('Delivered')).toBeVisible();
  });
});
