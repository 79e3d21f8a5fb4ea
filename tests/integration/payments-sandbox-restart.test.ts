/**
 * The sandbox keeps its attempts in a file of its data directory, so a shopper on a hosted page
 * while the backend and the sandboxes restart (`npm start` again) still completes the payment: the
 * decision, the return and the shop's status inquiry all find the attempt.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  dropDatabase,
  startTestBackend,
  testDatabase,
  type TestBackend,
  clientFor,
} from '@gilgit-dry-fruits/supabase-local/testing';
import { startTestSandboxes, type TestSandboxes } from '../support/sandboxes';
import { pointShopAt } from './api-support';
import { setStock } from './checkout-support';
import { decided, openHostedPage, orderState, placed, returned, started } from './payments-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const VARIANT = 12;

test('a payment begun before the backend restarts is completed after it, for both wallets', async () => {
  // Chosen here, so that stopping the first backend keeps its data directory (or database).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backend-'));
  const databaseUrl = testDatabase() === 'postgres' ? await createDatabase() : undefined;
  const first = await startTestBackend({ dataDir, databaseUrl });
  const firstSandboxes = await startTestSandboxes({ dataDir });
  let second: TestBackend | null = null;
  let secondSandboxes: TestSandboxes | null = null;
  try {
    pointShopAt(first, { SANDBOXES_URL: firstSandboxes.url });
    await setStock(clientFor(first, 'service'), VARIANT, 50);
    const orders = { jazzcash: await placed('jazzcash', VARIANT), easypaisa: await placed('easypaisa', VARIANT) };
    const payments = { jazzcash: await started(orders.jazzcash), easypaisa: await started(orders.easypaisa) };
    // Both shoppers are on the hosted page (Easypay's past its Confirm step) when the backend goes down.
    for (const payment of Object.values(payments)) expect(await openHostedPage(payment)).toContain('Sandbox: no money moves');
    await Promise.all([first.stop(), firstSandboxes.stop()]);

    second = await startTestBackend({ dataDir, databaseUrl, env: { SUPABASE_LOCAL_PORT: new URL(first.url).port } });
    secondSandboxes = await startTestSandboxes({ dataDir, port: Number(new URL(firstSandboxes.url).port) });
    expect(second.url).toBe(first.url);
    const service = clientFor(second, 'service');
    for (const wallet of ['jazzcash', 'easypaisa'] as const) {
      const location = await returned(await decided(secondSandboxes, payments[wallet].reference, 'paid'), wallet);
      expect(location.searchParams.get('ref')).toBe(payments[wallet].reference);
      expect(await orderState(service, orders[wallet].orderNumber)).toMatchObject({ payment_status: 'paid' });
    }
  } finally {
    await Promise.all([(second ?? first).stop(), (secondSandboxes ?? firstSandboxes).stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
});
