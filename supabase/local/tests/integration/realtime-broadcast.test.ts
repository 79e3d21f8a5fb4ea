import { randomUUID } from 'node:crypto';
import { rawSockets, signToken, startRealtimeSuite } from './realtime-support.ts';

const suite = startRealtimeSuite();
const open = rawSockets(suite);

function broadcast(event: string, payload: Record<string, unknown>) {
  return { type: 'broadcast', event, payload };
}

/** A 2.0.0 user broadcast push (kind 3) as realtime-js encodes it. */
function userBroadcastPush(joinRef: string, ref: string, topic: string, event: string, body: Buffer, json: boolean): Buffer {
  const parts = [joinRef, ref, topic, event, ''].map((p) => Buffer.from(p));
  return Buffer.concat([Buffer.from([3, ...parts.map((p) => p.length), json ? 1 : 0]), ...parts, body]);
}

describe('public channels', () => {
  test('a broadcast reaches the other subscribers, not the sender without self, and ack is answered ok', async () => {
    const room = `room-${randomUUID()}`;
    const [sender, listener] = [await open(), await open()];
    const joined = await sender.join(room, { config: { broadcast: { ack: true, self: false } } });
    await listener.join(room);

    const ref = sender.send(`realtime:${room}`, 'broadcast', broadcast('move', { x: 1 }), joined.ref);
    expect((await sender.next((f) => f.ref === ref)).payload).toEqual({ status: 'ok', response: {} });
    expect(await listener.next((f) => f.event === 'broadcast')).toEqual({
      joinRef: null,
      ref: null,
      topic: `realtime:${room}`,
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'move', payload: { x: 1 } },
    });
    await sender.flush();
    expect(sender.pending((f) => f.event === 'broadcast')).toEqual([]);
  });

  test('with self the sender receives its own broadcast', async () => {
    const room = `room-${randomUUID()}`;
    const socket = await open();
    const joined = await socket.join(room, { config: { broadcast: { self: true } } });
    socket.send(`realtime:${room}`, 'broadcast', broadcast('echo', { n: 1 }), joined.ref);
    expect((await socket.next((f) => f.event === 'broadcast')).payload).toEqual(broadcast('echo', { n: 1 }));
  });

  test('a 2.0.0 binary push reaches 2.0.0 listeners as a binary frame and 1.0.0 listeners as JSON', async () => {
    const room = `room-${randomUUID()}`;
    const [sender, v2, v1] = [await open('2.0.0'), await open('2.0.0'), await open('1.0.0')];
    const joined = await sender.join(room, { config: { broadcast: { ack: true } } });
    await v2.join(room);
    await v1.join(room);

    sender.ws.send(userBroadcastPush(joined.ref!, '90', `realtime:${room}`, 'cursor', Buffer.from('{"x":3}'), true));
    expect((await sender.next((f) => f.ref === '90')).payload).toEqual({ status: 'ok', response: {} });
    const binary = await v2.next((f) => f.event === 'broadcast');
    expect(binary.binary).toEqual(
      Buffer.concat([Buffer.from([4, room.length + 9, 6, 0, 1]), Buffer.from(`realtime:${room}cursor{"x":3}`)]),
    );
    expect((await v1.next((f) => f.event === 'broadcast')).payload).toEqual(broadcast('cursor', { x: 3 }));
  });

  test('raw bytes from a 2.0.0 client reach 2.0.0 listeners and are dropped for 1.0.0 ones', async () => {
    const room = `room-${randomUUID()}`;
    const [sender, v2, v1] = [await open('2.0.0'), await open('2.0.0'), await open('1.0.0')];
    const joined = await sender.join(room, { config: { broadcast: { ack: true } } });
    await v2.join(room);
    await v1.join(room);

    sender.ws.send(userBroadcastPush(joined.ref!, '91', `realtime:${room}`, 'blob', Buffer.from([0, 1, 2, 255]), false));
    await sender.next((f) => f.ref === '91');
    const frame = await v2.next((f) => f.event === 'broadcast');
    expect(frame.payload).toEqual({ type: 'broadcast', event: 'blob', payload: Buffer.from([0, 1, 2, 255]) });
    await v1.flush();
    expect(v1.pending((f) => f.event === 'broadcast')).toEqual([]);
  });

  test('a payload over the 256 KB broadcast limit is answered payload_size_exceeded and not delivered', async () => {
    const room = `room-${randomUUID()}`;
    const socket = await open();
    const joined = await socket.join(room, { config: { broadcast: { ack: true, self: true } } });
    const ref = socket.send(`realtime:${room}`, 'broadcast', broadcast('big', { text: 'x'.repeat(300_000) }), joined.ref);
    expect((await socket.next((f) => f.ref === ref)).payload).toEqual({ status: 'error', response: 'payload_size_exceeded' });
    expect(socket.pending((f) => f.event === 'broadcast')).toEqual([]);
  });
});

