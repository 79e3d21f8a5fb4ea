// The shop's one connection to Redis (REDIS_URL), for the rate limits (lib/http/rate-limit.ts) and
// Next's page and data cache (lib/redis/cache-handler.mjs). Plain JavaScript because Next loads the
// cache handler with Node's own import, outside its bundles; the two copies of this module that a
// server process may hold find the same client on globalThis. Server code only: it opens sockets.
import { createClient } from '@redis/client';

const CLIENTS = Symbol.for('gilgit-dry-fruits.redis-clients');
/** After a lost connection, try again every 0.2 s, 0.4 s, … up to every 2 s, for as long as it takes. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * The client for `url`, created and connected on first use. While Redis cannot be reached, commands
 * fail at once instead of queueing (`disableOfflineQueue`), so the callers' fallbacks answer without
 * waiting, and the client keeps reconnecting on its own. One line is logged when the connection is
 * lost and one when it is back, not one per retry.
 */
export function redisClient(url) {
  globalThis[CLIENTS] ??= new Map();
  const clients = globalThis[CLIENTS];
  let client = clients.get(url);
  if (!client) {
    client = createClient({
      url,
      disableOfflineQueue: true,
      pingInterval: 10_000,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min((retries + 1) * 200, MAX_RECONNECT_DELAY_MS) },
    });
    let down = false;
    client.on('error', (error) => {
      if (down) return;
      down = true;
      console.error(
        `[redis] ${redactedUrl(url)} cannot be reached (${error.message ?? error}); rate limits count in this server's memory and pages are not cached until it is back`,
      );
    });
    client.on('ready', () => {
      if (down) console.error(`[redis] ${redactedUrl(url)} is back`);
      down = false;
    });
    // A first connection that fails is retried by reconnectStrategy, and reported by the 'error' listener.
    client.connect().catch(() => {});
    clients.set(url, client);
  }
  return client;
}

/** The URL without its password, for logs. */
function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
