// Unpaid orders expire on a schedule: the migration schedules expire_unpaid_orders with pg_cron's
// API, the shim's cron schema takes it, and the embedded backend's scheduler runs it. The
// scheduler runs on a fixed clock here and each tick is awaited, so nothing waits on wall time.
import { startCronScheduler, type CronScheduler } from '@gilgit-dry-fruits/supabase-local/cron';
import { createVariant, type OrderSummary, placeOrderArgs, stockOf } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, rpcAs, scalar, SERVICE, setUpMigratedDatabase } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const t = setUpMigratedDatabase();
let admin: Caller;
beforeAll(async () => {
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  admin = await createUser(t.db, { admin: true });
});

/** 10:05 UTC: a minute '*\/5 * * * *' is due in; 10:06 is not. */
const DUE = new Date('2026-11-26T10:05:20Z');
const NOT_DUE = new Date('2026-11-26T10:06:20Z');

const place = (args: Record<string, unknown>) => rpcAs<OrderSummary>(t.db, ANON, 'place_order', args);
const expire = () => rpcAs<number>(t.db, SERVICE, 'expire_unpaid_orders');

async function bankTransferOrder(variant: number, quantity = 2): Promise<OrderSummary> {
  return place(placeOrderArgs([{ variant_id: variant, quantity }], { payment_method: 'bank_transfer' }));
}

async function makeOverdue(order: OrderSummary): Promise<void> {
  await t.db.query("update public.orders set payment_due_at = now() - interval '1 minute' where id = $1", [order.id]);
}

async function orderState(order: OrderSummary): Promise<{ status: string; payment_status: string }> {
  const { rows } = await t.db.query<{ status: string; payment_status: string }>(
    'select status, payment_status from public.orders where id = $1',
    [order.id],
  );
  return rows[0]!;
}

/** The scheduler with no loop: each test drives `tick` itself. Only one job runs: the ones it schedules. */
async function withScheduler(fn: (scheduler: CronScheduler, log: string[]) => Promise<void>): Promise<void> {
  const log: string[] = [];
  const scheduler = startCronScheduler(t.db, { intervalMs: 0, log: (line) => log.push(line), now: () => DUE });
  try {
    await fn(scheduler, log);
  } finally {
    await scheduler.stop();
  }
}

async function runsOf(jobName: string): Promise<{ status: string; return_message: string | null }[]> {
  const { rows } = await t.db.query<{ status: string; return_message: string | null }>(
    'select d.status, d.return_message from cron.job_run_details d join cron.job j using (jobid) where j.jobname = $1 order by d.runid',
    [jobName],
  );
  return rows;
}

describe('the schedule', () => {
  test('the migration leaves expire-unpaid-orders in cron.job, every 5 minutes', async () => {
    const { rows } = await t.db.query("select schedule, command, active from cron.job where jobname = 'expire-unpaid-orders'");
    expect(rows).toEqual([{ schedule: '*/5 * * * *', command: 'select public.expire_unpaid_orders()', active: true }]);
  });

  test('cron.schedule upserts by name and cron.unschedule removes by name or id, as pg_cron does', async () => {
    const first = await scalar(t.db, "select cron.schedule('upsert-probe', '0 3 * * *', 'select 1') as value");
    const again = await scalar(t.db, "select cron.schedule('upsert-probe', '@hourly', 'select 2') as value");
    expect(again).toBe(first);
    expect((await t.db.query("select schedule, command from cron.job where jobname = 'upsert-probe'")).rows).toEqual([
      { schedule: '@hourly', command: 'select 2' },
    ]);
    expect((await t.db.query("select cron.unschedule('upsert-probe') as done")).rows).toEqual([{ done: true }]);
    expect((await errorOf(() => t.db.query("select cron.unschedule('upsert-probe')"))).message).toMatch(/could not find valid entry/);
    const unnamed = await scalar(t.db, "select cron.schedule('30 seconds', 'select 3') as value");
    expect((await t.db.query('select cron.unschedule($1::bigint) as done', [unnamed])).rows).toEqual([{ done: true }]);
  });

  test('a schedule that is not cron syntax is refused and nothing is scheduled', async () => {
    for (const schedule of ['every 5 minutes', '* * * *', '@reboot', '']) {
      expect((await errorOf(() => t.db.query("select cron.schedule('bad-probe', $1, 'select 1')", [schedule]))).message).toMatch(
        /invalid schedule/,
      );
    }
    expect(await scalar(t.db, "select count(*) as value from cron.job where jobname = 'bad-probe'")).toBe(0);
  });

  test('the API roles cannot see or change the schedule', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const denied = await errorOf(() =>
        t.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query("select cron.schedule('sneaky', '* * * * *', 'select 1')");
        }),
      );
      expect(denied.code).toBe('42501');
    }
  });
});

