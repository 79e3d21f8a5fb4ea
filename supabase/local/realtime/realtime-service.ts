import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Backend } from '../backend.ts';
import type { Settings } from '../config.ts';
import { clientIp, type ServiceHandler } from '../http/server.ts';
import { startDatabaseBroadcasts } from './db-broadcasts.ts';
import { parseVsn } from './frames.ts';
import { ClientCounter, readRealtimeLimits } from './limits.ts';
import { startChangeFeed } from './postgres-changes/index.ts';
import type { RealtimeContext } from './realtime-context.ts';
import { createRestBroadcast } from './rest-broadcast.ts';
import { SocketSession } from './socket-session.ts';
import { TopicRegistry } from './topic-registry.ts';

const WEBSOCKET_PATH = '/realtime/v1/websocket';
/** Hosted's websocket max_frame_size. */
const MAX_FRAME_BYTES = 5_000_000;

export interface RealtimeService {
  /** The REST API, mounted at /realtime/v1 behind the API key check. */
  handler: ServiceHandler;
  /** For the http server's `upgrade` event; answers every upgrade under /realtime/v1. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export async function createRealtimeService(backend: Backend, env: Settings): Promise<RealtimeService> {
  const context: RealtimeContext = {
    db: backend.db,
    jwt: backend.jwt,
    registry: new TopicRegistry(),
    changeFeed: await startChangeFeed(backend.db),
    limits: readRealtimeLimits(env),
    clients: new ClientCounter(),
  };
  const stopListening = await startDatabaseBroadcasts(backend.db, context.registry, context.limits);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const knownKeys = new Set([backend.keys.anonKey, backend.keys.serviceRoleKey]);

  return {
    handler: createRestBroadcast(context),
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== WEBSOCKET_PATH && url.pathname !== `${WEBSOCKET_PATH}/`) {
        return refuseUpgrade(socket, 404, { message: 'no Route matched with those values' });
      }
      // Kong's key-auth in front of hosted Realtime: the key comes as the `apikey` header or parameter.
      const headerKey = req.headers.apikey;
      const apikey = (Array.isArray(headerKey) ? headerKey[0] : headerKey)?.trim() || url.searchParams.get('apikey')?.trim();
      if (!apikey)
        return refuseUpgrade(socket, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      if (!knownKeys.has(apikey))
        return refuseUpgrade(socket, 401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
      const vsn = parseVsn(url.searchParams.get('vsn'));
      // Phoenix answers a version no serializer takes with an empty 403.
      if (!vsn) return refuseUpgrade(socket, 403, null);
      const ip = clientIp(req, backend.config.auth.rateLimitHeader);
      wss.handleUpgrade(req, socket, head, (ws) => {
        new SocketSession(ws, context, vsn, ip, apikey, forwardedHeaders(req));
      });
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await stopListening().catch(() => {});
      await context.changeFeed.close();
    },
  };
}

/** The upgrade request's `x-` headers: what hosted gives policies as `request.headers`. */
function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-') && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function refuseUpgrade(socket: Duplex, status: number, body: unknown): void {
  const text = body === null ? '' : JSON.stringify(body);
  const reason = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status] ?? 'Error';
  const type = body === null ? '' : 'Content-Type: application/json\r\n';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${type}Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}
