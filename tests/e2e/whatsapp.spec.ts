import { expect, test, type Page } from '@playwright/test';
import { ALERT_CHANNEL_MESSAGES } from '../../lib/alerts/messages';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { CheckoutPages, GUEST, cartLine } from './pages/checkout-pages';
import { SANDBOXES_URL } from './pages/sandboxes';
import { WhatsAppPhone } from './pages/whatsapp-phone';

/**
 * Issue 27, end to end on the sandboxes: a cash-on-delivery order confirmed by the shopper on WhatsApp
 * (the Cloud API sandbox's phone page), seen by the owner's open console without a reload, and the
 * owner's alerts: push to their phone (the push sandbox checks the VAPID signature and decrypts the
 * payload) and WhatsApp to their own number.
 */
const APRICOTS = cartLine(12, 1, 'Gilgit Dried Apricots (Khubani)', '500 g', 1250, 1);

/** A mobile number no other test uses: the prefix and seven digits from the clock. */
const freshPhone = (prefix: string) => `${prefix}-${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/**
 * A phone of the push sandbox, saved for the signed-in admin exactly as the Alerts page saves what
 * PushManager.subscribe gives (the test browser has no push service of its own). Answers the device's id.
 */
async function pushDeviceFor(page: Page): Promise<string> {
  const made = await fetch(`${SANDBOXES_URL}/push/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const subscription = (await made.json()) as { endpoint: string };
  const saved = await page.evaluate(
    async (body) =>
      (await fetch('/api/admin/push-subscriptions', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    JSON.stringify(subscription),
  );
  expect(saved).toBe(200);
  return subscription.endpoint.split('/').pop()!;
}

/** The titles of the notifications the device received about one order (every admin hears of every order, other tests' too). */
async function pushedTitles(device: string, orderNumber: string): Promise<string[]> {
  const response = await fetch(`${SANDBOXES_URL}/push/devices/${device}/messages`);
  const titles = ((await response.json()) as { messages: { text: string }[] }).messages.map(
    (message) => (JSON.parse(message.text) as { title: string }).title,
  );
  return titles.filter((title) => title.includes(orderNumber));
}

test.describe('WhatsApp confirmation and the owner alerts against the sandboxes', () => {
  // A whole journey: the console, checkout, the sandbox's phone, then the console again.
  test.describe.configure({ timeout: 150_000 });

  test('a guest places a cash-on-delivery order; the template is on the phone within 5 s; Confirm shows in the open console without a reload; the owner gets push and WhatsApp', async ({
    page,
    browser,
  }) => {
    const owner = await createShopper({ admin: true });
    const ownerPhone = freshPhone('0347');
    const consoleContext = await browser.newContext();
    const consolePage = await consoleContext.newPage();
    const ownerConsole = new AdminConsole(consolePage);
    // The console's live stream opens with its first page and stays open from section to section.
    const streamOpen = consolePage.waitForResponse((response) => response.url().endsWith('/api/admin/live') && response.status() === 200);
    await ownerConsole.signIn(owner.email, owner.password);
    await ownerConsole.section('Alerts').click();
    await consolePage.getByLabel('WhatsApp alerts to').fill(ownerPhone);
    await consolePage.getByRole('button', { name: 'Save my alerts' }).click();
    await expect(consolePage.getByText(ALERT_CHANNEL_MESSAGES.saved)).toBeVisible();
    const device = await pushDeviceFor(consolePage);
    await ownerConsole.section('Orders').click();
    await expect(consolePage).toHaveURL(/\/admin\/orders$/);
    await streamOpen;
    await consolePage.evaluate(() => Object.assign(window, { consoleMark: 'not reloaded' }));

    const checkout = new CheckoutPages(page);
    const phone = freshPhone('0343');
    await checkout.setGuestCart([APRICOTS]);
    await page.goto('/checkout');
    await checkout.fillDetails({ ...GUEST, phone, email: '' });
    await checkout.continueToShipping();
    await checkout.continueToPayment();
    await checkout.continueToReview();
    await checkout.placeOrder.click();
    const orderNumber = await checkout.confirmedOrderNumber();

    const whatsapp = new WhatsAppPhone(page, phone);
    const template = await whatsapp.waitForTemplate(orderNumber, 5_000);
    await expect(template).toContainText(`Assalam-o-Alaikum Sana Baig, thank you for your order ${orderNumber} of Rs.`);
    for (const label of ['Confirm', 'Change address', 'Cancel']) await expect(template.getByRole('button', { name: label })).toBeVisible();
    await expect(ownerConsole.orderRow(orderNumber)).toContainText('Pending', { timeout: 2_000 });
    await whatsapp.tap(orderNumber, 'Confirm');
    await expect(page.locator('.bubble.business').last()).toContainText(`Your order ${orderNumber} is confirmed`);

    await expect(ownerConsole.orderRow(orderNumber)).toContainText('Confirmed', { timeout: 2_000 });
    expect(await consolePage.evaluate(() => (window as { consoleMark?: string }).consoleMark)).toBe('not reloaded');
    await expect
      .poll(() => pushedTitles(device, orderNumber), { timeout: 5_000 })
      .toEqual([`New order ${orderNumber}`, `WhatsApp reply on ${orderNumber}`]);
    const ownerWhatsApp = new WhatsAppPhone(page, ownerPhone);
    await ownerWhatsApp.waitForTemplate(`WhatsApp reply on ${orderNumber}`, 5_000);
    await expect(ownerWhatsApp.messageAbout(`New order ${orderNumber}`)).toContainText('Open it in the console: ');

    await ownerConsole.orderRow(orderNumber).click();
    await expect(ownerConsole.status()).toHaveText('Confirmed');
    await expect(consolePage.getByText('Confirmed by the customer on WhatsApp')).toBeVisible();
    await consoleContext.close();
  });
});
