import { createHmac, sign as signData, timingSafeEqual, verify as verifyData } from 'node:crypto';
import type { PublishedJwk, SigningKeys } from './signing-keys.ts';

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
const HS256_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const ES256_SIGNATURE_BYTES = 64;
const CACHE_LIMIT = 5000;

/**
 * HS256 with the project secret (API keys, Storage's URL tokens) and ES256 with the signing keys
 * (user access tokens). Verification allows exactly those two: HS256 only with the secret, ES256
 * only with a known kid, so `none`, unknown keys and algorithm confusion all fail.
 */
export class JwtSigner {
  private readonly verified = new Map<string, JwtClaims>();
  private readonly es256Header: string | null;

  constructor(
    private readonly secret: string,
    private readonly keys: SigningKeys | null = null,
  ) {
    this.es256Header = keys ? base64url(JSON.stringify({ alg: 'ES256', kid: keys.signing.kid, typ: 'JWT' })) : null;
  }

  /** HS256 with the secret, as the legacy API keys and Storage's URL tokens are signed. */
  sign(claims: JwtClaims): string {
    const body = `${HS256_HEADER}.${base64url(JSON.stringify(claims))}`;
    return `${body}.${this.hmac(body)}`;
  }

  /** A user's access token: ES256 with the signing key's kid in the header (HS256 when there is no key pair). */
  signAccessToken(claims: JwtClaims): string {
    if (!this.keys || !this.es256Header) return this.sign(claims);
    const body = `${this.es256Header}.${base64url(JSON.stringify(claims))}`;
    const signature = signData('sha256', Buffer.from(body), { key: this.keys.signing.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${body}.${signature.toString('base64url')}`;
  }

  /** The public keys for /.well-known/jwks.json. */
  publishedKeys(): PublishedJwk[] {
    return this.keys?.published ?? [];
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
    let fields: { alg?: unknown; kid?: unknown } | null;
    let claims: unknown;
    try {
      fields = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const alg = fields?.alg;
    if (alg !== 'HS256' && alg !== 'ES256') return { ok: false, reason: 'bad_signature' };
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'malformed' };
    const signed = `${header}.${payload}`;
    const valid = alg === 'HS256' ? this.validHmac(signed, signature, fields?.kid) : this.validEs256(signed, signature, fields?.kid);
    return valid ? { ok: true, claims: claims as JwtClaims } : { ok: false, reason: 'bad_signature' };
  }

  /** As GoTrue: an HS256 token naming an asymmetric key's kid is refused; any other is checked against the secret. */
  private validHmac(signed: string, signature: string, kid: unknown): boolean {
    if (typeof kid === 'string' && this.keys?.verification.has(kid)) return false;
    const expected = Buffer.from(this.hmac(signed));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private validEs256(signed: string, signature: string, kid: unknown): boolean {
    const key = typeof kid === 'string' ? this.keys?.verification.get(kid) : undefined;
    const bytes = Buffer.from(signature, 'base64url');
    if (!key || bytes.length !== ES256_SIGNATURE_BYTES) return false;
    return verifyData('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' }, bytes);
  }

  private hmac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
