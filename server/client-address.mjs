// The client's address for the shop's rate limits, decided once where the request enters the shop.

/**
 * TRUSTED_PROXY_HOPS: how many reverse proxies stand in front of the shop, each appending the address
 * it saw to X-Forwarded-For. 0 (the default) trusts no header: the socket's address is the client.
 */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`);
  return hops;
}

/**
 * The address `hops` places from the right of [...X-Forwarded-For, socket address]: with no proxy the
 * socket's, behind one the entry that proxy appended. Entries further left are whatever the client
 * chose to send, so they are never used.
 */
export function clientAddress(forwardedFor, socketAddress, hops) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socketAddress ?? '',
  ];
  return chain[Math.max(0, chain.length - 1 - hops)].replace(/^::ffff:(?=\d+\.)/i, '');
}

/** Wraps a request listener: X-Forwarded-For becomes the one client address before `handle` sees it. */
export function withClientAddress(handle, hops) {
  return (req, res) => {
    req.headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
    return handle(req, res);
  };
}
