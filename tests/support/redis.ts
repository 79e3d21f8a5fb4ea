import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createClient } from '@redis/client';

/** The Redis the multi-instance tests use: REDIS_URL, else the one CI and this machine run. */
export const TEST_REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const CLAIM_KEY = 'gdf:test:claimed-by';

export interface TestRedis {
  /** TEST_REDIS_URL with this run's logical database. */
  url: string;
  /** Empties the database and lets it go. */
  release(): Promise<void>;
}

/**
 * A logical database (15 down to 1) that holds nothing, for one test run: claimed with SET NX so two
 * runs at once never share one, and emptied when released. Database 0 is never touched.
 */
export async function claimRedisDatabase(): Promise<TestRedis> {
  for (let db = 15; db >= 1; db -= 1) {
    const url = new URL(TEST_REDIS_URL);
    url.pathname = `/${db}`;
    const client = createClient({ url: url.toString() });
    await client.connect();
    const claimed = (await client.set(CLAIM_KEY, String(process.pid), { NX: true, EX: 600 })) === 'OK';
    if (claimed && (await client.dbSize()) === 1) {
      return {
        url: url.toString(),
        async release() {
          await client.flushDb();
          await client.quit();
        },
      };
    }
    if (claimed) await client.del(CLAIM_KEY);
    await client.quit();
  }
  throw new Error(`no empty logical database (1 to 15) on ${TEST_REDIS_URL} to test in`);
}

export interface RedisRelay {
  /** A Redis URL that reaches `target` through this relay. */
  url: string;
  /** Cuts every connection and refuses new ones, as a Redis that went down. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to the Redis at `target`, so that a test can take "Redis" away and give it back. */
export async function startRedisRelay(target: string): Promise<RedisRelay> {
  const { hostname, port, pathname } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(port || 6379), hostname);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.once('close', () => sockets.delete(end));
      end.on('error', () => {});
    }
    socket.pipe(upstream).pipe(socket);
    socket.once('close', () => upstream.destroy());
    upstream.once('close', () => socket.destroy());
  });
  const listen = (at: number) => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  await listen(0);
  const relayPort = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });
  return { url: `redis://127.0.0.1:${relayPort}${pathname}`, cut: close, restore: () => listen(relayPort), close };
}
