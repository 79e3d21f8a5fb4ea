// The backend's LISTEN (Database.listen), which Realtime and PostgREST's reload notices build on:
// committed notifications arrive, rolled-back ones never do, a stopped listener hears nothing more,
// and on PostgreSQL a dropped listening connection comes back by itself.
import { testDatabase } from '@gilgit-dry-fruits/supabase-local/testing';
import { setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase(2);

/** Payloads heard on `channel`, and a way to wait for the next one. */
async function hear(channel: string) {
  const heard: string[] = [];
  let waiting: (() => void) | null = null;
  const stop = await t.db.listen(channel, (payload) => {
    heard.push(payload);
    waiting?.();
  });
  const next = (count: number) =>
    new Promise<void>((resolve) => {
      waiting = () => heard.length >= count && resolve();
      waiting();
    });
  return { heard, next, stop };
}

test('a committed NOTIFY reaches the listener with its payload; a rolled-back one never does', async () => {
  const { heard, next, stop } = await hear('listen_probe');
  await t.db.transaction(async (tx) => {
    await tx.query("select pg_notify('listen_probe', 'rolled back')");
    tx.rollback();
  });
  await t.db.query("select pg_notify('listen_probe', 'first')");
  await t.db.transaction(async (tx) => void (await tx.query("select pg_notify('listen_probe', 'second')")));
  await next(2);
  expect(heard).toEqual(['first', 'second']);
  await stop();
});

test('after stopping, a listener hears nothing more while another on the same channel still does', async () => {
  const first = await hear('listen_shared');
  const second = await hear('listen_shared');
  await first.stop();
  await t.db.query("select pg_notify('listen_shared', 'after stop')");
  await t.db.query("select pg_notify('listen_shared', 'marker')");
  await second.next(2);
  expect(second.heard).toEqual(['after stop', 'marker']);
  expect(first.heard).toEqual([]);
  await second.stop();
});

if (testDatabase() === 'postgres') {
  test('on PostgreSQL the listening connection reconnects after it is dropped', async () => {
    const { heard, next, stop } = await hear('listen_reconnect');
    const { rows } = await t.db.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
    );
    expect(rows.map((r) => r.terminated)).toEqual([true]);
    // Until the new connection listens, a notification would be lost, so send until one is heard.
    while (heard.length === 0) {
      await t.db.query("select pg_notify('listen_reconnect', 'back')");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await next(1);
    expect(heard[0]).toBe('back');
    await stop();
  });
}
