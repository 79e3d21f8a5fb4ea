/**
 * The shopper's IP address, forwarded to the auth API so that GoTrue's per-IP rate limits see
 * shoppers, not the shop's own server (security.md §3, scenario 26), and used as the key of the
 * shop's own limits (lib/http/rate-limit.ts). The embedded backend and self-hosted GoTrue read the
 * first value of X-Forwarded-For (RATE_LIMIT_HEADER).
 *
 * We take the **last** entry of the X-Forwarded-For the shop received. Under `npm start` the shop's
 * server (scripts/serve.mjs) has replaced the header with one address: the socket's, or the entry
 * appended by the outermost of TRUSTED_PROXY_HOPS proxies, so a client cannot choose its bucket. A
 * platform that overwrites the header (Vercel) leaves a single value too. A bare `next start` only
 * fills the header when it is absent, so it must not be exposed without such a front.
 */
const FORWARDED_FOR = 'x-forwarded-for';

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/i;

/** The client IP from a request's headers, or null when there is none usable. */
export function clientIpFrom(headers: Pick<Headers, 'get'>): string | null {
  const raw = headers.get(FORWARDED_FOR);
  if (!raw) return null;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const last = entries.at(-1);
  if (!last) return null;
  const ip = last.replace(/^::ffff:(?=\d+\.)/i, '').replace(/^\[(.*)\]$/, '$1');
  return IPV4.test(ip) || (ip.includes(':') && IPV6.test(ip)) ? ip : null;
}

/** Headers to send with every auth, REST and functions call made for this request. */
export function forwardedForHeaders(headers: Pick<Headers, 'get'>): Record<string, string> {
  const ip = clientIpFrom(headers);
  return ip ? { 'X-Forwarded-For': ip } : {};
}
