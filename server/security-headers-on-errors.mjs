// Every refusal the shop's server sends carries the security headers, whoever wrote it: proxy.ts sets
// them on what it sees, but its matcher leaves out static files and large /api bodies, and Next.js
// answers some requests itself (a route handler's 405, the image optimizer's 400, a product photo's
// 404). Node.js answers a request it cannot parse (an unknown method, a stray byte in the request
// line, headers over its limit) before any handler runs; answerUnparsableRequest gives that answer
// the headers too.
import { securityHeaders } from '../lib/security/headers.mjs';

/** The headers for an answer that is not a page of its own: the policy of `/`, from the server's settings. */
export function serverSecurityHeaders(env = process.env) {
  return securityHeaders('/', {
    siteUrl: env.SITE_URL ?? '',
    supabaseUrl: env.SUPABASE_URL ?? '',
    pixelEnabled: Boolean(env.META_PIXEL_ID?.trim()),
    development: false,
  });
}

/** Adds the security headers the answer lacks when its status is 400 or more; answers below 400 are left as they are. */
export function withSecurityHeadersOnErrors(handle, env = process.env) {
  const headers = Object.entries(serverSecurityHeaders(env));
  return (req, res) => {
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithSecurityHeaders(statusCode, ...rest) {
      if (statusCode >= 400) for (const [name, value] of headers) if (!res.hasHeader(name)) res.setHeader(name, value);
      return writeHead.call(this, statusCode, ...rest);
    };
    return handle(req, res);
  };
}

/** Node's own statuses for a request it could not parse (its default clientError answer), by error code. */
const STATUS_BY_PARSE_ERROR = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };
const REASONS = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/** A `clientError` listener: Node's answer to a request it could not parse, with the security headers. */
export function answerUnparsableRequest(env = process.env) {
  const headers = Object.entries(serverSecurityHeaders(env))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status = STATUS_BY_PARSE_ERROR[error.code] ?? 400;
    const body = REASONS[status];
    socket.end(
      `HTTP/1.1 ${status} ${body}\r\n${headers}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nCache-Control: private, no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}
