import type { JwtClaims, JwtSigner } from '../jwt.ts';
import { JWT_MESSAGES } from './storage-access.ts';
import { errors } from './storage-errors.ts';

export type UrlScope = 'download' | 'upload';

/** The longest expiresIn Storage signs (`assertValidNumericJWTExpiration`): exp must stay a safe integer in milliseconds. */
export function checkExpiresIn(expiresIn: number): void {
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (expiresIn < 1 || expiresIn > Math.floor(Number.MAX_SAFE_INTEGER / 1000) - nowSeconds) throw errors.invalidParameter('expiresIn');
}

/** Signs a URL token as Storage does: the claims, then `url` and `scope`, `iat` and `exp`. */
export function signUrlToken(jwt: JwtSigner, url: string, scope: UrlScope, expiresIn: number, claims: JwtClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ ...claims, url, scope, iat: now, exp: now + expiresIn });
}

/**
 * Storage's `verifyObjectSignature`: the token must be ours and unexpired (InvalidJWT with the JWT
 * library's words; ExpiredToken inside the clock skew the library allows), scoped for this action (tokens from before scopes: an upload token is the one
 * with `upsert`), and for this very object (InvalidSignature).
 */
export function verifyUrlToken(jwt: JwtSigner, token: string | null, url: string, scope: UrlScope): JwtClaims {
  if (token === null) throw errors.validation("querystring must have required property 'token'");
  const result = jwt.verify(token);
  if (!result.ok) throw errors.invalidJwt(JWT_MESSAGES[result.reason]);
  const claims = result.claims;
  const legacyUpload = claims.scope === undefined && 'upsert' in claims;
  const scoped =
    scope === 'upload'
      ? claims.scope === 'upload' || legacyUpload
      : claims.scope === 'download' || (claims.scope === undefined && !legacyUpload);
  if (!scoped) throw errors.invalidSignature(`Token is not scoped for ${scope}`);
  if (claims.url !== url) throw errors.invalidSignature();
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) throw errors.expiredToken();
  return claims;
}
