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

/**
 * How long a session cookie lives at most: 30 days, the idle life of a session. The refresh token inside
 * does not expire on its own, but the auth client rewrites the cookie at every refresh (hourly, with
 * the access token) so a shopper who comes back within 30 days stays signed in, and a session left
 * unused longer ends in the browser. @supabase/ssr's default is the browser maximum, 400 days.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function sessionCookieOptions(siteUrl: string): SessionCookieOptions {
  return { path: '/', sameSite: 'lax', httpOnly: true, secure: siteUrl.startsWith('https:') };
}

/**
 * A cookie's options with its life cut to SESSION_COOKIE_MAX_AGE_SECONDS. @supabase/ssr writes
 * every session cookie with its own 400 days whatever `cookieOptions` says, so the shop's cookie
 * writers pass each one through this; a removal (max-age 0) stays as it is.
 */
export function withSessionLifetime<T extends { maxAge?: number }>(options: T): T {
  if (options.maxAge === undefined || options.maxAge <= SESSION_COOKIE_MAX_AGE_SECONDS) return options;
  return { ...options, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS };
}

/** The auth-token cookie and its chunks (`sb-<ref>-auth-token`, `.0`, `.1`…), not the PKCE verifier. */
export function isSessionCookieName(name: string): boolean {
  return /^sb-.+-auth-token(\.\d+)?$/.test(name);
}

/** Every cookie @supabase/ssr may have written: the session, its chunks and PKCE verifiers. */
export function isAuthCookieName(name: string): boolean {
  return /^sb-.+-auth-token/.test(name);
}
