import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { AdminPayments } from './pages/admin-payments';
import { PaymentPages } from './pages/payment-pages';
import { SANDBOXES_URL } from './pages/sandboxes';
import { restSelect } from './pages/shop-backend';

async function paymentStatus(page: import('@playwright/test').Page, orderNumber: string): Promise<string> {
  const [order] = await restSelect<{ payment_status: string }>(
    page.request,
    'orders',
    `order_number=eq.${orderNumber}&select=payment_status`,
  );
  return order!.payment_status;
}

test.describe('wallet payments against the sandbox', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const wallet of ['JazzCash', 'Easypaisa'] as const) {
    test(`${wallet}: pay on the hosted page → the result page says paid`, async ({ page }) => {
      const pay = new PaymentPages(page);
      const orderNumber = await pay.placeWalletOrder(wallet);
      await pay.openPaymentPage(new RegExp(`^Pay Rs\\. 1,400 with ${wallet}$`));
      await pay.choose('Pay');
      await pay.expectResult('paid', 'Payment received');
      await expect(pay.result).toContainText(orderNumber);
      expect(await paymentStatus(page, orderNumber)).toBe('paid');
    });
  }

  test("a checkout reached from a catalogue page, whose policy names no wallet, still gets to the wallet's page", async ({ page }) => {
    const pay = new PaymentPages(page);
    const orderNumber = await pay.placeWalletOrder('JazzCash', { viaCataloguePage: true });
    expect(await page.evaluate(() => (window as { openedOnCataloguePage?: boolean }).openedOnCataloguePage)).toBe(true);
    const policies: string[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) policies.push(response.headers()['content-security-policy'] ?? '');
    });
    await pay.openPaymentPage(/^Pay Rs\. 1,400 with JazzCash$/);
    await pay.choose('Pay');
    await pay.expectResult('paid', 'Payment received');
    expect(await paymentStatus(page, orderNumber)).toBe('paid');
    // The catalogue page's policy lets forms post to the shop only; the shop's continue page, with
    // the proxy's policy, is what posted the form on to the wallet.
    expect((await page.request.get('/terms')).headers()['content-security-policy']).toContain("form-action 'self';");
    expect(policies[0]).toContain(`form-action 'self' ${new URL(SANDBOXES_URL).origin}`);
    // Its one inline script ran by the nonce made for that answer (issue 31 §7).
    expect(policies[0]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  });

  test('fail, then cancel, then retry with a new attempt: paid once', async ({ page }) => {
    const pay = new PaymentPages(page);
    const orderNumber = await pay.placeWalletOrder('JazzCash');
    await pay.openPaymentPage(/^Pay Rs\. 1,400 with JazzCash$/);
    await pay.choose('Fail');
    await pay.expectResult('failed', 'Payment not completed');
    await expect(pay.result).toContainText('cash on delivery');
    const first = pay.reference();
    await pay.openPaymentPage(/^Try again with JazzCash$/);
    await pay.choose('Cancel');
    await pay.expectResult('failed', 'Payment not completed');
    expect(pay.reference()).not.toBe(first);
    await pay.openPaymentPage(/^Try again with JazzCash$/);
    await pay.choose('Pay');
    await pay.expectResult('paid', 'Payment received');
    const [order] = await restSelect<{ id: string }>(page.request, 'orders', `order_number=eq.${orderNumber}&select=id`);
    const attempts = await restSelect<{ status: string }>(
      page.request,
      'payments',
      `order_id=eq.${order!.id}&select=status&order=created_at`,
    );
    expect(attempts.map((a) => a.status)).toEqual(['failed', 'cancelled', 'succeeded']);
  });

  test('pending, then the IPN brings the success', async ({ page }) => {
    const pay = new PaymentPages(page);
    const orderNumber = await pay.placeWalletOrder('Easypaisa');
    await pay.openPaymentPage(/^Pay Rs\. 1,400 with Easypaisa$/);
    await pay.choose('Leave pending');
    await pay.expectResult('pending', 'Payment not confirmed yet');
    const notified = await page.request.post(`${SANDBOXES_URL}/payments/notify`, {
      data: { reference: pay.reference(), status: 'paid', times: 2 },
    });
    expect(notified.ok()).toBe(true);
    await expect.poll(() => paymentStatus(page, orderNumber)).toBe('paid');
    await page.getByRole('link', { name: 'Check again' }).click();
    await pay.expectResult('paid', 'Payment received');
  });

  test('the shopper closes the tab after paying: the IPN marks the order paid', async ({ page }) => {
    const pay = new PaymentPages(page);
    const orderNumber = await pay.placeWalletOrder('JazzCash');
    await pay.openPaymentPage(/^Pay Rs\. 1,400 with JazzCash$/);
    await pay.choose('Pay and close the tab (the shop learns it from the IPN)');
    await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
    await expect.poll(() => paymentStatus(page, orderNumber)).toBe('paid');
  });

  test("the owner sees every attempt with the provider's status, the flagged message, and checks the status now", async ({
    page,
    browser,
  }) => {
    const pay = new PaymentPages(page);
    const orderNumber = await pay.placeWalletOrder('JazzCash');
    await pay.openPaymentPage(/^Pay Rs\. 1,400 with JazzCash$/);
    await pay.choose('Fail');
    await pay.expectResult('failed', 'Payment not completed');
    await pay.openPaymentPage(/^Try again with JazzCash$/);
    await pay.choose('Leave pending');
    await pay.expectResult('pending', 'Payment not confirmed yet');
    const reference = pay.reference();
    // A forged return (bad signature) and the provider completing the payment without telling the shop.
    const forged = await page.request.post('/payment/callback', {
      form: { pp_TxnRefNo: reference, pp_ResponseCode: '000', pp_SecureHash: 'F'.repeat(64) },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(303);
    expect((await page.request.post(`${SANDBOXES_URL}/payments/notify`, { data: { reference, status: 'paid', times: 0 } })).ok()).toBe(
      true,
    );

    const ownerContext = await browser.newContext();
    try {
      const ownerPage = await ownerContext.newPage();
      const owner = await createShopper({ admin: true });
      const ownerConsole = new AdminConsole(ownerPage);
      await ownerConsole.signIn(owner.email, owner.password);
      await ownerConsole.openOrder(orderNumber);
      const payments = new AdminPayments(ownerPage);
      await expect(payments.attempts).toHaveCount(2);
      await expect(payments.attempts.nth(0)).toContainText('Failed');
      await expect(payments.attempts.nth(0)).toContainText('Provider: 199');
      await expect(payments.attempts.nth(1)).toContainText(reference);
      await expect(payments.toReview).toHaveCount(1);
      await expect(payments.toReview.first()).toContainText('bad signature');
      await payments.checkNow.click();
      await expect(ownerPage.getByRole('status').filter({ hasText: 'Checked with the provider: the order is paid.' })).toBeVisible();
      await payments.expectPaymentStatus('Paid');
      await expect(payments.attempts.nth(1)).toContainText('Provider: 121');
      await expect(payments.checkNow).toHaveCount(0);
      await ownerConsole.expectAccessible();
    } finally {
      await ownerContext.close();
    }
  });
});
