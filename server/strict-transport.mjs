// HSTS on every answer the shop gives over https, the cached catalogue pages included: their headers
// were fixed at build (next.config.mjs) from the build's SITE_URL, which may be http while the shop
// runs behind https. Plain http never gets it from here.
import { STRICT_TRANSPORT_SECURITY } from '../lib/security/headers.mjs';

/**
 * The scheme the client used: the entry `hops` places from the right of [...X-Forwarded-Proto, the
 * socket's own], as client-address.mjs picks the address (a proxy that sets the header instead of
 * appending to it leaves one entry, which is then used). With no trusted proxy, the socket's scheme:
 * a client's own X-Forwarded-Proto is never believed.
 */
export function clientScheme(forwardedProto, socketEncrypted, hops) {
  const header = Array.isArray(forwardedProto) ? forwardedProto.join(',') : (forwardedProto ?? '');
  const chain = [
    ...header
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    socketEncrypted ? 'https' : 'http',
  ];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** Wraps a request listener: HSTS on the answer when SITE_URL is https or the client came over https. */
export function withStrictTransport(handle, { siteUrl, hops }) {
  const siteIsHttps = String(siteUrl ?? '').startsWith('https:');
  return (req, res) => {
    if (siteIsHttps || clientScheme(req.headers['x-forwarded-proto'], Boolean(req.socket.encrypted), hops) === 'https')
      res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return handle(req, res);
  };
}
