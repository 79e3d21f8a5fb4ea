import { rawSockets, refusedUpgrade, signToken, startRealtimeSuite } from './realtime-support.ts';

const suite = startRealtimeSuite();
const open = rawSockets(suite);

function wsUrl(query: string): string {
  return `${suite.backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket${query}`;
}

describe('connecting', () => {
  test("a missing API key is refused before the upgrade, in Kong's words", async () => {
    expect(await refusedUpgrade(wsUrl('?vsn=1.0.0'))).toEqual({
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    });
  });

  test('an unknown API key is refused', async () => {
    expect(await refusedUpgrade(wsUrl('?apikey=not-a-key&vsn=1.0.0'))).toEqual({
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    });
  });

  test('a serializer version Realtime does not speak is an empty 403', async () => {
    expect(await refusedUpgrade(wsUrl(`?apikey=${suite.backend.anonKey}&vsn=3.0.0`))).toEqual({ status: 403, body: null });
  });

  test('another path under /realtime/v1 is not a websocket', async () => {
    expect((await refusedUpgrade(wsUrl('/elsewhere?vsn=1.0.0').replace('/websocket/elsewhere', '/elsewhere'))).status).toBe(404);
  });

  test.each(['1.0.0', '2.0.0'] as const)('vsn %s: a heartbeat on the phoenix topic is answered ok', async (vsn) => {
    const socket = await open(vsn);
    const ref = socket.send('phoenix', 'heartbeat', {});
    const reply = await socket.next((f) => f.ref === ref);
    expect(reply).toEqual({ joinRef: null, ref, topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  test('2.0.0 answers with JSON arrays and 1.0.0 with JSON objects', async () => {
    const v2 = await open('2.0.0');
    const raw = new Promise<string>((resolve) => v2.ws.once('message', (data) => resolve(String(data))));
    v2.ws.send(JSON.stringify([null, '7', 'phoenix', 'heartbeat', {}]));
    expect(JSON.parse(await raw)).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

    const v1 = await open('1.0.0');
    const rawV1 = new Promise<string>((resolve) => v1.ws.once('message', (data) => resolve(String(data))));
    v1.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '8', join_ref: null }));
    expect(JSON.parse(await rawV1)).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '8',
      join_ref: null,
    });
  });
});