describe('private channels', () => {
  test('a channel of the same name, public and private, are separate topics', async () => {
    const name = `channel-${randomUUID()}`;
    const [priv, pub] = [await open(), await open()];
    const joined = await priv.join(name, { access_token: signToken(), config: { private: true, broadcast: { ack: true } } });
    expect(joined.payload).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    await pub.join(name);
    const ref = priv.send(`realtime:${name}`, 'broadcast', broadcast('secret', {}), joined.ref);
    await priv.next((f) => f.ref === ref);
    await pub.flush();
    expect(pub.pending((f) => f.event === 'broadcast')).toEqual([]);
  });

  test('without an insert policy a broadcast is neither delivered nor acknowledged', async () => {
    const room = `readonly-${randomUUID()}`;
    const [sender, listener] = [await open(), await open()];
    const joined = await sender.join(room, { access_token: signToken(), config: { private: true, broadcast: { ack: true } } });
    expect(joined.payload.status).toBe('ok');
    await listener.join(room, { access_token: signToken(), config: { private: true } });

    const ref = sender.send(`realtime:${room}`, 'broadcast', broadcast('nope', {}), joined.ref);
    await sender.flush();
    expect(sender.pending((f) => f.ref === ref)).toEqual([]);
    await listener.flush();
    expect(listener.pending((f) => f.event === 'broadcast')).toEqual([]);
  });

  test("policies see the token's claims: only the named user joins their inbox", async () => {
    const userId = randomUUID();
    const socket = await open();
    const own = await socket.join(`inbox:${userId}`, { access_token: signToken({ sub: userId }), config: { private: true } });
    expect(own.payload.status).toBe('ok');
    const other = await socket.join(`inbox:${userId}`, { access_token: signToken(), config: { private: true } });
    expect(other.payload).toEqual({
      status: 'error',
      response: { reason: `Unauthorized: You do not have permissions to read from this Channel topic: inbox:${userId}` },
    });
  });

  test('the service role joins any private channel', async () => {
    const socket = await open('1.0.0', suite.backend.serviceRoleKey);
    expect((await socket.join('staff-only', { config: { private: true } })).payload.status).toBe('ok');
  });

  test('a new token that loses read access closes the channel', async () => {
    const userId = randomUUID();
    const socket = await open();
    const joined = await socket.join(`inbox:${userId}`, { access_token: signToken({ sub: userId }), config: { private: true } });
    socket.send(`realtime:inbox:${userId}`, 'access_token', { access_token: signToken() }, joined.ref);
    expect((await socket.next((f) => f.event === 'system')).payload).toEqual({
      extension: 'system',
      status: 'error',
      message: `You no longer have permission to read from this Channel topic: inbox:${userId}`,
      channel: `inbox:${userId}`,
    });
    await socket.next((f) => f.event === 'phx_close');
  });
});

describe('broadcasts from the database', () => {
  test('realtime.send from SQL reaches public subscribers with the message id, however large the payload', async () => {
    const room = `announcements-${randomUUID()}`;
    const [v1, v2] = [await open('1.0.0'), await open('2.0.0')];
    await v1.join(room);
    await v2.join(room);
    const body = 'long text '.repeat(3000);
    const { error } = await suite.service.rpc('announce', { room, body });
    expect(error).toBeNull();

    const json = await v1.next((f) => f.event === 'broadcast', 'the announcement');
    expect(json.payload).toEqual({
      type: 'broadcast',
      event: 'announcement',
      payload: { body, id: expect.any(String) },
      meta: { id: (json.payload.payload as { id: string }).id },
    });
    const binary = await v2.next((f) => f.event === 'broadcast', 'the announcement');
    expect(binary.payload).toEqual(json.payload);
  });

  test('realtime.broadcast_changes from a trigger reaches authorised private subscribers', async () => {
    const board = randomUUID();
    const socket = await open();
    const joined = await socket.join(`notes-channel:${board}`, { access_token: signToken(), config: { private: true } });
    expect(joined.payload.status).toBe('ok');
    const { error } = await suite.service.from('realtime_notes').insert({ board, body: 'first' });
    expect(error).toBeNull();

    const frame = await socket.next((f) => f.event === 'broadcast', 'the change');
    expect(frame.payload).toEqual({
      type: 'broadcast',
      event: 'INSERT',
      payload: {
        id: expect.any(String),
        operation: 'INSERT',
        schema: 'public',
        table: 'realtime_notes',
        record: { id: expect.any(Number), board, body: 'first' },
        old_record: null,
      },
      meta: { id: expect.any(String) },
    });
  });
});
