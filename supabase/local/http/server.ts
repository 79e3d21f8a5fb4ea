import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { ApiRequest } from './request.ts';
import { sendEmpty, sendJson } from './respond.ts';

export type ServiceHandler = (req: ApiRequest, res: ServerResponse) => Promise<void>;

/** Takes over an HTTP upgrade (the Realtime websocket); it must answer or close the socket. */
type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

interface Mount {
  /** Path prefix such as `/auth/v1`; the handler sees the rest of the path. */
  prefix: string;
  handler: ServiceHandler;
  /** OPTIONS goes to the handler instead of the shared CORS preflight answer (edge functions answer CORS themselves). */
  passOptions?: boolean;
}

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-retry-count',
  'x-region',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');
const EXPOSED_HEADERS = 'Content-Range, X-Supabase-Api-Version, x-sb-error-code, x-relay-error, Location';

export interface HttpServer {
  server: http.Server;
  /** Starts serving the services; until then every request gets 503 (GET /health says "starting"). */
  mount(mounts: Mount[], upgrade?: UpgradeHandler): void;
}

/** `clientIpHeader`: a header whose first value names the client IP, set by the shop's server on this machine (see clientIp). */
export function createHttpServer(clientIpHeader: string | null): HttpServer {
  let mounts: Mount[] | null = null;
  let upgradeHandler: UpgradeHandler | null = null;
  const server = http.createServer((raw, res) => {
    if (mounts) void dispatch(raw, res, mounts, clientIpHeader);
    else sendJson(res, 503, { status: 'starting', message: 'The backend is applying migrations' }, { 'Retry-After': '1' });
  });
  server.on('upgrade', (raw: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (upgradeHandler) upgradeHandler(raw, socket, head);
    else socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return {
    server,
    mount(list, upgrade) {
      mounts = [...list].sort((a, b) => b.prefix.length - a.prefix.length);
      upgradeHandler = upgrade ?? null;
    },
  };
}

async function dispatch(raw: IncomingMessage, res: ServerResponse, mounts: Mount[], clientIpHeader: string | null) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  const pathname = (raw.url ?? '/').split('?')[0]!;
  const mount = mounts.find((m) => pathname === m.prefix || pathname.startsWith(`${m.prefix}/`) || m.prefix === '');
  if (raw.method === 'OPTIONS' && !mount?.passOptions) {
    sendEmpty(res, 204, {
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '86400',
    });
    return;
  }
  if (!mount) {
    sendJson(res, 404, { message: 'no Route matched with those values' });
    return;
  }
  const path = pathname.slice(mount.prefix.length) || '/';
  const req = new ApiRequest(raw, safeDecodePath(path), clientIp(raw, clientIpHeader));
  try {
    await mount.handler(req, res);
  } catch (error) {
    console.error(`[http] ${raw.method} ${pathname} failed:`, error);
    if (!res.headersSent) sendJson(res, 500, { message: 'An internal server error occurred' });
    else res.destroy();
  } finally {
    if (!raw.complete) raw.resume();
  }
}

function safeDecodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The address the auth limits count a request under. The rate-limit header names the shopper only
 * when the shop's own server sent it, from the same machine (the backend listens on 127.0.0.1 by
 * default); from anywhere else it is whatever the client wrote, and the socket's address counts.
 */
export function clientIp(raw: Pick<IncomingMessage, 'headers' | 'socket'>, header: string | null): string {
  const socketAddress = raw.socket.remoteAddress ?? 'unknown';
  if (header && isLoopback(socketAddress)) {
    const value = raw.headers[header.toLowerCase()];
    const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return socketAddress;
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
