import { rawSockets, startRealtimeSuite } from './realtime-support.ts';

/** Hosted's quotas, lowered through the settings so a test can reach them. */
const suite = startRealtimeSuite({
  REALTIME_MAX_CONCURRENT_CLIENTS: '3',
  REALTIME_MAX_CHANNELS_PER_CLIENT: '2',
  REALTIME_MAX_JOINS_PER_SECOND: '4',
  REALTIME_MAX_EVENTS_PER_SECOND: '5',
  REALTIME_IDLE_TIMEOUT_MS: '3000',
});
const open = rawSockets(suite);

test('a socket may hold only so many channels', async () => {
  const socket = await open();
  expect((await socket.join('one')).payload.status).toBe('ok');
  expect((await socket.join('two')).payload.status).toBe('ok');
  expect((await socket.join('three')).payload).toEqual({
    status: 'error',
    response: { reason: 'ChannelRateLimitReached: Too many channels' },
  });
});

test('too many joins in a second are refused and the socket is disconnected', async () => {
  const socket = await open();
  // Sent in one go, so the five joins fall in the same second however slow the machine is.
  const refs = Array.from({ length: 5 }, () => socket.send('realtime:again', 'phx_join', {}, null));
  const replies = await Promise.all(refs.map((ref) => socket.next((f) => f.ref === ref && f.event === 'phx_reply')));
  expect(replies.map((r) => r.payload.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'error']);
  expect(replies[4]!.payload.response).toEqual({ reason: 'ClientJoinRateLimitReached: Too many joins per second' });
  await socket.closed();
});

test("one socket's joins do not use up another's", async () => {
  const busy = await open();
  const refs = Array.from({ length: 4 }, () => busy.send('realtime:busy', 'phx_join', {}, null));
  await Promise.all(refs.map((ref) => busy.next((f) => f.ref === ref)));
  const quiet = await open();
  expect((await quiet.join('quiet')).payload.status).toBe('ok');
});

test('too many messages in a second close the channel with a system error', async () => {
  const socket = await open();
  const joined = await socket.join('chatty');
  for (let n = 0; n < 6; n++) socket.send('realtime:chatty', 'broadcast', { type: 'broadcast', event: 'n', payload: { n } }, joined.ref);
  expect((await socket.next((f) => f.event === 'system')).payload).toEqual({
    extension: 'system',
    status: 'error',
    message: 'Too many messages per second',
    channel: 'chatty',
  });
  await socket.next((f) => f.event === 'phx_close');
});

test('REST broadcasts count against the caller address: a batch over the budget, then any request once it is spent, are 429', async () => {
  const post = (messages: unknown[]) =>
    fetch(`${suite.backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: suite.backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages }),
    });
  const message = { topic: 'rest-room', event: 'e', payload: {} };
  // The three requests must fall in one second's window: on a stalled machine, wait for a fresh
  // window and try again rather than read a new window's budget as a failure.
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    const tooBig = await post(Array(6).fill(message));
    const withinBudget = await post(Array(5).fill(message));
    const spent = await post([message]);
    if (Date.now() - started > 900 && attempt < 3) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      continue;
    }
    expect({ status: tooBig.status, body: await tooBig.json() }).toEqual({
      status: 429,
      body: { message: 'Too many messages to broadcast, please reduce the batch size' },
    });
    expect(withinBudget.status).toBe(202);
    expect({ status: spent.status, body: await spent.json() }).toEqual({
      status: 429,
      body: { message: 'You have exceeded your rate limit' },
    });
    break;
  }
});

test('a socket that sends nothing, not even heartbeats, is closed', async () => {
  const socket = await open();
  await socket.join('silent');
  expect(await socket.closed()).toBe(1000);
});

test('a client address may keep only so many connected sockets', async () => {
  const connected = [await open(), await open(), await open()];
  for (const [i, socket] of connected.entries()) expect((await socket.join(`room-${i}`)).payload.status).toBe('ok');
  const extra = await open();
  expect((await extra.join('room-extra')).payload).toEqual({
    status: 'error',
    response: { reason: 'ConnectionRateLimitReached: Too many connected users' },
  });
  // A socket already counted may join more channels.
  expect((await connected[0]!.join('room-more')).payload.status).toBe('ok');
});
