// The fuzz's raw HTTP/1.1 client: the request goes on the socket byte for byte as written (odd
// methods, broken percent-encoding, control bytes, headers fetch would refuse or rewrite), and the
// answer's status line and headers are read with the start of its body, then the socket is closed
// (a stream such as the console's live events would never end).
import net from 'node:net';

export interface OddRequest {
  method: string;
  /** The request target exactly as sent, query string included. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Answer {
  /** 0 when no answer came: the connection closed or timed out before a status line. */
  status: number;
  headers: Map<string, string>;
  /** The start of the body, for the report. */
  body: string;
}

const ANSWER_TIMEOUT_MS = 20_000;
const BODY_KEPT_BYTES = 2048;
/** Once the head is in, how long to wait for the rest of a body that may be a stream. */
const BODY_WAIT_MS = 1000;

function serialize(host: string, request: OddRequest): Buffer {
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body);
  const headers: Record<string, string> = { host, connection: 'close', ...request.headers };
  const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  if (!named.has('content-length') && !named.has('transfer-encoding') && (body.length > 0 || request.method !== 'GET')) {
    headers['content-length'] = String(body.length);
  }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.concat([Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${head}\r\n`, 'latin1'), body]);
}

function parseHead(head: string): Pick<Answer, 'status' | 'headers'> {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers };
}

/** Sends `request` to `origin` (http://host:port) on a new connection and reads the start of the answer. */
export function sendRaw(origin: string, request: OddRequest): Promise<Answer> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return resolve({ status: 0, headers: new Map(), body: received.toString('latin1').slice(0, 200) });
      resolve({ ...parseHead(received.subarray(0, end).toString('latin1')), body: received.subarray(end + 4).toString('utf8') });
    };
    socket.setTimeout(ANSWER_TIMEOUT_MS, finish);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (received.length - end - 4 >= BODY_KEPT_BYTES) finish();
      else socket.setTimeout(BODY_WAIT_MS, finish);
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(serialize(host, request));
  });
}
