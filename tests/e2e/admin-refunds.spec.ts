import { expect, type APIRequestContext, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { outbox } from './pages/shop-backend';
import { placeGuestOrder } from './support/guest-orders';

const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-US')}`;

/** A console call with the signed-in owner's cookies, as the order page makes it. */
async function consolePost(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, {
    headers: { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin, 'sec-fetch-site': 'same-origin' },
    data,
  });
  expect(response.status()).toBe(200);
}

/** The owner's transfer confirmation (the bank-transfer spec walks through its form). */
const confirmTransfer = (request: APIRequestContext, order: { orderNumber: string; total: number }) =>
  consolePost(request, `/api/admin/orders/${order.orderNumber}/bank-transfer`, {
    decision: 'confirm',
    reference: `MZN-${order.orderNumber}`,
    amount: order.total,
  });

test.describe('refunds on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test('a paid transfer order cancelled: the refund owed is on the home until the owner records it, and the shopper is mailed', async ({
    page,
  }) => {
    const order = await placeGuestOrder(page.request, { paymentMethod: 'bank_transfer' });
    const owner = await createShopper({ admin: true });
    const ownerConsole = new AdminConsole(page);
    await ownerConsole.signIn(owner.email, owner.password);
    await confirmTransfer(page.request, order);
    await consolePost(page.request, `/api/admin/orders/${order.orderNumber}/status`, {
      from: 'confirmed',
      to: 'cancelled',
      note: 'The apricots ran out',
    });
    const mails = async () => (await outbox(page.request)).filter((mail) => mail.to === order.email);
    await expect
      .poll(async () => (await mails()).map((mail) => mail.subject))
      .toContain(`Your order ${order.orderNumber} has been cancelled`);
    const cancelled = (await mails()).find((mail) => mail.subject.endsWith('has been cancelled'))!;
    expect(cancelled.text).toContain(`We will send you a refund of ${rupees(order.total)}.`);
    expect(cancelled.text).not.toContain('refunded in full');

    await page.goto('/admin');
    await expect(ownerConsole.todayNumber('Refunds owed')).not.toHaveText('0');
    await page.getByRole('link', { name: /Refunds owed$/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?refund=owed$/);
    await ownerConsole.orderRow(order.orderNumber).click();
    await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('refund-owed')).toContainText(`Refund owed: ${rupees(order.total)}`);
    await expect(page.getByText('Nothing more to do', { exact: false })).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Record a refund' });
    await expect(form.getByLabel('Amount refunded (Rs.)')).toHaveValue(String(order.total));
    await expect(form.getByLabel('Sent by')).toHaveValue('bank_transfer');
    await form.getByRole('button', { name: 'Record refund' }).click();
    await expect(form.getByLabel('Transaction reference')).toHaveAccessibleDescription(
      'Please enter the reference of the transfer (up to 64 characters).',
    );
    await form.getByLabel('Transaction reference').fill('MZ-RF-9911');
    await form.getByRole('button', { name: 'Record refund' }).click();
    const ask = page.getByRole('group', { name: 'Confirm the refund' });
    await expect(ask).toContainText(`Record a refund of ${rupees(order.total)} by bank transfer (ref MZ-RF-9911)?`);
    await ownerConsole.expectAccessible();
    await ask.getByRole('button', { name: 'Record' }).click();

    await expect(page.getByText(`Refund of ${rupees(order.total)} recorded; the order is refunded in full.`)).toBeVisible();
    await expect(page.getByTestId('admin-payment-status')).toHaveText('Refunded');
    await expect(page.getByTestId('refund-owed')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText(
      `Refund of ${rupees(order.total)} recorded (bank transfer, ref MZ-RF-9911)`,
    );
    await expect
      .poll(async () => (await mails()).map((mail) => mail.subject))
      .toContain(`Your refund of ${rupees(order.total)} for order ${order.orderNumber} was sent`);
    const sent = (await mails()).find((mail) => mail.subject.startsWith('Your refund'))!;
    expect(sent.text).toContain('was sent by bank transfer, reference MZ-RF-9911.');

    await page.goto('/admin/orders?refund=owed');
    await expect(ownerConsole.orderRow(order.orderNumber)).toHaveCount(0);
  });
});

test.describe('refunds on a desktop', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a partial refund on a paid order: asked once (Go back keeps the form), then "Partly refunded"', async ({ page }) => {
    const order = await placeGuestOrder(page.request, { paymentMethod: 'bank_transfer' });
    const owner = await createShopper({ admin: true });
    const ownerConsole = new AdminConsole(page);
    await ownerConsole.signIn(owner.email, owner.password);
    await confirmTransfer(page.request, order);
    await ownerConsole.openOrder(order.orderNumber);
    await expect(page.getByTestId('admin-payment-status')).toHaveText('Paid');

    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Record a refund' }).click();
    const form = payment.getByRole('form', { name: 'Record a refund' });
    await form.getByLabel('Amount refunded (Rs.)').fill('500');
    await form.getByLabel('Transaction reference').fill('MZ-RF-500');
    await form.getByLabel('Note (optional)').fill('One pack arrived crushed');
    await form.getByRole('button', { name: 'Record refund' }).click();
    const ask = payment.getByRole('group', { name: 'Confirm the refund' });
    await expect(ask).toContainText('Record a refund of Rs. 500 by bank transfer (ref MZ-RF-500)?');
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(form.getByLabel('Amount refunded (Rs.)')).toHaveValue('500');
    await form.getByRole('button', { name: 'Record refund' }).click();
    await ask.getByRole('button', { name: 'Record' }).click();

    await expect(page.getByText(`Refund of Rs. 500 recorded; ${rupees(order.total - 500)} is left to refund.`)).toBeVisible();
    await expect(page.getByTestId('admin-payment-status')).toHaveText('Partly refunded');
    await expect(payment.getByRole('list', { name: 'Refunds recorded' })).toContainText('Rs. 500 by bank transfer (ref MZ-RF-500)');
    await expect(payment.getByRole('list', { name: 'Refunds recorded' })).toContainText('One pack arrived crushed');

    await page.goto(`/admin/orders?payment=partly_refunded&q=${order.orderNumber}`);
    await expect(ownerConsole.orderRow(order.orderNumber)).toHaveCount(1);
  });
});
