// The running embedded backend (`npm start`, the browser tests) runs the database's scheduled
// jobs itself: an overdue bank-transfer order is expired without anyone calling the function.
import { randomUUID } from 'node:crypto';
import { startTestBackend, type TestBackend } from '../../testing/test-backend.ts';

// The fixture also fills in the shop's bank account: place_order refuses bank transfer without one.
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({
    env: { SUPABASE_LOCAL_CRON: 'on', SUPABASE_LOCAL_EXTRA_MIGRATIONS: 'supabase/local/tests/fixtures/cron-migrations' },
  });
});
afterAll(() => backend?.stop());

/** The arguments of the project's place_order for a guest in Gilgit (city 1), by Leopard, no coupon. */
function placeOrderArgs(items: unknown, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    items,
    contact: {
      full_name: 'Ali Raza',
      phone: '0355-1234567',
      email: 'ali.raza@example.pk',
      address: 'House 12, Street 4, Jutial',
      postal_code: '15100',
      city_id: 1,
    },
    shipping_method: 'leopard',
    payment_method: 'cod',
    coupon_code: null,
    idempotency_key: `cron-backend-${randomUUID()}`,
    ...overrides,
  };
}

const headers = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });

async function rpc<T>(name: string, key: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${backend.url}/rest/v1/rpc/${name}`, { method: 'POST', headers: headers(key), body: JSON.stringify(args) });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function read<T>(query: string): Promise<T[]> {
  const res = await fetch(`${backend.url}/rest/v1/${query}`, { headers: headers(backend.serviceRoleKey) });
  if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

const stock = async (variant: number) =>
  (await read<{ stock_quantity: number }>(`product_variants?select=stock_quantity&id=eq.${variant}`))[0]!.stock_quantity;

test('the backend says it runs the scheduled jobs', () => {
  expect(backend.output()).toContain('cron: running the scheduled jobs of cron.job');
});

test('the scheduler expires an overdue bank-transfer order and puts its stock back', async () => {
  const variant = 11;
  const before = await stock(variant);
  const order = await rpc<{ order_number: string }>(
    'place_order',
    backend.anonKey,
    placeOrderArgs([{ variant_id: variant, quantity: 2 }], { payment_method: 'bank_transfer' }),
  );
  expect(await stock(variant)).toBe(before - 2);
  await rpc('cron_probe_make_overdue', backend.serviceRoleKey, { order_number: order.order_number });

  let state: { status: string; payment_status: string } | undefined;
  for (;;) {
    [state] = await read<{ status: string; payment_status: string }>(
      `orders?select=status,payment_status&order_number=eq.${order.order_number}`,
    );
    if (state?.status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(state).toEqual({ status: 'cancelled', payment_status: 'voided' });
  expect(await stock(variant)).toBe(before);
});

test('stopping the backend stops the scheduler with it, cleanly', async () => {
  await backend.stop();
  expect(backend.process.exitCode).toBe(0);
  expect(backend.output()).not.toMatch(/cron: .*(failed|could not run|cannot read)/);
});
