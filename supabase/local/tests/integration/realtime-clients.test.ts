import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../../testing/clients.ts';
import { eventually, realtimeClient, signToken, startRealtimeSuite, subscribed } from './realtime-support.ts';

/**
 * What supabase-js's own Realtime integration tests check against hosted Supabase, for both
 * serializers, here through supabase-js and realtime-js on the `ws` transport.
 */
const suite = startRealtimeSuite();

describe.each(['1.0.0', '2.0.0'])('supabase-js Realtime with vsn %s', (vsn) => {
  let supabase: SupabaseClient;
  const privateConfig = { broadcast: { ack: true, self: true }, private: true };

  beforeEach(async () => {
    supabase = realtimeClient(suite.backend, { vsn });
    const { data, error } = await supabase.auth.signUp({ email: uniqueEmail('realtime'), password: 'a-Long-password-1' });
    expect(error).toBeNull();
    // The signed-in session's token is what realtime-js joins private channels with.
    supabase.realtime.setAuth(data.session!.access_token);
  });

  afterEach(async () => {
    await supabase.removeAllChannels();
  });

  test('a signed-in user joins a private channel and receives their own acknowledged broadcast', async () => {
    const channel = supabase.channel(`channel-${randomUUID()}`, { config: privateConfig });
    let received: Record<string, unknown> | undefined;
    channel.on('broadcast', { event: 'test-event' }, (message) => (received = message));
    expect((await subscribed(channel)).status).toBe('SUBSCRIBED');

    expect(await channel.send({ type: 'broadcast', event: 'test-event', payload: { message: 'test' } })).toBe('ok');
    const message = await eventually(() => received, 'the broadcast');
    expect(message).toMatchObject({ type: 'broadcast', event: 'test-event', payload: { message: 'test' } });
    expect(supabase.realtime.getChannels()).toHaveLength(1);
  });

  test('the socket stays connected while one channel is removed and another joins', async () => {
    const first = supabase.channel(`channel-${randomUUID()}-a`, { config: privateConfig });
    expect((await subscribed(first)).status).toBe('SUBSCRIBED');
    await supabase.removeChannel(first);
    expect(supabase.realtime.isConnected()).toBe(true);

    const second = supabase.channel(`channel-${randomUUID()}-b`, { config: privateConfig });
    second.on('broadcast', { event: 'ping' }, () => {});
    expect((await subscribed(second)).status).toBe('SUBSCRIBED');
    expect(supabase.realtime.isConnected()).toBe(true);
  });

  test('the socket disconnects once the last channel is removed', async () => {
    const channel = supabase.channel(`channel-${randomUUID()}`, { config: privateConfig });
    expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
    await channel.unsubscribe();
    await supabase.removeChannel(channel);
    await eventually(() => (supabase.realtime.isConnected() ? undefined : true), 'the deferred disconnect');
  });

  test('removeAllChannels disconnects at once', async () => {
    const a = supabase.channel(`channel-${randomUUID()}-a`);
    const b = supabase.channel(`channel-${randomUUID()}-b`);
    expect((await Promise.all([subscribed(a), subscribed(b)])).map((r) => r.status)).toEqual(['SUBSCRIBED', 'SUBSCRIBED']);
    expect(supabase.realtime.isConnected()).toBe(true);
    await supabase.removeAllChannels();
    expect(supabase.realtime.isConnected()).toBe(false);
  });

  test('httpSend delivers a JSON broadcast to a public channel', async () => {
    const channel = supabase.channel(`public-${randomUUID()}`, { config: { broadcast: { self: true } } });
    let received: { payload?: unknown; [key: string]: unknown } | undefined;
    channel.on('broadcast', { event: 'json' }, (message) => (received = message));
    expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
    expect(await channel.httpSend('json', { hello: 'public' })).toEqual({ success: true });
    expect((await eventually(() => received, 'the broadcast')).payload).toEqual({ hello: 'public' });
  });

  test('httpSend delivers a JSON broadcast to a private channel', async () => {
    const channel = supabase.channel(`channel-${randomUUID()}`, { config: privateConfig });
    let received: { payload?: unknown; [key: string]: unknown } | undefined;
    channel.on('broadcast', { event: 'json-private' }, (message) => (received = message));
    expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
    expect(await channel.httpSend('json-private', { hello: 'private' })).toEqual({ success: true });
    expect((await eventually(() => received, 'the broadcast')).payload).toEqual({ hello: 'private' });
  });

  test('send() falls back to the REST batch endpoint before the channel is joined', async () => {
    const name = `public-${randomUUID()}`;
    const listener = supabase.channel(name, { config: { broadcast: { self: true } } });
    let received: { payload?: unknown; [key: string]: unknown } | undefined;
    listener.on('broadcast', { event: 'rest' }, (message) => (received = message));
    expect((await subscribed(listener)).status).toBe('SUBSCRIBED');

    const sender = realtimeClient(suite.backend, { vsn }).channel(name);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sender.send({ type: 'broadcast', event: 'rest', payload: { via: 'rest' } })).toBe('ok');
    warn.mockRestore();
    expect((await eventually(() => received, 'the broadcast')).payload).toEqual({ via: 'rest' });
  });
});

test('with vsn 2.0.0, httpSend delivers a binary broadcast to a private channel', async () => {
  const supabase = realtimeClient(suite.backend, { vsn: '2.0.0' });
  supabase.realtime.setAuth(signToken());
  try {
    const channel = supabase.channel(`channel-${randomUUID()}`, { config: { broadcast: { ack: true, self: true }, private: true } });
    let received: { payload?: ArrayBuffer; [key: string]: unknown } | undefined;
    channel.on('broadcast', { event: 'binary' }, (message) => (received = message));
    expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    expect(await channel.httpSend('binary', bytes)).toEqual({ success: true });
    const message = await eventually(() => received, 'the binary broadcast');
    expect(new Uint8Array(message.payload!)).toEqual(bytes);
  } finally {
    await supabase.removeAllChannels();
  }
});

test('a client whose accessToken callback returns a custom JWT signed with the project secret subscribes', async () => {
  const token = signToken({ sub: '1234567890', role: 'anon', iss: 'supabase-demo', aud: undefined });
  const supabase = realtimeClient(suite.backend, { accessToken: token });
  try {
    const result = await subscribed(supabase.channel('test-channel'));
    expect(result).toEqual({ status: 'SUBSCRIBED', error: undefined });
    expect(supabase.realtime.accessTokenValue).toBe(token);
  } finally {
    await supabase.removeAllChannels();
  }
});

test('a private channel refuses a caller without a select policy, with the reason as the error', async () => {
  const supabase = realtimeClient(suite.backend);
  try {
    const result = await subscribed(supabase.channel(`channel-${randomUUID()}`, { config: { private: true } }));
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.error?.message).toMatch(/^Unauthorized: You do not have permissions to read from this Channel topic: channel-/);
  } finally {
    await supabase.removeAllChannels();
  }
});
