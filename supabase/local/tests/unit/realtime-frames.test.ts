import { decodeFrame, encodeMessage, encodeUserBroadcast, FrameError, isUserBroadcast, parseVsn } from '../../realtime/frames.ts';

describe('the serializer version', () => {
  test.each([
    [null, '1.0.0'],
    ['1.0.0', '1.0.0'],
    ['2.0.0', '2.0.0'],
    ['3.0.0', null],
  ])('vsn %s is %s', (given, expected) => {
    expect(parseVsn(given)).toBe(expected);
  });
});

describe('decoding', () => {
  test('1.0.0 reads JSON objects', () => {
    const frame = Buffer.from(JSON.stringify({ topic: 'realtime:a', event: 'phx_join', payload: { x: 1 }, ref: 2, join_ref: '2' }));
    expect(decodeFrame('1.0.0', frame, false)).toEqual({
      joinRef: '2',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { x: 1 },
    });
  });

  test('2.0.0 reads JSON arrays and refuses objects', () => {
    expect(decodeFrame('2.0.0', Buffer.from('[null,"1","phoenix","heartbeat",{}]'), false)).toEqual({
      joinRef: null,
      ref: '1',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    expect(() => decodeFrame('2.0.0', Buffer.from('{"topic":"x"}'), false)).toThrow(FrameError);
  });

  test('2.0.0 reads a user broadcast push as realtime-js lays it out', () => {
    const parts = ['1', '5', 'realtime:room', 'move', '{"k":"v"}'].map((p) => Buffer.from(p));
    const frame = Buffer.concat([Buffer.from([3, ...parts.map((p) => p.length), 1]), ...parts, Buffer.from('{"x":1}')]);
    const message = decodeFrame('2.0.0', frame, true);
    expect(message).toMatchObject({ joinRef: '1', ref: '5', topic: 'realtime:room', event: 'broadcast' });
    expect(isUserBroadcast(message.payload)).toBe(true);
    expect(message.payload).toEqual({ event: 'move', encoding: 'json', body: Buffer.from('{"x":1}'), metadata: { k: 'v' } });
  });

  test('1.0.0 refuses binary frames', () => {
    expect(() => decodeFrame('1.0.0', Buffer.from([3]), true)).toThrow(FrameError);
  });
});

describe('encoding', () => {
  const message = { joinRef: '1', ref: '2', topic: 'realtime:a', event: 'phx_reply', payload: { status: 'ok', response: {} } };

  test('1.0.0 writes objects and 2.0.0 arrays', () => {
    expect(JSON.parse(encodeMessage('1.0.0', message))).toEqual({
      topic: 'realtime:a',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '2',
      join_ref: '1',
    });
    expect(JSON.parse(encodeMessage('2.0.0', message))).toEqual(['1', '2', 'realtime:a', 'phx_reply', { status: 'ok', response: {} }]);
  });

  test('a user broadcast is a kind 4 frame on 2.0.0 and a JSON broadcast on 1.0.0', () => {
    const broadcast = { event: 'e', encoding: 'json' as const, body: Buffer.from('{"a":1}'), metadata: { id: 'x' } };
    expect(encodeUserBroadcast('2.0.0', 'realtime:t', broadcast)).toEqual(
      Buffer.concat([Buffer.from([4, 10, 1, 10, 1]), Buffer.from('realtime:te{"id":"x"}{"a":1}')]),
    );
    expect(JSON.parse(encodeUserBroadcast('1.0.0', 'realtime:t', broadcast) as string)).toEqual({
      topic: 'realtime:t',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'e', payload: { a: 1 }, meta: { id: 'x' } },
      ref: null,
      join_ref: null,
    });
  });

  test('1.0.0 cannot carry a binary user broadcast', () => {
    expect(encodeUserBroadcast('1.0.0', 'realtime:t', { event: 'e', encoding: 'binary', body: Buffer.from([1]) })).toBeNull();
  });
});
