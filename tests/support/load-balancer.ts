import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Response header naming the instance (0, 1, …) that answered. */
export const INSTANCE_HEADER = 'x-test-instance';
/** How long an instance that refused a connection is left out of the rotation. */
const LEFT_OUT_MS = 5_000;

export interface LoadBalancer {
  url: string;
  port: number;
  /** The instances' ports, in the order the rotation and INSTANCE_HEADER number them. */
  setInstances(ports: number[]): void;
  /** Requests sent to instance `index` whose answer has not ended yet. */
  inFlight(index: number): number;
  close(): Promise<void>;
}

/**
 * A reverse proxy on loopback in front of the shop's instances, as a load balancer would stand:
 * round robin, the Host header kept, and the address of the client's socket appended to
 * X-Forwarded-For (the instances run with TRUSTED_PROXY_HOPS=1). A request whose connection an
 * instance refuses never reached it, so it goes to the next instance, and the refusing one is left
 * out for a while; a connection that breaks once the request was sent is a 502 (or a cut answer),
 * which only the client may retry. A request with INSTANCE_HEADER set goes to that instance only,
 * for tests that compare the instances.
 */
export async function startLoadBalancer(): Promise<LoadBalancer> {
  let ports: number[] = [];
  let next = 0;
  const active: number[] = [];
  const leftOutUntil: number[] = [];

  const rotation = (): number[] => {
    const now = Date.now();
    const order = ports.map((_, offset) => (next + offset) % ports.length);
    next = (next + 1) % Math.max(1, ports.length);
    const up = order.filter((index) => (leftOutUntil[index] ?? 0) <= now);
    return up.length > 0 ? up : order;
  };

  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const pinned = req.headers[INSTANCE_HEADER];
    const candidates = typeof pinned === 'string' ? [Number(pinned)] : rotation();
    for (const index of candidates) {
      try {
        await forward(index, req, body, res);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
        leftOutUntil[index] = Date.now() + LEFT_OUT_MS;
      }
    }
    if (res.headersSent) res.destroy();
    else res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
  });

  function forward(index: number, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    return new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { ...req.headers, 'content-length': String(body.length) };
      for (const name of [INSTANCE_HEADER, 'connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
      const previous = req.headers['x-forwarded-for'];
      const client = req.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = previous ? `${String(previous)}, ${client}` : client;
      active[index] = (active[index] ?? 0) + 1;
      let settled = false;
      const done = (error?: Error) => {
        if (settled) return;
        settled = true;
        active[index] = (active[index] ?? 1) - 1;
        if (error) reject(error);
        else resolve();
      };
      const upstream = http.request(
        { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [INSTANCE_HEADER]: String(index) });
          answer.pipe(res);
          answer.once('close', () => {
            if (!answer.complete) res.destroy();
            done();
          });
        },
      );
      upstream.once('error', (error) => done(error));
      upstream.end(body);
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    setInstances: (instancePorts) => void (ports = instancePorts),
    inFlight: (index) => active[index] ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request from the loopback address `from` (127.0.0.2, 127.0.0.3, …: Linux answers the
 * whole 127/8), so that a test can be several clients; rejects on a broken connection.
 */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown; from?: string } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, localAddress: options.from, agent: false }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.once('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
      answer.once('error', reject);
      answer.once('aborted', () => reject(new Error('the answer was cut off')));
    });
    request.once('error', reject);
    request.end(body);
  });
}
