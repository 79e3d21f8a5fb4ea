import type { JwtClaims, JwtSigner } from '../jwt.ts';

type TokenFailure = 'malformed' | 'signature' | 'expired' | 'missing_claims';

export type TokenCheck = { ok: true; claims: JwtClaims; expiresInMs: number } | { ok: false; failure: TokenFailure; message: string };

/** Hosted Realtime re-checks a joined channel's token at least this often. */
const CONFIRM_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Hosted Realtime's token rules: a valid signature, `role` and `exp` present, and `exp` strictly in
 * the future (no clock skew); `nbf` and `iat` are not checked. `expiresInMs` is when to check again.
 */
export function checkChannelToken(jwt: Pick<JwtSigner, 'verify'>, token: string): TokenCheck {
  const result = jwt.verify(token.replace(/\s/g, ''));
  let claims: JwtClaims;
  if (result.ok) claims = result.claims;
  else if (result.reason === 'malformed') return failure('malformed', 'The token provided is not a valid JWT');
  else if (result.reason === 'bad_signature') return failure('signature', 'Failed to validate JWT signature');
  else claims = unverifiedClaims(token);
  if (!('role' in claims) || !('exp' in claims)) return failure('missing_claims', 'Fields `role` and `exp` are required in JWT');
  const now = Math.floor(Date.now() / 1000);
  const exp = Number(claims.exp);
  if (!(exp > now)) return failure('expired', `Token has expired ${now - exp} seconds ago`);
  return { ok: true, claims, expiresInMs: Math.min(CONFIRM_INTERVAL_MS, (exp - now) * 1000) };
}

/** The reason a join fails with, as hosted words it (`Code: message`). */
export function joinErrorReason(check: Extract<TokenCheck, { ok: false }>): string {
  const code = { malformed: 'MalformedJWT', signature: 'JwtSignatureError', expired: 'InvalidJWTToken', missing_claims: 'InvalidJWTToken' }[
    check.failure
  ];
  return `${code}: ${check.message}`;
}

/** The system message a joined channel is closed with when its new or current token fails. */
export function refreshErrorMessage(check: Extract<TokenCheck, { ok: false }>): string {
  // Hosted prints the bare Elixir reason for a bad signature.
  return check.failure === 'signature' ? ':signature_error' : check.message;
}

function failure(kind: TokenFailure, message: string): TokenCheck {
  return { ok: false, failure: kind, message };
}

/** Claims of a token whose signature checked out but whose time claims did not (to word the error). */
function unverifiedClaims(token: string): JwtClaims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JwtClaims;
}
