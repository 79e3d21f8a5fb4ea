/**
 * The sandbox keeps its attempts in the backend's database (payments_sandbox.attempts, created by
 * the shim), so a shopper on a hosted page while the backend restarts (`npm start` again) still
 * completes the payment: the decision, the return and the shop's status inquiry all find the attempt.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  clientFor,
  createDatabase,
  dropDatabase,
  startTestBackend,
  type TestBackend,
  testDatabase,
} from '@gilgit-dry-fruits/supabase-local/testing';
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
  let second: TestBackend | null = null;
  try {
    pointShopAt(first);
    await setStock(clientFor(first, 'service'), VARIANT, 50);
    const orders = { jazzcash: await placed('jazzcash', VARIANT), easypaisa: await placed('easypaisa', VARIANT) };
    const payments = { jazzcash: await started(orders.jazzcash), easypaisa: await started(orders.easypaisa) };
    // Both shoppers are on the hosted page (Easypay's past its Confirm step) when the backend goes down.
    for (const payment of Object.values(payments)) expect(await openHostedPage(payment)).toContain('Sandbox: no money moves');
    await first.stop();

    second = await startTestBackend({ dataDir, databaseUrl, env: { SUPABASE_LOCAL_PORT: new URL(first.url).port } });
    expect(second.url).toBe(first.url);
    const service = clientFor(second, 'service');
    for (const wallet of ['jazzcash', 'easypaisa'] as const) {
      const location = await returned(await decided(second, payments[wallet].reference, 'paid'), wallet);
      expect(location.searchParams.get('ref')).toBe(payments[wallet].reference);
      expect(await orderState(service, orders[wallet].orderNumber)).toMatchObject({ payment_status: 'paid' });
    }
  } finally {
    await (second ?? first).stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
});
