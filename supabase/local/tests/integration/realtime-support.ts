import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { JwtSigner, type JwtClaims } from '../../jwt.ts';
import { TEST_JWT_SECRET, type TestBackend } from '../../testing/test-backend.ts';
import { startBackendForSuite, type BackendSuite } from '../support/backend-suite.ts';

/** The Realtime suites' backend: the fixture policies and tables of tests/fixtures/realtime-migrations. */
export function startRealtimeSuite(env: Record<string, string> = {}): BackendSuite {
  afterAll(disconnectClients);
  return startBackendForSuite({ env: { SUPABASE_LOCAL_EXTRA_MIGRATIONS: 'supabase/local/tests/fixtures/realtime-migrations', ...env } });
}

const signer = new JwtSigner(TEST_JWT_SECRET);

/** A token signed with the backend's secret; a signed-in user's for 10 minutes unless `claims` says otherwise. */
export function signToken(claims: JwtClaims = {}): string {
  return signer.sign({
    role: 'authenticated',
    sub: randomUUID(),
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 600,
    ...claims,
  });
}

const openClients: SupabaseClient[] = [];

/** Disconnects every client realtimeClient made, so no socket or timer outlives a suite. */
export function disconnectClients(): void {
  for (const client of openClients.splice(0)) client.realtime.disconnect();
}

/** supabase-js with realtime-js on the `ws` transport, as a Node caller uses it (disconnectClients ends them). */
export function realtimeClient(backend: TestBackend, options: { vsn?: string; accessToken?: string; key?: string } = {}): SupabaseClient {
  const client = createClient(backend.url, options.key ?? backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.accessToken ? { accessToken: async () => options.accessToken! } : {}),
    realtime: { transport: WebSocket as never, heartbeatIntervalMs: 500, ...(options.vsn ? { vsn: options.vsn } : {}) },
  });
  openClients.push(client);
  return client;
}

/** Subscribes and resolves with the final status (and error) the callback reports. */
export function subscribed(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== 'CLOSED') resolve({ status, error });
    });
  });
}

/** Waits until `read` returns something other than undefined, or fails after `limitMs`. */
export async function eventually<T>(read: () => T | undefined, what: string, limitMs = 8000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  /** The raw bytes of a binary frame. */
  binary?: Buffer;
}

type Vsn = '1.0.0' | '2.0.0';

/**
 * Opens raw sockets on the suite's backend (with the anon key unless `apikey` says otherwise); the
 * sockets a test opened are closed after it.
 */
export function rawSockets(suite: BackendSuite): (vsn?: Vsn, apikey?: string) => Promise<RawSocket> {
  const opened: RawSocket[] = [];
  afterEach(async () => {
    await Promise.all(
      opened.splice(0).map((socket) => {
        socket.close();
        return socket.closed();
      }),
    );
  });
  return async (vsn = '1.0.0', apikey) => {
    const socket = await RawSocket.open(suite.backend, { vsn, apikey });
    opened.push(socket);
    return socket;
  };
}

/** A websocket speaking the Phoenix protocol by hand, to assert exact wire answers. */
export class RawSocket {
  private readonly inbox: Frame[] = [];
  private ref = 0;

  private constructor(
    readonly ws: WebSocket,
    readonly vsn: '1.0.0' | '2.0.0',
  ) {
    ws.on('message', (data, isBinary) => this.inbox.push(decode(vsn, data as Buffer, isBinary)));
  }

  static open(backend: TestBackend, options: { vsn?: '1.0.0' | '2.0.0'; apikey?: string } = {}): Promise<RawSocket> {
    const vsn = options.vsn ?? '1.0.0';
    const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${options.apikey ?? backend.anonKey}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws, vsn)));
      ws.once('error', reject);
    });
  }

  /** Sends a message and returns its ref. */
  send(topic: string, event: string, payload: Record<string, unknown>, joinRef: string | null = null): string {
    const ref = String(++this.ref);
    const frame = this.vsn === '2.0.0' ? [joinRef, ref, topic, event, payload] : { topic, event, payload, ref, join_ref: joinRef };
    this.ws.send(JSON.stringify(frame));
    return ref;
  }

  /** Joins `realtime:<name>` and resolves with the reply. */
  async join(name: string, payload: Record<string, unknown> = {}): Promise<Frame> {
    const topic = `realtime:${name}`;
    const ref = String(this.ref + 1);
    this.send(topic, 'phx_join', payload, ref);
    return this.next((f) => f.topic === topic && f.event === 'phx_reply' && f.ref === ref);
  }

  /**
   * A heartbeat round trip: everything the server pushed to this socket before answering it has
   * arrived once this resolves (the server writes each socket's frames in order).
   */
  async flush(): Promise<void> {
    const ref = this.send('phoenix', 'heartbeat', {});
    await this.next((f) => f.topic === 'phoenix' && f.ref === ref);
  }

  /** Takes the first frame (received or to come) that matches. */
  next(match: (frame: Frame) => boolean, what = 'a matching frame'): Promise<Frame> {
    return eventually(() => {
      const index = this.inbox.findIndex(match);
      return index === -1 ? undefined : this.inbox.splice(index, 1)[0];
    }, what);
  }

  /** Frames received and not taken yet. */
  pending(match: (frame: Frame) => boolean = () => true): Frame[] {
    return this.inbox.filter(match);
  }

  closed(): Promise<number> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve(1006);
    return new Promise((resolve) => this.ws.once('close', (code) => resolve(code)));
  }

  close(): void {
    this.ws.close();
  }
}

function decode(vsn: string, data: Buffer, isBinary: boolean): Frame {
  if (isBinary) {
    // Kind 4: a user broadcast, laid out as realtime-js's serializer reads it.
    const [topicSize, eventSize, metaSize, encoding] = [data[1]!, data[2]!, data[3]!, data[4]!];
    let offset = 5;
    const take = (size: number) => data.subarray(offset, (offset += size));
    const topic = take(topicSize).toString('utf8');
    const event = take(eventSize).toString('utf8');
    const meta = take(metaSize).toString('utf8');
    const body = data.subarray(offset);
    const payload: Record<string, unknown> = {
      type: 'broadcast',
      event,
      payload: encoding === 1 ? JSON.parse(body.toString('utf8')) : body,
    };
    if (meta) payload.meta = JSON.parse(meta);
    return { joinRef: null, ref: null, topic, event: 'broadcast', payload, binary: data };
  }
  const parsed = JSON.parse(data.toString('utf8'));
  if (vsn === '2.0.0') {
    const [joinRef, ref, topic, event, payload] = parsed;
    return { joinRef, ref, topic, event, payload };
  }
  return { joinRef: parsed.join_ref, ref: parsed.ref, topic: parsed.topic, event: parsed.event, payload: parsed.payload };
}

/** The status and JSON body of a refused websocket upgrade. */
export function refusedUpgrade(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => reject(new Error('the upgrade was accepted')));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    ws.once('error', () => {});
  });
}