describe('the scheduler', () => {
  // The snapshot's backend ran its scheduler on the real clock: a run it recorded after this file's
  // fixed DUE would claim that slot already. These tests drive the clock themselves.
  beforeEach(async () => {
    await t.db.query('delete from cron.job_run_details');
  });

  test('an overdue bank-transfer order is expired at the next due tick, with its stock back once', async () => {
    const variant = await createVariant(t.db, { stock: 5 });
    const order = await bankTransferOrder(variant);
    expect(order.payment_status).toBe('awaiting_transfer');
    await makeOverdue(order);
    await withScheduler(async (scheduler) => {
      await scheduler.tick(NOT_DUE);
      expect(await orderState(order)).toEqual({ status: 'pending', payment_status: 'awaiting_transfer' });
      await scheduler.tick(DUE);
      expect(await orderState(order)).toEqual({ status: 'cancelled', payment_status: 'voided' });
      expect(await stockOf(t.db, variant)).toBe(5);
      await scheduler.tick(DUE);
    });
    expect((await runsOf('expire-unpaid-orders')).at(-1)).toEqual({ status: 'succeeded', return_message: null });
    expect(await stockOf(t.db, variant)).toBe(5);
  });

  test('a job runs once per slot, even with two schedulers on one database', async () => {
    await t.db.query("select cron.schedule('once-probe', '*/5 * * * *', 'select 1')");
    const before = (await runsOf('once-probe')).length;
    await withScheduler(async (first) => {
      await withScheduler(async (second) => {
        await Promise.all([first.tick(DUE), second.tick(DUE)]);
        await second.tick(DUE);
      });
    });
    expect((await runsOf('once-probe')).length).toBe(before + 1);
    await t.db.query("select cron.unschedule('once-probe')");
  });

  test('a failing job is recorded and logged, and the jobs after it still run', async () => {
    await t.db.query("select cron.schedule('failing-probe', '* * * * *', 'select 1 / 0')");
    await t.db.query('create table if not exists public.cron_probe (n integer)');
    await t.db.query("select cron.schedule('writing-probe', '* * * * *', 'insert into public.cron_probe values (1)')");
    await withScheduler(async (scheduler, log) => {
      await scheduler.tick(DUE);
      expect(log.join('\n')).toMatch(/job "failing-probe" \(\d+\) failed: division by zero/);
    });
    expect(await runsOf('failing-probe')).toEqual([{ status: 'failed', return_message: 'division by zero' }]);
    expect(await runsOf('writing-probe')).toEqual([{ status: 'succeeded', return_message: null }]);
    expect(await scalar(t.db, 'select count(*) as value from public.cron_probe')).toBe(1);
    await t.db.query("select cron.unschedule('failing-probe'), cron.unschedule('writing-probe')");
    await t.db.query('drop table public.cron_probe');
  });

  test('a schedule the scheduler cannot run is skipped with one log line', async () => {
    await t.db.query("select cron.schedule('unreadable-probe', '* * * * *', 'select 1')");
    await t.db.query("update cron.job set schedule = '61 * * * *' where jobname = 'unreadable-probe'");
    await withScheduler(async (scheduler, log) => {
      await scheduler.tick(DUE);
      await scheduler.tick(NOT_DUE);
      expect(log.filter((line) => line.includes('unreadable-probe'))).toEqual([
        expect.stringMatching(/is skipped: .*minute "61" is not between 0 and 59/),
      ]);
    });
    expect(await runsOf('unreadable-probe')).toEqual([]);
    await t.db.query("select cron.unschedule('unreadable-probe')");
  });

  test('the loop ticks on its own until stopped', async () => {
    await t.db.query("select cron.schedule('loop-probe', '* * * * *', 'select 1')");
    let ticks = 0;
    let firstTick!: () => void;
    const ticked = new Promise<void>((resolve) => (firstTick = resolve));
    const scheduler = startCronScheduler(t.db, { intervalMs: 5, now: () => DUE, afterTick: () => ((ticks += 1), firstTick()) });
    await ticked;
    await scheduler.stop();
    const stoppedAt = ticks;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ticks).toBe(stoppedAt);
    expect((await runsOf('loop-probe')).length).toBe(1);
    await t.db.query("select cron.unschedule('loop-probe')");
  });
});

describe('expiry', () => {
  test('expiring twice at once puts the stock back once', async () => {
    const variant = await createVariant(t.db, { stock: 6 });
    const orders = [await bankTransferOrder(variant, 1), await bankTransferOrder(variant, 2)];
    for (const order of orders) await makeOverdue(order);
    expect(await stockOf(t.db, variant)).toBe(3);
    const counts = await Promise.all([expire(), expire(), expire()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await stockOf(t.db, variant)).toBe(6);
    expect(
      await scalar(t.db, "select count(*) as value from public.stock_movements where variant_id = $1 and reason = 'order_expired'", [
        variant,
      ]),
    ).toBe(2);
  });

  test('a paid wallet order and a transfer the owner confirmed never expire', async () => {
    const variant = await createVariant(t.db, { stock: 10 });
    await t.db.query("update public.payment_methods set is_active = true where id = 'jazzcash'");
    const wallet = await place(placeOrderArgs([{ variant_id: variant, quantity: 1 }], { payment_method: 'jazzcash' }));
    await t.db.query("update public.payment_methods set is_active = false where id = 'jazzcash'");
    const started = await rpcAs<{ reference: string; amount_paisa: number }>(t.db, SERVICE, 'start_payment', {
      order_number: wallet.order_number,
      gateway: 'jazzcash',
    });
    await rpcAs(t.db, SERVICE, 'record_payment_result', {
      reference: started.reference,
      status: 'succeeded',
      amount_paisa: started.amount_paisa,
    });

    const transfer = await bankTransferOrder(variant, 1);
    await rpcAs(t.db, admin, 'admin_confirm_bank_transfer', {
      order_number: transfer.order_number,
      reference: 'IBFT-778899',
      amount: transfer.total,
    });
    const confirmed = await bankTransferOrder(variant, 1);
    await rpcAs(t.db, admin, 'admin_update_order_status', { order_number: confirmed.order_number, status: 'confirmed' });

    for (const order of [wallet, transfer, confirmed]) await makeOverdue(order);
    await expire();
    expect(await orderState(wallet)).toEqual({ status: 'pending', payment_status: 'paid' });
    expect((await orderState(transfer)).payment_status).toBe('paid');
    expect((await orderState(confirmed)).status).toBe('confirmed');
    expect(await stockOf(t.db, variant)).toBe(7);
  });
});
