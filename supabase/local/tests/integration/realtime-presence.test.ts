import { randomUUID } from 'node:crypto';
import type { RealtimePresenceState } from '@supabase/supabase-js';
import { eventually, rawSockets, realtimeClient, signToken, startRealtimeSuite, subscribed } from './realtime-support.ts';

const suite = startRealtimeSuite();
const open = rawSockets(suite);

function presenceJoin(key: string, extra: Record<string, unknown> = {}) {
  return { config: { presence: { enabled: true, key }, ...extra } };
}

const track = (payload: unknown) => ({ type: 'presence', event: 'track', payload });

describe('presence on a public channel', () => {
  test('the state comes right after the join reply, and a track is diffed to every member including the tracker', async () => {
    const room = `room-${randomUUID()}`;
    const [alice, bob] = [await open(), await open()];
    const joined = await alice.join(room, presenceJoin('alice'));
    expect(await alice.next((f) => f.event === 'presence_state')).toEqual({
      joinRef: joined.ref,
      ref: null,
      topic: `realtime:${room}`,
      event: 'presence_state',
      payload: {},
    });
    await bob.join(room, presenceJoin('bob'));
    await bob.next((f) => f.event === 'presence_state');

    const ref = alice.send(`realtime:${room}`, 'presence', track({ mood: 'happy' }), joined.ref);
    expect((await alice.next((f) => f.ref === ref)).payload).toEqual({ status: 'ok', response: {} });
    const expected = { joins: { alice: { metas: [{ mood: 'happy', phx_ref: expect.any(String) }] } }, leaves: {} };
    expect((await alice.next((f) => f.event === 'presence_diff')).payload).toEqual(expected);
    const diff = await bob.next((f) => f.event === 'presence_diff');
    expect(diff).toMatchObject({ joinRef: null, ref: null, topic: `realtime:${room}` });
    expect(diff.payload).toEqual(expected);
  });

  test('a later member gets the state; an update leaves the old meta and an untrack leaves the key', async () => {
    const room = `room-${randomUUID()}`;
    const [alice, carol] = [await open(), await open()];
    const joined = await alice.join(room, presenceJoin('alice'));
    alice.send(`realtime:${room}`, 'presence', track({ step: 1 }), joined.ref);
    const first = await alice.next((f) => f.event === 'presence_diff');
    const firstRef = (first.payload.joins as Record<string, { metas: { phx_ref: string }[] }>).alice!.metas[0]!.phx_ref;

    await carol.join(room, presenceJoin('carol'));
    expect((await carol.next((f) => f.event === 'presence_state')).payload).toEqual({
      alice: { metas: [{ step: 1, phx_ref: firstRef }] },
    });

    alice.send(`realtime:${room}`, 'presence', track({ step: 2 }), joined.ref);
    expect((await carol.next((f) => f.event === 'presence_diff')).payload).toEqual({
      joins: { alice: { metas: [{ step: 2, phx_ref: expect.any(String), phx_ref_prev: firstRef }] } },
      leaves: { alice: { metas: [{ step: 1, phx_ref: firstRef }] } },
    });

    alice.send(`realtime:${room}`, 'presence', { type: 'presence', event: 'untrack' }, joined.ref);
    expect((await carol.next((f) => f.event === 'presence_diff')).payload).toEqual({
      joins: {},
      leaves: { alice: { metas: [{ step: 2, phx_ref: expect.any(String) }] } },
    });
  });

  test("a socket that closes leaves its members' presence", async () => {
    const room = `room-${randomUUID()}`;
    const [alice, bob] = [await open(), await open()];
    const joined = await alice.join(room, presenceJoin('alice'));
    alice.send(`realtime:${room}`, 'presence', track({ here: true }), joined.ref);
    await alice.next((f) => f.event === 'presence_diff');
    await bob.join(room, presenceJoin('bob'));

    alice.close();
    expect((await bob.next((f) => f.event === 'presence_diff', 'the leave')).payload).toEqual({
      joins: {},
      leaves: { alice: { metas: [{ here: true, phx_ref: expect.any(String) }] } },
    });
  });

  test('a member that leaves is not sent its own leave', async () => {
    const room = `room-${randomUUID()}`;
    const socket = await open();
    const joined = await socket.join(room, presenceJoin('frank'));
    socket.send(`realtime:${room}`, 'presence', track({ here: true }), joined.ref);
    await socket.next((f) => f.event === 'presence_diff');
    const ref = socket.send(`realtime:${room}`, 'phx_leave', {}, joined.ref);
    await socket.next((f) => f.ref === ref);
    await socket.flush();
    expect(socket.pending((f) => f.event === 'presence_diff')).toEqual([]);
  });

  test('a track payload that is not an object is refused with hosted reason', async () => {
    const room = `room-${randomUUID()}`;
    const socket = await open();
    const joined = await socket.join(room, presenceJoin('dave'));
    const ref = socket.send(`realtime:${room}`, 'presence', track('just text'), joined.ref);
    expect((await socket.next((f) => f.ref === ref)).payload).toEqual({
      status: 'error',
      response: { reason: 'Presence track payload must be a map' },
    });
  });

  test('more than five presence calls in the window close the channel', async () => {
    const room = `room-${randomUUID()}`;
    const socket = await open();
    const joined = await socket.join(room, presenceJoin('eve'));
    for (let step = 1; step <= 6; step++) socket.send(`realtime:${room}`, 'presence', track({ step }), joined.ref);
    expect((await socket.next((f) => f.event === 'system')).payload).toEqual({
      extension: 'system',
      status: 'error',
      message: 'Client presence rate limit exceeded',
      channel: room,
    });
    await socket.next((f) => f.event === 'phx_close');
  });
});