describe('joining and leaving', () => {
  test('a public channel joins with the API key and an empty postgres_changes list', async () => {
    const socket = await open();
    const reply = await socket.join('lobby', { config: { broadcast: { self: false }, presence: { key: '' }, private: false } });
    expect(reply.payload).toEqual({ status: 'ok', response: { postgres_changes: [] } });
  });

  test('a topic outside realtime: is an unmatched topic', async () => {
    const socket = await open();
    const ref = socket.send('room:1', 'phx_join', {}, '1');
    const reply = await socket.next((f) => f.ref === ref);
    expect(reply.payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  test('a message to a channel that was never joined is an unmatched topic', async () => {
    const socket = await open();
    const ref = socket.send('realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }, '3');
    expect((await socket.next((f) => f.ref === ref)).payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  test('realtime: without a name needs a topic name', async () => {
    const socket = await open();
    const ref = socket.send('realtime:', 'phx_join', {}, '1');
    expect((await socket.next((f) => f.ref === ref)).payload).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });
  });

  test.each([
    ['a malformed token', 'not.a.jwt', 'MalformedJWT: The token provided is not a valid JWT'],
    [
      'a token signed with another secret',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImV4cCI6OTk5OTk5OTk5OX0.bm90LXRoZS1zaWduYXR1cmU',
      'JwtSignatureError: Failed to validate JWT signature',
    ],
    ['a token without exp', signToken({ exp: undefined }), 'InvalidJWTToken: Fields `role` and `exp` are required in JWT'],
  ])('a join with %s is refused with hosted reason', async (_name, token, reason) => {
    const socket = await open();
    const reply = await socket.join('lobby', { access_token: token });
    expect(reply.payload).toEqual({ status: 'error', response: { reason } });
  });

  test('an expired token is refused and says how long ago it expired', async () => {
    const socket = await open();
    const reply = await socket.join('lobby', { access_token: signToken({ exp: Math.floor(Date.now() / 1000) - 120 }) });
    expect(reply.payload.status).toBe('error');
    expect((reply.payload.response as { reason: string }).reason).toMatch(/^InvalidJWTToken: Token has expired 1[2-3]\d seconds ago$/);
  });

  test('phx_leave is answered ok and the channel stops receiving', async () => {
    const socket = await open();
    const joined = await socket.join('leaving', { config: { broadcast: { self: true } } });
    const leaveRef = socket.send('realtime:leaving', 'phx_leave', {}, joined.ref);
    expect((await socket.next((f) => f.ref === leaveRef)).payload).toEqual({ status: 'ok', response: {} });
    const ref = socket.send('realtime:leaving', 'broadcast', { type: 'broadcast', event: 'e', payload: {} }, joined.ref);
    expect((await socket.next((f) => f.ref === ref)).payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  test('joining a joined topic again closes the earlier join first', async () => {
    const socket = await open();
    const first = await socket.join('twice');
    await socket.join('twice');
    const close = await socket.next((f) => f.event === 'phx_close');
    expect(close).toEqual({ joinRef: first.ref, ref: first.ref, topic: 'realtime:twice', event: 'phx_close', payload: {} });
  });
});

describe('the channel token', () => {
  test('a valid new access_token keeps the channel open', async () => {
    const socket = await open();
    const joined = await socket.join('refresh-channel', { access_token: signToken() });
    socket.send('realtime:refresh-channel', 'access_token', { access_token: signToken() }, joined.ref);
    await socket.flush();
    expect(socket.pending((f) => f.event === 'system' || f.event === 'phx_close')).toEqual([]);
  });

  test.each([
    ['an expired token', () => signToken({ exp: Math.floor(Date.now() / 1000) - 10 }), /^Token has expired 1\d seconds ago$/],
    ['a malformed token', () => 'garbage', /^The token provided is not a valid JWT$/],
    ['a token without role', () => signToken({ role: undefined }), /^Fields `role` and `exp` are required in JWT$/],
  ])('%s sent as access_token closes the channel with a system error', async (_name, token, message) => {
    const socket = await open();
    const joined = await socket.join('refresh-channel', { access_token: signToken() });
    socket.send('realtime:refresh-channel', 'access_token', { access_token: token() }, joined.ref);
    const system = await socket.next((f) => f.event === 'system');
    expect(system.payload).toEqual({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(message),
      channel: 'refresh-channel',
    });
    const close = await socket.next((f) => f.event === 'phx_close');
    expect(close).toMatchObject({ joinRef: joined.ref, topic: 'realtime:refresh-channel', payload: {} });
  });

  test('when the joined token expires the channel is closed with a system error', async () => {
    const socket = await open();
    const joined = await socket.join('expiring', { access_token: signToken({ exp: Math.floor(Date.now() / 1000) + 2 }) });
    expect(joined.payload.status).toBe('ok');
    const system = await socket.next((f) => f.event === 'system', 'the expiry message');
    expect(system.payload).toEqual({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
      channel: 'expiring',
    });
    await socket.next((f) => f.event === 'phx_close');
  });
});

describe('postgres_changes in the join', () => {
  test('the reply carries one binding per filter with its id, then a system message says the subscription is live', async () => {
    const socket = await open();
    const filters = [
      { event: 'INSERT', schema: 'public', table: 'realtime_feed_notes' },
      { event: '*', schema: 'public', table: 'realtime_feed_notes', filter: 'id=eq.7' },
    ];
    const reply = await socket.join('notes-feed', { config: { postgres_changes: filters } });
    expect(reply.payload).toEqual({
      status: 'ok',
      response: { postgres_changes: filters.map((filter) => ({ ...filter, id: expect.any(Number) })) },
    });
    const system = await socket.next((f) => f.event === 'system');
    expect(system).toMatchObject({ joinRef: reply.ref, topic: 'realtime:notes-feed' });
    expect(system.payload).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'notes-feed',
    });
  });

  test('a table outside the publication still joins, and the system message carries hosted error', async () => {
    const socket = await open();
    const reply = await socket.join('unpublished-feed', {
      config: { postgres_changes: [{ event: '*', schema: 'public', table: 'realtime_unpublished' }] },
    });
    expect(reply.payload).toMatchObject({ status: 'ok' });
    const system = await socket.next((f) => f.event === 'system');
    expect(system.payload).toEqual({
      extension: 'postgres_changes',
      status: 'error',
      message:
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ' +
        '[event: *, schema: public, table: realtime_unpublished, filters: [], select: nil]',
      channel: 'unpublished-feed',
    });
  });

  test('a join without postgres_changes gets no system message', async () => {
    const socket = await open();
    await socket.join('plain');
    await socket.flush();
    expect(socket.pending((f) => f.event === 'system')).toEqual([]);
  });
});

describe('not supported, answered as documented', () => {
  test('broadcast replay and replication_ready are accepted and ignored', async () => {
    const socket = await open('1.0.0', suite.backend.serviceRoleKey);
    const reply = await socket.join('replayed', {
      config: { private: true, broadcast: { replay: { since: 0, limit: 10 }, replication_ready: true } },
    });
    expect(reply.payload).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    await socket.flush();
    expect(socket.pending((f) => f.event === 'broadcast' || f.event === 'system')).toEqual([]);
  });

  test('the old schema:table topic without config joins as a broadcast channel', async () => {
    const socket = await open();
    expect((await socket.join('public:realtime_notes')).payload).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    await socket.flush();
    expect(socket.pending((f) => f.event === 'system')).toEqual([]);
  });
});
