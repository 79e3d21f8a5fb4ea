import { createPublicKey, verify } from 'node:crypto';

/**
 * The VAPID check of a push service (RFC 8292), with node:crypto only: the request's
 * `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key, its `aud` the
 * push service's origin, its `exp` in the future and at most 24 hours ahead, its `sub` a mailto: or
 * https: URL; and, for a subscription made with an applicationServerKey, `k` that very key.
 */
export type VapidCheck = { ok: true; publicKey: string } | { ok: false; status: 401 | 403; reason: string };

const DAY_SECONDS = 24 * 60 * 60;

export interface VapidExpectations {
  /** The push service's origin, e.g. http://127.0.0.1:54331. */
  audience: string;
  /** The key the subscription was made with (null: any key may sign). */
  applicationServerKey: string | null;
  nowSeconds: number;
}

export function checkVapid(authorization: string | undefined, expected: VapidExpectations): VapidCheck {
  // FCM's words and status for a request without it; autopush answers 401 likewise.
  if (!authorization) return refused(401, 'authorization header must be specified.');
  const match = /^vapid\s+(.+)$/i.exec(authorization.trim());
  if (!match) return refused(401, 'the authorization scheme must be vapid (RFC 8292).');
  const params = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const index = part.indexOf('=');
    if (index > 0) params.set(part.slice(0, index).trim().toLowerCase(), part.slice(index + 1).trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return refused(401, 'the vapid authorization needs t= and k=.');
  const publicKey = publicKeyOf(key);
  if (!publicKey) return refused(401, 'k is not an uncompressed P-256 public key.');
  const claims = verifiedClaims(token, publicKey);
  if (!claims) return refused(403, 'the JWT is not signed with ES256 by the key k.');
  if (claims.aud !== expected.audience) return refused(403, `the JWT's aud must be ${expected.audience}.`);
  if (typeof claims.exp !== 'number' || claims.exp <= expected.nowSeconds) return refused(403, "the JWT's exp has passed.");
  if (claims.exp > expected.nowSeconds + DAY_SECONDS) return refused(403, "the JWT's exp is more than 24 hours ahead.");
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return refused(403, "the JWT's sub must be a mailto: or https: URL.");
  if (expected.applicationServerKey !== null && expected.applicationServerKey !== key)
    return refused(
      403,
      'the VAPID credentials in the authorization header do not correspond to the credentials used to create the subscription.',
    );
  return { ok: true, publicKey: key };
}

const refused = (status: 401 | 403, reason: string): VapidCheck => ({ ok: false, status, reason });

function publicKeyOf(key: string): ReturnType<typeof createPublicKey> | null {
  const point = Buffer.from(key, 'base64url');
  if (!/^[A-Za-z0-9_-]+=*$/.test(key) || point.length !== 65 || point[0] !== 0x04) return null;
  try {
    return createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
  } catch {
    return null;
  }
}

function verifiedClaims(token: string, publicKey: ReturnType<typeof createPublicKey>): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const headerJson = jsonOf(header);
  if (headerJson?.alg !== 'ES256') return null;
  const raw = Buffer.from(signature, 'base64url');
  if (raw.length !== 64) return null;
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw);
  return signed ? jsonOf(payload) : null;
}

function jsonOf(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
