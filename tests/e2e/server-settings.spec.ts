import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/product-page';

/**
 * Settings taken from the server's environment (the payment-issue banner, the bank account): these
 * tests start a second `next start` of the same build with them set, on the same backend. A search
 * and the payment step render on request, so they show the settings at once (the static pages pick
 * the banner up when they regenerate).
 */
interface Proc {
  child: import('node:child_process').ChildProcess;
}
interface Processes {
  startNext(env: NodeJS.ProcessEnv, port: number, options?: { quiet?: boolean }): Promise<Proc>;
  stop(proc: Proc | undefined): Promise<void>;
  baseEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
}

let processes: Processes;
let shop: Proc | undefined;
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  processes = (await import(pathToFileURL(path.resolve('scripts', 'lib', 'processes.mjs')).href)) as Processes;
  const port = await freePort();
  shop = await processes.startNext(processes.baseEnv({
    SUPABASE_URL: process.env.E2E_SUPABASE_URL!,
    SUPABASE_ANON_KEY: process.env.E2E_SUPABASE_ANON_KEY!,
    SUPABASE_SERVICE_ROLE_KEY: process.env.E2E_SUPABASE_SERVICE_ROLE_KEY!,
    SITE_URL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    PAYMENT_ISSUE_BANNER: 'on',
    SHOP_BANK_NAME: 'Habib Bank Limited, Airport Road, Gilgit',
    SHOP_BANK_ACCOUNT_TITLE: 'Gilgit Dry Fruits',
    SHOP_BANK_ACCOUNT_NUMBER: '1234-56789012-03',
    SHOP_BANK_IBAN: 'PK36 HBPK 0000 1234 5678 9012',
  }), port, { quiet: true });
  base = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await processes?.stop(shop);
});

const MESSAGE = 'Our wallet payment method is having issues at the moment. Please place your order through WhatsApp instead.';

test('switched on, the red banner scrolls the wallet notice above the header, with a WhatsApp button', async ({ page }) => {
  await page.goto(`${base}/shop?q=apricot`);
  const banner = page.getByRole('region', { name: 'Payment notice' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveClass(/\bbg-red-800\b/);
  await expect(banner.getByText(MESSAGE, { exact: true }).last()).toBeHidden();
  const marquee = page.getByTestId('payment-issue-marquee');
  await expect(marquee).toBeVisible();
  await expect(marquee).toHaveCSS('animation-name', 'marquee');
  await expect(banner.getByRole('link', { name: 'Order on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  const bannerBox = (await banner.boundingBox())!;
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  expect(bannerBox.y).toBeLessThan(headerBox.y);
});

test('with reduced motion the notice stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${base}/shop?q=apricot`);
  const banner = page.getByRole('region', { name: 'Payment notice' });
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('payment-issue-marquee')).toBeHidden();
  await expect(banner.getByText(MESSAGE, { exact: true }).last()).toBeVisible();
});

test('the bank account shown for a bank transfer is the one the server is configured with', async ({ page }) => {
  const product = new ProductPage(page);
  await page.goto(`${base}/product/12`);
  await product.addToCart.click();
  await expect(product.addToCart).toHaveText(/Added to cart/);
  await page.goto(`${base}/payment-method`);
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  const account = page.getByLabel('Our bank account');
  await expect(account).toContainText('Habib Bank Limited, Airport Road, Gilgit');
  await expect(account).toContainText('1234-56789012-03');
  await expect(account).toContainText('PK36HBPK0000123456789012');
  await expect(account).not.toContainText('Meezan');
});
