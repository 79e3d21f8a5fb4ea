/**
 * The console's live stream (GET /api/admin/live) against the real embedded backend and its Realtime:
 * admins only (401 guest, 403 shopper); an admin's stream gets `retry:`, `ready` once the server's
 * subscription is live, a `change` hint naming only the table within two seconds of an order being
 * placed, and `ready` again after the backend's connection breaks and comes back; one account holds
 * at most five streams, and a stream the browser leaves frees its slot.
 */
import net from 'node:net';
import { NextRequest } from 'next/server';
import { GET as liveRoute } from '@/app/api/admin/live/route';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { LIVE_STREAMS_EXCEEDED } from '@/lib/live/messages';
import { MAX_STREAMS_PER_ACCOUNT } from '@/lib/live/stream-slots';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { signedInAdmin, signedUp } from './admin-support';
import { call, pointShopAt, SHOP_URL, type CookieJar, type ServiceClient } from './api-support';
import { placeOrderAs } from './checkout-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

/** A TCP relay in front of the backend whose connections can all be cut at once, as when the backend restarts. */
interface Relay {
  url: string;
  cut(): void;
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const pairs = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      pairs.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        pairs.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut: () => {
      for (const socket of pairs) socket.destroy();
    },
    close: () => {
      for (const socket of pairs) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface Frame {
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
  at: number;
}

/** An open stream as an EventSource reads it: its frames as they come, and the abort that closes it. */
class OpenStream {
  readonly frames: Frame[] = [];
  ended = false;
  private buffer = '';

  constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {
    void this.pump(response.body!.getReader());
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>) {
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      this.buffer += decoder.decode(value, { stream: true });
      let split: number;
      while ((split = this.buffer.indexOf('\n\n')) >= 0) {
        this.frames.push(parseFrame(this.buffer.slice(0, split)));
        this.buffer = this.buffer.slice(split + 2);
      }
    }
    this.ended = true;
  }

  /** The first frame from index `from` on that `match` accepts, waiting up to `limitMs`. */
  async next(match: (frame: Frame) => boolean, from: number, limitMs = 8000): Promise<Frame> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.ended || Date.now() > deadline) throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close() {
    this.controller.abort();
  }
}

function parseFrame(text: string): Frame {
  const frame: Frame = { at: Date.now() };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else {
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event' || field === 'data' || field === 'retry') frame[field] = value;
    }
  }
  return frame;
}

let backend: TestBackend;
let relay: Relay;
let service: ServiceClient;
let admin: CookieJar;
const streams: OpenStream[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  relay = await startRelay(new URL(backend.url));
  // The shop reaches the backend (Auth, REST and Realtime) through the relay, which the last test cuts.
  pointShopAt(backend, { SUPABASE_URL: relay.url });
  service = clientFor(backend, 'service');
  admin = (await signedInAdmin(service)).jar;
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await relay?.close();
  await backend?.stop();
});

async function open(jar: CookieJar): Promise<OpenStream> {
  const controller = new AbortController();
  const request = new NextRequest(new URL('/api/admin/live', SHOP_URL), {
    headers: { accept: 'text/event-stream', host: new URL(SHOP_URL).host, cookie: jar.header() },
    signal: controller.signal,
  });
  const stream = new OpenStream(await liveRoute(request), controller);
  streams.push(stream);
  return stream;
}

const isReady = (frame: Frame) => frame.event === 'ready';

test('a guest gets 401 and a shopper 403, as JSON', async () => {
  const guest = await call(liveRoute, '/api/admin/live');
  expect(guest.status).toBe(401);
  expect(guest.response.headers.get('content-type')).toMatch(/^application\/json/);
  const shopper = await call(liveRoute, '/api/admin/live', { jar: (await signedUp()).jar });
  expect({ status: shopper.status, body: shopper.body }).toEqual({ status: 403, body: { ok: false, message: ADMINS_ONLY } });
});

test("an admin's stream says when it is live, then names the table within two seconds of an order", async () => {
  const stream = await open(admin);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(stream.response.headers.get('cache-control')).toBe('private, no-store, no-transform');
  expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
  await stream.next(isReady, 0);
  expect(stream.frames[0]).toMatchObject({ retry: '3000' });

  const from = stream.frames.length;
  const placedAt = Date.now();
  await placeOrderAs(undefined);
  const change = await stream.next((frame) => frame.event === 'change', from);
  expect(change.data).toBe('{"table":"orders"}');
  expect(change.at - placedAt).toBeLessThan(2000);
});

test('a second console gets ready at once; a contact message and a review are named by their tables', async () => {
  await (await open(admin)).next(isReady, 0);
  const second = await open(admin);
  await second.next(isReady, 0, 1000);
  const from = second.frames.length;
  expect(
    (await service.from('contact_messages').insert({ full_name: 'Live Test', email: 'live.test@example.com', message: 'Salam' })).error,
  ).toBeNull();
  expect((await second.next((frame) => frame.event === 'change', from)).data).toBe('{"table":"contact_messages"}');
  const next = second.frames.length;
  expect(
    (await service.from('testimonials').insert({ reviewer_name: 'Live Test', review_text: 'Fresh apricots', rating: 5 })).error,
  ).toBeNull();
  expect((await second.next((frame) => frame.event === 'change', next)).data).toBe('{"table":"testimonials"}');
});

test('one account holds at most five streams; one the browser leaves ends and frees its slot', async () => {
  const held = [];
  for (let n = 0; n < MAX_STREAMS_PER_ACCOUNT; n += 1) held.push(await open(admin));
  const refused = await call(liveRoute, '/api/admin/live', { jar: admin });
  expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: { ok: false, message: LIVE_STREAMS_EXCEEDED } });
  expect(refused.response.headers.get('retry-after')).toBe('30');

  held[0]!.close();
  await held[0]!.next(() => false, 0, 2000).catch(() => undefined);
  expect(held[0]!.ended).toBe(true);
  const again = await open(admin);
  expect(again.response.status).toBe(200);
});

test('after the connection to the backend breaks, the stream says ready again and changes flow again', async () => {
  const stream = await open(admin);
  await stream.next(isReady, 0);
  const from = stream.frames.length;
  relay.cut();
  await stream.next(isReady, from, 15_000);
  const after = stream.frames.length;
  await placeOrderAs(undefined);
  expect((await stream.next((frame) => frame.event === 'change', after)).data).toBe('{"table":"orders"}');
});
