import { randomUUID } from 'node:crypto';
import { rawSockets, type RawSocket, signToken, startRealtimeSuite } from './realtime-support.ts';

const suite = startRealtimeSuite();
const open = rawSockets(suite);

async function listen(name: string, payload: Record<string, unknown> = {}, vsn: '1.0.0' | '2.0.0' = '1.0.0'): Promise<RawSocket> {
  const socket = await open(vsn);
  expect((await socket.join(name, payload)).payload.status).toBe('ok');
  return socket;
}

function post(path: string, body: string | Blob, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/realtime/v1${path}`, {
    method: 'POST',
    headers: { apikey: suite.backend.anonKey, 'Content-Type': 'application/json', ...headers },
    body,
  });
}

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('POST /realtime/v1/api/broadcast', () => {
  test('is behind the API key check', async () => {
    const response = await fetch(`${suite.backend.url}/realtime/v1/api/broadcast`, { method: 'POST', body: '{}' });
    expect(await answer(response)).toEqual({
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    });
  });

  test('an invalid bearer token is Unauthorized', async () => {
    const response = await post('/api/broadcast', '{"messages":[]}', { Authorization: 'Bearer nonsense' });
    expect(await answer(response)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });

  test.each([
    ['no messages', {}, { messages: ["can't be blank"] }],
    ['messages that are not a list', { messages: 'hi' }, { messages: ['is invalid'] }],
    [
      'a message without topic and payload',
      { messages: [{ topic: 'a', event: 'e', payload: {} }, { event: 'e' }] },
      { messages: [{}, { topic: ["can't be blank"], payload: ["can't be blank"] }] },
    ],
  ])('%s is answered 422 with the changeset errors', async (_name, body, errors) => {
    expect(await answer(await post('/api/broadcast', JSON.stringify(body)))).toEqual({ status: 422, body: { errors } });
  });

  test('public messages are delivered with the id as meta, and the answer is 202 with no body', async () => {
    const room = `room-${randomUUID()}`;
    const socket = await listen(room);
    const response = await post(
      '/api/broadcast',
      JSON.stringify({ messages: [{ id: 'm-1', topic: room, event: 'news', payload: { n: 1 } }] }),
    );
    expect(await answer(response)).toEqual({ status: 202, body: null });
    expect((await socket.next((f) => f.event === 'broadcast')).payload).toEqual({
      type: 'broadcast',
      event: 'news',
      payload: { n: 1 },
      meta: { id: 'm-1' },
    });
  });

  test('private messages go out only when the caller passes the insert policy, and the answer is 202 either way', async () => {
    const room = `channel-${randomUUID()}`;
    const socket = await listen(room, { access_token: signToken(), config: { private: true } });
    const message = (event: string) => JSON.stringify({ messages: [{ topic: room, event, payload: {}, private: true }] });

    expect((await post('/api/broadcast', message('from-anon'))).status).toBe(202);
    const asUser = await post('/api/broadcast', message('from-user'), { Authorization: `Bearer ${signToken()}` });
    expect(asUser.status).toBe(202);
    expect((await socket.next((f) => f.event === 'broadcast')).payload).toMatchObject({ event: 'from-user' });
    await socket.flush();
    expect(socket.pending((f) => f.event === 'broadcast')).toEqual([]);
  });
});

describe('POST /realtime/v1/api/broadcast/:topic/events/:event', () => {
  test('delivers a JSON body to 1.0.0 as JSON and to 2.0.0 as a user broadcast frame', async () => {
    const room = `room-${randomUUID()}`;
    const [v1, v2] = [await listen(room), await listen(room, {}, '2.0.0')];
    const response = await post(`/api/broadcast/${room}/events/ping`, JSON.stringify({ hello: 'world' }));
    expect(await answer(response)).toEqual({ status: 202, body: null });
    const expected = { type: 'broadcast', event: 'ping', payload: { hello: 'world' } };
    expect((await v1.next((f) => f.event === 'broadcast')).payload).toEqual(expected);
    expect((await v2.next((f) => f.event === 'broadcast')).payload).toEqual(expected);
  });

  test('an octet-stream body reaches 2.0.0 listeners as bytes', async () => {
    const room = `room-${randomUUID()}`;
    const socket = await listen(room, {}, '2.0.0');
    const response = await post(`/api/broadcast/${room}/events/bytes`, new Blob([new Uint8Array([9, 8, 7])]), {
      'Content-Type': 'application/octet-stream',
    });
    expect(response.status).toBe(202);
    expect((await socket.next((f) => f.event === 'broadcast')).payload).toEqual({
      type: 'broadcast',
      event: 'bytes',
      payload: Buffer.from([9, 8, 7]),
    });
  });

  test('another content type is 415 with hosted text', async () => {
    const response = await post('/api/broadcast/room/events/x', 'hello', { 'Content-Type': 'text/plain' });
    expect(await answer(response)).toEqual({
      status: 415,
      body: { error: 'Unsupported Media Type. Use application/json or application/octet-stream' },
    });
  });

  test('a private broadcast the insert policy refuses is 403 Unauthorized', async () => {
    const response = await post(`/api/broadcast/readonly-${randomUUID()}/events/x?private=true`, '{}', {
      Authorization: `Bearer ${signToken()}`,
    });
    expect(await answer(response)).toEqual({ status: 403, body: { message: 'Unauthorized' } });
  });

  test('a payload over the broadcast limit is 422', async () => {
    const response = await post('/api/broadcast/room/events/x', JSON.stringify({ text: 'x'.repeat(300_000) }));
    expect(await answer(response)).toEqual({ status: 422, body: { errors: { payload: ['Payload size exceeds tenant limit'] } } });
  });
});

test('other Realtime REST routes, such as /api/ping and the tenant API, are 404', async () => {
  for (const path of ['/api/ping', '/api/tenants']) {
    const response = await fetch(`${suite.backend.url}/realtime/v1${path}`, { headers: { apikey: suite.backend.anonKey } });
    expect(response.status).toBe(404);
  }
});
