import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & {
  role?: string;
  sub?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
  session_id?: string;
};

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired' | 'not_yet_valid';

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

/** PostgREST allows this much clock skew on exp, nbf and iat. */
const ALLOWED_SKEW_SECONDS = 30;
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const CACHE_LIMIT = 5000;

/** HS256 only: the allow-list rules out `none` and algorithm confusion. */
export class JwtSigner {
  private readonly verified = new Map<string, JwtClaims>();

  constructor(private readonly secret: string) {}

  sign(claims: JwtClaims): string {
    const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
    return `${body}.${this.signature(body)}`;
  }

  verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtResult {
    let claims = this.verified.get(token);
    if (!claims) {
      const parsed = this.verifySignature(token);
      if (!parsed.ok) return parsed;
      claims = parsed.claims;
      if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
      this.verified.set(token, claims);
    }
    if (typeof claims.exp === 'number' && nowSeconds > claims.exp + ALLOWED_SKEW_SECONDS) {
      return { ok: false, reason: 'expired' };
    }
    if (typeof claims.nbf === 'number' && nowSeconds + ALLOWED_SKEW_SECONDS < claims.nbf) {
      return { ok: false, reason: 'not_yet_valid' };
    }
    if (typeof claims.iat === 'number' && nowSeconds + ALLOWED_SKEW_SECONDS < claims.iat) {
      return { ok: false, reason: 'not_yet_valid' };
    }
    return { ok: true, claims };
  }

  private verifySignature(token: string): JwtResult {
    const parts = token.split('.');
    if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) return { ok: false, reason: 'malformed' };
    const [header, payload, signature] = parts as [string, string, string];
    let alg: unknown;
    let claims: unknown;
    try {
      alg = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg;
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (alg !== 'HS256' || typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
      return { ok: false, reason: alg === 'HS256' ? 'malformed' : 'bad_signature' };
    }
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad_signature' };
    return { ok: true, claims: claims as JwtClaims };
  }

  private signature(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
