import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { eventually, realtimeClient, startRealtimeSuite } from './realtime-support.ts';

/** Postgres Changes end to end: supabase-js subscribes over the websocket, the service role writes over REST. */
const suite = startRealtimeSuite();

type Note = { id: number; body: string; visible: boolean };

/** Subscribes and resolves with the postgres_changes system message, which comes once the feed is live. */
function subscribedToChanges(channel: RealtimeChannel): Promise<{ status: string; message: string }> {
  return new Promise((resolve, reject) => {
    channel.on('system', {}, (payload) => {
      if (payload.extension === 'postgres_changes') resolve(payload);
    });
    channel.subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

test('an insert reaches a subscriber as realtime-js maps it', async () => {
  const received: RealtimePostgresChangesPayload<Note>[] = [];
  const channel = realtimeClient(suite.backend, { key: suite.backend.serviceRoleKey })
    .channel('feed-inserts')
    .on<Note>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'realtime_feed_notes' }, (change) => received.push(change));
  expect(await subscribedToChanges(channel)).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });

  expect((await suite.service.from('realtime_feed_notes').insert({ id: 1, body: 'hello' })).error).toBeNull();
  expect(await eventually(() => received[0], 'the insert')).toEqual({
    schema: 'public',
    table: 'realtime_feed_notes',
    eventType: 'INSERT',
    errors: null,
    commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    new: { id: 1, body: 'hello', visible: true },
    old: {},
  });
});

test('RLS decides which changes an anonymous subscriber sees; updates and deletes carry the old key', async () => {
  const received: RealtimePostgresChangesPayload<Note>[] = [];
  const channel = realtimeClient(suite.backend)
    .channel('feed-visible')
    .on<Note>('postgres_changes', { event: '*', schema: 'public', table: 'realtime_feed_notes', filter: 'id=gte.10' }, (change) =>
      received.push(change),
    );
  expect(await subscribedToChanges(channel)).toMatchObject({ status: 'ok' });

  // Each write waits for the change before it: the feed checks a row's visibility when it sends the
  // change, so a row already deleted by then would hide its update (as on hosted Realtime).
  const changes = (count: number) => eventually(() => (received.length >= count ? true : undefined), `${count} changes`);
  await suite.service.from('realtime_feed_notes').insert({ id: 10, body: 'hidden', visible: false });
  await suite.service.from('realtime_feed_notes').insert({ id: 11, body: 'shown' });
  await changes(1);
  await suite.service.from('realtime_feed_notes').update({ body: 'edited' }).eq('id', 11);
  await changes(2);
  await suite.service.from('realtime_feed_notes').delete().eq('id', 11);
  await changes(3);

  expect(received.map((change) => [change.eventType, change.new, change.old])).toEqual([
    ['INSERT', { id: 11, body: 'shown', visible: true }, {}],
    ['UPDATE', { id: 11, body: 'edited', visible: true }, { id: 11 }],
    ['DELETE', {}, { id: 11 }],
  ]);
});
