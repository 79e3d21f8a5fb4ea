import type { EmailOtpType } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirectTarget } from '@/lib/auth/redirect-target';
import { serverEnv } from '@/lib/env';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

const OTP_TYPES = new Set<EmailOtpType>(['signup', 'invite', 'magiclink', 'email', 'email_change']);

/**
 * GET /auth/confirm: where links in the shop's emails land (the sign-up confirmation).
 * - `?code=…` (PKCE: GoTrue's /verify has confirmed the address and redirected here): exchanged
 *   for a session with the verifier cookie set at sign-up.
 * - `?token_hash=…&type=…` (Supabase's email templates): verified with verifyOtp.
 * - `type=recovery` links are passed on to /reset-password untouched (the token is redeemed there,
 *   by a POST, never by a GET).
 * Success goes to `next` (a same-site path, else /); failure opens the sign-in dialog with a note.
 */
export async function GET(request: NextRequest) {
  const site = serverEnv().SITE_URL;
  const params = request.nextUrl.searchParams;
  const next = safeRedirectTarget(params.get('next')) ?? '/';
  const tokenHash = params.get('token_hash');
  const type = params.get('type');

  if (type === 'recovery' && tokenHash) {
    return redirect(`${site}/reset-password?type=recovery&token_hash=${encodeURIComponent(tokenHash)}`);
  }
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const code = params.get('code');
  let ok = false;
  if (code) {
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    ok = !error;
    if (error) console.warn('[auth] confirm: code exchange failed:', error.code ?? error.name);
  } else if (tokenHash && type && OTP_TYPES.has(type as EmailOtpType)) {
    const { error } = await supabase.auth.verifyOtp({ type: type as EmailOtpType, token_hash: tokenHash });
    ok = !error;
    if (error) console.warn('[auth] confirm: verifyOtp failed:', error.code ?? error.name);
  }
  // A PKCE link opened in another browser has no verifier here, but GoTrue confirmed the address
  // before redirecting: the shopper can sign in. An expired link says so on the dialog.
  const linkError = params.get('error_code') ?? params.get('error');
  const notice = ok ? null : linkError ? 'link-expired' : code ? 'confirmed-sign-in' : 'link-invalid';
  return applyTo(redirect(ok ? `${site}${next}` : `${site}/?signin=1&notice=${notice}`));
}

function redirect(location: string) {
  return NextResponse.redirect(location, { status: 303, headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } });
}