describe('presence on a private channel', () => {
  test('the insert policy decides who may track', async () => {
    const [allowed, readOnly] = [await open(), await open()];
    const room = `channel-${randomUUID()}`;
    const joined = await allowed.join(room, { access_token: signToken(), ...presenceJoin('writer', { private: true }) });
    const ref = allowed.send(`realtime:${room}`, 'presence', track({ ok: true }), joined.ref);
    expect((await allowed.next((f) => f.ref === ref)).payload).toEqual({ status: 'ok', response: {} });

    const readonlyRoom = `readonly-${randomUUID()}`;
    const watcher = await readOnly.join(readonlyRoom, { access_token: signToken(), ...presenceJoin('watcher', { private: true }) });
    const refused = readOnly.send(`realtime:${readonlyRoom}`, 'presence', track({ ok: false }), watcher.ref);
    expect((await readOnly.next((f) => f.ref === refused)).payload).toEqual({ status: 'error', response: {} });
  });
});

test('a policy that fails with an error refuses the join, or the track, as hosted does', async () => {
  const socket = await open();
  const room = `faulty-${randomUUID()}`;
  const refused = await socket.join(room, { access_token: signToken(), ...presenceJoin('x', { private: true }) });
  expect(refused.payload).toEqual({
    status: 'error',
    response: { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${room}` },
  });

  const joined = await socket.join(room, { access_token: signToken(), config: { private: true } });
  expect(joined.payload.status).toBe('ok');
  const ref = socket.send(`realtime:${room}`, 'presence', track({ here: true }), joined.ref);
  expect((await socket.next((f) => f.ref === ref)).payload).toEqual({ status: 'error', response: {} });
});

test("realtime-js's presenceState shows every tracked client", async () => {
  const room = `room-${randomUUID()}`;
  const [one, two] = [realtimeClient(suite.backend, { vsn: '2.0.0' }), realtimeClient(suite.backend, { vsn: '1.0.0' })];
  try {
    const first = one.channel(room, { config: { presence: { key: 'one' } } });
    const second = two.channel(room, { config: { presence: { key: 'two' } } });
    let seen: RealtimePresenceState = {};
    first.on('presence', { event: 'sync' }, () => (seen = first.presenceState()));
    second.on('presence', { event: 'sync' }, () => {});
    expect((await subscribed(first)).status).toBe('SUBSCRIBED');
    expect((await subscribed(second)).status).toBe('SUBSCRIBED');
    expect(await first.track({ name: 'one' })).toBe('ok');
    expect(await second.track({ name: 'two' })).toBe('ok');

    await eventually(() => (Object.keys(seen).length === 2 ? true : undefined), 'both clients in the presence state');
    expect(seen).toEqual({
      one: [expect.objectContaining({ name: 'one', presence_ref: expect.any(String) })],
      two: [expect.objectContaining({ name: 'two', presence_ref: expect.any(String) })],
    });
  } finally {
    await one.removeAllChannels();
    await two.removeAllChannels();
  }
});
