/**
 * The shopper's IP address, forwarded to the auth API so that GoTrue's per-IP rate limits see
 * shoppers, not the shop's own server (security.md §3, scenario 26). The embedded backend and
 * self-hosted GoTrue read the first value of X-Forwarded-For (RATE_LIMIT_HEADER).
 *
 * We take the **last** entry of the X-Forwarded-For the shop received: a reverse proxy in front of
 * Next.js (nginx `proxy_add_x_forwarded_for`, a load balancer) appends the address it saw last, so
 * earlier entries are whatever the client chose to send. A platform that overwrites the header
 * (Vercel) leaves a single value, which is the same rule. Note: Next.js 16 itself only fills the
 * header when it is absent (`base-server`: `x-forwarded-for ??= socket.remoteAddress`), so a bare
 * `next start` exposed without a proxy lets a client pick its own bucket; deploy behind one.
 */
const FORWARDED_FOR = 'x-forwarded-for';

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/i;

/** The client IP from a request's headers, or null when there is none usable. */
export function clientIpFrom(headers: Pick<Headers, 'get'>): string | null {
  const raw = headers.get(FORWARDED_FOR);
  if (!raw) return null;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
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
