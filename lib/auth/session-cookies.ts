/**
 * Options of the session cookies @supabase/ssr writes. The browser never reads them (it has no
 * Supabase client: the BFF does all auth), so they are HttpOnly; SameSite=Lax keeps them off
 * cross-site POSTs; Secure whenever the shop is served over https.
 */
export interface SessionCookieOptions {
  path: string;
  sameSite: 'lax';
  httpOnly: true;
  secure: boolean;
}

export function sessionCookieOptions(siteUrl: string): SessionCookieOptions {
  return { path: '/', sameSite: 'lax', httpOnly: true, secure: siteUrl.startsWith('https:') };
}

/** The auth-token cookie and its chunks (`sb-<ref>-auth-token`, `.0`, `.1`…), not the PKCE verifier. */
export function isSessionCookieName(name: string): boolean {
  return /^sb-.+-auth-token(\.\d+)?$/.test(name);
}

/** Every cookie @supabase/ssr may have written: the session, its chunks and PKCE verifiers. */
export function isAuthCookieName(name: string): boolean {
  return /^sb-.+-auth-token/.test(name);
}
